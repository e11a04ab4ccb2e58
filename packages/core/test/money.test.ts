import { formatINR, formatUSD, fromPaise, roundRupees, toPaise } from '@compare/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('toPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [2.675, 268],
    [19.99, 1999],
    [123456.78, 12345678],
    [-1.005, -101],
    [-0, 0],
  ])('%s rupees -> %s paise', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it('round-trips any paise amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (paise) => {
        expect(toPaise(fromPaise(paise))).toBe(paise);
      }),
    );
  });
});

describe('fromPaise and roundRupees', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1999, 19.99],
    [12345678, 123456.78],
  ])('%s paise -> %s rupees', (paise, rupees) => {
    expect(fromPaise(paise)).toBe(rupees);
  });

  it.each([
    [1.005, 1.01],
    [10.004, 10],
    [0.1 + 0.2, 0.3],
    [33.333333, 33.33],
  ])('roundRupees(%s) = %s', (input, expected) => {
    expect(roundRupees(input)).toBe(expected);
  });
});

describe('formatINR', () => {
  it.each([
    [123456, '₹1,23,456.00'],
    [0, '₹0.00'],
    [5.4, '₹5.40'],
    [1234567.891, '₹12,34,567.89'],
    [99, '₹99.00'],
  ])('%s -> %s', (rupees, text) => {
    expect(formatINR(rupees)).toBe(text);
  });

  // formatINR writes the en-IN rupee format out by hand (the browser's first en-IN formatter is a
  // long task on a phone); every string must be the one Intl gives.
  const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

  it.each([
    0,
    -0,
    0.5,
    0.01,
    0.004,
    0.005,
    0.015,
    0.045,
    0.125,
    -0.001,
    -0.005,
    1.005,
    1.015,
    2.675,
    8.345,
    -1.005,
    19.99,
    99.995,
    999.99,
    999.995,
    1000,
    9999.999,
    12345.675,
    1e5,
    99999.995,
    1e7,
    1e9,
    -123456.789,
    1234567890123.45,
    0.1 + 0.2,
    33.333333,
    1e-6,
    1e-7,
    1e20,
    1e21,
    1.5e22,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
  ])('%s reads exactly as Intl en-IN INR', (rupees) => {
    expect(formatINR(rupees)).toBe(intl.format(rupees));
  });

  it('matches Intl on every paisa amount, its half-paisa neighbours and random doubles', () => {
    const differing: string[] = [];
    for (let paise = -100_000; paise <= 100_000; paise += 1) {
      for (const rupees of [paise / 100, paise / 100 + 0.005]) {
        if (formatINR(rupees) !== intl.format(rupees)) differing.push(`${rupees}: ${formatINR(rupees)}`);
      }
    }
    expect(differing).toEqual([]);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: false }),
          fc.double({ min: -1e8, max: 1e8, noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
          fc.integer({ min: 0, max: 1e12 }).map((n) => n + 0.995),
        ),
        (rupees) => {
          expect(formatINR(rupees)).toBe(intl.format(rupees));
        },
      ),
      { numRuns: 5_000 },
    );
  }, 60_000);
});

describe('formatUSD', () => {
  it.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
  ])('%s -> %s', (amount, text) => {
    expect(formatUSD(amount)).toBe(text);
  });
});
