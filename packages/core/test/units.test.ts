import {
  baseQuantity,
  findPackSizes,
  formatUnitPrice,
  PLATFORM_KEYS,
  parsePackLabel,
  parsePackSize,
  unitPrice,
} from '@compare/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('parsePackSize', () => {
  it.each([
    ['500 ml', { value: 500, unit: 'ml', count: 1 }],
    ['1 kg', { value: 1, unit: 'kg', count: 1 }],
    ['1.5 L', { value: 1.5, unit: 'l', count: 1 }],
    ['4 x 70 g', { value: 280, unit: 'g', count: 4 }],
    ['2 x 1 l', { value: 2, unit: 'l', count: 2 }],
    ['3 x 0.1 l', { value: 0.3, unit: 'l', count: 3 }],
    ['6 pcs', { value: 6, unit: 'pcs', count: 1 }],
    ['12 pieces', { value: 12, unit: 'pcs', count: 1 }],
    ['1 piece', { value: 1, unit: 'pcs', count: 1 }],
    ['1 dozen', { value: 12, unit: 'pcs', count: 1 }],
    ['200g', { value: 200, unit: 'g', count: 1 }],
    ['1 pack (6 pcs)', { value: 6, unit: 'pcs', count: 1 }],
    ['Amul Taaza Toned Milk 1 Ltr', { value: 1, unit: 'l', count: 1 }],
    ['250 gm', { value: 250, unit: 'g', count: 1 }],
    ['5 kgs', { value: 5, unit: 'kg', count: 1 }],
    ['2 X 500 ML', { value: 1000, unit: 'ml', count: 2 }],
    ['750 Litres', { value: 750, unit: 'l', count: 1 }],
    ['6 x 1 L', { value: 6, unit: 'l', count: 6 }],
    ['4 x 70 g', { value: 280, unit: 'g', count: 4 }],
    ['12 pcs', { value: 12, unit: 'pcs', count: 1 }],
    ['Pack of 2', { value: 2, unit: 'pcs', count: 1 }],
    ['pack of 12', { value: 12, unit: 'pcs', count: 1 }],
    ['500 g (Pack of 2)', { value: 1000, unit: 'g', count: 2 }],
    ['Pack of 6 (6 pcs)', { value: 6, unit: 'pcs', count: 1 }],
    ['1/2 kg', { value: 0.5, unit: 'kg', count: 1 }],
    ['3/4 l', { value: 0.75, unit: 'l', count: 1 }],
    ['2 x 1/2 kg', { value: 1, unit: 'kg', count: 2 }],
    ['1 pc', { value: 1, unit: 'pcs', count: 1 }],
    ['37.3 g', { value: 37.3, unit: 'g', count: 1 }],
    ['6 x 180 ml', { value: 1080, unit: 'ml', count: 6 }],
    ['3 x 0.2 l', { value: 0.6, unit: 'l', count: 3 }],
    ['4x70g', { value: 280, unit: 'g', count: 4 }],
    ['500ml x 2', { value: 1000, unit: 'ml', count: 2 }],
    ['Amul Butter 100 g (2 pack)', { value: 200, unit: 'g', count: 2 }],
    ['Set of 3', { value: 3, unit: 'pcs', count: 1 }],
    ['Amul Taaza Homogenised Toned Milk, 500 ml Pouch', { value: 500, unit: 'ml', count: 1 }],
    ['Parle-G Glucose Biscuits : 1.5 Kg', { value: 1.5, unit: 'kg', count: 1 }],
    ['Farm Eggs 6 eggs', { value: 6, unit: 'pcs', count: 1 }],
    ['Tata Tea 250 gms', { value: 250, unit: 'g', count: 1 }],
  ] as const)('%s', (label, expected) => {
    expect(parsePackSize(label)).toEqual(expected);
  });

  it.each(['', 'pack', 'family size', '0 g', 'ml', '1 pack', '1/0 kg', 'pack of', 'Tata Salt', '500ml2'])(
    '%j has no pack size',
    (label) => {
      expect(parsePackSize(label)).toBeNull();
    },
  );
});

describe('parsePackSize properties', () => {
  const units = ['g', 'kg', 'ml', 'l', 'pcs'] as const;

  it('reads "N x V unit" as N times V in that unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom(...units),
        (n, v, unit) => {
          expect(parsePackSize(`${n} x ${v} ${unit}`)).toEqual({ value: n * v, unit, count: n });
        },
      ),
    );
  });

  it('never throws and never answers a size of 0 or less, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const size = parsePackSize(text);
        expect(size === null || size.value > 0).toBe(true);
      }),
    );
  });

  it('reads any label the catalogue could print back to the same size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.constantFrom(...units), (v, unit) => {
        expect(parsePackLabel(`${v} ${unit}`)).toEqual({ packValue: v, packUnit: unit });
      }),
    );
  });
});

describe('parsePackLabel', () => {
  it.each([
    ['500 ml', 500, 'ml'],
    ['1 l', 1, 'l'],
    ['5 kg', 5, 'kg'],
    ['4 x 70 g', 280, 'g'],
    ['6 pcs', 6, 'pcs'],
    ['1 pc', 1, 'pcs'],
    ['37.3 g', 37.3, 'g'],
    ['6 x 180 ml', 1080, 'ml'],
  ] as const)('parses %s as %d %s', (label, value, unit) => {
    expect(parsePackLabel(label)).toEqual({ packValue: value, packUnit: unit });
  });

  it('rejects a label without a size, naming it', () => {
    expect(() => parsePackLabel('a handful')).toThrow('Unparseable pack label: "a handful"');
  });

  it('is not confused by a merchant name in the title', () => {
    for (const merchant of PLATFORM_KEYS)
      expect(parsePackSize(`${merchant} 1 kg`)).toEqual({ value: 1, unit: 'kg', count: 1 });
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

describe('pack sizes as shoppers write them', () => {
  it.each([
    ['half kg', { value: 0.5, unit: 'kg', count: 1 }],
    ['Half Litre', { value: 0.5, unit: 'l', count: 1 }],
    ['1 दर्जन', { value: 12, unit: 'pcs', count: 1 }],
    ['5 किलो', { value: 5, unit: 'kg', count: 1 }],
    ['500 ग्राम', { value: 500, unit: 'g', count: 1 }],
    ['1 लीटर', { value: 1, unit: 'l', count: 1 }],
    ['आधा किलो', { value: 0.5, unit: 'kg', count: 1 }],
    ['dozen', { value: 12, unit: 'pcs', count: 1 }],
    ['2 dozens', { value: 24, unit: 'pcs', count: 1 }],
    ['250 grm', { value: 250, unit: 'g', count: 1 }],
  ])('parsePackSize(%j)', (label, expected) => {
    expect(parsePackSize(label)).toEqual(expected);
  });

  it('reads every size out of a search and leaves the words', () => {
    const read = (text: string) => findPackSizes(text);
    expect(read('basmati rice 5kg')).toEqual({
      sizes: [{ value: 5, unit: 'kg', count: 1 }],
      rest: 'basmati rice  ',
    });
    expect(read('amul taaza 1l').sizes).toEqual([{ value: 1, unit: 'l', count: 1 }]);
    expect(read('kitkat 4 x 70 g').sizes).toEqual([{ value: 280, unit: 'g', count: 4 }]);
    expect(read('coke 500ml x 2').sizes).toEqual([{ value: 1000, unit: 'ml', count: 2 }]);
    expect(read('atta 1/2 kg').sizes).toEqual([{ value: 0.5, unit: 'kg', count: 1 }]);
    expect(read('chini half kg').sizes).toEqual([{ value: 0.5, unit: 'kg', count: 1 }]);
    expect(read('अंडे दर्जन').sizes).toEqual([{ value: 12, unit: 'pcs', count: 1 }]);
    expect(read('आटा ५ किलो'.replace('५', '5')).sizes).toEqual([{ value: 5, unit: 'kg', count: 1 }]);
    expect(read('maggi 12 pack').sizes).toEqual([{ value: 12, unit: 'pcs', count: 1 }]);
    expect(read('eggs dozen').sizes).toEqual([{ value: 12, unit: 'pcs', count: 1 }]);
  });

  it('reads no size where there is none', () => {
    // A unit word alone, a bare number, a half of something that is not a unit, a word that ends
    // in a unit's letters.
    for (const text of ['kg', 'g', 'eggs 12', 'half fat milk', 'behalf kg', '5 star', 'amul gold', 'pack'])
      expect(findPackSizes(text).sizes, text).toEqual([]);
  });

  it('gives sizes in base units to compare labels written in different units', () => {
    expect(baseQuantity({ value: 1, unit: 'l', count: 1 })).toEqual({ value: 1000, unit: 'ml' });
    expect(baseQuantity({ value: 0.5, unit: 'kg', count: 1 })).toEqual({ value: 500, unit: 'g' });
    expect(baseQuantity({ value: 1.005, unit: 'kg', count: 1 })).toEqual({ value: 1005, unit: 'g' });
    expect(baseQuantity({ value: 6, unit: 'pcs', count: 1 })).toEqual({ value: 6, unit: 'pcs' });
  });
});
