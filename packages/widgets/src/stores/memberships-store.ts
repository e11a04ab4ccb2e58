// The memberships the shopper holds (Zepto Pass, Swiggy One, ...), kept in browser storage under
// `memberships` as a JSON list of keys, like the basket. zustand's `persist` does the reading and
// writing; the storage below only keeps the stored value a plain list instead of persist's
// `{state, version}` envelope, so it reads the same as the other stored keys.
import type { StorageAdapter } from '@compare/core';
import { type PersistStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { plainStorage } from './persisted';

/** Storage key of the held memberships. */
export const MEMBERSHIPS_KEY = 'memberships';

/** State and actions of one provider's memberships. */
export interface MembershipsState {
  /** Membership keys held, e.g. ["zepto_pass"]. */
  held: string[];
  /** True when a partner set them through the provider: the shopper's choice is then not stored. */
  fixed: boolean;
  set: (membership: string, holds: boolean) => void;
  /** Reads the stored memberships once (after mount, so SSR and hydration agree). */
  hydrate: () => void;
}

/** Memberships store of one provider. */
export type MembershipsStore = StoreApi<MembershipsState>;

type Stored = Pick<MembershipsState, 'held'>;

function listStorage(storage: StorageAdapter, log: (...args: unknown[]) => void): PersistStorage<Stored> {
  return plainStorage<Stored>(
    storage,
    (raw) => {
      if (raw === null) return undefined;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (!Array.isArray(parsed)) throw new Error('not a list');
        return { held: parsed.filter((key): key is string => typeof key === 'string') };
      } catch (error) {
        // A garbled value is logged and read as "no memberships"; the next change overwrites it.
        log('Failed to read stored memberships', error);
        return undefined;
      }
    },
    (state) => JSON.stringify(state.held),
  );
}

/**
 * Creates one provider's memberships store. With `preset` (a partner's list) the memberships are
 * fixed to it and nothing is read from or written to storage.
 */
export function createMembershipsStore(
  storage: StorageAdapter,
  log: (...args: unknown[]) => void,
  preset?: readonly string[],
): MembershipsStore {
  if (preset) {
    return createStore<MembershipsState>()(() => ({
      held: [...preset],
      fixed: true,
      set: () => {},
      hydrate: () => {},
    }));
  }
  const store = createStore<MembershipsState>()(
    persist(
      (set, get) => ({
        held: [],
        fixed: false,
        set: (membership, holds) => {
          const others = get().held.filter((key) => key !== membership);
          set({ held: holds ? [...others, membership] : others });
        },
        hydrate: () => {
          void store.persist.rehydrate();
        },
      }),
      {
        name: MEMBERSHIPS_KEY,
        storage: listStorage(storage, log),
        partialize: (state) => ({ held: state.held }),
        skipHydration: true,
      },
    ),
  );
  return store;
}
