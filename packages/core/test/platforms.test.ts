import {
  ADDRESS_RESOLVE_LIMIT,
  BASKET_SELECTOR_PLATFORMS,
  CATEGORY_GRID_COLUMNS,
  CHECKOUT_DELAY_MS,
  DEFAULT_LOCATION,
  type FeeKey,
  getPlatform,
  PLATFORM_KEYS,
  PLATFORMS,
  type PlatformKey,
  PRICE_POPUP_DELAY_MS,
  PRICE_POPUP_DURATION_MS,
  platformTotalKey,
  ROW_SCROLL_STEP_PX,
  SCROLL_THRESHOLD_PX,
  SEARCH_FILTER_PLATFORMS,
  SEARCH_PAGE_SIZE,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_CHARS,
  sameMerchant,
  toFeeKey,
  toPlatformKey,
} from '@compare/core';
import fc from 'fast-check';
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

describe('platformTotalKey: the normalisation of platform totals', () => {
  it.each([
    ['dmart', 'dmart_ready'],
    ['DMart', 'dmart_ready'],
    ['swiggy', 'swiggy_instamart'],
    ['Swiggy', 'swiggy_instamart'],
    ['Swiggy Instamart', 'swiggy_instamart'],
    ['swiggy instamart', 'swiggy_instamart'],
    ['blinkit', 'blinkit'],
    ['Zepto', 'zepto'],
    ['bigbasket', 'bigbasket'],
    ['JioMart', 'jiomart'],
    ['DMart Ready', 'dmart_ready'],
    ['Some New Shop', 'some_new_shop'],
    ['  zepto  ', 'zepto'],
    // A spelling of a known merchant resolves to its fee key instead of "big_basket", a key no
    // fee rule has (the registry knows this spelling).
    ['Big Basket', 'bigbasket'],
  ])('%j -> %s', (name, key) => {
    expect(platformTotalKey(name)).toBe(key);
  });

  it('lower-cases and underscores any name the registry does not know', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z ]{0,20}$/), (name) => {
        fc.pre(getPlatform(name) === undefined);
        expect(platformTotalKey(name)).toBe(name.trim().replace(/ /g, '_'));
      }),
    );
  });
});

// Every spelling seen in merchant feeds, URLs, fee sheets and partner data.
const SPELLINGS: ReadonlyArray<readonly [string, PlatformKey, FeeKey]> = [
  ['blinkit', 'blinkit', 'blinkit'],
  ['Blinkit', 'blinkit', 'blinkit'],
  ['Grofers', 'blinkit', 'blinkit'],
  ['zepto', 'zepto', 'zepto'],
  ['Zepto Now', 'zepto', 'zepto'],
  ['swiggy', 'swiggy', 'swiggy_instamart'],
  ['Swiggy', 'swiggy', 'swiggy_instamart'],
  ['Swiggy Instamart', 'swiggy', 'swiggy_instamart'],
  ['swiggy_instamart', 'swiggy', 'swiggy_instamart'],
  ['SWIGGY-INSTAMART', 'swiggy', 'swiggy_instamart'],
  ['Instamart', 'swiggy', 'swiggy_instamart'],
  ['bigbasket', 'bigbasket', 'bigbasket'],
  ['Big Basket', 'bigbasket', 'bigbasket'],
  ['big_basket', 'bigbasket', 'bigbasket'],
  ['BB Now', 'bigbasket', 'bigbasket'],
  ['bbnow', 'bigbasket', 'bigbasket'],
  ['dmart', 'dmart', 'dmart_ready'],
  ['DMart', 'dmart', 'dmart_ready'],
  ['D-Mart', 'dmart', 'dmart_ready'],
  ['DMart Ready', 'dmart', 'dmart_ready'],
  ['dmart_ready', 'dmart', 'dmart_ready'],
  ['JioMart', 'jiomart', 'jiomart'],
  ['Jio Mart', 'jiomart', 'jiomart'],
  ['  zepto  ', 'zepto', 'zepto'],
];

describe('the alias registry', () => {
  it.each(SPELLINGS)('%j is platform %s, fee key %s', (name, platform, fee) => {
    expect(toPlatformKey(name)).toBe(platform);
    expect(toFeeKey(name)).toBe(fee);
    expect(getPlatform(name)?.key).toBe(platform);
  });

  it.each(['amazon', 'Flipkart Minutes', '', 'swiggy one', 'mart'])(
    '%j is no merchant: null keys',
    (name) => {
      expect(toPlatformKey(name)).toBeNull();
      expect(toFeeKey(name)).toBeNull();
    },
  );

  it('resolves every platform key and fee key to itself', () => {
    for (const p of PLATFORMS) {
      expect(toPlatformKey(p.key)).toBe(p.key);
      expect(toFeeKey(p.feeKey)).toBe(p.feeKey);
      expect(toPlatformKey(p.displayName)).toBe(p.key);
    }
  });

  it('ignores case, spaces and underscores in any spelling', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPELLINGS),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.constantFrom('', ' ', '_', '  '),
        ([name, platform], upper, gap) => {
          const respelled = [...name.trim().replace(/[\s_-]+/g, gap)]
            .map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase()))
            .join('');
          expect(toPlatformKey(respelled)).toBe(platform);
        },
      ),
    );
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

describe('business constants', () => {
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
