import { formatUnitPrice, parsePackSize, unitPrice } from '@compare/core';
import { describe, expect, it } from 'vitest';

describe('parsePackSize', () => {
  it.each([
    ['500 ml', { value: 500, unit: 'ml' }],
    ['1 kg', { value: 1, unit: 'kg' }],
    ['1.5 L', { value: 1.5, unit: 'l' }],
    ['4 x 70 g', { value: 280, unit: 'g' }],
    ['2 x 1 l', { value: 2, unit: 'l' }],
    ['3 x 0.1 l', { value: 0.3, unit: 'l' }],
    ['6 pcs', { value: 6, unit: 'pcs' }],
    ['12 pieces', { value: 12, unit: 'pcs' }],
    ['1 piece', { value: 1, unit: 'pcs' }],
    ['1 dozen', { value: 12, unit: 'pcs' }],
    ['200g', { value: 200, unit: 'g' }],
    ['1 pack (6 pcs)', { value: 6, unit: 'pcs' }],
    ['Amul Taaza Toned Milk 1 Ltr', { value: 1, unit: 'l' }],
    ['250 gm', { value: 250, unit: 'g' }],
    ['5 kgs', { value: 5, unit: 'kg' }],
    ['2 X 500 ML', { value: 1000, unit: 'ml' }],
    ['750 Litres', { value: 750, unit: 'l' }],
  ] as const)('%s', (label, expected) => {
    expect(parsePackSize(label)).toEqual(expected);
  });

  it.each(['', 'pack', 'family size', '0 g', 'ml', '1 pack'])('%j has no pack size', (label) => {
    expect(parsePackSize(label)).toBeNull();
  });
});

describe('unitPrice', () => {
  it.each([
    [27, '500 g', { amount: 5.4, per: '100 g' }],
    [60, '1 kg', { amount: 6, per: '100 g' }],
    [54, '500 ml', { amount: 10.8, per: '100 ml' }],
    [90, '1.5 L', { amount: 6, per: '100 ml' }],
    [100, '4 x 70 g', { amount: 35.71, per: '100 g' }],
    [72, '6 pcs', { amount: 12, per: '1 pc' }],
    [100, '1 dozen', { amount: 8.33, per: '1 pc' }],
    [10, '3 pcs', { amount: 3.33, per: '1 pc' }],
  ] as const)('₹%s for %s', (price, label, expected) => {
    expect(unitPrice(price, label)).toEqual(expected);
  });

  it('is null when the label has no size', () => {
    expect(unitPrice(50, 'family pack')).toBeNull();
  });

  it('is null for a negative or non-finite price', () => {
    expect(unitPrice(-1, '1 kg')).toBeNull();
    expect(unitPrice(Number.NaN, '1 kg')).toBeNull();
  });
});

describe('formatUnitPrice', () => {
  it.each([
    [{ amount: 5.4, per: '100 g' }, '₹5.40/100 g'],
    [{ amount: 10.8, per: '100 ml' }, '₹10.80/100 ml'],
    [{ amount: 12, per: '1 pc' }, '₹12.00/1 pc'],
  ] as const)('%j -> %s', (up, text) => {
    expect(formatUnitPrice(up)).toBe(text);
  });
});
