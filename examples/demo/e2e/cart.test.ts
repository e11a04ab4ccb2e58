// /my-cart: the seeded basket's per-merchant totals and fee rows, the on-load refresh and the
// 'Refresh Prices' button replacing a stale price with the live one from the API's price source
// (the basket comparison, its price refresh, its totals and fee display).
import {
  type CartItem,
  type FeeResult,
  formatFee,
  formatINR,
  inStockLineCount,
  merchantsInBasket,
  merchantTotal,
  platformTotals,
  toFeeKey,
} from '@compare/core';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, DESKTOP, launchBrowser, openSession, PHONE } from './support/browser';
import { cartLine, findProduct, MUMBAI, storedBasket, variantsOf } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface LiveAnswer {
  platform: string;
  url: string;
  ok: boolean;
  data?: { price: number | null; mrp: number | null; available: boolean | null };
}

/** Live prices of every offer in the basket, straight from the API's refresh route. */
async function livePrices(items: CartItem[]): Promise<LiveAnswer[]> {
  const targets = items.flatMap((i) =>
    i.platformData.map((o) => ({ platform: o.merchantName, url: o.merchantUrl ?? '' })),
  );
  const body = await apiJson<{ data: LiveAnswer[] }>('/api/scrape/cart/refresh', {
    method: 'POST',
    body: JSON.stringify({ lat: MUMBAI.lat, lon: MUMBAI.lon, items: targets }),
  });
  return body.data;
}

/** Holds the page's price-refresh calls until released, so the stale state can be observed. */
function holdRefresh(page: Page) {
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Route[] = [];
  void page.route('**/api/scrape/cart/**', async (route) => {
    held.push(route);
    await gate;
    await route.continue();
  });
  return {
    held,
    release: () => release(),
    close: () => {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
}

const cell = (page: Page, row: string, merchant: string) =>
  page.locator(`table tr[data-row="${row}"] td[data-merchant="${merchant}"]`);

describe('basket comparison', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`totals, fees and a price refresh (${label})`, async () => {
      const milk = await findProduct(
        'milk',
        (p) => (p.platformData[variantsOf(p)[0] ?? '']?.length ?? 0) >= 3,
      );
      const atta = await findProduct(
        'atta',
        (p) => (p.platformData[variantsOf(p)[0] ?? '']?.length ?? 0) >= 3,
      );
      const items = [
        cartLine(milk, variantsOf(milk)[0] ?? '', 2),
        cartLine(atta, variantsOf(atta)[0] ?? '', 1),
      ];
      // A basket saved a while ago: one offer still holds an older price than the merchant's live
      // one (the full MRP, or ₹5 more when the live price already is the MRP). The refresh must
      // replace it with the live price.
      const live = await livePrices(items);
      const target = items
        .flatMap((item) => item.platformData.map((offer) => ({ item, offer })))
        .find(({ offer }) => {
          const answer = live.find((a) => a.url === offer.merchantUrl);
          return answer?.ok && typeof answer.data?.price === 'number';
        });
      if (!target) throw new Error('the API answered no live price for the basket');
      const livePrice = Number(live.find((a) => a.url === target.offer.merchantUrl)?.data?.price);
      target.offer.price = livePrice < target.offer.mrp ? target.offer.mrp : livePrice + 5;
      const changed = target;

      const session = await openSession(browser, { viewport, storage: storedBasket(items) });
      const { page } = session;
      const refresh = holdRefresh(page);
      try {
        await page.goto('/my-cart');
        await page.getByRole('heading', { name: 'My Cart' }).waitFor();
        await page.getByRole('button', { name: 'Updating...' }).waitFor();
        expect(await page.title()).toBe('My Cart | Compare');
        // A phone answers first with a summary per store; the line-by-line table is one tap away.
        if (label === 'phone') {
          await page.getByRole('list', { name: 'Totals by store' }).waitFor();
          await page.getByRole('button', { name: 'Compare line by line' }).click();
        }

        // Before the live prices arrive: the stored basket's totals, per merchant.
        for (const merchant of merchantsInBasket(items)) {
          const { total, discountPercent } = merchantTotal(items, merchant);
          // A merchant lacking lines (not listed or out of stock) says what its total covers.
          const covered = inStockLineCount(items, merchant);
          const coverage = covered < items.length ? ` ${covered} of ${items.length} items` : '';
          const text = `${formatINR(total)} ${discountPercent > 0 ? `(${discountPercent}% off)` : '-'}${coverage}`;
          await expect.poll(() => cell(page, 'total', merchant).textContent()).toBe(text);
        }
        const row = page.locator(`tbody tr[data-product-id="${changed.item.productId}"]`);
        const priceCell = row.locator(`td[data-merchant="${changed.offer.merchantName.toLowerCase()}"]`);
        await expect.poll(() => priceCell.textContent()).toContain(formatINR(changed.offer.price));
        for (const name of [
          'Delivery Fee',
          'Small Cart Fee',
          'Handling Charge',
          'GST on Fees',
          'Grand Total',
        ]) {
          await page.getByRole('rowheader', { name, exact: true }).waitFor();
        }

        refresh.release();
        await page.getByRole('button', { name: 'Refresh Prices' }).waitFor({ timeout: 20_000 });
        await expect.poll(() => priceCell.textContent()).toContain(formatINR(livePrice));

        // Fees follow the refreshed basket: every cell equals the API's answer for the stored totals.
        await expect.poll(() => page.locator('table').getByText('...', { exact: true }).count()).toBe(0);
        const refreshed: CartItem[] = await page.evaluate(() =>
          JSON.parse(localStorage.getItem('cart') ?? '[]'),
        );
        const fees = await apiJson<{ data: FeeResult[] }>('/products/calculate-all-fees', {
          method: 'POST',
          body: JSON.stringify({ platformTotals: platformTotals(refreshed) }),
        });
        for (const merchant of merchantsInBasket(refreshed)) {
          const fee = fees.data.find((f) => toFeeKey(f.platform) === toFeeKey(merchant));
          if (!fee) continue;
          await expect
            .poll(() => cell(page, 'grandTotal', merchant).textContent())
            .toBe(formatINR(fee.grandTotal));
          expect(await cell(page, 'deliveryFee', merchant).textContent()).toBe(formatFee(fee.deliveryFee));
          expect(await cell(page, 'gstOnFees', merchant).textContent()).toBe(formatFee(fee.gstOnFees));
        }
        await session.screenshot(`my-cart-${label}`);

        // The button runs the refresh again: 'Updating...' while it runs.
        refresh.close();
        await page.getByRole('button', { name: 'Refresh Prices' }).click();
        await page.getByRole('button', { name: 'Updating...' }).waitFor();
        refresh.release();
        await page.getByRole('button', { name: 'Refresh Prices' }).waitFor({ timeout: 20_000 });
        await expect.poll(() => priceCell.textContent()).toContain(formatINR(livePrice));
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }
});
