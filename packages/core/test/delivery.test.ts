// Delivery limits: who serves the location and who meets the shopper's deadline.
import { ARRIVES_WITHIN_OPTIONS, etaInMinutes, hasDeadline, leftOutFor } from '@compare/core';
import { describe, expect, it } from 'vitest';

describe('leftOutFor', () => {
  const etas: Record<string, number | null> = { blinkit: 8, zepto: 15, swiggy: 25, dmart: null };
  const limits = (arrivesWithin: number | null) => ({
    serves: (m: string) => m !== 'jiomart',
    etaMinutes: (m: string) => etas[m],
    arrivesWithin,
  });

  it('without a deadline only a merchant that does not serve the location is left out', () => {
    expect(['blinkit', 'swiggy', 'dmart'].map((m) => leftOutFor(m, limits(null)))).toEqual([
      null,
      null,
      null,
    ]);
    expect(leftOutFor('jiomart', limits(null))).toEqual({
      merchant: 'jiomart',
      reason: 'not-served',
      eta: null,
    });
    expect(leftOutFor('anyone')).toBeNull();
  });

  it('under a deadline an ETA over it is too slow, an equal one meets it, an unknown one cannot promise it', () => {
    expect(leftOutFor('blinkit', limits(15))).toBeNull();
    expect(leftOutFor('zepto', limits(15))).toBeNull();
    expect(leftOutFor('swiggy', limits(15))).toEqual({ merchant: 'swiggy', reason: 'too-slow', eta: 25 });
    expect(leftOutFor('dmart', limits(15))).toEqual({ merchant: 'dmart', reason: 'eta-unknown', eta: null });
    expect(leftOutFor('jiomart', limits(15))?.reason).toBe('not-served');
  });

  it('offers the deadlines of the /my-cart picker', () => {
    expect(ARRIVES_WITHIN_OPTIONS).toEqual([10, 20, 30]);
    expect([null, undefined, 0, -5, Number.NaN, 15].map(hasDeadline)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('etaInMinutes', () => {
  it.each([
    [{ value: 12, unit: 'mins' }, 12],
    [{ value: '9', unit: '' }, 9],
    [{ value: ' 30 ', unit: 'minutes' }, 30],
    [{ value: 2, unit: 'hours' }, 120],
    [{ value: 1.5, unit: 'hr' }, 90],
    [{ value: null, unit: 'mins' }, null],
    [{ value: '', unit: 'mins' }, null],
    [{ value: 'soon', unit: 'mins' }, null],
    [{ value: 2, unit: 'days' }, null],
    [{ value: -3, unit: 'mins' }, null],
  ])('%j -> %s', (eta, minutes) => {
    expect(etaInMinutes(eta)).toBe(minutes);
  });

  it('an absent record has no ETA', () => {
    expect(etaInMinutes(undefined)).toBeNull();
  });
});
