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

/** The Devanagari face of styles.css, as the Font Loading API names it. */
const DEVANAGARI_FONT = '1em "Noto Sans Devanagari Variable"';
/** Longest the first Hindi render waits for the font; after that the text swaps in when it lands. */
const FONT_WAIT_MS = 1500;

/**
 * Resolves once the Devanagari font is ready when the stored language is Hindi (at most 1.5 s), at
 * once otherwise. Rendering Hindi before the font has arrived leaves some text as empty boxes in
 * Chromium on devices without a Devanagari font, even after the font loads.
 */
export function fontsReadyForLocale(): Promise<void> {
  if (readLocale(browserStorage()) !== 'hi' || typeof document === 'undefined' || !document.fonts) {
    return Promise.resolve();
  }
  const loaded = document.fonts.load(DEVANAGARI_FONT, 'हिन्दी').then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
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
