import {
  addItem,
  type BasketOffer,
  type CartItem,
  clearBasket,
  loadCart,
  removeItem,
  replacePrices,
  type StorageAdapter,
  saveCart,
  setQuantity,
} from '@compare/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

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
  clear: () => void;
  /** Reads the stored basket once and from then on saves every change. */
  hydrate: () => void;
}

/** Basket store bound to a storage adapter; the store itself never reads storage before `hydrate`. */
export type BasketStore = StoreApi<BasketState>;

/** Creates one provider's basket store (no module singleton). */
export function createBasketStore(storage: StorageAdapter, log: (...args: unknown[]) => void): BasketStore {
  return createStore<BasketState>()((set, get) => {
    const commit = (items: CartItem[]) => {
      set({ items });
      if (get().hydrated) saveCart(storage, items);
    };
    return {
      items: [],
      hydrated: false,
      add: (line) => {
        const result = addItem(get().items, line);
        commit(result.items);
        return result.added;
      },
      setQuantity: (productId, variant, quantity) =>
        commit(setQuantity(get().items, productId, variant, quantity)),
      remove: (productId, variant) => commit(removeItem(get().items, productId, variant)),
      replacePrices: (productId, variant, platformData) =>
        commit(replacePrices(get().items, productId, variant, platformData)),
      clear: () => commit(clearBasket()),
      hydrate: () => {
        if (get().hydrated) return;
        const stored = loadCart(storage, log);
        // Lines added before hydration (a click during the first paint) are kept on top of the stored basket.
        let items = stored;
        for (const line of get().items) {
          for (let i = 0; i < line.quantity; i += 1) {
            items = addItem(items, line).items;
          }
        }
        set({ items, hydrated: true });
        if (get().items.length > 0 && items !== stored) saveCart(storage, items);
      },
    };
  });
}
