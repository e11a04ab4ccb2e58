import { basketFees, computeFees, type FeeRule, formatFee, memberRuleFor } from '@compare/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const rule: FeeRule = {
  platform: 'zepto',
  deliveryFee: 25,
  freeDeliveryAbove: 199,
  smallCartFee: 20,
  smallCartBelow: 100,
  handlingCharge: 9.99,
  gstRate: 0.18,
  source: 'medianama, Mar 2024',
  effectiveFrom: '2025-09-22',
};

describe('computeFees thresholds', () => {
  it.each([
    [
      'below both thresholds',
      99.99,
      { deliveryFee: 25, smallCartFee: 20, handlingCharge: 9.99, gstOnFees: 9.9, grandTotal: 164.88 },
    ],
    [
      'exactly at the small-cart threshold',
      100,
      { deliveryFee: 25, smallCartFee: 0, handlingCharge: 9.99, gstOnFees: 6.3, grandTotal: 141.29 },
    ],
    [
      'just below free delivery',
      198.99,
      { deliveryFee: 25, smallCartFee: 0, handlingCharge: 9.99, gstOnFees: 6.3, grandTotal: 240.28 },
    ],
    [
      // "Free delivery above ₹199" is strictly above: exactly ₹199 still pays delivery.
      'exactly at free delivery',
      199,
      { deliveryFee: 25, smallCartFee: 0, handlingCharge: 9.99, gstOnFees: 6.3, grandTotal: 240.29 },
    ],
    [
      'one paisa above free delivery',
      199.01,
      { deliveryFee: 0, smallCartFee: 0, handlingCharge: 9.99, gstOnFees: 1.8, grandTotal: 210.8 },
    ],
    [
      'one paisa below the small-cart threshold',
      99.99,
      { deliveryFee: 25, smallCartFee: 20, handlingCharge: 9.99, gstOnFees: 9.9, grandTotal: 164.88 },
    ],
    [
      'above free delivery',
      500,
      { deliveryFee: 0, smallCartFee: 0, handlingCharge: 9.99, gstOnFees: 1.8, grandTotal: 511.79 },
    ],
  ])('%s (₹%s)', (_name, cartTotal, expected) => {
    expect(computeFees(rule, 'zepto', cartTotal)).toEqual({ platform: 'zepto', ...expected });
  });
});

describe('computeFees unknowns', () => {
  it('without a rule every fee is null and the grand total is the cart total', () => {
    expect(computeFees(undefined, 'jiomart', 123.45)).toEqual({
      platform: 'jiomart',
      deliveryFee: null,
      smallCartFee: null,
      handlingCharge: null,
      gstOnFees: null,
      grandTotal: 123.45,
    });
  });

  it('keeps unknown fees null and charges GST on the known ones', () => {
    const partial: FeeRule = { ...rule, deliveryFee: null, smallCartFee: null, handlingCharge: 6 };
    expect(computeFees(partial, 'bigbasket', 50)).toEqual({
      platform: 'bigbasket',
      deliveryFee: null,
      smallCartFee: null,
      handlingCharge: 6,
      gstOnFees: 1.08,
      grandTotal: 57.08,
    });
  });

  it('gives null GST when every fee is unknown', () => {
    const unknown: FeeRule = { ...rule, deliveryFee: null, smallCartFee: null, handlingCharge: null };
    const result = computeFees(unknown, 'dmart_ready', 80);
    expect(result.gstOnFees).toBeNull();
    expect(result.grandTotal).toBe(80);
  });

  it('charges delivery always when there is no free-delivery threshold', () => {
    expect(computeFees({ ...rule, freeDeliveryAbove: null }, 'zepto', 10_000).deliveryFee).toBe(25);
  });

  it('charges no small-cart fee when the rule has no threshold', () => {
    expect(computeFees({ ...rule, smallCartBelow: null }, 'zepto', 1).smallCartFee).toBe(0);
  });

  it('GST of zero fees is 0, not null', () => {
    const free: FeeRule = { ...rule, handlingCharge: 0 };
    expect(computeFees(free, 'zepto', 1000).gstOnFees).toBe(0);
  });
});

describe('GST to the paisa', () => {
  it.each([
    [30, 2, 5.76],
    [25, 2, 4.86],
    [0.5, 0, 0.09],
    [0.25, 0, 0.05],
    [12.34, 5.67, 3.24],
  ])('18%% of delivery %s + handling %s = %s', (deliveryFee, handlingCharge, gst) => {
    const r: FeeRule = { ...rule, deliveryFee, handlingCharge, freeDeliveryAbove: null, smallCartFee: null };
    expect(computeFees(r, 'blinkit', 10).gstOnFees).toBe(gst);
  });

  it('grand total is exact to the paisa for any amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cartPaise, deliveryPaise, handlingPaise) => {
          const r: FeeRule = {
            ...rule,
            deliveryFee: deliveryPaise / 100,
            freeDeliveryAbove: null,
            smallCartFee: null,
            handlingCharge: handlingPaise / 100,
          };
          const result = computeFees(r, 'blinkit', cartPaise / 100);
          const gstPaise = Math.round(0.18 * (deliveryPaise + handlingPaise) + 1e-9);
          expect(Math.round((result.gstOnFees ?? 0) * 100)).toBe(gstPaise);
          expect(result.grandTotal).toBe((cartPaise + deliveryPaise + handlingPaise + gstPaise) / 100);
        },
      ),
    );
  });
});

describe('formatFee', () => {
  it.each([
    [null, 'N/A'],
    [undefined, 'N/A'],
    [0, '-'],
    [25, '₹25.00'],
    [4.5, '₹4.50'],
    [1234.567, '₹1,234.57'],
  ])('%s -> %s', (value, text) => {
    expect(formatFee(value)).toBe(text);
  });
});

describe('basketFees: the fees POST /products/calculate-all-fees answers', () => {
  const pass = {
    ...rule,
    memberships: [{ membership: 'zepto_pass', name: 'Zepto Pass', freeDeliveryAbove: 99, source: 'test' }],
  };

  it('applies each total its fee rule, found by fee key, in the order given', () => {
    const totals = [
      { platform: 'Zepto', cartTotal: 150 },
      { platform: 'jiomart', cartTotal: 80 },
    ];
    expect(basketFees([pass], totals)).toEqual([
      computeFees(rule, 'Zepto', 150),
      computeFees(undefined, 'jiomart', 80),
    ]);
  });

  it('applies a held membership: Zepto Pass makes delivery free above ₹99', () => {
    const [member] = basketFees([pass], [{ platform: 'zepto', cartTotal: 150 }], ['zepto_pass']);
    expect(member).toMatchObject({
      deliveryFee: 0,
      smallCartFee: 0,
      handlingCharge: 9.99,
      grandTotal: 161.79,
    });
    // A membership of another merchant changes nothing.
    expect(basketFees([pass], [{ platform: 'zepto', cartTotal: 150 }], ['bbstar'])[0]!.deliveryFee).toBe(25);
    expect(memberRuleFor([pass], 'zepto', ['zepto_pass'])?.freeDeliveryAbove).toBe(99);
    expect(memberRuleFor([pass], 'blinkit', ['zepto_pass'])).toBeUndefined();
  });
});
