import { STORAGE_KEYS, type StorageAdapter, type Theme } from '@compare/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The shopper's light/dark choice (spec §4 Theme). */
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
  return createStore<ThemeState>()((set) => ({
    chosen: null,
    setTheme: (theme) => {
      storage.setItem(STORAGE_KEYS.theme, theme);
      set({ chosen: theme });
    },
    hydrate: () => {
      const stored = storage.getItem(STORAGE_KEYS.theme);
      if (isTheme(stored)) set({ chosen: stored });
    },
  }));
}
