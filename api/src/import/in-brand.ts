// Where a listing goes among the products of its own brand: each product is scored on its wordings
// that do not conflict with the listing, the best by title, the best clean one and the best at an
// MRP that agrees become candidates, and decide.ts turns them into a decision (matched, a new pack
// size, a suggested merge or a product of its own).
import { type Candidate, decide } from './decide';
import type { DistinguishingWords } from './distinguishing';
import { type IndexedProduct, mrpAgrees, type Scored, type Wording } from './indexed';
import type { ListingFeatures, MatchDecision } from './match-types';
import { isClean, sameWords, spellDifference, wordDifference } from './product-lines';
import type { ConflictCache } from './variant-conflicts';
import { findVariant } from './variant-of-pack';
import type { WordWeights } from './word-weights';

/** What the search within a brand reads: the index by brand and the matcher's learned weights. */
export interface InBrandContext {
  productsOf(brandKey: string): readonly IndexedProduct[];
  weights: WordWeights;
  conflicts: Pick<ConflictCache, 'termsIdOf' | 'conflicting'>;
  distinguishing: DistinguishingWords;
  matchAt: number;
  reviewFrom: number;
}

/** Creates the search of a listing among the products of its brand (one listing at a time). */
export function createInBrandMatch(
  context: InBrandContext,
): (listing: ListingFeatures, merchant: string, mrpPaise: number) => MatchDecision {
  const { weights, distinguishing, matchAt, reviewFrom } = context;
  const { termsIdOf, conflicting } = context.conflicts;
  // The listing being matched, its token weights and its terms' number.
  let current: ListingFeatures | null = null;
  let currentWeights: number[] = [];
  let currentTotal = 0;
  let currentTermsId = 0;
  // The wording that gave the last `scoreOf` its score.
  let topWording: Wording | null = null;
  const cleanWording = (w: Wording) => isClean(current!.own, w.own);
  const sameWording = (w: Wording) => sameWords(current!.own, w.own);

  // The current listing's similarity with a product over its wordings that do not conflict with
  // the listing (the product's own name decides conflicts; its other wordings only add
  // similarity) and pass `only`; -1 when the product is excluded.
  const scoreOf = (product: IndexedProduct, only: ((w: Wording) => boolean) | null): number => {
    const listing = current!;
    const name = product.wordings[0]!;
    if (conflicting(listing.terms, currentTermsId, name)) return -1;
    topWording = null;
    let best = 0;
    for (const wording of product.wordings) {
      if (wording !== name && conflicting(listing.terms, currentTermsId, wording)) continue;
      if (only && !only(wording)) continue;
      const s = weights.similarity(listing.tokens, currentWeights, currentTotal, wording.tokens);
      if (topWording === null || s > best) {
        best = s;
        topWording = wording;
      }
    }
    return topWording ? best : -1;
  };

  const candidateOf = (s: Scored, merchant: string, onlyAtMrp: boolean): Candidate => {
    const difference = wordDifference(current!.own, s.top.own);
    const words = current!.words;
    return {
      productId: s.product.id,
      variantId: s.variant?.id ?? null,
      score: s.score,
      taken: s.variant?.merchants.has(merchant) ?? false,
      difference,
      spell: () => spellDifference(difference, words, s.top.words),
      mrpPaise: s.variant?.mrp ?? null,
      onlyAtMrp,
      gtinDiffers:
        current!.gtin !== undefined && s.variant?.gtins != null && !s.variant.gtins.has(current!.gtin),
    };
  };

  return (listing, merchant, mrpPaise) => {
    current = listing;
    currentWeights = listing.tokens.map(weights.weight);
    currentTotal = currentWeights.reduce((sum, w) => sum + w, 0);
    currentTermsId = termsIdOf(listing.terms);
    const products = context.productsOf(listing.brandKey);
    let conflicts = 0;
    // One pass: the best by title (a near tie goes to one with the pack), the best clean one,
    // and the best of those with a variant of the pack at an MRP that agrees (and how many).
    let best: Scored | null = null;
    let bestRank = -1;
    let atMrp: Scored | null = null;
    let atMrpCount = 0;
    for (const product of products) {
      const score = scoreOf(product, null);
      if (score < 0) {
        conflicts++;
        continue;
      }
      const variant = findVariant(product, listing.pack, mrpPaise);
      // Made only for a product kept as the best or the best at the MRP (one object for both).
      let scored: Scored | null = null;
      const rank = score + (variant ? 0.02 : 0);
      if (!best || rank > bestRank) {
        scored = { product, score, variant, top: topWording! };
        best = scored;
        bestRank = rank;
      }
      if (listing.pack && mrpAgrees(variant, mrpPaise)) {
        atMrpCount++;
        if (!atMrp || score > atMrp.score) atMrp = scored ?? { product, score, variant, top: topWording! };
      }
    }
    const candidates: Candidate[] = [];
    const seen = new Set<string>();
    const push = (s: Scored | null) => {
      if (!s || seen.has(s.product.id)) return;
      seen.add(s.product.id);
      candidates.push(candidateOf(s, merchant, s === atMrp && atMrpCount === 1));
    };
    if (listing.pack && !listing.bundle) {
      push(best);
      // The best product whose wordings do not differ from the listing both ways.
      if (best && scoreOf(best.product, cleanWording) < 0) {
        let clean: Scored | null = null;
        for (const product of products) {
          const score = scoreOf(product, cleanWording);
          if (score < 0 || (clean && score <= clean.score)) continue;
          clean = {
            product,
            score,
            variant: findVariant(product, listing.pack, mrpPaise),
            top: topWording!,
          };
        }
        push(clean);
      }
      push(atMrp);
    }
    let bestSame: Candidate | null = null;
    if (!listing.pack || listing.bundle) {
      let same: Scored | null = null;
      for (const product of products) {
        const score = scoreOf(product, sameWording);
        if (score < 0 || (same && score <= same.score)) continue;
        same = { product, score, variant: findVariant(product, listing.pack), top: topWording! };
      }
      if (same) bestSame = candidateOf(same, merchant, false);
      push(best);
    }
    return decide({
      listing,
      merchant,
      mrpPaise,
      matchAt,
      reviewFrom,
      candidates,
      bestSame,
      conflicts,
      distinguishing: (words) => distinguishing.find(listing.brandKey, words),
    });
  };
}
