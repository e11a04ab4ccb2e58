import {
  type CartItem,
  createMemoryStorage,
  createStorage,
  loadCart,
  STORAGE_KEYS,
  type StorageAdapter,
  saveCart,
} from '@compare/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

const item: CartItem = {
  productId: 'p1',
  productName: 'Amul Taaza',
  brand: 'Amul',
  variant: '500 ml',
  quantity: 2,
  platformData: [{ merchantName: 'blinkit', price: 27, mrp: 28, img: 'a.svg', name: 'Amul Taaza Milk' }],
};

describe('STORAGE_KEYS', () => {
  it('uses the documented keys', () => {
    expect(STORAGE_KEYS).toEqual({
      cart: 'cart',
      lat: 'lat',
      lon: 'lon',
      address: 'address',
      theme: 'theme',
      pricePopupDate: 'lastPricePopupDate',
      recentSearches: 'recentSearches',
    });
  });
});

describe('createMemoryStorage', () => {
  it('gets, sets and removes', () => {
    const storage = createMemoryStorage({ theme: 'dark' });
    expect(storage.getItem('theme')).toBe('dark');
    expect(storage.getItem('missing')).toBeNull();
    storage.setItem('lat', '19.076');
    expect(storage.getItem('lat')).toBe('19.076');
    storage.removeItem('lat');
    expect(storage.getItem('lat')).toBeNull();
  });

  it('keeps separate state per instance', () => {
    const a = createMemoryStorage();
    const b = createMemoryStorage();
    a.setItem('x', '1');
    expect(b.getItem('x')).toBeNull();
  });
});

describe('createStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('falls back to memory when there is no localStorage (SSR, Node)', () => {
    expect('localStorage' in globalThis).toBe(false);
    const storage = createStorage();
    storage.setItem('theme', 'dark');
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('uses globalThis.localStorage when usable', () => {
    const backing = createMemoryStorage();
    vi.stubGlobal('localStorage', backing);
    createStorage().setItem('address', 'Pune');
    expect(backing.getItem('address')).toBe('Pune');
  });

  it('falls back to memory when localStorage throws on write (Safari private mode)', () => {
    const broken: StorageAdapter = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    vi.stubGlobal('localStorage', broken);
    const storage = createStorage();
    storage.setItem('lat', '1');
    expect(storage.getItem('lat')).toBe('1');
  });

  it('prefers the given backing and keeps working when a later write fails', () => {
    const values = new Map<string, string>();
    let full = false;
    const backing: StorageAdapter = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => {
        if (full) throw new Error('quota');
        values.set(key, value);
      },
      removeItem: (key) => {
        values.delete(key);
      },
    };
    const storage = createStorage(backing);
    storage.setItem('cart', '[]');
    expect(values.get('cart')).toBe('[]');
    full = true;
    storage.setItem('cart', '[1]');
    expect(storage.getItem('cart')).toBe('[1]');
    storage.removeItem('cart');
    expect(storage.getItem('cart')).toBeNull();
  });
});

describe('loadCart / saveCart', () => {
  it('round-trips a basket', () => {
    const storage = createMemoryStorage();
    saveCart(storage, [item]);
    expect(storage.getItem('cart')).toBe(JSON.stringify([item]));
    expect(loadCart(storage)).toEqual([item]);
  });

  it('starts empty when nothing is stored, without logging', () => {
    const log = vi.fn();
    expect(loadCart(createMemoryStorage(), log)).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['an object', '{"a":1}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('logs %s and starts empty', (_name, raw) => {
    const log = vi.fn();
    expect(loadCart(createMemoryStorage({ cart: raw }), log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a string', 'x'],
    ['null', null],
    ['no productId', { ...item, productId: undefined }],
    ['quantity 0', { ...item, quantity: 0 }],
    ['fractional quantity', { ...item, quantity: 1.5 }],
    ['platformData not a list', { ...item, platformData: {} }],
    ['an offer without price', { ...item, platformData: [{ merchantName: 'zepto', mrp: 1 }] }],
    [
      'an offer with a string price',
      { ...item, platformData: [{ merchantName: 'zepto', price: '1', mrp: 1 }] },
    ],
  ])('drops an entry with %s', (_name, bad) => {
    const storage = createMemoryStorage({ cart: JSON.stringify([bad, item]) });
    expect(loadCart(storage, vi.fn())).toEqual([item]);
  });

  it('fills missing optional text fields', () => {
    const sparse = {
      productId: 'p',
      variant: 'v',
      quantity: 1,
      platformData: [{ merchantName: 'z', price: 1, mrp: 2 }],
    };
    const storage = createMemoryStorage({ cart: JSON.stringify([sparse]) });
    expect(loadCart(storage)).toEqual([
      {
        productId: 'p',
        productName: '',
        brand: '',
        variant: 'v',
        quantity: 1,
        platformData: [{ merchantName: 'z', price: 1, mrp: 2, img: '', name: '' }],
      },
    ]);
  });
});
