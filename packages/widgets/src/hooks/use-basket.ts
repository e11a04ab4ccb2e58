import {
  type BasketOffer,
  basketTotal,
  type CartItem,
  distinctLines,
  merchantsInBasket,
  totalQuantity,
} from '@compare/core';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../context';
import type { NewBasketLine } from '../stores/basket-store';

/** The basket of the nearest provider with its derived totals. */
export interface BasketApi {
  items: CartItem[];
  /** False until the stored basket has been read after mount. */
  hydrated: boolean;
  /** Sum of quantities. */
  count: number;
  /** Number of distinct lines (the floating cart's badge). */
  lines: number;
  /** Side-sheet total in rupees: lowest price across merchants × quantity, exact to the paisa. */
  total: number;
  /** Lower-cased merchant keys present in the basket. */
  merchants: string[];
  /** Adds a line or 1 to it; true when the line is new. */
  add: (line: NewBasketLine) => boolean;
  setQuantity: (productId: string, variant: string, quantity: number) => void;
  remove: (productId: string, variant: string) => void;
  replacePrices: (productId: string, variant: string, platformData: BasketOffer[]) => void;
  /** Turns a line's 'Any brand' switch on or off. */
  setAnyBrand: (productId: string, variant: string, on: boolean) => void;
  clear: () => void;
  /** Quantity of a line, 0 when absent. */
  quantityOf: (productId: string, variant: string) => number;
}

/** Reads and changes the provider's basket. */
export function useBasket(): BasketApi {
  const store = useCompare().stores.basket;
  const items = useStore(store, (s) => s.items);
  const hydrated = useStore(store, (s) => s.hydrated);
  return useMemo(() => {
    const state = store.getState();
    return {
      items,
      hydrated,
      count: totalQuantity(items),
      lines: distinctLines(items),
      total: basketTotal(items),
      merchants: merchantsInBasket(items),
      add: state.add,
      setQuantity: state.setQuantity,
      remove: state.remove,
      replacePrices: state.replacePrices,
      setAnyBrand: state.setAnyBrand,
      clear: state.clear,
      quantityOf: (productId, variant) =>
        items.find((i) => i.productId === productId && i.variant === variant)?.quantity ?? 0,
    };
  }, [store, items, hydrated]);
}
