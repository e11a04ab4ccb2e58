import { useEffect, useMemo, useState } from 'react';
import { useCompare } from '../../context';

/** One suggestion under the search box. */
export interface SearchSuggestion {
  text: string;
  /** Where it comes from: the shopper's own recent searches, or the catalogue's terms and brands. */
  source: 'recent' | 'term' | 'brand';
}

/** Catalogue suggestions are asked for from this many characters on. */
const MIN_CATALOGUE_CHARS = 2;
/** Most suggestions shown. */
const MAX_SUGGESTIONS = 8;
/** Wait this long after the last keystroke before asking the API. */
const DEBOUNCE_MS = 120;

interface SuggestAnswer {
  success?: boolean;
  data?: Array<{ text?: unknown; kind?: unknown }>;
}

function sameStart(a: string, b: string): boolean {
  return a.toLocaleLowerCase().startsWith(b.toLocaleLowerCase());
}

/**
 * Suggestions for what has been typed: matching recent searches first, then (after 2 characters)
 * the catalogue's terms and brands from GET /products/suggest. A failed call suggests nothing more.
 */
export function useSearchSuggestions(text: string, recent: readonly string[]): SearchSuggestion[] {
  const { client } = useCompare();
  const typed = text.trim();
  const [catalogue, setCatalogue] = useState<{ for: string; items: SearchSuggestion[] }>({
    for: '',
    items: [],
  });
  useEffect(() => {
    if ([...typed].length < MIN_CATALOGUE_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client
        .fetchJson<SuggestAnswer>(`/products/suggest?q=${encodeURIComponent(typed)}`, {
          signal: controller.signal,
        })
        .then((answer) => {
          const items = (answer?.data ?? []).flatMap((s): SearchSuggestion[] =>
            typeof s.text === 'string'
              ? [{ text: s.text, source: s.kind === 'brand' ? 'brand' : 'term' }]
              : [],
          );
          setCatalogue({ for: typed, items });
        })
        .catch(() => {
          if (!controller.signal.aborted) setCatalogue({ for: typed, items: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, typed]);
  return useMemo(() => {
    if (typed === '') return [];
    const own = recent
      .filter((r) => sameStart(r, typed) && r.toLocaleLowerCase() !== typed.toLocaleLowerCase())
      .map((r): SearchSuggestion => ({ text: r, source: 'recent' }));
    // While the next answer is on its way, the last one's items that still fit stay shown.
    const fromCatalogue =
      catalogue.for !== '' && sameStart(typed, catalogue.for)
        ? catalogue.items.filter((s) => catalogue.for === typed || sameStart(s.text, typed))
        : [];
    const seen = new Set(own.map((s) => s.text.toLocaleLowerCase()));
    const rest = fromCatalogue.filter((s) => {
      const key = s.text.toLocaleLowerCase();
      if (seen.has(key) || key === typed.toLocaleLowerCase()) return false;
      seen.add(key);
      return true;
    });
    return [...own, ...rest].slice(0, MAX_SUGGESTIONS);
  }, [typed, recent, catalogue]);
}
