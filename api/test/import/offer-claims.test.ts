import { describe, expect, it } from 'vitest';
import { OfferClaims } from '../../src/import/offer-claims';

describe('the offers a run has claimed', () => {
  it('answers a repeated offer with the line that claimed it first, through many growths', () => {
    const claims = new OfferClaims(8);
    const numbers: number[] = [];
    // Numbers as write.ts makes them, up to the largest: (variant * 2^20 + city) * 16 + merchant.
    for (let i = 0; i < 50_000; i++)
      numbers.push(((i * 7919) % 100_003) * 16_777_216 + (i % 13) * 16 + (i % 6));
    numbers.push(2 ** 53 - 2, 1);
    numbers.forEach((n, i) => {
      expect(claims.claim(n, i + 1)).toBeUndefined();
    });
    expect(claims.size).toBe(numbers.length);
    numbers.forEach((n, i) => {
      expect(claims.has(n)).toBe(true);
      expect(claims.claim(n, 999_999)).toBe(i + 1);
    });
    expect(claims.size).toBe(numbers.length);
    expect(claims.has(3)).toBe(false);
    expect(claims.has(2 ** 53 - 3)).toBe(false);
  });

  it('keeps lines past four billion, and forgets everything when cleared', () => {
    const claims = new OfferClaims();
    expect(claims.claim(42, 5_000_000_000)).toBeUndefined();
    expect(claims.claim(42, 7)).toBe(5_000_000_000);
    claims.clear();
    expect(claims.has(42)).toBe(false);
    expect(claims.size).toBe(0);
    expect(claims.claim(42, 7)).toBeUndefined();
    expect(claims.claim(42, 8)).toBe(7);
  });
});
