// Any unknown path renders the 404 page (title and heading) with a way home.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSession, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('unknown paths', () => {
  it("shows '404 Page Not Found' and links home", async () => {
    // The server answers unknown page paths with the app shell and status 404, which Chromium
    // reports on the console for the document itself.
    const session = await openSession(browser, {
      viewport: PHONE,
      allowConsole: [/status of 404.*\/no-such-page/],
    });
    const { page } = session;
    try {
      const response = await page.goto('/no-such-page/at-all');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      expect(await page.title()).toBe('404 Page Not Found');
      await session.screenshot('not-found-phone');
      await page.getByRole('link', { name: 'Go back home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
