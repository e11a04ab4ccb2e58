// The Price sources page (/sources): reached from the footer, a row per merchant and city with its
// status, listings, feed and refresh times, stale share, breaker and a 14-day freshness chart;
// the open price export linked beside it and downloadable.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, PHONE } from './support/browser';
import { storedBasket } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('price sources', () => {
  it('the footer links to /sources, whose table shows every source fresh with its chart', async () => {
    const session = await openSession(browser, { viewport: DESKTOP, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/');
      await page.locator('footer').getByRole('link', { name: 'Price sources' }).click();
      await page.waitForURL((url) => url.pathname === '/sources');
      await page.getByRole('heading', { level: 1, name: 'Price sources' }).waitFor();
      const table = page.getByRole('table', { name: 'Price sources by merchant and city' });
      await table.waitFor();
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(5);
      await expect
        .poll(() => page.getByTestId('sources-summary').textContent())
        .toMatch(/^\d+ sources, 0 stalled/);
      const first = rows.first();
      expect(await first.getByRole('cell').nth(1).textContent()).toBe('Fresh');
      expect(await first.getByRole('img').getAttribute('aria-label')).toMatch(/prices in 14 days/);
      const exportLink = page.getByRole('link', { name: /download every product, offer and observation/ });
      expect(await exportLink.getAttribute('href')).toBe('/api/export/prices.jsonl.gz');
      const download = await page.request.get('/api/export/prices.jsonl.gz');
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toBe('application/gzip');
      await session.screenshot('sources-1280', { fullPage: true });
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('scrolls sideways on a phone instead of overflowing the page', async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/sources');
      await page.getByRole('table', { name: 'Price sources by merchant and city' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await session.close();
    }
  });
});
