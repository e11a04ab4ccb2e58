import type { Theme } from '@compare/core';
import { useTheme } from '@compare/ui';
import { useCallback } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../context';

/** The effective light/dark theme and its toggle. */
export interface ThemeModeApi {
  /** Stored choice, else the partner's appearance or the system preference (light on the server). */
  theme: Theme;
  /** True when the theme comes from the shopper's stored choice. */
  chosen: boolean;
  toggle: () => void;
  setTheme: (theme: Theme) => void;
}

/** Reads and switches the provider's theme (the stored theme, else the system's; the toggle persists). */
export function useThemeMode(): ThemeModeApi {
  const store = useCompare().stores.theme;
  const chosen = useStore(store, (s) => s.chosen);
  const setTheme = useStore(store, (s) => s.setTheme);
  // The ThemeProvider resolves 'system' through matchMedia, SSR-safely.
  const theme = useTheme().resolvedAppearance;
  const toggle = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [setTheme, theme]);
  return { theme, chosen: chosen !== null, toggle, setTheme };
}
