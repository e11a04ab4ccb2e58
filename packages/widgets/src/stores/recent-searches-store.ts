import { STORAGE_KEYS, type StorageAdapter } from '@compare/core';
import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { plainStorage } from './persisted';

/** How many recent searches are kept (newest first). */
export const RECENT_SEARCHES_LIMIT = 8;

/** Recent product searches, newest first. */
export interface RecentSearchesState {
  searches: string[];
  /** Records a search; an empty trimmed text is not recorded. */
  record: (text: string) => void;
  clear: () => void;
  hydrate: () => void;
}

/** One provider's recent-searches store. */
export type RecentSearchesStore = StoreApi<RecentSearchesState>;

function parse(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Creates one provider's recent-searches store; storage is only read in `hydrate`. */
export function createRecentSearchesStore(storage: StorageAdapter): RecentSearchesStore {
  const store = createStore<RecentSearchesState>()(
    persist(
      (set, get) => ({
        searches: [],
        record: (text) => {
          const trimmed = text.trim();
          if (trimmed === '') return;
          const rest = get().searches.filter((s) => s.toLowerCase() !== trimmed.toLowerCase());
          set({ searches: [trimmed, ...rest].slice(0, RECENT_SEARCHES_LIMIT) });
        },
        clear: () => set({ searches: [] }),
        hydrate: () => {
          void store.persist.rehydrate();
        },
      }),
      {
        name: STORAGE_KEYS.recentSearches,
        // A JSON list of texts; an empty list removes the key.
        storage: plainStorage<Pick<RecentSearchesState, 'searches'>>(
          storage,
          (raw) => ({ searches: parse(raw) }),
          (state) => (state.searches.length > 0 ? JSON.stringify(state.searches) : null),
        ),
        partialize: (state) => ({ searches: state.searches }),
        skipHydration: true,
      },
    ),
  );
  return store;
}
