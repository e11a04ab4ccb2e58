// The dark-mode toggle persists across a reload, and so does the language switch.
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

const appearance = (page: import('playwright-core').Page) =>
  page.locator('[data-compare-root]').first().getAttribute('data-appearance');

describe('preferences', () => {
  it('dark mode survives a reload', async () => {
    const session = await openSession(browser, { viewport: DESKTOP, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/about');
      await page.getByRole('heading', { level: 1, name: 'About Compare' }).waitFor();
      expect(await appearance(page)).toBe('light');
      await page.getByRole('button', { name: /dark mode/i }).click();
      await expect.poll(() => appearance(page)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'About Compare' }).waitFor();
      await expect.poll(() => appearance(page)).toBe('dark');
      const background = await page
        .locator('.demo-shell')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toBe('rgb(9, 9, 11)');
      await session.screenshot('about-dark-desktop');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('the language switch changes the widgets to Hindi and persists', async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/privacy-policy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('hi');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
      // The footer's tagline comes from the widgets' catalogue, so it switches language.
      await expect
        .poll(() =>
          page
            .locator('footer')
            .getByText(/prices across multiple retailers/)
            .count(),
        )
        .toBe(0);

      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(await page.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
      await session.screenshot('privacy-hindi-phone');
      await page.getByRole('button', { name: 'English' }).click();
      await page
        .locator('footer')
        .getByText(
          'Your smart grocery comparison platform that helps you find the best prices across multiple retailers.',
        )
        .waitFor();
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
