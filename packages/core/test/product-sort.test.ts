import { compareSortKeys, leadOffer, PRODUCT_SORTS, parseProductSort, productSortKey } from '@compare/core';
import { ProductListQuerySchema } from '@compare/core/contract';
import { describe, expect, it } from 'vitest';

const offer = (price: number, mrp: number, isOutOfStock = false) => ({ price, mrp, isOutOfStock });

describe('product sorts', () => {
  it('are the orders the API validates', () => {
    expect(PRODUCT_SORTS).toEqual(['relevance', 'price', 'unit-price', 'discount']);
    for (const sort of PRODUCT_SORTS) expect(ProductListQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(() => ProductListQuerySchema.parse({ sort: 'cheapest' })).toThrow(
      'sort must be one of relevance, price, unit-price, discount',
    );
    expect(parseProductSort('discount')).toBe('discount');
    expect(parseProductSort('cheapest')).toBe('relevance');
    expect(parseProductSort(null)).toBe('relevance');
  });

  it('leads with the first variant that has an offer, and its lowest offer in stock', () => {
    const offers: Record<string, ReturnType<typeof offer>[]> = {
      '500 ml': [],
      '1 l': [offer(60, 70, true), offer(64, 70), offer(66, 70)],
      '2 l': [offer(110, 130)],
    };
    expect(leadOffer(['500 ml', '1 l', '2 l'], (v) => offers[v] ?? [])).toEqual({
      variant: '1 l',
      offer: offer(64, 70),
    });
    expect(leadOffer(['500 ml'], (v) => offers[v] ?? [])).toBeNull();
  });

  it('keys a lead offer by price, unit price or discount; none goes last', () => {
    const lead = { variant: '500 g', offer: offer(50, 80) };
    expect(productSortKey(lead, 'price')).toBe(5000);
    expect(productSortKey(lead, 'discount')).toBe(-38);
    // ₹10 per 100 g, grouped before per-100-ml and per-piece prices.
    expect(productSortKey(lead, 'unit-price')).toBe(1000);
    expect(productSortKey({ variant: '1 l', offer: offer(60, 60) }, 'unit-price')).toBe(1e9 + 600);
    expect(productSortKey({ variant: 'assorted', offer: offer(60, 60) }, 'unit-price')).toBeNull();
    expect(productSortKey(null, 'price')).toBeNull();
    expect([3, null, 1].sort(compareSortKeys)).toEqual([1, 3, null]);
  });
});
