// Which products answer a parsed query, with their word scores: every typed word group must match
// (a word exactly or, the last one typed, as a prefix; a Hinglish word by any of its meanings);
// when no product has them all, the products missing only one, else the most similar products.
import { EXACT_SCORE, PREFIX_SCORE } from './fields';
import type { Postings } from './key-table';
import type { ParsedQuery, QueryGroup } from './query';
import { type ScoreSet, Workspace } from './score-set';
import type { SimilarProducts } from './similar';
import type { IndexVocabulary } from './vocabulary';

/** The products answering a query, before pack size, numbers and phrases raise their scores. */
export interface QueryMatches {
  /** The matches and their word scores; valid until the next search over the index. */
  set: ScoreSet;
  /** Nothing to filter by was typed (only punctuation): every product answers. */
  everything: boolean;
  /** Nothing matched every word: these are the closest products, of which only the best few count. */
  closest: boolean;
  /** What was searched for when a typed word was corrected; else null. */
  searchedFor: string | null;
}

/** What matching reads of the index. */
export interface MatchSources {
  size: number;
  postings: ReadonlyMap<string, Postings>;
  vocabulary: IndexVocabulary;
  similarProducts: SimilarProducts;
  /** True when product `product` has a variant of the size or count `query` asks for. */
  hasWantedSize: (product: number, query: ParsedQuery) => boolean;
}

/** Creates the matcher over one index (it reuses the index's score buffers). */
export function createQueryMatcher(sources: MatchSources): (query: ParsedQuery) => QueryMatches {
  const { size, postings, vocabulary, similarProducts } = sources;
  const workspace = new Workspace(size);
  // How many typed groups each product matched (the partial fallback).
  const groupCounts = new Uint8Array(size);

  /** Products matching one word exactly (by key) or, when allowed, as a prefix, into `out`. */
  const wordMatches = (word: string, prefix: boolean, out: ScoreSet) => {
    const exact = postings.get(word);
    if (exact) {
      const { products, masks } = exact;
      for (let i = 0; i < products.length; i++) out.set(products[i]!, EXACT_SCORE[masks[i]!]!);
    }
    if (!prefix) return;
    for (const key of vocabulary.prefixKeys(word)) {
      if (key === word) continue;
      const list = postings.get(key);
      if (!list) continue;
      const { products, masks } = list;
      for (let i = 0; i < products.length; i++) out.raise(products[i]!, PREFIX_SCORE[masks[i]!]!);
    }
  };

  /** Products matching a group: the best of its alternatives; an alternative's words must all match. */
  const groupMatches = (group: QueryGroup, out: ScoreSet) => {
    const single = group.alternatives.length === 1;
    for (const alt of group.alternatives) {
      // One alternative of one word (the usual case) scores straight into the group.
      const target = single && alt.words.length === 1 ? out : workspace.alternative();
      alt.words.forEach((w, i) => {
        const prefix = alt.prefix && i === alt.words.length - 1;
        if (i === 0) {
          wordMatches(w, prefix, target);
          return;
        }
        const next = workspace.word();
        wordMatches(w, prefix, next);
        target.intersectMin(next);
      });
      if (target === out) continue;
      for (let i = 0; i < target.size; i++) {
        const product = target.list[i]!;
        out.raise(product, target.score[product]!);
      }
    }
  };

  /** Into `answer`: the products having all but one of the groups; false when there are none. */
  const missingOne = (perGroup: readonly ScoreSet[], answer: ScoreSet): boolean => {
    const partial = workspace.partial();
    for (const group of perGroup) {
      for (let i = 0; i < group.size; i++) {
        const product = group.list[i]!;
        if (!partial.has(product)) groupCounts[product] = 0;
        groupCounts[product]!++;
        partial.set(product, partial.get(product) + group.score[product]!);
      }
    }
    for (let i = 0; i < partial.size; i++) {
      const product = partial.list[i]!;
      if (groupCounts[product] === perGroup.length - 1) answer.set(product, partial.score[product]!);
    }
    return answer.size > 0;
  };

  return (query) => {
    const answer = workspace.answer();
    const done = (closest: boolean, searchedFor: string | null): QueryMatches => ({
      set: answer,
      everything: false,
      closest,
      searchedFor,
    });
    if (query.words.length === 0 && query.sizes.length === 0) {
      return { set: answer, everything: true, closest: false, searchedFor: null };
    }
    if (query.groups.length > 0) {
      const perGroup = query.groups
        .map((group, i) => {
          const set = workspace.group(i);
          groupMatches(group, set);
          return set;
        })
        .sort((a, b) => a.size - b.size);
      const first = perGroup[0]!;
      for (let i = 0; i < first.size; i++) {
        const product = first.list[i]!;
        let total = first.score[product]!;
        let everywhere = true;
        for (let g = 1; g < perGroup.length; g++) {
          const other = perGroup[g]!;
          if (!other.has(product)) {
            everywhere = false;
            break;
          }
          total += other.score[product]!;
        }
        if (everywhere) answer.set(product, total);
      }
      if (answer.size > 0) return done(false, query.searchedFor);
      if (perGroup.length > 1 && missingOne(perGroup, answer)) return done(true, query.searchedFor);
      // Some words matched, only not together: nothing is close enough to offer.
      if (perGroup.some((g) => g.size > 0)) return done(false, query.searchedFor);
    } else if (query.sizes.length > 0 && query.words.length === 0) {
      // Only a pack size was typed: products sold in that size.
      for (let product = 0; product < size; product++) {
        if (sources.hasWantedSize(product, query)) answer.set(product, 0);
      }
      return done(false, null);
    }
    similarProducts(query.words, answer, workspace);
    return done(true, null);
  };
}
