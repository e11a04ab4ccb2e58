// The fallback when nothing has every typed word: the products whose words are most like the typed
// ones by trigram similarity (as PostgreSQL's pg_trgm measures it).
import { similarity, trigrams } from '../text/trigrams';
import { FIELD_BIT } from './fields';
import type { Postings } from './key-table';
import type { ScoreSet, Workspace } from './score-set';

/** Least similarity for the fallback (pg_trgm's own default threshold). */
const SIMILARITY_THRESHOLD = 0.3;

/** Finds the products most like a few typed words. */
export type SimilarProducts = (typed: readonly string[], out: ScoreSet, workspace: Workspace) => void;

/**
 * The fallback over the catalogue words `sortedWords` (each read under its key in `surface`): per
 * typed word the best similarity of any of a product's words, averaged over the typed words, at
 * least the threshold, into `out`.
 */
export function createSimilarProducts(
  sortedWords: readonly string[],
  surface: ReadonlyMap<string, string>,
  postings: ReadonlyMap<string, Postings>,
): SimilarProducts {
  const byTrigram = new Map<string, string[]>();
  for (const w of sortedWords) {
    if (w.length < 3 || /^\d+$/.test(w)) continue;
    for (const t of trigrams(w)) {
      const list = byTrigram.get(t) ?? [];
      list.push(w);
      byTrigram.set(t, list);
    }
  }
  return (typed, out, workspace) => {
    const letters = typed.filter((w) => w.length >= 3 && !/^\d+$/.test(w));
    const totals = workspace.similarityTotals();
    for (const w of letters) {
      const best = workspace.bestSimilarity();
      const seen = new Set<string>();
      for (const t of trigrams(w)) for (const candidate of byTrigram.get(t) ?? []) seen.add(candidate);
      for (const candidate of seen) {
        const sim = similarity(w, candidate);
        if (sim < SIMILARITY_THRESHOLD) continue;
        const list = postings.get(surface.get(candidate)!);
        if (!list) continue;
        const { products, masks } = list;
        for (let i = 0; i < products.length; i++) {
          // A category's name ("Dairy & Eggs") says too little about each product in it.
          if (masks[i] === FIELD_BIT.category) continue;
          best.raise(products[i]!, sim);
        }
      }
      for (let i = 0; i < best.size; i++) {
        const product = best.list[i]!;
        totals.set(product, totals.get(product) + best.score[product]!);
      }
    }
    for (let i = 0; i < totals.size; i++) {
      const product = totals.list[i]!;
      const mean = totals.score[product]! / letters.length;
      if (mean >= SIMILARITY_THRESHOLD) out.set(product, mean);
    }
  };
}
