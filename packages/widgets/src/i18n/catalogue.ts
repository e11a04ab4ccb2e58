// Which catalogue the provider shows. English ships with the widgets; Hindi (~8 kB brotli) is a
// module of its own, loaded when a provider first asks for it, so English pages never download it.
import { messages as englishMessages, type Messages } from '@compare/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CompareLocale } from '../context';

let hindi: Messages | null = null;
let loadingHindi: Promise<Messages> | null = null;

function loadHindi(): Promise<Messages> {
  loadingHindi ??= import('./hi').then((module) => {
    hindi = module.hiMessages;
    return hindi;
  });
  return loadingHindi;
}

/** The locale's catalogue when it is already here (English always is), else null. */
function loaded(locale: CompareLocale): Messages | null {
  return locale === 'hi' ? hindi : englishMessages;
}

/** True when the overrides hold every key: a whole catalogue the partner preloaded. */
function isWhole(overrides: Partial<Messages> | undefined): boolean {
  return overrides !== undefined && Object.keys(englishMessages).every((key) => key in overrides);
}

/**
 * The locale's catalogue with the partner's overrides on top. A provider that first renders in
 * Hindi before the catalogue is here suspends until it arrives, so a Hindi page never shows English
 * first: on a server, streaming rendering waits for it; while hydrating, React keeps the server's
 * Hindi markup until it is here. A later switch keeps the language shown until the new one is in.
 * Overrides that hold every key (`messages={hiMessages}`) are used at once, nothing loaded.
 */
export function useCatalogue(locale: CompareLocale, overrides: Partial<Messages> | undefined): Messages {
  const whole = useMemo(() => isWhole(overrides), [overrides]);
  const ready = whole ? englishMessages : loaded(locale);
  const shown = useRef<Messages | null>(null);
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadHindi().then(() => {
      if (live) setArrived((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  if (ready) shown.current = ready;
  const base = ready ?? shown.current;
  const catalogue = useMemo(() => (base ? { ...base, ...overrides } : null), [base, overrides]);
  if (!catalogue) throw loadHindi();
  return catalogue;
}
