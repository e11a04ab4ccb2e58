import { useRef } from 'react';

/**
 * `ranked` in the order the shopper first saw: stores already shown keep their places, a store new
 * to the basket joins at the end in its rank. A price refresh re-ranks the stores, but columns that
 * swap under the reader's eyes (and a table whose widths change) cost more than a stale order; the
 * 'Cheapest' tag and the verdict say which store wins.
 */
export function keepShownOrder<T extends { merchant: string }>(
  shown: readonly string[],
  ranked: readonly T[],
): T[] {
  const place = new Map(shown.map((merchant, index) => [merchant, index]));
  const kept = ranked.filter((entry) => place.has(entry.merchant));
  kept.sort((a, b) => (place.get(a.merchant) ?? 0) - (place.get(b.merchant) ?? 0));
  return [...kept, ...ranked.filter((entry) => !place.has(entry.merchant))];
}

/**
 * Holds the store order from the moment it is shown (`shown` true) until the basket's lines or
 * quantities change (`basketKey`): a change the shopper made is answered with a fresh ranking.
 */
export function useShownOrder<T extends { merchant: string }>(
  ranked: readonly T[],
  shown: boolean,
  basketKey: string,
): T[] {
  const held = useRef<{ key: string; order: string[] } | null>(null);
  if (!shown) {
    held.current = null;
    return ranked as T[];
  }
  if (held.current?.key !== basketKey) {
    held.current = { key: basketKey, order: ranked.map((entry) => entry.merchant) };
    return ranked as T[];
  }
  const ordered = keepShownOrder(held.current.order, ranked);
  held.current.order = ordered.map((entry) => entry.merchant);
  return ordered;
}
