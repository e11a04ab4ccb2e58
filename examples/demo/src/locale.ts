import type { CompareLocale } from '@compare/widgets';
import { useCallback, useEffect, useState } from 'react';

/** localStorage key holding the shopper's language choice. */
export const LOCALE_STORAGE_KEY = 'locale';

/** Languages the switch offers, each named in its own script. */
export const LOCALES: ReadonlyArray<{ value: CompareLocale; label: string; lang: string }> = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'hi', label: 'हिन्दी', lang: 'hi' },
];

/** The part of Web Storage the locale needs. */
export interface LocaleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads the stored language; anything unknown (or unreadable storage) means English. */
export function readLocale(storage: LocaleStorage | null): CompareLocale {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    return stored === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

/** Stores the language; a storage that refuses writes (private mode) keeps the choice in memory only. */
export function writeLocale(storage: LocaleStorage | null, locale: CompareLocale): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The in-memory state still switches the language for this visit.
  }
}

function browserStorage(): LocaleStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The active language and its persisted setter; also keeps `<html lang>` in step. */
export function useLocaleChoice(): [CompareLocale, (locale: CompareLocale) => void] {
  const [locale, setLocaleState] = useState<CompareLocale>(() => readLocale(browserStorage()));
  useEffect(() => {
    document.documentElement.lang = LOCALES.find((l) => l.value === locale)?.lang ?? 'en';
  }, [locale]);
  const setLocale = useCallback((next: CompareLocale) => {
    writeLocale(browserStorage(), next);
    setLocaleState(next);
  }, []);
  return [locale, setLocale];
}
