// The shopper's delivery deadline on /my-cart ('Arrives within 20 min'), kept in browser storage
// under `arrivesWithin` as plain minutes ("20"), beside the basket; no value means any time.
// zustand's `persist` does the reading and writing through the provider's storage adapter, so a
// partner's adapter keeps it like the other stored keys.
import type { StorageAdapter } from '@compare/core';
import { hasDeadline } from '@compare/core';
import type { PersistStorage } from 'zustand/middleware';
import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { plainStorage } from './persisted';

/** Storage key of the delivery deadline. */
export const ARRIVES_WITHIN_KEY = 'arrivesWithin';

/** The longest deadline read from storage, in minutes (anything longer reads as a typo). */
const MAX_MINUTES = 24 * 60;

/** State and actions of one provider's delivery deadline. */
export interface DeadlineState {
  /** Latest arrival the shopper accepts, in minutes; null for any time. */
  arrivesWithin: number | null;
  set: (minutes: number | null) => void;
  /** Reads the stored deadline once (after mount, so SSR and hydration agree). */
  hydrate: () => void;
}

/** Delivery deadline store of one provider. */
export type DeadlineStore = StoreApi<DeadlineState>;

type Stored = Pick<DeadlineState, 'arrivesWithin'>;

function minutesOf(value: unknown): number | null {
  const minutes = typeof value === 'number' ? value : Number(value);
  return hasDeadline(minutes) && minutes <= MAX_MINUTES ? Math.round(minutes) : null;
}

function deadlineStorage(storage: StorageAdapter, log: (...args: unknown[]) => void): PersistStorage<Stored> {
  return plainStorage<Stored>(
    storage,
    (raw) => {
      if (raw === null) return undefined;
      const minutes = minutesOf(raw.trim());
      // A garbled value is logged and read as "any time"; the next choice overwrites it.
      if (minutes === null) log('Failed to read the stored delivery deadline', raw);
      return { arrivesWithin: minutes };
    },
    (state) => (state.arrivesWithin === null ? null : String(state.arrivesWithin)),
  );
}

/** Creates one provider's delivery deadline store. */
export function createDeadlineStore(
  storage: StorageAdapter,
  log: (...args: unknown[]) => void,
): DeadlineStore {
  const store = createStore<DeadlineState>()(
    persist(
      (set) => ({
        arrivesWithin: null,
        set: (minutes) => set({ arrivesWithin: minutesOf(minutes) }),
        hydrate: () => {
          void store.persist.rehydrate();
        },
      }),
      {
        name: ARRIVES_WITHIN_KEY,
        storage: deadlineStorage(storage, log),
        partialize: (state) => ({ arrivesWithin: state.arrivesWithin }),
        skipHydration: true,
      },
    ),
  );
  return store;
}
