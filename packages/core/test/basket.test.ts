import {
  addItem,
  type BasketOffer,
  basketTotal,
  type CartItem,
  cheapestSplit,
  clearBasket,
  distinctLines,
  type FeeRule,
  lineKey,
  merchantsInBasket,
  merchantTotal,
  platformTotals,
  removeItem,
  replacePrices,
  setQuantity,
  toPaise,
  totalQuantity,
} from '@compare/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

function offer(
  merchantName: string,
  price: number,
  mrp = price,
  extra: Partial<BasketOffer> = {},
): BasketOffer {
  return { merchantName, price, mrp, img: `${merchantName}.svg`, name: `${merchantName} listing`, ...extra };
}

function line(productId: string, quantity: number, offers: BasketOffer[], variant = '500 ml'): CartItem {
  return {
    productId,
    productName: `Product ${productId}`,
    brand: 'Amul',
    variant,
    quantity,
    platformData: offers,
  };
}

const milk = line('milk', 2, [offer('blinkit', 27, 30), offer('zepto', 26.5, 30), offer('swiggy', 28, 28)]);
const bread = line('bread', 1, [offer('blinkit', 45, 50), offer('dmart', 40, 50)], '400 g');
const eggs = line('eggs', 3, [offer('Zepto', 72.25, 80)], '6 pcs');

describe('addItem', () => {
  it('adds a new line with quantity 1 and added=true', () => {
    const { quantity: _ignored, ...item } = milk;
    const result = addItem([], item);
    expect(result.added).toBe(true);
    expect(result.items).toEqual([{ ...item, quantity: 1 }]);
  });

  it('adds 1 to an existing productId+variant with added=false', () => {
    const { quantity: _ignored, ...item } = milk;
    const result = addItem([milk, bread], item);
    expect(result.added).toBe(false);
    expect(result.items.map((i) => i.quantity)).toEqual([3, 1]);
  });

  it('treats another variant of the same product as a new line', () => {
    const { quantity: _ignored, ...item } = milk;
    const result = addItem([milk], { ...item, variant: '1 l' });
    expect(result.added).toBe(true);
    expect(result.items).toHaveLength(2);
  });

  it('does not mutate its input', () => {
    const items = [milk];
    const { quantity: _ignored, ...item } = milk;
    addItem(items, item);
    expect(items).toEqual([milk]);
    expect(milk.quantity).toBe(2);
  });
});

describe('setQuantity / removeItem / replacePrices / clearBasket', () => {
  it.each([
    [5, [5, 1]],
    [1, [1, 1]],
    [2.7, [2, 1]],
  ])('setQuantity to %s', (quantity, expected) => {
    expect(setQuantity([milk, bread], 'milk', '500 ml', quantity).map((i) => i.quantity)).toEqual(expected);
  });

  it.each([0, -1, 0.5, Number.NaN])('setQuantity to %s removes the line', (quantity) => {
    expect(setQuantity([milk, bread], 'milk', '500 ml', quantity)).toEqual([bread]);
  });

  it('setQuantity leaves other variants alone', () => {
    expect(setQuantity([milk], 'milk', '1 l', 9)).toEqual([milk]);
  });

  it('removeItem removes only the matching line', () => {
    expect(removeItem([milk, bread, eggs], 'bread', '400 g')).toEqual([milk, eggs]);
    expect(removeItem([milk], 'milk', 'other')).toEqual([milk]);
  });

  it('replacePrices swaps the offers of one line', () => {
    const fresh = [offer('blinkit', 25, 30)];
    const result = replacePrices([milk, bread], 'milk', '500 ml', fresh);
    expect(result[0]?.platformData).toBe(fresh);
    expect(result[1]).toBe(bread);
  });

  it('clearBasket gives an empty basket', () => {
    expect(clearBasket()).toEqual([]);
  });

  it('lineKey distinguishes productId and variant without ambiguity', () => {
    expect(lineKey('a', 'b')).toBe(lineKey('a', 'b'));
    expect(lineKey('a|b', 'c')).not.toBe(lineKey('a', 'b|c'));
  });
});

describe('basketTotal (side-sheet total)', () => {
  it.each([
    ['empty basket', [], 0],
    ['lowest price times quantity', [milk], 53],
    ['several lines', [milk, bread, eggs], 53 + 40 + 216.75],
    [
      'float noise stays out',
      [line('x', 3, [offer('blinkit', 0.1)]), line('y', 1, [offer('zepto', 0.2)])],
      0.5,
    ],
    [
      'ignores an out-of-stock cheaper offer',
      [line('x', 2, [offer('blinkit', 10, 10, { isOutOfStock: true }), offer('zepto', 12)])],
      24,
    ],
    [
      'uses out-of-stock offers when none is in stock',
      [
        line('x', 1, [
          offer('blinkit', 10, 10, { isOutOfStock: true }),
          offer('zepto', 12, 12, { isOutOfStock: true }),
        ]),
      ],
      10,
    ],
    ['a line without offers adds nothing', [line('x', 4, [])], 0],
  ])('%s', (_name, items, expected) => {
    expect(basketTotal(items)).toBe(expected);
  });
});

describe('merchantTotal', () => {
  it.each([
    ['blinkit', { total: 99, mrpTotal: 110, discountPercent: 10, lines: 2 }],
    ['BLINKIT', { total: 99, mrpTotal: 110, discountPercent: 10, lines: 2 }],
    ['zepto', { total: 269.75, mrpTotal: 300, discountPercent: 10, lines: 2 }],
    ['swiggy', { total: 56, mrpTotal: 56, discountPercent: 0, lines: 1 }],
    ['dmart', { total: 40, mrpTotal: 50, discountPercent: 20, lines: 1 }],
    ['jiomart', { total: 0, mrpTotal: 0, discountPercent: 0, lines: 0 }],
  ])('%s', (merchant, expected) => {
    expect(merchantTotal([milk, bread, eggs], merchant)).toEqual(expected);
  });

  it('rounds the discount percent half up (12.5% -> 13)', () => {
    expect(merchantTotal([line('x', 1, [offer('blinkit', 87.5, 100)])], 'blinkit').discountPercent).toBe(13);
  });

  it.each([
    [85.5, 100, 15],
    [85.51, 100, 14],
    [1.71, 2, 15],
    [57.5, 100, 43],
  ])('discount of price %s on mrp %s rounds to %s%% without float noise', (price, mrp, expected) => {
    expect(merchantTotal([line('x', 1, [offer('blinkit', price, mrp)])], 'blinkit').discountPercent).toBe(
      expected,
    );
  });

  it('rounds 12.4% down to 12', () => {
    expect(merchantTotal([line('x', 1, [offer('blinkit', 87.6, 100)])], 'blinkit').discountPercent).toBe(12);
  });

  it('never reports a negative discount when mrp is below price', () => {
    expect(merchantTotal([line('x', 1, [offer('blinkit', 110, 100)])], 'blinkit').discountPercent).toBe(0);
  });
});

describe('counts and merchants', () => {
  it('totalQuantity sums quantities and distinctLines counts lines', () => {
    expect(totalQuantity([milk, bread, eggs])).toBe(6);
    expect(distinctLines([milk, bread, eggs])).toBe(3);
    expect(totalQuantity([])).toBe(0);
  });

  it('merchantsInBasket lower-cases and lists registry order first', () => {
    const odd = line('odd', 1, [offer('Corner Shop', 5), offer('JioMart', 6)]);
    expect(merchantsInBasket([eggs, bread, milk, odd])).toEqual([
      'blinkit',
      'swiggy',
      'zepto',
      'dmart',
      'jiomart',
      'corner shop',
    ]);
  });
});

describe('platformTotals (body of POST /products/calculate-all-fees)', () => {
  it('normalises keys and keeps platforms with a total above 0', () => {
    const free = line('free', 1, [offer('bigbasket', 0, 10)]);
    expect(platformTotals([milk, bread, eggs, free])).toEqual([
      { platform: 'blinkit', cartTotal: 99 },
      { platform: 'swiggy_instamart', cartTotal: 56 },
      { platform: 'zepto', cartTotal: 269.75 },
      { platform: 'dmart_ready', cartTotal: 40 },
    ]);
  });

  it('merges names that normalise to one key', () => {
    const a = line('a', 1, [offer('swiggy', 10)]);
    const b = line('b', 1, [offer('Swiggy Instamart', 5.5)]);
    expect(platformTotals([a, b])).toEqual([{ platform: 'swiggy_instamart', cartTotal: 15.5 }]);
  });

  it('is empty for an empty basket', () => {
    expect(platformTotals([])).toEqual([]);
  });
});

describe('cheapestSplit', () => {
  it('assigns each line to its cheapest merchant', () => {
    const split = cheapestSplit([milk, bread, eggs]);
    expect(split.groups.map((g) => [g.merchant, g.items.map((i) => i.productId), g.itemsTotal])).toEqual([
      ['zepto', ['milk', 'eggs'], 269.75],
      ['dmart', ['bread'], 40],
    ]);
    expect(split.total).toBe(309.75);
    expect(split.unassigned).toEqual([]);
  });

  it('keeps lines without offers apart', () => {
    const none = line('none', 1, []);
    expect(cheapestSplit([none]).unassigned).toEqual([none]);
  });

  it('adds each group fees when rules are given', () => {
    const rule: FeeRule = {
      platform: 'dmart_ready',
      deliveryFee: 30,
      freeDeliveryAbove: 100,
      smallCartFee: null,
      smallCartBelow: null,
      handlingCharge: null,
      gstRate: 0.18,
      source: 'test',
      effectiveFrom: '2025-09-22',
    };
    const dmartBread = line('dmart-bread', 1, [offer('dmart', 40, 45)]);
    const split = cheapestSplit([dmartBread], [rule]);
    expect(split.groups[0]?.fees?.deliveryFee).toBe(30);
    expect(split.groups[0]?.grandTotal).toBe(75.4);
    expect(split.total).toBe(75.4);
  });
});

// Property tests: the basket maths, recomputed independently in integer paise.
const merchantArb = fc.constantFrom('blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'Blinkit');
const paiseArb = fc.integer({ min: 0, max: 500_000 });
const offerArb = fc
  .record({ merchantName: merchantArb, price: paiseArb, extra: paiseArb, isOutOfStock: fc.boolean() })
  .map(({ merchantName, price, extra, isOutOfStock }) =>
    offer(merchantName, price / 100, (price + extra) / 100, { isOutOfStock }),
  );
const itemsArb = fc
  .uniqueArray(
    fc.record({
      productId: fc.string({ minLength: 1, maxLength: 6 }),
      variant: fc.constantFrom('500 ml', '1 l', '200 g'),
      quantity: fc.integer({ min: 1, max: 50 }),
      offers: fc.array(offerArb, { maxLength: 5 }),
    }),
    { selector: (r) => lineKey(r.productId, r.variant), maxLength: 8 },
  )
  .map((records) => records.map((r) => line(r.productId, r.quantity, r.offers, r.variant)));

function expectedBasketPaise(items: CartItem[]): number {
  let sum = 0;
  for (const item of items) {
    const inStock = item.platformData.filter((o) => !o.isOutOfStock);
    const pool = inStock.length > 0 ? inStock : item.platformData;
    const prices = pool.map((o) => Math.round(o.price * 100));
    sum += prices.length > 0 ? Math.min(...prices) * item.quantity : 0;
  }
  return sum;
}

describe('basket properties', () => {
  it('basketTotal is exact to the paisa and never negative', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const total = basketTotal(items);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(Math.round(total * 100)).toBe(expectedBasketPaise(items));
        expect(total).toBe(expectedBasketPaise(items) / 100);
      }),
    );
  });

  it('merchantTotal equals an independent paise sum', () => {
    fc.assert(
      fc.property(itemsArb, merchantArb, (items, merchant) => {
        let paise = 0;
        for (const item of items) {
          const o = item.platformData.find((x) => x.merchantName.toLowerCase() === merchant.toLowerCase());
          if (o) paise += Math.round(o.price * 100) * item.quantity;
        }
        const result = merchantTotal(items, merchant);
        expect(result.total).toBe(paise / 100);
        expect(result.discountPercent).toBeGreaterThanOrEqual(0);
        expect(result.discountPercent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('totals do not depend on line order', () => {
    fc.assert(
      fc.property(
        itemsArb.chain((items) =>
          fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length })),
        ),
        ([items, shuffled]) => {
          expect(basketTotal(shuffled)).toBe(basketTotal(items));
          expect(totalQuantity(shuffled)).toBe(totalQuantity(items));
          const sorted = (list: typeof items) =>
            platformTotals(list).sort((a, b) => a.platform.localeCompare(b.platform));
          expect(sorted(shuffled)).toEqual(sorted(items));
        },
      ),
    );
  });

  it('adding a new item then setting its quantity to 0 returns the original basket', () => {
    fc.assert(
      fc.property(itemsArb, fc.array(offerArb, { maxLength: 3 }), (items, offers) => {
        const fresh = {
          productId: '__new__',
          productName: 'New',
          brand: 'B',
          variant: '1 kg',
          platformData: offers,
        };
        const { items: added, added: isNew } = addItem(items, fresh);
        expect(isNew).toBe(true);
        expect(setQuantity(added, '__new__', '1 kg', 0)).toEqual(items);
      }),
    );
  });

  it('platform totals are all above 0 and sum to the merchants totals', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const totals = platformTotals(items);
        for (const total of totals) expect(total.cartTotal).toBeGreaterThan(0);
        const platformPaise = totals.reduce((sum, t) => sum + Math.round(t.cartTotal * 100), 0);
        const merchantPaise = merchantsInBasket(items).reduce(
          (sum, m) => sum + Math.round(merchantTotal(items, m).total * 100),
          0,
        );
        expect(platformPaise).toBe(merchantPaise);
      }),
    );
  });
});

describe('cheapestSplit with fee rules', () => {
  const rule = (platform: string, deliveryFee: number, freeDeliveryAbove: number): FeeRule => ({
    platform,
    deliveryFee,
    freeDeliveryAbove,
    smallCartFee: null,
    smallCartBelow: null,
    handlingCharge: null,
    gstRate: 0,
    source: 'test',
    effectiveFrom: '2025-09-22',
  });

  it('moves a line to a dearer merchant when that reaches free delivery', () => {
    // zepto is ₹2 cheaper on rice, but buying it at blinkit lifts blinkit over its ₹200 threshold.
    const oil = line('oil', 1, [offer('blinkit', 150, 160)]);
    const rice = line('rice', 1, [offer('blinkit', 60, 70), offer('zepto', 58, 70)]);
    const rules = [rule('blinkit', 30, 200), rule('zepto', 30, 200)];
    const split = cheapestSplit([oil, rice], rules);
    expect(split.groups.map((g) => [g.merchant, g.items.map((i) => i.productId)])).toEqual([
      ['blinkit', ['oil', 'rice']],
    ]);
    expect(split.total).toBe(210);
  });

  it('never uses more merchants than allowed', () => {
    const a = line('a', 1, [offer('blinkit', 10, 10), offer('zepto', 20, 20)]);
    const b = line('b', 1, [offer('zepto', 10, 10), offer('blinkit', 20, 20)]);
    const split = cheapestSplit([a, b], undefined, { maxMerchants: 1 });
    expect(split.groups).toHaveLength(1);
    expect(split.total).toBe(30);
  });

  it('prefers fewer deliveries when the totals tie', () => {
    const a = line('a', 1, [offer('blinkit', 10, 10), offer('zepto', 10, 10)]);
    expect(cheapestSplit([a]).groups).toHaveLength(1);
  });

  it('is never dearer than buying everything at the cheapest single merchant', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const rules = ['blinkit', 'zepto', 'swiggy_instamart', 'bigbasket', 'dmart_ready'].map((p) =>
          rule(p, 25, 199),
        );
        const split = cheapestSplit(items, rules);
        const single = cheapestSplit(items, rules, { maxMerchants: 1 });
        if (single.groups.length === 0) return;
        expect(toPaise(split.total)).toBeLessThanOrEqual(toPaise(single.total));
      }),
      { numRuns: 60 },
    );
  });
});
