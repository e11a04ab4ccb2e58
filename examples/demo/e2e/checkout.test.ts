// The placeholder checkout: no validation, 'Processing...' for 2 s, the success toast,
// the basket cleared and the shopper sent home.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, PHONE } from './support/browser';
import { cartLine, findProduct, storedBasket, variantsOf } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('checkout', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`places the order, clears the basket and goes home (${label})`, async () => {
      const bread = await findProduct(
        'bread',
        (p) => (p.platformData[variantsOf(p)[0] ?? '']?.length ?? 0) > 0,
      );
      const item = cartLine(bread, variantsOf(bread)[0] ?? '', 3);
      const session = await openSession(browser, { viewport, storage: storedBasket([item]) });
      const { page } = session;
      try {
        await page.goto('/checkout');
        await page.getByText(`${item.productName} x 3`).waitFor({ timeout: 15_000 });
        for (const field of [
          'First Name',
          'Last Name',
          'Address',
          'City',
          'ZIP Code',
          'Card Number',
          'CVV',
        ]) {
          await page.getByLabel(field, { exact: true }).waitFor();
        }
        await page.getByLabel('Expiry Date (MM/YY)').waitFor();
        await page.getByLabel('First Name', { exact: true }).fill('Asha');
        await page.getByLabel('City', { exact: true }).fill('Pune');
        await session.screenshot(`checkout-${label}`);

        const started = Date.now();
        // No validation: the half-filled form is accepted.
        await page.getByRole('button', { name: 'Place Order' }).click();
        await page.getByRole('button', { name: 'Processing...' }).waitFor();
        await page.getByText('Order placed successfully!', { exact: true }).waitFor({ timeout: 10_000 });
        await page.getByText('Thank you for shopping with us.', { exact: true }).waitFor();
        expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
        await page.waitForURL((url) => url.pathname === '/');
        await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
        await page.getByRole('button', { name: 'Compare Basket' }).waitFor();
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }

  it("shows 'Your cart is empty' with nothing to buy", async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/checkout');
      await page.getByText('Your cart is empty', { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: 'Continue Shopping' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
