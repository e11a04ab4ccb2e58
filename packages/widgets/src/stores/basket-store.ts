import {
  addItem,
  type BasketOffer,
  type CartItem,
  clearBasket,
  loadCart,
  removeItem,
  replacePrices,
  STORAGE_KEYS,
  type StorageAdapter,
  setLineAnyBrand,
  setQuantity,
} from '@compare/core';
import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { plainStorage } from './persisted';

/** A new basket line: everything but the quantity, which the basket decides. */
export type NewBasketLine = Omit<CartItem, 'quantity'>;

/** State and actions of one provider's basket. */
export interface BasketState {
  items: CartItem[];
  /** True once the stored basket has been read (after mount, so SSR and hydration agree). */
  hydrated: boolean;
  /** Adds a line or 1 to an existing line; returns true when the line is new (the UI toasts only then). */
  add: (line: NewBasketLine) => boolean;
  setQuantity: (productId: string, variant: string, quantity: number) => void;
  remove: (productId: string, variant: string) => void;
  replacePrices: (productId: string, variant: string, platformData: BasketOffer[]) => void;
  /** Turns a line's 'Any brand' switch on or off (stored with the line, so synced for accounts). */
  setAnyBrand: (productId: string, variant: string, on: boolean) => void;
  clear: () => void;
  /** Reads the stored basket once and from then on saves every change. */
  hydrate: () => void;
}

/** Basket store bound to a storage adapter; the store itself never reads storage before `hydrate`. */
export type BasketStore = StoreApi<BasketState>;

type Stored = Pick<BasketState, 'items' | 'hydrated'>;

/** Creates one provider's basket store (no module singleton). */
export function createBasketStore(storage: StorageAdapter, log: (...args: unknown[]) => void): BasketStore {
  const store = createStore<BasketState>()(
    persist(
      (set, get) => ({
        items: [],
        hydrated: false,
        add: (line) => {
          const result = addItem(get().items, line);
          set({ items: result.items });
          return result.added;
        },
        setQuantity: (productId, variant, quantity) =>
          set({ items: setQuantity(get().items, productId, variant, quantity) }),
        remove: (productId, variant) => set({ items: removeItem(get().items, productId, variant) }),
        replacePrices: (productId, variant, platformData) =>
          set({ items: replacePrices(get().items, productId, variant, platformData) }),
        setAnyBrand: (productId, variant, on) =>
          set({ items: setLineAnyBrand(get().items, productId, variant, on) }),
        clear: () => set({ items: clearBasket() }),
        hydrate: () => {
          if (get().hydrated) return;
          const early = get().items;
          void store.persist.rehydrate();
          // Lines added before hydration (a click during the first paint) were merged on top of
          // the stored basket; saving now stores them too.
          if (early.length > 0) set({ items: get().items });
        },
      }),
      {
        name: STORAGE_KEYS.cart,
        // The cart as a JSON list under "cart"; core's loadCart logs a garbled value and starts
        // empty. Nothing is written before the stored basket has been read.
        storage: plainStorage<Stored>(
          storage,
          () => ({ items: loadCart(storage, log), hydrated: true }),
          (state) => (state.hydrated ? JSON.stringify(state.items) : undefined),
        ),
        partialize: (state) => ({ items: state.items, hydrated: state.hydrated }),
        merge: (persisted, current) => {
          let items = (persisted as Stored | undefined)?.items ?? [];
          for (const line of current.items)
            for (let i = 0; i < line.quantity; i += 1) items = addItem(items, line).items;
          return { ...current, items, hydrated: true };
        },
        skipHydration: true,
      },
    ),
  );
  return store;
}
