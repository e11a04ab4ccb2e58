// Search from the header: results for 'milk', the platform filter in the URL, and infinite scroll
// appending the next page of 20.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, PHONE } from './support/browser';
import { searchProducts, storedBasket } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('search', () => {
  it('finds milk and filters it by platform', async () => {
    const expected = await searchProducts({ q: 'milk', offset: 0, limit: 20 });
    expect(expected.length).toBeGreaterThan(0);

    const session = await openSession(browser, { viewport: DESKTOP, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/');
      const box = page.getByPlaceholder('Search for milk, bread...');
      await box.fill('  milk ');
      await box.press('Enter');
      // Enter commits the trimmed text into q.
      await page.waitForURL((url) => url.pathname === '/s' && url.searchParams.get('q') === 'milk');
      await page.getByText('Search result').first().waitFor();

      const cards = page.locator('main article[data-product-id]');
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(expected.length);
      const first = await cards.first().getAttribute('data-product-id');
      expect(first).toBe(expected[0]?.productId);
      await session.screenshot('search-milk-desktop');

      // The platform filter goes into the URL as a comma-separated list and restarts the paging.
      // The boxes follow the URL, which the router updates in a transition: click, then wait for the
      // URL and the box (check() would demand the state change within the click itself).
      const blinkit = page.getByRole('checkbox', { name: 'Blinkit' });
      await blinkit.click();
      await page.waitForURL((url) => url.searchParams.get('platform') === 'blinkit');
      await expect.poll(() => blinkit.isChecked()).toBe(true);
      const zepto = page.getByRole('checkbox', { name: 'Zepto' });
      await zepto.click();
      await page.waitForURL((url) => url.searchParams.get('platform') === 'blinkit,zepto');
      await expect.poll(() => zepto.isChecked()).toBe(true);
      const filtered = await searchProducts({ q: 'milk', platform: 'blinkit,zepto', offset: 0, limit: 20 });
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(filtered.length);
      await session.screenshot('search-milk-filtered-desktop');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('appends the next page of 20 when scrolled near the bottom', async () => {
    // The catalogue has 16 milk products, so paging is shown on a bigger result set.
    const q = 'masala';
    const second = await searchProducts({ q, offset: 20, limit: 20 });
    expect(second.length).toBeGreaterThan(0);

    const session = await openSession(browser, { viewport: DESKTOP, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto(`/s?q=${q}`);
      const cards = page.locator('main article[data-product-id]');
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(20);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(20 + second.length);
      const ids = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-product-id')));
      expect(new Set(ids).size).toBe(ids.length);
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('shows the results grid on a phone', async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      // Without query parameters there are no results, only the prompt to search.
      await page.goto('/s');
      await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
      expect(await page.locator('main article[data-product-id]').count()).toBe(0);
      await page.goto('/s?q=bread');
      await page.locator('main article[data-product-id]').first().waitFor({ timeout: 20_000 });
      // Nothing may stick out sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await session.screenshot('search-bread-phone');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
