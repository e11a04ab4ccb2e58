import {
  ADDRESS_RESOLVE_LIMIT,
  BASKET_SELECTOR_PLATFORMS,
  CATEGORY_GRID_COLUMNS,
  CHECKOUT_DELAY_MS,
  DEFAULT_LOCATION,
  getPlatform,
  PLATFORM_KEYS,
  PLATFORMS,
  PRICE_POPUP_DELAY_MS,
  PRICE_POPUP_DURATION_MS,
  ROW_SCROLL_STEP_PX,
  SCROLL_THRESHOLD_PX,
  SEARCH_FILTER_PLATFORMS,
  SEARCH_PAGE_SIZE,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_CHARS,
  sameMerchant,
  toFeeKey,
} from '@compare/core';
import { describe, expect, it } from 'vitest';

describe('platform registry', () => {
  it('lists the six merchants in order', () => {
    expect(PLATFORM_KEYS).toEqual(['blinkit', 'swiggy', 'zepto', 'bigbasket', 'dmart', 'jiomart']);
    expect(PLATFORMS).toHaveLength(6);
  });

  it('search filter shows the first five as Blinkit, Swiggy, Zepto, Bigbasket, DMart', () => {
    expect(SEARCH_FILTER_PLATFORMS.map((p) => p.displayName)).toEqual([
      'Blinkit',
      'Swiggy',
      'Zepto',
      'Bigbasket',
      'DMart',
    ]);
  });

  it('basket selector offers blinkit, zepto, swiggy, bigbasket and dmart (not jiomart)', () => {
    expect(BASKET_SELECTOR_PLATFORMS.map((p) => p.key).sort()).toEqual(
      ['bigbasket', 'blinkit', 'dmart', 'swiggy', 'zepto'].sort(),
    );
  });

  it('gives every merchant a local data-URI logo', () => {
    for (const p of PLATFORMS) expect(p.logo.startsWith('data:image/svg+xml,')).toBe(true);
  });
});

describe('toFeeKey (spec section 7 normalisation)', () => {
  it.each([
    ['dmart', 'dmart_ready'],
    ['DMart', 'dmart_ready'],
    ['swiggy', 'swiggy_instamart'],
    ['Swiggy', 'swiggy_instamart'],
    ['Swiggy Instamart', 'swiggy_instamart'],
    ['swiggy instamart', 'swiggy_instamart'],
    ['blinkit', 'blinkit'],
    ['Zepto', 'zepto'],
    ['Big Basket', 'big_basket'],
    ['bigbasket', 'bigbasket'],
    ['JioMart', 'jiomart'],
    ['DMart Ready', 'dmart_ready'],
    ['Some New Shop', 'some_new_shop'],
    ['  zepto  ', 'zepto'],
  ])('%j -> %s', (name, key) => {
    expect(toFeeKey(name)).toBe(key);
  });
});

describe('getPlatform', () => {
  it.each([
    ['blinkit', 'blinkit'],
    ['BLINKIT', 'blinkit'],
    ['Swiggy Instamart', 'swiggy'],
    ['swiggy_instamart', 'swiggy'],
    ['DMart Ready', 'dmart'],
    ['dmart_ready', 'dmart'],
    ['Bigbasket', 'bigbasket'],
  ])('%j -> %s', (name, key) => {
    expect(getPlatform(name)?.key).toBe(key);
  });

  it('is undefined for an unknown merchant', () => {
    expect(getPlatform('amazon')).toBeUndefined();
  });
});

describe('sameMerchant', () => {
  it.each([
    ['Blinkit', 'blinkit', true],
    ['ZEPTO', 'zepto', true],
    ['zepto', 'blinkit', false],
  ])('%s vs %s -> %s', (a, b, same) => {
    expect(sameMerchant(a, b)).toBe(same);
  });
});

describe('business constants (spec section 9)', () => {
  it.each([
    ['SEARCH_PAGE_SIZE', SEARCH_PAGE_SIZE, 20],
    ['SCROLL_THRESHOLD_PX', SCROLL_THRESHOLD_PX, 200],
    ['SUGGESTION_LIMIT', SUGGESTION_LIMIT, 5],
    ['SUGGESTION_MIN_CHARS', SUGGESTION_MIN_CHARS, 3],
    ['ADDRESS_RESOLVE_LIMIT', ADDRESS_RESOLVE_LIMIT, 1],
    ['ROW_SCROLL_STEP_PX', ROW_SCROLL_STEP_PX, 980],
    ['PRICE_POPUP_DELAY_MS', PRICE_POPUP_DELAY_MS, 1000],
    ['PRICE_POPUP_DURATION_MS', PRICE_POPUP_DURATION_MS, 5000],
    ['CHECKOUT_DELAY_MS', CHECKOUT_DELAY_MS, 2000],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('defaults to Mumbai', () => {
    expect(DEFAULT_LOCATION).toEqual({
      latitude: 19.076,
      longitude: 72.8777,
      address: 'Mumbai, Maharashtra, India',
    });
  });

  it('uses a 3 / 4 / 7 category grid', () => {
    expect(CATEGORY_GRID_COLUMNS).toEqual({ sm: 3, md: 4, lg: 7 });
  });
});
