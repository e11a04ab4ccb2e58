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
