import {
  type CartItem,
  countPieces,
  MAX_LINE_QUANTITY,
  mergeBaskets,
  parseListLine,
  parseShoppingList,
  samePackSize,
  splitList,
} from '@compare/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('parseListLine: quantity, words and pack of a typed line', () => {
  it.each([
    ['2 doodh', 2, 'doodh', null],
    ['doodh 2', 2, 'doodh', null],
    ['atta 5kg', 1, 'atta', { value: 5, unit: 'kg', count: 1 }],
    ['pyaz 1 kg', 1, 'pyaz', { value: 1, unit: 'kg', count: 1 }],
    ['amul butter 500g x2', 2, 'amul butter', { value: 500, unit: 'g', count: 1 }],
    ['दूध 1 लीटर', 1, 'दूध', { value: 1, unit: 'l', count: 1 }],
    ['चावल ५ किलो', 1, 'चावल', { value: 5, unit: 'kg', count: 1 }],
    ['चाय पत्ती 250 ग्राम', 1, 'चाय पत्ती', { value: 250, unit: 'g', count: 1 }],
    ['eggs - 1 dozen', 1, 'eggs', { value: 12, unit: 'pcs', count: 1 }],
    ['3 x maggi', 3, 'maggi', null],
    ['maggi 4 pcs', 4, 'maggi', null],
    ['milk 500 ml x 3', 3, 'milk', { value: 500, unit: 'ml', count: 1 }],
    ['- haldi 100g', 1, 'haldi', { value: 100, unit: 'g', count: 1 }],
    ['1. bread', 1, 'bread', null],
    ['coca cola 2 l', 1, 'coca cola', { value: 2, unit: 'l', count: 1 }],
    ['150 atta', MAX_LINE_QUANTITY, 'atta', null],
  ])('%s -> %s x "%s"', (line, quantity, words, pack) => {
    const read = parseListLine(line);
    expect(read.quantity).toBe(quantity);
    expect(read.words).toBe(words);
    expect(read.pack).toEqual(pack);
  });

  it('tells a bare number ("anda 12") from a count of packs ("x2", "4 pcs")', () => {
    expect(parseListLine('anda 12').bare).toBe(true);
    expect(parseListLine('2 doodh').bare).toBe(true);
    expect(parseListLine('maggi x4').bare).toBe(false);
    expect(parseListLine('maggi 4 pcs').bare).toBe(false);
    expect(parseListLine('atta 5kg').bare).toBe(false);
  });

  it('splits on newlines, commas and semicolons and drops blank lines', () => {
    expect(splitList('2 doodh, atta 5kg\n\n pyaz 1 kg ;bread,')).toEqual([
      '2 doodh',
      'atta 5kg',
      'pyaz 1 kg',
      'bread',
    ]);
    expect(parseShoppingList('a, b').map((l) => l.input)).toEqual(['a', 'b']);
  });

  it('always reads a quantity from 1 to 99 and keeps the typed line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const read = parseListLine(text);
        return read.quantity >= 1 && read.quantity <= MAX_LINE_QUANTITY && read.input === text.trim();
      }),
    );
  });
});

describe('samePackSize: the same quantity within 5%', () => {
  it.each([
    [{ value: 1, unit: 'kg' }, { value: 1000, unit: 'g' }, true],
    [{ value: 1, unit: 'l' }, { value: 975, unit: 'ml' }, true],
    [{ value: 1, unit: 'l' }, { value: 900, unit: 'ml' }, false],
    [{ value: 500, unit: 'g' }, { value: 500, unit: 'ml' }, false],
    [{ value: 12, unit: 'pcs' }, { value: 12, unit: 'pcs' }, true],
  ] as const)('%o ~ %o: %s', (a, b, same) => {
    expect(samePackSize({ ...a, count: 1 }, { ...b, count: 1 })).toBe(same);
  });
});

describe('mergeBaskets: both baskets, the larger quantity of a line in both', () => {
  const line = (productId: string, variant: string, quantity: number, price = 10): CartItem => ({
    productId,
    productName: productId,
    brand: 'B',
    variant,
    quantity,
    platformData: [{ merchantName: 'blinkit', price, mrp: price, img: '', name: productId }],
  });

  it('keeps the account’s lines first, adds the browser’s, takes the larger quantity', () => {
    const merged = mergeBaskets(
      [line('milk', '1 l', 1, 50), line('atta', '5 kg', 2)],
      [line('milk', '1 l', 3, 48), line('rice', '1 kg', 1), line('atta', '1 kg', 1)],
    );
    expect(merged.map((l) => [l.productId, l.variant, l.quantity])).toEqual([
      ['milk', '1 l', 3],
      ['atta', '5 kg', 2],
      ['rice', '1 kg', 1],
      ['atta', '1 kg', 1],
    ]);
    // The browser's offers are the fresher ones.
    expect(merged[0]!.platformData[0]!.price).toBe(48);
  });

  it('is idempotent and never loses a line', () => {
    const item = fc
      .tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom('1 kg', '500 g'), fc.integer({ min: 1, max: 9 }))
      .map(([p, v, q]) => line(p, v, q));
    const basket = fc
      .array(item, { maxLength: 6 })
      .map((items) =>
        items.filter(
          (x, i) => items.findIndex((y) => y.productId === x.productId && y.variant === x.variant) === i,
        ),
      );
    fc.assert(
      fc.property(basket, basket, (account, browser) => {
        const merged = mergeBaskets(account, browser);
        const keys = new Set(merged.map((l) => `${l.productId}|${l.variant}`));
        const all = [...account, ...browser];
        return (
          keys.size === merged.length &&
          all.every(
            (l) =>
              (merged.find((m) => m.productId === l.productId && m.variant === l.variant)?.quantity ?? 0) >=
              l.quantity,
          ) &&
          JSON.stringify(mergeBaskets(merged, browser)) === JSON.stringify(merged)
        );
      }),
    );
  });
});

describe('countPieces: a bare number for a product sold by the piece', () => {
  const eggs = ['6 pcs', '12 pcs', '30 pcs'];
  const line = (text: string) => parseListLine(text);

  it('is the variant of exactly that many pieces when there is one', () => {
    expect(countPieces(line('anda 12'), '6 pcs', eggs)).toEqual({ variant: '12 pcs', quantity: 1 });
    expect(countPieces(line('anda 30'), '6 pcs', eggs)).toEqual({ variant: '30 pcs', quantity: 1 });
  });

  it('else enough packs of the chosen variant to hold them', () => {
    expect(countPieces(line('anda 18'), '6 pcs', eggs)).toEqual({ variant: '6 pcs', quantity: 3 });
    expect(countPieces(line('anda 10'), '6 pcs', eggs)).toEqual({ variant: '6 pcs', quantity: 2 });
  });

  it('leaves packs as packs: fewer pieces than a pack, a count of packs, a pack size, a product by weight', () => {
    expect(countPieces(line('anda 2'), '6 pcs', eggs)).toEqual({ variant: '6 pcs', quantity: 2 });
    expect(countPieces(line('anda x12'), '6 pcs', eggs)).toEqual({ variant: '6 pcs', quantity: 12 });
    expect(countPieces(line('anda 12 pcs'), '6 pcs', eggs)).toEqual({ variant: '6 pcs', quantity: 12 });
    expect(countPieces(line('eggs 1 dozen 2'), '12 pcs', eggs)).toEqual({ variant: '12 pcs', quantity: 2 });
    expect(countPieces(line('doodh 2'), '500 ml', ['500 ml', '1 l'])).toEqual({
      variant: '500 ml',
      quantity: 2,
    });
    expect(countPieces(line('maggi 8'), '4 x 70 g', ['4 x 70 g'])).toEqual({
      variant: '4 x 70 g',
      quantity: 8,
    });
  });
});
