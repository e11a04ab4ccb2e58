// Product page: switching the unit shows that unit's offers; adding it shows the exact toast of
// 'Added to cart', the control turns into a stepper, and the side sheet's Total is the lowest price times
// the quantity.
import { lowestOffer, type Product } from '@compare/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, PHONE } from './support/browser';
import { findProduct, rupees, storedBasket, variantsOf } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// A product with two units whose cheapest offers differ, so the switch is visible in the price.
function twoDistinctUnits(product: Product): boolean {
  const [first, second] = variantsOf(product).map((v) => product.platformData[v] ?? []);
  return Boolean(first?.length && second?.length && first[0]?.price !== second[0]?.price && product.name);
}

describe('product page and basket', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`switches the unit, adds to the basket and totals the side sheet (${label})`, async () => {
      const candidate = await findProduct('milk', twoDistinctUnits);

      const session = await openSession(browser, { viewport, storage: storedBasket([]) });
      const { page } = session;
      try {
        // Live refreshes elsewhere may move prices at any time, so the expectations come from the
        // very answer this page renders.
        const answer = page.waitForResponse(
          (response) => new URL(response.url()).pathname === `/products/${candidate.productId}`,
        );
        await page.goto(`/product/${encodeURIComponent(candidate.productId)}`);
        const product = (await (await answer).json()) as Product;
        const name = product.name ?? '';
        const variant = variantsOf(product)[1] ?? '';
        const offers = product.platformData[variant] ?? [];
        const lowest = Math.min(...offers.map((o) => o.price));
        // The side sheet counts each line at its lowest price, an in-stock one when there is one.
        const counted = lowestOffer(offers)?.price ?? lowest;
        await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
        await expect.poll(() => page.title()).toBe(`${name} | Compare`);
        await page.getByText('(Inclusive of all taxes)').waitFor();
        await page.getByRole('link', { name: `View All by ${product.brand}` }).waitFor();

        await page.getByLabel('Select Unit').selectOption(variant);
        // The headline price is the selected unit's cheapest offer.
        const headline = page.locator('main p', { hasText: '(Inclusive of all taxes)' });
        await expect.poll(() => headline.textContent()).toContain(rupees(lowest));

        await page.getByRole('button', { name: `Add: ${name} (${variant})` }).click();
        await page.getByText('Added to cart', { exact: true }).waitFor();
        await page.getByText(`${name} (${variant}) has been added to your cart.`, { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Increase quantity' }).first().click();
        await session.screenshot(`product-${label}`);

        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
        expect(stored).toMatchObject([{ productId: product.productId, variant, quantity: 2 }]);

        await page.getByRole('button', { name: /^Open cart, 1 item in cart$/ }).click();
        const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
        await sheet.waitFor();
        const total = sheet.getByTestId('basket-sheet-total');
        await expect
          .poll(() => total.textContent())
          .toBe(`Total${rupees(Math.round(counted * 2 * 100) / 100)}`);
        await session.screenshot(`basket-sheet-${label}`);
        await sheet.getByRole('link', { name: 'Proceed to Comparison' }).click();
        await page.waitForURL((url) => url.pathname === '/my-cart');
        // Let the comparison's on-load price refresh finish before the context closes.
        await page.getByRole('button', { name: 'Refresh Prices' }).waitFor({ timeout: 20_000 });
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }
});
