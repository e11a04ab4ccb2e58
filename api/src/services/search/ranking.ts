// Search: which catalogue products answer what a shopper typed, in which order, and which pack size
// each should show first. Query understanding is in query.ts, the word index in search-index.ts;
// this module ties them to the loaded catalogue and the Hinglish map stored with it.
import type { SynonymsRepository } from '../../repositories/synonyms';
import { CATALOGUE_TTL_MS, cached } from '../cache';
import type { Catalogue, CatalogueEntry } from '../catalogue-index';
import { createSearchIndex, type SearchIndex, type Suggestion } from './search-index';

/** The products answering one search, best first. */
export interface SearchResult {
  entries: CatalogueEntry[];
  /** The variant to show first per product id (the typed pack size or count). */
  variants: Map<string, string>;
  /** What was searched for when a typed word was corrected ("tomato" for "tomatoe"); else null. */
  searchedFor: string | null;
  /** True when nothing matched every word and these are the closest products instead. */
  similar: boolean;
}

/** Catalogue search. */
export interface SearchRanking {
  /** The catalogue's products answering `q`, best first; a text without words answers them all. */
  search(q: string, catalogue: Catalogue): Promise<SearchResult>;
  /** Catalogue terms, brands and Hinglish words starting with `q`. */
  suggest(q: string, catalogue: Catalogue, limit: number): Promise<Suggestion[]>;
}

function buildIndex(catalogue: Catalogue, synonyms: Record<string, string[]>): SearchIndex {
  return createSearchIndex(
    catalogue.entries.map((e) => ({
      id: e.row.id,
      brand: e.row.brand,
      name: e.row.name,
      tags: e.row.tags,
      category: e.row.category,
      categoryTitle: e.row.category_title,
      variants: e.variants.map((v) => ({ id: v.id, label: v.label })),
      trending: e.trending,
    })),
    synonyms,
  );
}

/** Creates catalogue search over the in-memory catalogue and the synonyms table. */
export function createSearchRanking(deps: { synonyms: SynonymsRepository }): SearchRanking {
  const synonyms = cached(CATALOGUE_TTL_MS, () => deps.synonyms.all());
  // One index per catalogue load and synonym load: both objects are replaced when they reload.
  const indexes = new WeakMap<Catalogue, { synonyms: Record<string, string[]>; index: SearchIndex }>();
  const indexFor = async (catalogue: Catalogue): Promise<SearchIndex> => {
    const map = await synonyms();
    const known = indexes.get(catalogue);
    if (known && known.synonyms === map) return known.index;
    const index = buildIndex(catalogue, map);
    indexes.set(catalogue, { synonyms: map, index });
    return index;
  };
  return {
    async search(q, catalogue) {
      const index = await indexFor(catalogue);
      const parsed = index.parse(q);
      // Only quotes or punctuation: no text filter at all.
      if (parsed.words.length === 0 && parsed.sizes.length === 0) {
        return { entries: catalogue.entries, variants: new Map(), searchedFor: null, similar: false };
      }
      const answer = index.search(q);
      const variants = new Map<string, string>();
      const entries = answer.hits.flatMap((hit) => {
        const entry = catalogue.byId.get(hit.id);
        if (!entry) return [];
        if (hit.variantId) variants.set(hit.id, hit.variantId);
        return [entry];
      });
      return { entries, variants, searchedFor: answer.searchedFor, similar: answer.similar };
    },
    async suggest(q, catalogue, limit) {
      return (await indexFor(catalogue)).suggest(q, limit);
    },
  };
}
