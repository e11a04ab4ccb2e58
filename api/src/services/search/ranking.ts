// Search: turns what a shopper typed into search terms (Hinglish expanded), finds full-text matches
// in the catalogue and orders them. Everything about which product answers a search best is here.

import type { ProductsRepository, SearchTerms } from '../../repositories/products';
import type { SynonymsRepository } from '../../repositories/synonyms';
import { CATALOGUE_TTL_MS, cached, cachedByKey } from '../cache';
import type { Catalogue, CatalogueEntry } from '../catalogue-index';
import { buildSearchTerms, createSynonymIndex } from '../search-terms';

// Searches are what shoppers type: a repeated search needs no query.
const MAX_CACHED_SEARCHES = 1000;

/** How a product's name and kind answer a search: counts of groups matched each way. */
export interface NameRelevance {
  whole: number;
  prefix: number;
  kind: number;
}

/** Counts the search groups the product's name matches as whole words, as prefixes, and by kind. */
export function nameRelevance(nameWords: readonly string[], kind: string, terms: SearchTerms): NameRelevance {
  const result: NameRelevance = { whole: 0, prefix: 0, kind: 0 };
  for (const group of terms) {
    if (group.some((alt) => alt.every((w) => nameWords.includes(w)))) result.whole++;
    if (group.some((alt) => alt.every((w) => nameWords.some((n) => n.startsWith(w))))) result.prefix++;
    if (group.some((alt) => alt.includes(kind))) result.kind++;
  }
  return result;
}

/**
 * Orders full-text matches: whole-word name matches, then prefix name matches, then products of
 * the searched kind, then engine relevance (name weighs most), then trending, then name.
 */
export function rankMatches(
  matches: ReadonlyArray<{ entry: CatalogueEntry; score: number }>,
  terms: SearchTerms,
): CatalogueEntry[] {
  const keyed = matches.map((m) => ({ ...m, rel: nameRelevance(m.entry.nameWords, m.entry.kind, terms) }));
  keyed.sort(
    (a, b) =>
      b.rel.whole - a.rel.whole ||
      b.rel.prefix - a.rel.prefix ||
      b.rel.kind - a.rel.kind ||
      b.score - a.score ||
      a.entry.trending - b.entry.trending ||
      a.entry.row.name.localeCompare(b.entry.row.name) ||
      (a.entry.row.id < b.entry.row.id ? -1 : 1),
  );
  return keyed.map((k) => k.entry);
}

/** Catalogue search. */
export interface SearchRanking {
  /** The catalogue's products answering `q`, best first; a text without words answers them all. */
  search(q: string, catalogue: Catalogue): Promise<CatalogueEntry[]>;
}

/** Creates catalogue search over the full-text index and the synonyms table. */
export function createSearchRanking(deps: {
  products: Pick<ProductsRepository, 'match'>;
  synonyms: SynonymsRepository;
}): SearchRanking {
  const synonymIndex = cached(CATALOGUE_TTL_MS, async () => createSynonymIndex(await deps.synonyms.all()));
  // Full-text matches depend only on the catalogue: repeated searches need no query.
  const matches = cachedByKey(CATALOGUE_TTL_MS, MAX_CACHED_SEARCHES, (terms: SearchTerms) =>
    deps.products.match(terms),
  );
  return {
    async search(q, catalogue) {
      const terms = buildSearchTerms(q, await synonymIndex());
      if (!terms) return catalogue.entries;
      const found = (await matches.get(terms, JSON.stringify(terms))).flatMap(({ id, score }) => {
        const entry = catalogue.byId.get(id);
        return entry ? [{ entry, score }] : [];
      });
      return rankMatches(found, terms);
    },
  };
}
