// docs/rules.md, "Quarantined observations": the table of cases the rule is held to (paise).
import { checkObservation, confirmsHeld, medianOf, type QuarantineReason } from '@compare/core';
import { describe, expect, it } from 'vitest';

interface Case {
  name: string;
  price: number;
  mrp: number;
  recentPrices: number[];
  previousMrp: number;
  reasons: QuarantineReason[];
}

const cases: Case[] = [
  {
    name: 'an ordinary change is applied',
    price: 9_000,
    mrp: 10_000,
    recentPrices: [9_500, 9_600],
    previousMrp: 10_000,
    reasons: [],
  },
  {
    name: 'a 100x drop (₹58.90 read as ₹0.589) is held',
    price: 59,
    mrp: 10_000,
    recentPrices: [5_890, 5_890, 5_900],
    previousMrp: 10_000,
    reasons: ['price-drop'],
  },
  {
    name: 'exactly a tenth of the median is held',
    price: 1_000,
    mrp: 20_000,
    recentPrices: [10_000],
    previousMrp: 20_000,
    reasons: ['price-drop'],
  },
  {
    name: 'just above a tenth is applied',
    price: 1_001,
    mrp: 20_000,
    recentPrices: [10_000],
    previousMrp: 20_000,
    reasons: [],
  },
  {
    name: 'exactly ten times the median is held',
    price: 100_000,
    mrp: 100_000,
    recentPrices: [10_000],
    previousMrp: 100_000,
    reasons: ['price-jump'],
  },
  {
    name: 'just under ten times is applied',
    price: 99_999,
    mrp: 100_000,
    recentPrices: [10_000],
    previousMrp: 100_000,
    reasons: [],
  },
  {
    name: 'the median, not the last price, is the reference: one outlier in history does not move it',
    price: 9_000,
    mrp: 10_000,
    recentPrices: [9_000, 9_100, 90, 9_200],
    previousMrp: 10_000,
    reasons: [],
  },
  {
    name: 'an MRP three times the previous is held',
    price: 9_000,
    mrp: 30_000,
    recentPrices: [9_000],
    previousMrp: 10_000,
    reasons: ['mrp-jump'],
  },
  {
    name: 'an MRP a third of the previous is held',
    price: 3_000,
    mrp: 10_000,
    recentPrices: [3_000],
    previousMrp: 30_000,
    reasons: ['mrp-drop'],
  },
  {
    name: 'an MRP up 2.9x is applied',
    price: 9_000,
    mrp: 29_000,
    recentPrices: [9_000],
    previousMrp: 10_000,
    reasons: [],
  },
  {
    name: 'a price drop and an MRP jump are both named',
    price: 100,
    mrp: 100_000,
    recentPrices: [10_000],
    previousMrp: 20_000,
    reasons: ['price-drop', 'mrp-jump'],
  },
  {
    name: 'a listing without history holds nothing back',
    price: 100,
    mrp: 100_000,
    recentPrices: [],
    previousMrp: 0,
    reasons: [],
  },
];

describe('checkObservation', () => {
  it.each(cases)('$name', ({ price, mrp, recentPrices, previousMrp, reasons }) => {
    expect(checkObservation({ price, mrp }, { recentPrices, mrp: previousMrp }).reasons).toEqual(reasons);
  });

  it('reports the median it compared with', () => {
    expect(checkObservation({ price: 59, mrp: 100 }, { recentPrices: [5_900, 5_800], mrp: 100 }).median).toBe(
      5_850,
    );
  });
});

describe('medianOf', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[0, -1, 7], 7],
  ] as Array<[number[], number | null]>)('%j -> %s', (values, median) => {
    expect(medianOf(values)).toBe(median);
  });
});

describe('confirmsHeld', () => {
  it.each([
    {
      held: { price: 59, mrp: 30_000 },
      later: { price: 59, mrp: 30_000 },
      confirms: true,
      name: 'the same price and MRP',
    },
    {
      held: { price: 10_000, mrp: 30_000 },
      later: { price: 10_500, mrp: 30_000 },
      confirms: true,
      name: 'a price 5% away',
    },
    {
      held: { price: 10_000, mrp: 30_000 },
      later: { price: 10_600, mrp: 30_000 },
      confirms: false,
      name: 'a price 6% away',
    },
    {
      held: { price: 10_000, mrp: 30_000 },
      later: { price: 10_000, mrp: 10_000 },
      confirms: false,
      name: 'the MRP back where it was',
    },
  ])('$name: $confirms', ({ held, later, confirms }) => {
    expect(confirmsHeld(held, later)).toBe(confirms);
  });
});
