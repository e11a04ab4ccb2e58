// An in-memory index over the catalogue's own words: word keys -> products, a sorted word list for
// prefixes, trigrams of words for the similarity fallback. A search reads only the posting lists
// of the words it names, so its cost follows the matches, not the catalogue's size. Both database
// engines feed it the same rows, so SQLite and PostgreSQL answer a search identically.
//
// Products are numbered by their position in the indexed list. A search scores into buffers the
// index reuses (score-set.ts), and the order between equal scores is one integer per product fixed
// at build time (tie-order.ts), so a page is chosen with a bounded heap (top-k.ts) instead of
// sorting every match.
import { preferredVariant } from '@compare/core';
import { foldPlural } from '../text/plurals';
import { type BuiltIndex, buildIndex, type IndexedProduct } from './build-index';
import { bonusesOf, finalScore } from './final-score';
import { type PageRequest, type SearchHit, type SearchPage, selectPage } from './hits';
import { type ParsedQuery, parseQuery } from './query';
import { createQueryMatcher, type QueryMatches } from './query-matches';
import { runAtOnce, runInBackground } from './steps';
import { type Suggestion, suggest } from './suggest';
import { TopK } from './top-k';

/** The closest products offered when nothing matched every word. */
const MAX_SIMILAR = 20;

/** The index over one catalogue load. Products are numbers: their position in the indexed list. */
export interface SearchIndex {
  /** The page `request` asks for of the products answering `text`; without words, every accepted product in index order. */
  page(text: string, request: PageRequest<number>): SearchPage<number>;
  /** Catalogue terms, brands and Hinglish words starting with `text`. */
  suggest(text: string, limit: number): Suggestion[];
  /** How many products are indexed. */
  readonly size: number;
}

/** Builds the index over `products` with the Hinglish map `synonymMap`, all at once. */
export function createSearchIndex(
  products: readonly IndexedProduct[],
  synonymMap: Record<string, readonly string[]>,
): SearchIndex {
  return searchIndexOver(runAtOnce(buildIndex(products, synonymMap)));
}

/** Builds the index like `createSearchIndex`, in slices between other work on the event loop. */
export async function buildSearchIndexInBackground(
  products: readonly IndexedProduct[],
  synonymMap: Record<string, readonly string[]>,
): Promise<SearchIndex> {
  return searchIndexOver(await runInBackground(buildIndex(products, synonymMap)));
}

/** Answers searches from a built index. */
function searchIndexOver(built: BuiltIndex): SearchIndex {
  const { entries, tieOrder, vocabulary, synonyms, keys } = built;
  const size = entries.length;
  // Variants' pack sizes are read at build (build-index.ts): the index keeps no store of its own.
  const variantFor = (product: number, query: ParsedQuery) =>
    preferredVariant(entries[product]!.sizes, entries[product]!.nameWords, query);
  const match = createQueryMatcher({
    size,
    postings: built.postings,
    vocabulary,
    similarProducts: built.similarProducts,
    hasWantedSize: (product, query) => variantFor(product, query) !== null,
  });
  // Final scores of a page's matches by position in the answer set (reused: no object per match).
  let finals = new Float64Array(0);

  /** Every match as a hit with its final score and variant. */
  const hitsOf = (matches: QueryMatches, query: ParsedQuery): Array<SearchHit<number>> => {
    const { set } = matches;
    const bonuses = bonusesOf(query, keys);
    const hits = new Array<SearchHit<number>>(set.size);
    for (let i = 0; i < set.size; i++) {
      const product = set.list[i]!;
      const base = set.score[product]!;
      const variantId = bonuses ? variantFor(product, query) : null;
      const score = bonuses ? finalScore(entries[product]!, base, bonuses, variantId) : base;
      hits[i] = { product, score, order: tieOrder[product]!, variantId };
    }
    return hits;
  };

  /** The best page by relevance, scoring into `finals` so only the page's hits become objects. */
  const relevancePage = (matches: QueryMatches, query: ParsedQuery, request: PageRequest<number>) => {
    const { set } = matches;
    const { list } = set;
    const bonuses = bonusesOf(query, keys);
    if (finals.length < set.size) finals = new Float64Array(size);
    for (let i = 0; i < set.size; i++) {
      const product = list[i]!;
      const base = set.score[product]!;
      finals[i] = bonuses ? finalScore(entries[product]!, base, bonuses, variantFor(product, query)) : base;
    }
    const offset = Math.max(0, request.offset);
    const best = new TopK<number>(
      offset + Math.max(0, request.limit),
      (a, b) => finals[b]! - finals[a]! || tieOrder[list[a]!]! - tieOrder[list[b]!]!,
    );
    let total = 0;
    for (let i = 0; i < set.size; i++) {
      if (!request.accept(list[i]!)) continue;
      total++;
      best.push(i);
    }
    const hits = best
      .sorted()
      .slice(offset)
      .map((i): SearchHit<number> => {
        const product = list[i]!;
        return {
          product,
          score: finals[i]!,
          order: tieOrder[product]!,
          variantId: bonuses ? variantFor(product, query) : null,
        };
      });
    return { hits, total };
  };

  function* everyProduct(): Generator<SearchHit<number>> {
    for (let product = 0; product < size; product++)
      yield { product, score: 0, order: product, variantId: null };
  }

  return {
    size,
    page(text, request) {
      const query = parseQuery(text, vocabulary, synonyms);
      const matches = match(query);
      const answer = (selected: { hits: Array<SearchHit<number>>; total: number }): SearchPage<number> => ({
        ...selected,
        searchedFor: matches.searchedFor,
        similar: matches.closest && matches.set.size > 0,
      });
      if (matches.everything) return answer(selectPage(everyProduct(), request));
      if (matches.closest) {
        // The closest products are only the best few, chosen before anything else filters them.
        const closest = selectPage(hitsOf(matches, query), {
          accept: () => true,
          offset: 0,
          limit: MAX_SIMILAR,
        });
        return answer(selectPage(closest.hits, request));
      }
      if (request.sortKey) return answer(selectPage(hitsOf(matches, query), request));
      return answer(relevancePage(matches, query, request));
    },
    suggest: (text, limit) =>
      suggest(
        built.suggestions,
        synonyms,
        (words) => words.every((w) => built.postings.has(foldPlural(w))),
        text,
        limit,
      ),
  };
}
