// docs/rules.md, "Discount checked against history": the table of cases the rule is held to.
import { checkDiscount, type DiscountVerdict, type ListingPricePoint } from '@compare/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const NOW = new Date('2026-06-30T12:00:00Z');
const DAY = 86_400_000;

/** One observation a day for `days` days ending `endDaysAgo` days before NOW, at `price`. */
function daily(price: number, days: number, endDaysAgo = 1, extra: Partial<ListingPricePoint> = {}) {
  return Array.from({ length: days }, (_, i) => ({
    at: new Date(NOW.getTime() - (endDaysAgo + days - 1 - i) * DAY).toISOString(),
    price,
    mrp: 100,
    available: true,
    ...extra,
  }));
}

interface Case {
  name: string;
  price: number;
  mrp: number;
  history: ListingPricePoint[];
  verdict: DiscountVerdict;
  lowest30?: number | null;
  usual90?: number | null;
}

const cases: Case[] = [
  {
    name: 'a real drop below the 30-day low says Lowest in 30 days',
    price: 70,
    mrp: 100,
    history: daily(80, 40),
    verdict: 'lowest-30-days',
    lowest30: 80,
    usual90: 80,
  },
  {
    name: 'a 40% claim at the price held for 60 days says Usual price here',
    price: 60,
    mrp: 100,
    history: daily(60, 60),
    verdict: 'usual-price',
    lowest30: null,
    usual90: 60,
  },
  {
    name: 'a brief price hike then back to usual with a big claim: Usual price here, not a drop',
    price: 60,
    mrp: 100,
    history: [...daily(60, 50, 6), ...daily(95, 5, 1)],
    verdict: 'usual-price',
    lowest30: 60,
    usual90: 60,
  },
  {
    name: 'a small claim (under 10%) at the usual price says nothing',
    price: 95,
    mrp: 100,
    history: daily(95, 30),
    verdict: 'none',
  },
  {
    name: 'below the usual price but not below the 30-day low says nothing',
    price: 70,
    mrp: 100,
    history: [...daily(80, 60, 11), ...daily(65, 10, 1)],
    verdict: 'none',
    lowest30: 65,
    usual90: 80,
  },
  {
    name: 'thirteen days of history makes no claim',
    price: 50,
    mrp: 100,
    history: daily(80, 13),
    verdict: 'none',
    lowest30: 80,
  },
  {
    name: 'fourteen days of history is enough',
    price: 50,
    mrp: 100,
    history: daily(80, 14),
    verdict: 'lowest-30-days',
  },
  {
    name: 'seeded demo history is no evidence',
    price: 50,
    mrp: 100,
    history: daily(80, 40, 1, { demo: true }),
    verdict: 'none',
    lowest30: null,
  },
  {
    name: 'out-of-stock days are no evidence',
    price: 50,
    mrp: 100,
    history: daily(80, 40, 1, { available: false }),
    verdict: 'none',
  },
  {
    name: 'the current run of the same price is not its own history',
    price: 60,
    mrp: 100,
    history: [...daily(80, 30, 11), ...daily(60, 10, 0)],
    verdict: 'lowest-30-days',
    lowest30: 80,
  },
  {
    name: 'prices older than 30 days do not set the low',
    price: 70,
    mrp: 100,
    history: [...daily(50, 20, 40), ...daily(80, 30, 1)],
    verdict: 'lowest-30-days',
    lowest30: 80,
  },
  {
    name: 'the usual price is the one held on most days; a tie goes to the dearer',
    price: 100,
    mrp: 150,
    history: [...daily(90, 20, 22), ...daily(100, 20, 2), ...daily(110, 1, 1)],
    verdict: 'usual-price',
    usual90: 100,
  },
];

describe('checkDiscount: the claim against the listing history', () => {
  it.each(cases)('$name', ({ price, mrp, history, verdict, lowest30, usual90 }) => {
    const check = checkDiscount({ price, mrp, history, now: NOW });
    expect(check.verdict).toBe(verdict);
    if (lowest30 !== undefined) expect(check.lowest30).toBe(lowest30);
    if (usual90 !== undefined) expect(check.usual90).toBe(usual90);
  });

  it('reports the merchant claim rounded up as the offer discount is', () => {
    expect(checkDiscount({ price: 66.67, mrp: 100, history: [], now: NOW }).claimedPercent).toBe(34);
  });

  it('never says Lowest in 30 days for a price at or above a price of the last 30 days', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 14, maxLength: 40 }),
        fc.integer({ min: 1, max: 500 }),
        (prices, price) => {
          const history = prices.map((p, i) => ({
            at: new Date(NOW.getTime() - (prices.length - i) * DAY).toISOString(),
            price: p,
            mrp: 600,
            available: true,
          }));
          const check = checkDiscount({ price, mrp: 600, history, now: NOW });
          if (check.verdict === 'lowest-30-days') {
            expect(check.lowest30).not.toBeNull();
            expect(price).toBeLessThan(check.lowest30 as number);
          }
          if (check.verdict === 'usual-price') expect(price).toBeGreaterThanOrEqual(check.usual90 as number);
        },
      ),
    );
  });
});
