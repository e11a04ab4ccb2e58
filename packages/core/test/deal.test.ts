import { isGoodDeal, MIN_VERDICT_DAYS } from '@compare/core';
import { describe, expect, it } from 'vitest';

describe('isGoodDeal', () => {
  const history = { low: 50, high: 70, realDays: MIN_VERDICT_DAYS };
  it.each([
    // The lowest quarter of ₹50..₹70 is up to ₹55.
    [50, history, true],
    [55, history, true],
    [55.01, history, false],
    [60, history, false],
    // Too few real days never make a deal, however low the price.
    [50, { ...history, realDays: MIN_VERDICT_DAYS - 1 }, false],
    // A flat history: only its one price is in the lowest quarter.
    [40, { low: 40, high: 40, realDays: 30 }, true],
    [40.01, { low: 40, high: 40, realDays: 30 }, false],
    // Compared in paise: float noise in rupees changes nothing.
    [0.1 + 0.2, { low: 0.3, high: 1.3, realDays: 20 }, true],
  ])('₹%d against %o: %s', (current, h, deal) => {
    expect(isGoodDeal(current, h)).toBe(deal);
  });
});
