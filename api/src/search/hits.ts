// What a search answers: one page of hits, each a product with what orders it. The index answers
// with product numbers, the catalogue search with catalogue entries; the shape is the same.
import { compareSortKeys } from '@compare/core';
import { TopK } from './top-k';

/** One matching product. */
export interface SearchHit<P> {
  product: P;
  /** Relevance: higher first. */
  score: number;
  /** Between equal scores: lower first (a fixed integer per product). */
  order: number;
  /** The variant matching the typed pack size or count; null when none was typed or none matches. */
  variantId: string | null;
}

/** One page of a search. */
export interface SearchPage<P> {
  /** The page, best first. */
  hits: Array<SearchHit<P>>;
  /** How many matches the page's filter accepted. */
  total: number;
  /** What was searched for when a typed word was corrected ("tomato" for "tomatoe"); else null. */
  searchedFor: string | null;
  /** True when nothing matched every word and the hits are the closest products instead. */
  similar: boolean;
}

/** Which page of which matches, in which order. */
export interface PageRequest<P> {
  /** Which matches count (zone listing, category, brand); called once per match. */
  accept: (product: P) => boolean;
  offset: number;
  limit: number;
  /**
   * A key to order by before relevance (lower first; null last), such as the price a card shows
   * first; relevance alone when absent.
   */
  sortKey?: ((hit: SearchHit<P>) => number | null) | undefined;
}

/** Relevance order of two hits, best first: higher score, then the fixed order between equals. */
export function compareRelevance(a: SearchHit<unknown>, b: SearchHit<unknown>): number {
  return b.score - a.score || a.order - b.order;
}

/**
 * The page `request` asks for out of `hits` (in any order): the accepted ones, counted, and the
 * best offset + limit of them chosen without sorting every hit.
 */
export function selectPage<P>(
  hits: Iterable<SearchHit<P>>,
  request: PageRequest<P>,
): { hits: Array<SearchHit<P>>; total: number } {
  const { accept, sortKey } = request;
  const offset = Math.max(0, request.offset);
  const keep = offset + Math.max(0, request.limit);
  let total = 0;
  if (!sortKey) {
    const best = new TopK<SearchHit<P>>(keep, compareRelevance);
    for (const hit of hits) {
      if (!accept(hit.product)) continue;
      total++;
      best.push(hit);
    }
    return { hits: best.sorted().slice(offset), total };
  }
  const best = new TopK<{ hit: SearchHit<P>; key: number | null }>(
    keep,
    (a, b) => compareSortKeys(a.key, b.key) || compareRelevance(a.hit, b.hit),
  );
  for (const hit of hits) {
    if (!accept(hit.product)) continue;
    total++;
    best.push({ hit, key: sortKey(hit) });
  }
  return {
    hits: best
      .sorted()
      .slice(offset)
      .map((k) => k.hit),
    total,
  };
}
