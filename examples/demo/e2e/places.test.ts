// Places all over India, as a shopper sets them: typed as a town, a PIN code, in Devanagari or
// misspelt, or told by the browser's geolocation. The header then names the place, and where no
// merchant delivers the notice names the nearest place with prices and how far it is.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, DESKTOP, launchBrowser, openSession, PHONE } from './support/browser';
import { MUMBAI } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Nearest {
  name: string;
  distanceKm: number;
}

const nearestText = (nearest: Nearest) =>
  `Nearest prices: ${nearest.name}, ${nearest.distanceKm.toLocaleString('en-IN')} km`;

/** Opens the location dialog from the header and types `text` into its search box. */
async function typePlace(page: Page, text: string) {
  await page
    .locator('header')
    .getByRole('button', { name: new RegExp(MUMBAI.address) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change Location' });
  await dialog.waitFor();
  await dialog.getByText('Places: GeoNames (CC BY 4.0)').waitFor();
  await dialog.getByRole('searchbox', { name: 'Search address' }).fill(text);
  return dialog;
}

describe('places all over India', () => {
  for (const [label, text, town, viewport] of [
    ['town', 'Indore', 'Indore', DESKTOP],
    ['PIN code', '452001', 'Indore', PHONE],
    ['Devanagari', 'इंदौर', 'Indore', DESKTOP],
    ['misspelt', 'Banglore', 'Bengaluru', PHONE],
  ] as const) {
    it(`sets the location by a ${label} ('${text}') and the home page names ${town}`, async () => {
      const session = await openSession(browser, { viewport });
      const { page } = session;
      try {
        await page.goto('/');
        await page.locator('li[data-platform]').first().waitFor({ timeout: 15_000 });
        const dialog = await typePlace(page, text);
        // The suggestion list shows the place; choosing it sets the location.
        const suggestion = dialog
          .getByRole('list', { name: 'Address suggestions' })
          .getByRole('button')
          .first();
        await expect.poll(() => suggestion.textContent(), { timeout: 10_000 }).toMatch(new RegExp(town));
        await session.screenshot(`places-${label.replace(/ /g, '-')}-dialog`);
        await suggestion.click();
        await dialog.waitFor({ state: 'hidden' });
        const address = await page.evaluate(() => localStorage.getItem('address'));
        expect(address).toMatch(new RegExp(`${town}\\b`));
        await page
          .locator('header')
          .getByRole('button', { name: new RegExp(town) })
          .waitFor();

        const lat = await page.evaluate(() => localStorage.getItem('lat'));
        const lon = await page.evaluate(() => localStorage.getItem('lon'));
        const platforms = await apiJson<Array<{ eta: { value: unknown } }>>(
          `/products/platforms?lat=${lat}&lon=${lon}`,
        );
        const served = platforms.some((p) => p.eta.value !== null && p.eta.value !== '');
        if (served) {
          await page.locator('li[data-platform]').first().waitFor();
          expect(await page.getByTestId('not-served').count()).toBe(0);
        } else {
          const nearest = await apiJson<Nearest>(`/api/geo/nearest-prices?lat=${lat}&lon=${lon}`);
          const notice = page.getByTestId('not-served');
          await notice.getByText(nearestText(nearest)).waitFor({ timeout: 15_000 });
        }
        await session.screenshot(`places-${label.replace(/ /g, '-')}-${town.toLowerCase()}`);
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }

  it('names Vijayawada for a device in Vijayawada, and the nearest place with prices', async () => {
    const session = await openSession(browser, {
      viewport: PHONE,
      geolocation: { latitude: 16.506, longitude: 80.648 },
    });
    const { page } = session;
    try {
      await page.goto('/');
      await page
        .locator('header')
        .getByRole('button', { name: /Vijayawada/ })
        .waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => localStorage.getItem('address'))).toBe(
        'Vijayawada, NTR, Andhra Pradesh, 520001, India',
      );
      const nearest = await apiJson<Nearest>('/api/geo/nearest-prices?lat=16.506&lon=80.648');
      const notice = page.getByTestId('not-served');
      await notice.getByText(nearestText(nearest)).waitFor({ timeout: 15_000 });
      expect(await notice.textContent()).toContain('Vijayawada');
      await session.screenshot('places-geolocation-vijayawada');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it("on a Hindi page a refused location says so in Hindi, never in the browser's words", async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: { locale: 'hi' } });
    const { page } = session;
    try {
      await page.goto('/');
      await page.getByText('लोकेशन की अनुमति नहीं मिली', { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByText('इसके बजाय अपना इलाका या पिन कोड खोजें।', { exact: true }).waitFor();
      expect(await page.getByText('User denied Geolocation').count()).toBe(0);
      expect(await page.getByText('Location access denied').count()).toBe(0);
      await session.screenshot('places-hindi-location-denied');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
