// The domain rules of docs/rules.md, each tested once here against its stated sentence.
import {
  basketDiscountPercent,
  type CartItem,
  cheapestMerchant,
  type FeeResult,
  feeResultFor,
  inStockLineCount,
  isDiscounted,
  lowestOffer,
  offerAt,
  offerDiscountPercent,
} from '@compare/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('offerDiscountPercent: rounded UP, 0 unless price is below mrp', () => {
  it.each([
    [50, 60, 17],
    [90, 100, 10],
    [99, 100, 1],
    [99.99, 100, 1],
    [100, 100, 0],
    [110, 100, 0],
    [120, 100, 0],
    [80, 100, 20],
    [0, 100, 100],
    [10, 0, 0],
    [0.7, 1, 30],
    [66.67, 100, 34],
    [2.9, 3, 4],
    [2240, 2800, 20],
  ])('price %s, mrp %s -> %s%%', (price, mrp, discount) => {
    expect(offerDiscountPercent(price, mrp)).toBe(discount);
  });

  it('is the least whole percent at or above the exact one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (mrp, price) => {
          const got = offerDiscountPercent(price / 100, mrp / 100);
          if (price >= mrp) {
            expect(got).toBe(0);
          } else {
            // Exact in integers: got - 1 < (mrp - price) * 100 / mrp <= got.
            expect((mrp - price) * 100 <= got * mrp).toBe(true);
            expect((mrp - price) * 100 > (got - 1) * mrp).toBe(true);
          }
        },
      ),
    );
  });
});

describe('basketDiscountPercent: ROUNDED to the nearest percent, 0 when the mrp total is 0', () => {
  it.each([
    [87.5, 100, 13],
    [87.6, 100, 12],
    [85.5, 100, 15],
    [85.51, 100, 14],
    [1.71, 2, 15],
    [57.5, 100, 43],
    [99, 110, 10],
    [50, 60, 17],
    [90.5, 100, 10],
    [0, 0, 0],
    [110, 100, 0],
  ])('total %s, mrp total %s -> %s%%', (price, mrp, discount) => {
    expect(basketDiscountPercent(price, mrp)).toBe(discount);
  });

  it('differs from the offer rule exactly when the offer rule rounds a fraction below one half up', () => {
    // 9.5% -> 10 both ways; 9.4% -> 9 for a basket but 10 for an offer.
    expect([basketDiscountPercent(90.5, 100), offerDiscountPercent(90.5, 100)]).toEqual([10, 10]);
    expect([basketDiscountPercent(90.6, 100), offerDiscountPercent(90.6, 100)]).toEqual([9, 10]);
  });

  it('is never more than half a percent from the exact one, and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (mrp, price) => {
          const got = basketDiscountPercent(price / 100, mrp / 100);
          expect(got).toBeGreaterThanOrEqual(0);
          if (price <= mrp) expect(Math.abs(got * mrp - (mrp - price) * 100) * 2 <= mrp).toBe(true);
        },
      ),
    );
  });
});

const offer = (merchantName: string, price: number, isOutOfStock = false) => ({
  merchantName,
  price,
  mrp: price + 5,
  img: 'i.svg',
  name: merchantName,
  isOutOfStock,
});

describe('lowestOffer', () => {
  it.each([
    ['the cheapest in-stock offer', [offer('a', 30), offer('b', 20), offer('c', 25)], {}, 'b'],
    ['in stock beats a cheaper out-of-stock offer', [offer('a', 10, true), offer('b', 20)], {}, 'b'],
    ['none in stock: the cheapest of all', [offer('a', 30, true), offer('b', 20, true)], {}, 'b'],
    ['none in stock and inStockOnly: none', [offer('a', 30, true)], { inStockOnly: true }, undefined],
    [
      'inStockOnly keeps the in-stock choice',
      [offer('a', 10, true), offer('b', 20)],
      { inStockOnly: true },
      'b',
    ],
    ['equal prices: the first listed', [offer('a', 20), offer('b', 20.0)], {}, 'a'],
    ['27.1 equals 27.10 (paise)', [offer('a', 27.1), offer('b', 27.1 + 1e-9)], {}, 'a'],
    ['no offers: none', [], {}, undefined],
  ] as const)('%s', (_name, offers, options, merchant) => {
    expect(lowestOffer(offers, options)?.merchantName).toBe(merchant);
  });

  it('no offer in the pool it picks from is cheaper', () => {
    const arb = fc.array(
      fc.record({
        merchantName: fc.string(),
        price: fc.integer({ min: 0, max: 100_000 }),
        isOutOfStock: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(arb, fc.boolean(), (offers, inStockOnly) => {
        const best = lowestOffer(offers, { inStockOnly });
        const inStock = offers.filter((o) => !o.isOutOfStock);
        const pool = inStock.length > 0 || inStockOnly ? inStock : offers;
        if (pool.length === 0) {
          expect(best).toBeUndefined();
        } else {
          expect(pool).toContain(best);
          for (const o of pool) expect(o.price).toBeGreaterThanOrEqual(best?.price ?? Number.NaN);
        }
      }),
    );
  });
});

describe('offerAt and isDiscounted', () => {
  it('finds a merchant whatever its case', () => {
    const offers = [offer('blinkit', 10), offer('Zepto', 12)];
    expect(offerAt(offers, 'ZEPTO')?.price).toBe(12);
    expect(offerAt(offers, 'swiggy')).toBeUndefined();
  });

  it.each([
    [{ price: 10, mrp: 12 }, true],
    [{ price: 10, mrp: 10 }, false],
    [{ price: 10, mrp: 10.001 }, false],
    [{ price: 12, mrp: 10 }, false],
  ])('%j discounted: %s', (prices, shown) => {
    expect(isDiscounted(prices)).toBe(shown);
  });
});

const line = (productId: string, offers: ReturnType<typeof offer>[]): CartItem => ({
  productId,
  productName: productId,
  brand: 'b',
  variant: '1 kg',
  quantity: 1,
  platformData: offers,
});

const fee = (platform: string, grandTotal: number, known = true): FeeResult => ({
  platform,
  deliveryFee: known ? 0 : null,
  smallCartFee: 0,
  handlingCharge: known ? 2 : null,
  gstOnFees: 0.36,
  grandTotal,
});

describe('cheapestMerchant', () => {
  const items = [line('milk', [offer('blinkit', 30), offer('zepto', 28), offer('swiggy', 27)])];
  const fees = [fee('blinkit', 60), fee('zepto', 55), fee('swiggy_instamart', 58)];
  const merchants = ['blinkit', 'zepto', 'swiggy'];

  it.each([
    ['lowest grand total wins', items, fees, () => true, 'zepto'],
    [
      'a merchant that does not serve the point cannot win',
      items,
      fees,
      (m: string) => m !== 'zepto',
      'swiggy',
    ],
    [
      'a merchant with unknown fees cannot win',
      items,
      [fee('blinkit', 60), fee('zepto', 1, false), fee('swiggy_instamart', 58)],
      () => true,
      'swiggy',
    ],
    [
      'a merchant missing a line in stock cannot win',
      [line('milk', [offer('blinkit', 30), offer('zepto', 28, true), offer('swiggy', 27)])],
      fees,
      () => true,
      'swiggy',
    ],
    ['fewer than two competitors: no verdict', items, [fee('zepto', 55)], () => true, null],
    [
      'equal totals: the first merchant given',
      items,
      [fee('blinkit', 55), fee('zepto', 55)],
      () => true,
      'blinkit',
    ],
  ] as const)('%s', (_name, basket, results, serves, expected) => {
    expect(cheapestMerchant(basket, merchants, results, serves)).toBe(expected);
  });

  it('every merchant serves when no test is given', () => {
    expect(cheapestMerchant(items, merchants, fees)).toBe('zepto');
  });

  it('feeResultFor matches by fee key and inStockLineCount counts listed in-stock lines', () => {
    expect(feeResultFor(fees, 'Swiggy')?.grandTotal).toBe(58);
    expect(feeResultFor(fees, 'jiomart')).toBeUndefined();
    const basket = [...items, line('bread', [offer('zepto', 40, true)])];
    expect([inStockLineCount(basket, 'zepto'), inStockLineCount(basket, 'blinkit')]).toEqual([1, 1]);
  });
});
