import type { Product } from '@compare/core';
import { describe, expect, it } from 'vitest';
import { sampleLine } from './sample-items';

const offer = {
  merchantName: 'zepto',
  merchantUrl: 'https://www.zeptonow.com/pn/amul-taaza/pvid/1',
  name: 'Amul Taaza Toned Milk',
  img: '/images/products/amul-taaza.svg',
  price: 27,
  mrp: 28,
  discount: 4,
  isOutOfStock: false,
};

describe('sample basket lines', () => {
  it("uses the first variant that has offers and keeps every offer's price facts", () => {
    const product: Product = {
      productId: 'amul-taaza',
      brand: 'Amul',
      name: 'Amul Taaza Toned Milk',
      platformData: { '1 l': [], '500 ml': [offer] },
    };
    expect(sampleLine(product)).toEqual({
      productId: 'amul-taaza',
      productName: 'Amul Taaza Toned Milk',
      brand: 'Amul',
      variant: '500 ml',
      platformData: [offer],
    });
  });

  it("names an unnamed product 'Product-{productId}' and skips products without offers", () => {
    expect(sampleLine({ productId: 'p1', brand: 'X', platformData: { '1 kg': [offer] } })?.productName).toBe(
      'Product-p1',
    );
    expect(sampleLine({ productId: 'p2', brand: 'X', platformData: { '1 kg': [] } })).toBeNull();
  });
});
