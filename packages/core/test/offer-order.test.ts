import { compareMerchants, compareOffers } from '@compare/core';
import { describe, expect, it } from 'vitest';

describe('compareOffers: cheapest first, ties by merchant name', () => {
  it.each([
    [{ price: 50, merchantName: 'Zepto' }, { price: 51, merchantName: 'Blinkit' }, -1],
    [{ price: 27.1, merchantName: 'Zepto' }, { price: 27.1, merchantName: 'Blinkit' }, 1],
    [{ price: 27.1, merchantName: 'blinkit' }, { price: 27.1, merchantName: 'Blinkit' }, 0],
    // 0.1 + 0.2 and 0.3 are the same price in paise, so the merchant decides.
    [{ price: 0.1 + 0.2, merchantName: 'Bigbasket' }, { price: 0.3, merchantName: 'DMart' }, -1],
  ])('%o vs %o -> %d', (a, b, sign) => {
    expect(Math.sign(compareOffers(a, b))).toBe(sign);
  });

  it('orders the six merchants the same by key and by display name', () => {
    const keys = ['zepto', 'swiggy', 'jiomart', 'dmart', 'blinkit', 'bigbasket'].sort(compareMerchants);
    const names = ['Zepto', 'Swiggy', 'JioMart', 'DMart', 'Blinkit', 'Bigbasket'].sort(compareMerchants);
    expect(names.map((n) => n.toLowerCase())).toEqual(keys);
    expect(keys).toEqual(['bigbasket', 'blinkit', 'dmart', 'jiomart', 'swiggy', 'zepto']);
  });
});
