// First visit with geolocation denied: Mumbai is the default, the header says so, the
// location is stored, and the delivery banner shows each merchant's ETA ('N/A' where none).
import { getPlatform } from '@compare/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, PHONE } from './support/browser';
import { getPlatforms, MUMBAI } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('first visit with geolocation denied', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`defaults to Mumbai and shows the merchant ETAs (${label})`, async () => {
      const session = await openSession(browser, { viewport });
      const { page } = session;
      try {
        await page.goto('/');
        await expect
          .poll(() => page.locator('header').getByText(MUMBAI.address).count(), { timeout: 15_000 })
          .toBeGreaterThan(0);

        const stored = await page.evaluate(() => ({
          lat: localStorage.getItem('lat'),
          lon: localStorage.getItem('lon'),
          address: localStorage.getItem('address'),
        }));
        expect(stored).toEqual({ lat: String(MUMBAI.lat), lon: String(MUMBAI.lon), address: MUMBAI.address });

        const banner = page.locator('li[data-platform]');
        await banner.first().waitFor({ timeout: 15_000 });
        const etas = await getPlatforms(MUMBAI);
        const shown = await banner.evaluateAll((items) =>
          items.map((li) => ({ key: li.getAttribute('data-platform') ?? '', text: li.textContent ?? '' })),
        );
        expect(shown.length).toBe(6);
        let withEta = 0;
        for (const { key, text } of shown) {
          const record = etas.find((e) => getPlatform(e.name)?.key === key);
          const value = record?.eta.value;
          if (value === null || value === undefined || value === '') {
            expect(text, key).toContain('N/A');
          } else {
            withEta += 1;
            expect(text, key).toContain(`${value} ${record?.eta.unit || 'mins'}`);
          }
        }
        // Mumbai is served by most merchants; a banner of only N/A would mean the ETAs never loaded.
        expect(withEta).toBeGreaterThan(0);

        // Categories and trending rows follow the banner.
        await page
          .getByRole('link', { name: /view all/i })
          .first()
          .waitFor({ timeout: 15_000 });
        // The trending rows scroll inside themselves; the page itself never scrolls sideways.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await session.screenshot(`home-${label}`);
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }
});
