// Changing the location by PIN code: the dialog resolves it through the API's gazetteer, the
// header shows the new address, the toast confirms it and the merchant ETAs reload for the new
// point.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, DESKTOP, launchBrowser, openSession, PHONE } from './support/browser';
import { MUMBAI, storedBasket } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Place {
  display_name: string;
  lat: string;
  lon: string;
}

describe('location', () => {
  for (const [label, viewport, pin] of [
    ['desktop', DESKTOP, '560034'],
    ['phone', PHONE, '400053'],
  ] as const) {
    it(`changes by PIN code ${pin} and reloads the ETAs (${label})`, async () => {
      const [place] = await apiJson<Place[]>(`/api/geo/search?q=${pin}&limit=1`);
      if (!place) throw new Error(`the gazetteer does not know ${pin}`);

      const session = await openSession(browser, { viewport, storage: storedBasket([]) });
      const { page } = session;
      try {
        await page.goto('/');
        await page.locator('li[data-platform]').first().waitFor({ timeout: 15_000 });

        await page
          .locator('header')
          .getByRole('button', { name: new RegExp(MUMBAI.address) })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Change Location' });
        await dialog.waitFor();
        const box = dialog.getByRole('searchbox', { name: 'Search address' });
        // Opening the dialog focuses its (empty) search box.
        await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await box.inputValue()).toBe('');
        await dialog.getByText('Selected Address').waitFor();
        await box.fill(pin);

        const etasReloaded = page.waitForRequest(
          (request) =>
            request.url().includes('/products/platforms') &&
            new URL(request.url()).searchParams.get('lat') === String(Number(place.lat)),
          { timeout: 15_000 },
        );
        await box.press('Enter');
        await etasReloaded;
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText('Location set', { exact: true }).waitFor();
        await page.getByText(`Delivering to: ${place.display_name}`, { exact: true }).waitFor();
        await page
          .locator('header')
          .getByRole('button', { name: new RegExp(place.display_name.split(',')[0] ?? pin) })
          .waitFor();
        expect(await page.evaluate(() => localStorage.getItem('address'))).toBe(place.display_name);
        await page.locator('li[data-platform]').first().waitFor();
        await session.screenshot(`location-${pin}-${label}`);
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }
});
