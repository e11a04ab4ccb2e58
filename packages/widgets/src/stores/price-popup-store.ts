import { STORAGE_KEYS, type StorageAdapter } from '@compare/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The calendar date (local, YYYY-MM-DD) the price-refresh popup was last shown. */
export interface PricePopupState {
  lastShown: string | null;
  /** True once the stored date has been read (after mount). */
  hydrated: boolean;
  markShown: (date: string) => void;
  hydrate: () => void;
}

/** One provider's price-popup store. */
export type PricePopupStore = StoreApi<PricePopupState>;

/** Local calendar date of a moment as YYYY-MM-DD (the popup shows at most once per calendar day). */
export function calendarDate(moment: Date): string {
  const y = moment.getFullYear();
  const m = String(moment.getMonth() + 1).padStart(2, '0');
  const d = String(moment.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Creates one provider's price-popup store. */
export function createPricePopupStore(storage: StorageAdapter): PricePopupStore {
  return createStore<PricePopupState>()((set) => ({
    lastShown: null,
    hydrated: false,
    markShown: (date) => {
      storage.setItem(STORAGE_KEYS.pricePopupDate, date);
      set({ lastShown: date });
    },
    hydrate: () => set({ lastShown: storage.getItem(STORAGE_KEYS.pricePopupDate), hydrated: true }),
  }));
}
