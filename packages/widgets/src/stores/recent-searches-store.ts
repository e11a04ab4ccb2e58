import { STORAGE_KEYS, type StorageAdapter } from '@compare/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** How many recent searches are kept (newest first). */
export const RECENT_SEARCHES_LIMIT = 8;

/** Recent product searches, newest first. */
export interface RecentSearchesState {
  searches: string[];
  /** Records a search; an empty trimmed text is not recorded (spec §5). */
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

/** Creates one provider's recent-searches store. */
export function createRecentSearchesStore(storage: StorageAdapter): RecentSearchesStore {
  return createStore<RecentSearchesState>()((set, get) => ({
    searches: [],
    record: (text) => {
      const trimmed = text.trim();
      if (trimmed === '') return;
      const rest = get().searches.filter((s) => s.toLowerCase() !== trimmed.toLowerCase());
      const searches = [trimmed, ...rest].slice(0, RECENT_SEARCHES_LIMIT);
      storage.setItem(STORAGE_KEYS.recentSearches, JSON.stringify(searches));
      set({ searches });
    },
    clear: () => {
      storage.removeItem(STORAGE_KEYS.recentSearches);
      set({ searches: [] });
    },
    hydrate: () => set({ searches: parse(storage.getItem(STORAGE_KEYS.recentSearches)) }),
  }));
}
