import { describe, expect, it } from 'vitest';
import { hasSearchParams, readSearchParams, readSearchSort, writeSearchParams } from './search-params';

describe('search route parameters', () => {
  it('reads q, platform, category and brand and ignores anything else', () => {
    const params = readSearchParams(new URLSearchParams('q=milk&platform=blinkit,zepto&utm_source=x'));
    expect(params).toEqual({ q: 'milk', platform: 'blinkit,zepto' });
  });

  it('keeps an empty q (Enter with blank text still sets q) but drops blank filters', () => {
    expect(readSearchParams(new URLSearchParams('q=&brand=%20'))).toEqual({ q: '' });
  });

  it('writes the keys in a stable order and leaves out empty filters', () => {
    const query = writeSearchParams({ brand: 'Amul', q: 'ghee', platform: '' });
    expect(query.toString()).toBe('q=ghee&brand=Amul');
  });

  it('round-trips', () => {
    const params = { q: 'atta', platform: 'dmart', category: 'Staples', brand: 'Aashirvaad' };
    expect(readSearchParams(writeSearchParams(params))).toEqual(params);
  });

  it('keeps the results order in sort=, leaving out the default and unknown orders', () => {
    expect(writeSearchParams({ q: 'milk' }, 'unit-price').toString()).toBe('q=milk&sort=unit-price');
    expect(writeSearchParams({ q: 'milk' }, 'relevance').toString()).toBe('q=milk');
    expect(readSearchSort(new URLSearchParams('q=milk&sort=discount'))).toBe('discount');
    expect(readSearchSort(new URLSearchParams('q=milk&sort=cheapest-first'))).toBe('relevance');
    expect(readSearchParams(new URLSearchParams('q=milk&sort=price'))).toEqual({ q: 'milk' });
  });

  it('knows when there is nothing to search for', () => {
    expect(hasSearchParams({})).toBe(false);
    expect(hasSearchParams({ category: 'Dairy' })).toBe(true);
  });
});
