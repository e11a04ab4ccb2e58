import {
  type BasketOffer,
  type CartItem,
  mergePriceQuote,
  mergeRefreshIntoItems,
  NOT_LISTED,
  type PriceQuote,
  readRefreshAnswer,
} from '@compare/core';
import { describe, expect, it } from 'vitest';

const old: BasketOffer = {
  merchantName: 'blinkit',
  price: 50,
  mrp: 60,
  img: 'a.svg',
  name: 'Milk',
  discount: 17,
  isOutOfStock: false,
};

describe('mergePriceQuote', () => {
  it.each([
    ['an Error', new Error('boom')],
    ['null', null],
    ['undefined', undefined],
  ])('a failed fetch (%s) keeps the old offer', (_name, result) => {
    expect(mergePriceQuote(old, result)).toBe(old);
  });

  it('takes numeric price and mrp and recomputes discount', () => {
    expect(mergePriceQuote(old, { price: 45, mrp: 60, available: true })).toEqual({
      ...old,
      price: 45,
      mrp: 60,
      discount: 25,
      isOutOfStock: false,
    });
  });

  it('a live quote clears the stale mark; a quote that is itself the last known price keeps it', () => {
    const stale: BasketOffer = { ...old, stale: true, observedAt: '2026-11-01T10:00:00.000Z' };
    expect(mergePriceQuote(stale, { price: 45, mrp: 60, available: true })).not.toHaveProperty('stale');
    expect(mergePriceQuote(stale, { price: 45, mrp: 60, available: true, stale: true }).stale).toBe(true);
    expect(mergePriceQuote(stale, new Error('timed out'))).toBe(stale);
  });

  it('accepts numeric strings', () => {
    const merged = mergePriceQuote(old, { price: '42.5', mrp: ' 50 ', available: null });
    expect([merged.price, merged.mrp, merged.discount]).toEqual([42.5, 50, 15]);
  });

  it.each([
    ['NaN', Number.NaN],
    ['empty string', ''],
    ['blank string', '   '],
    ['null', null],
    ['object', { value: 3 }],
    ['word', 'abc'],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['boolean', true],
    ['undefined', undefined],
  ])('a non-numeric price (%s) keeps the old price', (_name, price) => {
    const merged = mergePriceQuote(old, { price, mrp: 80, available: true } as unknown as PriceQuote);
    expect(merged.price).toBe(50);
    expect(merged.mrp).toBe(80);
    expect(merged.discount).toBe(38);
  });

  it.each([
    ['NaN', Number.NaN],
    ['empty string', ''],
    ['null', null],
    ['object', {}],
  ])('a non-numeric mrp (%s) keeps the old mrp', (_name, mrp) => {
    const merged = mergePriceQuote(old, { price: 30, mrp, available: true } as unknown as PriceQuote);
    expect(merged.mrp).toBe(60);
    expect(merged.price).toBe(30);
    expect(merged.discount).toBe(50);
  });

  it('sets discount 0 when the new price reaches the mrp', () => {
    expect(mergePriceQuote(old, { price: 60, mrp: 60, available: true }).discount).toBe(0);
  });

  it.each([
    [true, false, false],
    [true, true, false],
    [false, false, true],
    [false, true, true],
    ['true', true, true],
    ['false', false, false],
    [null, true, true],
    [null, false, false],
    [undefined, true, true],
  ])('available %j with old out-of-stock %s -> out of stock %s', (available, wasOut, isOut) => {
    const merged = mergePriceQuote({ ...old, isOutOfStock: wasOut }, {
      price: 50,
      mrp: 60,
      available,
    } as PriceQuote);
    expect(merged.isOutOfStock).toBe(isOut);
  });

  it('does not mutate the old offer', () => {
    const copy = { ...old };
    mergePriceQuote(old, { price: 1, mrp: 2, available: false });
    expect(old).toEqual(copy);
  });
});

describe('mergeRefreshIntoItems', () => {
  const item: CartItem = {
    productId: 'p1',
    productName: 'Milk',
    brand: 'Amul',
    variant: '500 ml',
    quantity: 2,
    platformData: [old, { ...old, merchantName: 'zepto', price: 55 }],
  };
  const other: CartItem = { ...item, productId: 'p2' };

  it('merges results by productId, variant and merchant (case-insensitive)', () => {
    const [merged, untouched] = mergeRefreshIntoItems(
      [item, other],
      [
        {
          productId: 'p1',
          variant: '500 ml',
          merchantName: 'ZEPTO',
          result: { price: 48, mrp: 60, available: false },
        },
        { productId: 'p1', variant: '500 ml', merchantName: 'blinkit', result: new Error('timeout') },
      ],
    );
    expect(merged?.platformData[0]).toBe(old);
    expect(merged?.platformData[1]).toMatchObject({
      merchantName: 'zepto',
      price: 48,
      discount: 20,
      isOutOfStock: true,
    });
    expect(merged?.quantity).toBe(2);
    expect(untouched).toBe(other);
  });

  it('ignores results for another variant', () => {
    const result = mergeRefreshIntoItems(
      [item],
      [
        {
          productId: 'p1',
          variant: '1 l',
          merchantName: 'blinkit',
          result: { price: 1, mrp: 1, available: true },
        },
      ],
    );
    expect(result[0]).toBe(item);
  });

  it('returns a copy of the list when there are no results', () => {
    const items = [item];
    const result = mergeRefreshIntoItems(items, []);
    expect(result).toEqual(items);
    expect(result).not.toBe(items);
  });
});

describe('an offer its merchant no longer lists', () => {
  it('is marked delisted and kept; a later quote lists it again; a failed fetch changes nothing', () => {
    const gone = mergePriceQuote(old, NOT_LISTED);
    expect(gone).toEqual({ ...old, delisted: true });
    expect(mergePriceQuote(gone, NOT_LISTED)).toEqual(gone);
    expect(mergePriceQuote(gone, new Error('timed out'))).toBe(gone);
    expect(mergePriceQuote(gone, { price: 45, mrp: 60, available: true })).not.toHaveProperty('delisted');
  });

  it("reads the batch refresh's PRICE_NOT_FOUND as not listed, other failures as errors", () => {
    const quote = { price: 40, mrp: 50, available: true };
    expect(readRefreshAnswer({ platform: 'blinkit', url: 'u', ok: true, data: quote })).toBe(quote);
    expect(
      readRefreshAnswer({
        platform: 'blinkit',
        url: 'u',
        ok: false,
        error: { code: 'PRICE_NOT_FOUND', message: 'blinkit does not list this product here' },
      }),
    ).toBe(NOT_LISTED);
    const busy = readRefreshAnswer({
      platform: 'blinkit',
      url: 'u',
      ok: false,
      error: { code: 'NOT_SERVED_HERE', message: 'blinkit does not deliver here' },
    });
    expect(busy).toBeInstanceOf(Error);
    expect((busy as Error).message).toBe('blinkit does not deliver here');
    expect((readRefreshAnswer({ platform: 'x', url: 'u', ok: false, error: 'down' }) as Error).message).toBe(
      'down',
    );
    expect((readRefreshAnswer(undefined) as Error).message).toBe('No price');
  });
});
