// Where a listing goes among the products of its own brand: each product is scored on its wordings
// that do not conflict with the listing, the best by title, the best clean one and the best at an
// MRP that agrees become candidates, and decide.ts turns them into a decision (matched, a new pack
// size, a suggested merge or a product of its own).
//
// Only the products that share a word with the listing or have a variant at an MRP that may agree
// are scored (candidate-index.ts). Any other product of the brand scores 0 on every wording (or is
// excluded by a conflict), is never at the listing's MRP, and so can only be chosen where no
// product scored reaches more than a product scoring 0 would: then the brand is scored whole, as
// it always was, so the decision is the same either way.
import { type BrandProducts, candidatesOf, ownCandidatesOf } from './candidate-index';
import { type Candidate, decide } from './decide';
import type { DistinguishingWords } from './distinguishing';
import { type IndexedProduct, mrpAgrees, type Scored, type Wording } from './indexed';
import type { ListingFeatures, MatchDecision } from './match-types';
import { isClean, sameWords, spellDifference, wordDifference } from './product-lines';
import type { ConflictCache, VariantTerms } from './variant-conflicts';
import { findVariant } from './variant-of-pack';
import type { WordWeights } from './word-weights';

/** What the search within a brand reads: the index by brand and the matcher's learned weights. */
export interface InBrandContext {
  brand(brandKey: string): BrandProducts | undefined;
  weights: WordWeights;
  conflicts: Pick<ConflictCache, 'termsIdOf' | 'conflicting'>;
  distinguishing: DistinguishingWords;
  matchAt: number;
  reviewFrom: number;
}

/** Added to the rank of a product with a variant of the listing's pack (a near tie goes to it). */
const PACK_RANK = 0.02;

/** The products of a brand ranked for a listing. */
interface Ranked {
  /** The best by title (rank: similarity, plus PACK_RANK with the pack), and its rank. */
  best: Scored | null;
  bestRank: number;
  /** The best of those with a variant of the pack at an MRP that agrees, and how many there are. */
  atMrp: Scored | null;
  atMrpCount: number;
  /** Products excluded by a variant conflict of their name with the listing. */
  conflicts: number;
}

// Numbers the searches (every matcher's), for the wordings' memo of their similarity.
let searches = 0;

/** Creates the search of a listing among the products of its brand (one listing at a time). */
export function createInBrandMatch(
  context: InBrandContext,
): (listing: ListingFeatures, merchant: string, mrpPaise: number) => MatchDecision {
  const { weights, distinguishing, matchAt, reviewFrom } = context;
  const { termsIdOf, conflicting } = context.conflicts;
  const none: readonly IndexedProduct[] = [];
  // Whether each product `candidatesOf` found shares a similarity token with the listing (one
  // search at a time: reused, not made per listing).
  const sharing: boolean[] = [];
  // How many of a brand's products have a name whose variant terms conflict with `terms`.
  const conflictsIn = (list: BrandProducts, terms: VariantTerms, termsId: number) => {
    let count = 0;
    for (const named of list.names.values())
      if (conflicting(terms, termsId, named.wording)) count += named.count;
    return count;
  };
  // The listing being matched, its token weights and its terms' number.
  let current: ListingFeatures | null = null;
  let currentWeights: number[] = [];
  let currentTotal = 0;
  let currentTermsId = 0;
  let search = 0;
  // The current listing's similarity with a wording, worked out once per search.
  const similarityOf = (wording: Wording) => {
    if (wording.scoredIn === search) return wording.score;
    const s = weights.similarity(current!.tokens, currentWeights, currentTotal, wording.tokens);
    wording.scoredIn = search;
    wording.score = s;
    return s;
  };
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
      const s = similarityOf(wording);
      if (topWording === null || s > best) {
        best = s;
        topWording = wording;
      }
    }
    return topWording ? best : -1;
  };

  // `scoreOf` for a product that shares no similarity token with the listing (every wording scores
  // 0): 0 on its first wording that is not excluded and passes `only`, -1 when there is none,
  // without working out a similarity.
  const scoreAtMostZero = (product: IndexedProduct, only: ((w: Wording) => boolean) | null): number => {
    const listing = current!;
    const name = product.wordings[0]!;
    topWording = null;
    if (conflicting(listing.terms, currentTermsId, name)) return -1;
    for (const wording of product.wordings) {
      if (wording !== name && conflicting(listing.terms, currentTermsId, wording)) continue;
      if (only && !only(wording)) continue;
      topWording = wording;
      return 0;
    }
    return -1;
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
    search = ++searches;
    current = listing;
    currentWeights = listing.tokens.map(weights.weight);
    currentTotal = currentWeights.reduce((sum, w) => sum + w, 0);
    currentTermsId = termsIdOf(listing.terms);
    const list = context.brand(listing.brandKey);
    const all = list?.products ?? none;
    // The products worth scoring (all of them for a listing without similarity tokens, whose
    // similarity with a wording without tokens is 1).
    const found =
      list && listing.tokens.length > 0
        ? candidatesOf(list, listing.tokens, listing.pack ? mrpPaise : null, sharing)
        : null;
    // One pass: the best by title (a near tie goes to one with the pack), the best clean one,
    // and the best of those with a variant of the pack at an MRP that agrees (and how many).
    // `shares`: per product (same index), whether its similarity is worked out (all when null);
    // any other shares no token with the listing and scores at most 0.
    const rankAll = (products: readonly IndexedProduct[], shares: readonly boolean[] | null): Ranked => {
      let best: Scored | null = null;
      let bestRank = -1;
      let atMrp: Scored | null = null;
      let atMrpCount = 0;
      let conflicts = 0;
      for (let i = 0; i < products.length; i++) {
        const product = products[i]!;
        const score = !shares || shares[i] ? scoreOf(product, null) : scoreAtMostZero(product, null);
        if (score < 0) {
          conflicts++;
          continue;
        }
        const variant = findVariant(product, listing.pack, mrpPaise);
        // Made only for a product kept as the best or the best at the MRP (one object for both).
        let scored: Scored | null = null;
        const rank = score + (variant ? PACK_RANK : 0);
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
      return { best, bestRank, atMrp, atMrpCount, conflicts };
    };
    let ranked = rankAll(found ?? all, found ? sharing : null);
    if (found) {
      // A product not scored ranks at most PACK_RANK (0, and the pack): the best scored must rank
      // above that, else the brand is ranked whole (the products not found still score 0 or are
      // excluded, so only their conflicts and packs are read). Conflicts are counted over the
      // whole brand.
      if (ranked.bestRank <= PACK_RANK) {
        const withTokens = new Set(found.filter((_, i) => sharing[i]));
        ranked = rankAll(
          all,
          all.map((p) => withTokens.has(p)),
        );
      } else ranked.conflicts = conflictsIn(list!, listing.terms, currentTermsId);
    }
    const { best, atMrp, atMrpCount, conflicts } = ranked;
    // The best product passing `only` (cleanWording or sameWording: first of the best in the
    // brand's order): among those found, unless none scores above 0, where one not scored could be
    // first. Then every product of the brand scores 0 or is excluded, and the first that scores 0
    // is the one kept.
    const bestOf = (only: (w: Wording) => boolean, pack: boolean): Scored | null => {
      // `shares` as for rankAll; `atMostZero`: every product scores at most 0.
      const pass = (
        products: readonly IndexedProduct[],
        shares: readonly boolean[] | null,
        atMostZero: boolean,
      ) => {
        let kept: Scored | null = null;
        for (let i = 0; i < products.length; i++) {
          const product = products[i]!;
          const score =
            atMostZero || (shares && !shares[i]) ? scoreAtMostZero(product, only) : scoreOf(product, only);
          if (score < 0 || (kept && score <= kept.score)) continue;
          kept = {
            product,
            score,
            variant: pack ? findVariant(product, listing.pack, mrpPaise) : findVariant(product, listing.pack),
            top: topWording!,
          };
          if (atMostZero) break;
        }
        return kept;
      };
      const kept = pass(found ?? all, found ? sharing : null, false);
      if (!found || (kept && kept.score > 0)) return kept;
      // Only a product with a wording that shares an own word with the listing, or has none, can
      // pass `only` (either list within the other), unless the listing has no own words.
      return pass(listing.own.length > 0 ? ownCandidatesOf(list!, listing.own) : all, null, true);
    };
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
      if (best && scoreOf(best.product, cleanWording) < 0) push(bestOf(cleanWording, true));
      push(atMrp);
    }
    let bestSame: Candidate | null = null;
    if (!listing.pack || listing.bundle) {
      const same = bestOf(sameWording, false);
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
