import { createMemoryStorage, STORAGE_KEYS } from '@compare/core';
import { createBasketStore } from '../src/stores/basket-store';
import { createDeadlineStore } from '../src/stores/deadline-store';
import { createLocationStore } from '../src/stores/location-store';
import { createMembershipsStore } from '../src/stores/memberships-store';
import { calendarDate, createPricePopupStore } from '../src/stores/price-popup-store';
import { createRecentSearchesStore, RECENT_SEARCHES_LIMIT } from '../src/stores/recent-searches-store';
import { createThemeStore } from '../src/stores/theme-store';

const line = {
  productId: 'p1',
  productName: 'Milk',
  brand: 'Amul',
  variant: '1 l',
  platformData: [{ merchantName: 'blinkit', price: 54, mrp: 56, img: '', name: 'Milk' }],
};

describe('basket store', () => {
  test('add says whether the line is new; an existing line gains 1', () => {
    const store = createBasketStore(createMemoryStorage(), () => undefined);
    store.getState().hydrate();
    expect(store.getState().add(line)).toBe(true);
    expect(store.getState().add(line)).toBe(false);
    expect(store.getState().items[0]?.quantity).toBe(2);
    expect(store.getState().add({ ...line, variant: '500 ml' })).toBe(true);
    expect(store.getState().items).toHaveLength(2);
  });

  test('a quantity below 1 removes the line; remove, replacePrices and clear work', () => {
    const storage = createMemoryStorage();
    const store = createBasketStore(storage, () => undefined);
    store.getState().hydrate();
    store.getState().add(line);
    store
      .getState()
      .replacePrices('p1', '1 l', [{ merchantName: 'blinkit', price: 50, mrp: 56, img: '', name: 'Milk' }]);
    expect(store.getState().items[0]?.platformData[0]?.price).toBe(50);
    store.getState().setQuantity('p1', '1 l', 0);
    expect(store.getState().items).toEqual([]);
    store.getState().add(line);
    store.getState().remove('p1', '1 l');
    expect(store.getState().items).toEqual([]);
    store.getState().add(line);
    store.getState().clear();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.cart) ?? 'null')).toEqual([]);
  });

  test('nothing is written before hydration; a line added early is kept on top of the stored basket', () => {
    const storage = createMemoryStorage({ cart: JSON.stringify([{ ...line, quantity: 2 }]) });
    const store = createBasketStore(storage, () => undefined);
    store.getState().add(line);
    expect(JSON.parse(storage.getItem('cart') ?? '[]')[0].quantity).toBe(2);
    store.getState().hydrate();
    expect(store.getState().items[0]?.quantity).toBe(3);
    expect(JSON.parse(storage.getItem('cart') ?? '[]')[0].quantity).toBe(3);
  });

  test('a corrupt stored basket is logged and starts empty', () => {
    const logged: unknown[] = [];
    const store = createBasketStore(createMemoryStorage({ cart: '[oops' }), (...args) => logged.push(args));
    store.getState().hydrate();
    expect(store.getState().items).toEqual([]);
    expect(logged).toHaveLength(1);
  });
});

describe('location store', () => {
  test('setPoint stores lat, lon and address under the spec keys', () => {
    const storage = createMemoryStorage();
    const store = createLocationStore(storage);
    expect(store.getState().hydrate()).toBe(false);
    store.getState().setPoint(12.5, 77.25, 'Somewhere');
    expect([storage.getItem('lat'), storage.getItem('lon'), storage.getItem('address')]).toEqual([
      '12.5',
      '77.25',
      'Somewhere',
    ]);
    expect(store.getState().status).toBe('ready');
    const again = createLocationStore(storage);
    expect(again.getState().hydrate()).toBe(true);
    expect(again.getState()).toMatchObject({ latitude: 12.5, longitude: 77.25, address: 'Somewhere' });
  });

  test('unparseable stored coordinates count as none', () => {
    const store = createLocationStore(createMemoryStorage({ lat: 'abc', lon: '72' }));
    expect(store.getState().hydrate()).toBe(false);
  });
});

describe('theme, recent searches and price popup stores', () => {
  test('theme persists under "theme" and reads it back', () => {
    const storage = createMemoryStorage();
    createThemeStore(storage).getState().setTheme('dark');
    expect(storage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    const store = createThemeStore(storage);
    store.getState().hydrate();
    expect(store.getState().chosen).toBe('dark');
    const ignored = createThemeStore(createMemoryStorage({ theme: 'purple' }));
    ignored.getState().hydrate();
    expect(ignored.getState().chosen).toBeNull();
  });

  test('recent searches: newest first, no blanks, no duplicates, limited', () => {
    const storage = createMemoryStorage();
    const store = createRecentSearchesStore(storage);
    store.getState().record('  ');
    expect(storage.getItem(STORAGE_KEYS.recentSearches)).toBeNull();
    for (let i = 0; i < RECENT_SEARCHES_LIMIT + 2; i += 1) store.getState().record(`item ${i}`);
    store.getState().record('ITEM 9');
    const saved = JSON.parse(storage.getItem('recentSearches') ?? '[]');
    expect(saved[0]).toBe('ITEM 9');
    expect(saved).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(saved.filter((s: string) => s.toLowerCase() === 'item 9')).toHaveLength(1);
  });

  test('the price popup date is kept as a local calendar date under its key', () => {
    const storage = createMemoryStorage();
    const store = createPricePopupStore(storage);
    const today = calendarDate(new Date(2026, 10, 2, 23, 30));
    expect(today).toBe('2026-11-02');
    store.getState().markShown(today);
    expect(storage.getItem(STORAGE_KEYS.pricePopupDate)).toBe('2026-11-02');
    const again = createPricePopupStore(storage);
    expect(again.getState().hydrated).toBe(false);
    again.getState().hydrate();
    expect(again.getState()).toMatchObject({ lastShown: '2026-11-02', hydrated: true });
  });

  test('memberships are stored as a JSON list under "memberships" and read back after mount', () => {
    const storage = createMemoryStorage();
    const store = createMembershipsStore(storage, () => undefined);
    store.getState().hydrate();
    store.getState().set('zepto_pass', true);
    store.getState().set('bbstar', true);
    store.getState().set('zepto_pass', false);
    expect(storage.getItem('memberships')).toBe('["bbstar"]');
    const again = createMembershipsStore(storage, () => undefined);
    expect(again.getState().held).toEqual([]);
    again.getState().hydrate();
    expect(again.getState().held).toEqual(['bbstar']);
  });

  test('garbled stored memberships are logged and read as none; a partner preset is never stored', () => {
    const logs: unknown[][] = [];
    const storage = createMemoryStorage({ memberships: '{oops' });
    const store = createMembershipsStore(storage, (...args) => logs.push(args));
    store.getState().hydrate();
    expect(store.getState().held).toEqual([]);
    expect(logs[0]?.[0]).toBe('Failed to read stored memberships');
    const preset = createMembershipsStore(createMemoryStorage(), () => undefined, ['swiggy_one']);
    preset.getState().hydrate();
    expect(preset.getState()).toMatchObject({ held: ['swiggy_one'], fixed: true });
  });

  test('the delivery deadline is stored as plain minutes under "arrivesWithin"; any time removes it', () => {
    const storage = createMemoryStorage({ cart: '[]' });
    const store = createDeadlineStore(storage, () => undefined);
    store.getState().hydrate();
    expect(store.getState().arrivesWithin).toBeNull();
    store.getState().set(20);
    expect(storage.getItem('arrivesWithin')).toBe('20');
    const again = createDeadlineStore(storage, () => undefined);
    expect(again.getState().arrivesWithin).toBeNull();
    again.getState().hydrate();
    expect(again.getState().arrivesWithin).toBe(20);
    again.getState().set(null);
    expect(storage.getItem('arrivesWithin')).toBeNull();
    // The basket beside it is left alone.
    expect(storage.getItem('cart')).toBe('[]');
  });

  test('a garbled stored deadline is logged and read as any time; a partner adapter keeps it', () => {
    const logs: unknown[][] = [];
    const store = createDeadlineStore(createMemoryStorage({ arrivesWithin: 'soon' }), (...args) =>
      logs.push(args),
    );
    store.getState().hydrate();
    expect(store.getState().arrivesWithin).toBeNull();
    expect(logs[0]?.[0]).toBe('Failed to read the stored delivery deadline');
    // A partner's own adapter (here a plain object over a Map) reads and writes the same plain value.
    const kept = new Map<string, string>([['arrivesWithin', '15']]);
    const adapter = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    const partner = createDeadlineStore(adapter, () => undefined);
    partner.getState().hydrate();
    expect(partner.getState().arrivesWithin).toBe(15);
    partner.getState().set(10);
    expect(kept.get('arrivesWithin')).toBe('10');
  });
});
