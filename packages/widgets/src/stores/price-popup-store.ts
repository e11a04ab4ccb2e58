import { STORAGE_KEYS, type StorageAdapter } from '@compare/core';
import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { plainStorage } from './persisted';

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

/** Creates one provider's price-popup store; storage is read only by `hydrate` (after mount). */
export function createPricePopupStore(storage: StorageAdapter): PricePopupStore {
  const store = createStore<PricePopupState>()(
    persist(
      (set) => ({
        lastShown: null,
        hydrated: false,
        markShown: (date) => set({ lastShown: date }),
        hydrate: () => {
          void store.persist.rehydrate();
          set({ hydrated: true });
        },
      }),
      {
        name: STORAGE_KEYS.pricePopupDate,
        // The plain date text, as the spec stores it.
        storage: plainStorage<Pick<PricePopupState, 'lastShown'>>(
          storage,
          (raw) => (raw === null ? undefined : { lastShown: raw }),
          (state) => state.lastShown,
        ),
        partialize: (state) => ({ lastShown: state.lastShown }),
        skipHydration: true,
      },
    ),
  );
  return store;
}
