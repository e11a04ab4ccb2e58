import { STORAGE_KEYS, type StorageAdapter, type Theme } from '@compare/core';
import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { plainStorage } from './persisted';

/** The shopper's light/dark choice, stored and restored at start. */
export interface ThemeState {
  /** The stored choice, or null when the shopper has not chosen (the provider's appearance applies). */
  chosen: Theme | null;
  setTheme: (theme: Theme) => void;
  hydrate: () => void;
}

/** A partner's default appearance. */
export type ThemeAppearance = Theme | 'system';

/** One provider's theme store. */
export type ThemeStore = StoreApi<ThemeState>;

function isTheme(value: string | null): value is Theme {
  return value === 'light' || value === 'dark';
}

/** Creates one provider's theme store; storage is only read in `hydrate`. */
export function createThemeStore(storage: StorageAdapter): ThemeStore {
  const store = createStore<ThemeState>()(
    persist(
      (set) => ({
        chosen: null,
        setTheme: (theme) => set({ chosen: theme }),
        hydrate: () => {
          void store.persist.rehydrate();
        },
      }),
      {
        name: STORAGE_KEYS.theme,
        // Anything but "light" or "dark" is no choice; no choice is never written over a stored value.
        storage: plainStorage<Pick<ThemeState, 'chosen'>>(
          storage,
          (raw) => (isTheme(raw) ? { chosen: raw } : undefined),
          (state) => state.chosen,
        ),
        partialize: (state) => ({ chosen: state.chosen }),
        skipHydration: true,
      },
    ),
  );
  return store;
}
