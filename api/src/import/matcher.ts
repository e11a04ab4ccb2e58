// Cross-merchant product matching with a gated, explainable recipe, preferring no match to a wrong
// match: (1) the brand agrees after normalising its spelling (a missing brand is looked for in the
// title among known brands), (2) no variant-conflict word differs (toned vs full cream, salted vs
// unsalted, ...), (3) title similarity over the remaining words passes a threshold, (4) the pack
// size agrees within 5% with the same multipack count. This file indexes the catalogue and scores
// the products of a listing's brand; decide.ts turns the scores into a decision (matched, a new
// pack size, a product of its own, or review), with the rules for titles that each carry a word
// the other lacks and for listings without a pack size.
import { createBrandIndex, UNBRANDED } from './brand-index';
import { type Candidate, decide } from './decide';
import type { ListingFeatures, ListingInput, MatchDecision, MatchReason } from './match-types';
import { brandKey, similarityTokens, titleWords, withoutBrand } from './normalise';
import { type Pack, packOfVariant, parsePack, samePack } from './pack';
import { isClean, ownWords, sameWords, spellDifference, wordDifference } from './product-lines';
import { createConflictCache, type VariantTerms, variantTerms } from './variant-conflicts';

/** Title similarity at or above which a gated pair is matched. */
export const MATCH_THRESHOLD = 0.7;
/** Title similarity from which a gated pair below the threshold goes to review. */
export const REVIEW_THRESHOLD = 0.5;

export type { ListingFeatures, ListingInput, MatchDecision, MatchReason };
export { UNBRANDED };

/** A product as the matcher indexes it. */
export interface ProductToIndex {
  id: string;
  brand: string;
  name: string;
  variants: Array<{ id: string; label: string; packValue: number; packUnit: string }>;
}

interface IndexedVariant {
  id: string;
  pack: Pack | null;
  /** Merchants with an imported listing of this variant. */
  merchants: Set<string>;
}

/** One wording of a product: its name, or the title of a listing matched to it. */
interface Wording {
  /** The title's own words (brand and pack size out), to name differing words as written. */
  words: readonly string[];
  tokens: string[];
  /** Words that tell items apart (product-lines.ts `ownWords`). */
  own: string[];
  terms: VariantTerms;
  /** Number of these terms' content (see `termsIdOf`). */
  termsId: number;
  /** Sum of the tokens' weights, as of `weightsVersion` (recomputed when weights change). */
  total?: number;
  weightsVersion?: number;
}

/** A product scored for a listing: its best wording and its variant of the listing's pack. */
interface Scored {
  product: IndexedProduct;
  score: number;
  variant: IndexedVariant | null;
  top: Wording;
}

interface IndexedProduct {
  id: string;
  /** The product's name first, then the titles of listings joined to it (up to MAX_WORDINGS). */
  wordings: Wording[];
  variants: IndexedVariant[];
}

// Each merchant words a product its own way; a few wordings cover them all.
const MAX_WORDINGS = 8;

/** The in-memory index of products and brands one import run matches against. */
export interface Matcher {
  addProduct(product: ProductToIndex): void;
  addVariant(
    productId: string,
    variant: { id: string; label: string; packValue: number; packUnit: string },
  ): void;
  /** Makes a brand known for finding brands in titles (feeds name brands before products exist). */
  addBrand(brand: string): void;
  /** Remembers the wording of a listing joined to `productId`, so later titles can match it too. */
  addWording(productId: string, features: ListingFeatures): void;
  /** Records that `merchant` has an imported listing of `variantId`. */
  noteListing(variantId: string, merchant: string): void;
  /** Reads brand, pack, words and variant terms of a listing. */
  features(listing: ListingInput): ListingFeatures;
  /** Decides where a listing of `merchant` goes. */
  match(features: ListingFeatures, merchant: string): MatchDecision;
  /**
   * Places a listing the feed says is catalogue product `productId` (an operator's own mapping):
   * its variant of the listing's pack size, or a new pack size of it. Null when no such product is
   * indexed (the listing is then matched as usual).
   */
  matchGiven(features: ListingFeatures, productId: string): MatchDecision | null;
  /** Number of indexed products. */
  size(): number;
}

/** Thresholds (tests and tuning may pass others). */
export interface MatcherOptions {
  matchThreshold?: number;
  reviewThreshold?: number;
}

/** Creates an empty matcher; feed it the catalogue with `addProduct`. */
export function createMatcher(options: MatcherOptions = {}): Matcher {
  const matchAt = options.matchThreshold ?? MATCH_THRESHOLD;
  const reviewFrom = options.reviewThreshold ?? REVIEW_THRESHOLD;
  const byBrand = new Map<string, IndexedProduct[]>();
  const byId = new Map<string, IndexedProduct>();
  const variants = new Map<string, IndexedVariant>();
  const brands = createBrandIndex();
  const learnBrand = brands.learn;
  const inferBrand = brands.infer;
  // How many products use each word: rare words weigh more in the similarity.
  const documentFrequency = new Map<string, number>();

  const { termsIdOf, conflicting } = createConflictCache();

  const isKnown = (token: string) => documentFrequency.has(token);

  // Weights are cached per word and refreshed when its product count changes or the catalogue
  // has grown by a tenth since (so scores do not drift with the order of a feed).
  const weights = new Map<string, number>();
  let weightsAt = 0;
  let weightsVersion = 0;
  const weight = (token: string) => {
    if (byId.size > weightsAt * 1.1 + 10) {
      weights.clear();
      weightsAt = byId.size;
      weightsVersion++;
    }
    let w = weights.get(token);
    if (w === undefined) {
      w = Math.log(1 + (byId.size + 1) / (1 + (documentFrequency.get(token) ?? 0)));
      weights.set(token, w);
    }
    return w;
  };

  /** Weighted similarity of a listing's tokens (with their weights) and one wording of a product. */
  const similarity = (
    a: readonly string[],
    aWeights: readonly number[],
    total: number,
    b: Wording,
  ): number => {
    if (a.length === 0 && b.tokens.length === 0) return 1;
    let shared = 0;
    for (let i = 0; i < a.length; i++) if (b.tokens.includes(a[i]!)) shared += aWeights[i]!;
    if (b.weightsVersion !== weightsVersion || b.total === undefined) {
      let sum = 0;
      for (const t of b.tokens) sum += weight(t);
      b.total = sum;
      b.weightsVersion = weightsVersion;
    }
    const otherTotal = b.total;
    if (total === 0 || otherTotal === 0) return 0;
    // Half Dice (both titles' words count), half overlap with the shorter title (a merchant that
    // adds descriptive words to its title is not penalised twice).
    const dice = (2 * shared) / (total + otherTotal);
    const overlap = shared / Math.min(total, otherTotal);
    return (dice + overlap) / 2;
  };

  const features = (listing: ListingInput): ListingFeatures => {
    const all = titleWords(listing.title);
    let brand: string;
    let source: ListingFeatures['brandSource'];
    const given = listing.brand?.trim();
    if (given) {
      brand = given;
      source = 'given';
    } else {
      const found = inferBrand(all);
      brand = found ? found.display : UNBRANDED;
      // Loose produce labels ("Fresho") count as no brand.
      source = found && brandKey(found.display) !== brandKey(UNBRANDED) ? 'inferred' : 'none';
    }
    const words = withoutBrand(all, brand);
    const tokens = similarityTokens(words, isKnown);
    return {
      brand,
      brandKey: brandKey(brand),
      brandSource: source,
      pack: parsePack(listing.pack, listing.title),
      words,
      tokens,
      own: ownWords(tokens, words),
      terms: variantTerms(words),
    };
  };

  const findVariant = (product: IndexedProduct, pack: Pack | null): IndexedVariant | null =>
    product.variants.find((v) =>
      v.pack && pack ? samePack(v.pack, pack) : v.pack === null && pack === null,
    ) ?? null;

  const indexVariant = (v: {
    id: string;
    label: string;
    packValue: number;
    packUnit: string;
  }): IndexedVariant => {
    const indexed = {
      id: v.id,
      pack: packOfVariant(v.label, Number(v.packValue), v.packUnit),
      merchants: new Set<string>(),
    };
    variants.set(v.id, indexed);
    return indexed;
  };

  // The listing being matched (one at a time), its token weights and its terms' number.
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
      const s = similarity(listing.tokens, currentWeights, currentTotal, wording);
      if (topWording === null || s > best) {
        best = s;
        topWording = wording;
      }
    }
    return topWording ? best : -1;
  };

  // The best of `products` for the current listing; a product with its pack size wins a near tie.
  const bestOf = (
    products: readonly IndexedProduct[],
    only: ((w: Wording) => boolean) | null,
  ): Scored | null => {
    let best: Scored | null = null;
    let bestRank = -1;
    for (const product of products) {
      const score = scoreOf(product, only);
      if (score < 0) continue;
      const variant = findVariant(product, current!.pack);
      const rank = score + (variant ? 0.02 : 0);
      if (!best || rank > bestRank) {
        best = { product, score, variant, top: topWording! };
        bestRank = rank;
      }
    }
    return best;
  };

  const candidateOf = (s: Scored | null, clean: boolean, merchant: string): Candidate | null =>
    s && {
      productId: s.product.id,
      variantId: s.variant?.id ?? null,
      score: s.score,
      taken: s.variant?.merchants.has(merchant) ?? false,
      difference: clean
        ? null
        : spellDifference(wordDifference(current!.own, s.top.own), current!.words, s.top.words),
    };

  return {
    addProduct(product) {
      if (byId.has(product.id)) return;
      learnBrand(product.brand);
      const words = withoutBrand(titleWords(product.name), product.brand);
      const tokens = similarityTokens(words, isKnown);
      const terms = variantTerms(words);
      const indexed: IndexedProduct = {
        id: product.id,
        wordings: [{ words, tokens, own: ownWords(tokens, words), terms, termsId: termsIdOf(terms) }],
        variants: product.variants.map(indexVariant),
      };
      for (const t of tokens) {
        documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
        weights.delete(t);
      }
      byId.set(product.id, indexed);
      const key = brandKey(product.brand);
      const list = byBrand.get(key) ?? [];
      list.push(indexed);
      byBrand.set(key, list);
    },
    addVariant(productId, variant) {
      const product = byId.get(productId);
      if (product && !variants.has(variant.id)) product.variants.push(indexVariant(variant));
    },
    addBrand: learnBrand,
    addWording(productId, features) {
      const product = byId.get(productId);
      if (!product || product.wordings.length >= MAX_WORDINGS) return;
      const key = [...features.tokens].sort().join(' ');
      if (product.wordings.some((w) => [...w.tokens].sort().join(' ') === key)) return;
      product.wordings.push({
        words: features.words,
        tokens: features.tokens,
        own: features.own,
        terms: features.terms,
        termsId: termsIdOf(features.terms),
      });
    },
    noteListing(variantId, merchant) {
      variants.get(variantId)?.merchants.add(merchant);
    },
    features,
    size: () => byId.size,
    matchGiven(listing, productId) {
      const product = byId.get(productId);
      if (!product) return null;
      const variant = findVariant(product, listing.pack);
      const packText = listing.pack?.label ?? 'no pack size';
      const reason: MatchReason = {
        decision: variant ? 'matched' : 'new-variant',
        score: null,
        threshold: matchAt,
        gates: {
          brand: 'not compared: product given by the feed',
          conflicts: 'not compared: product given by the feed',
          pack: variant ? `same pack size (${packText})` : `new pack size for the product (${packText})`,
        },
        candidate: { productId, variantId: variant?.id ?? null },
        note: 'productId given by the feed',
      };
      return variant
        ? { kind: 'matched', productId, variantId: variant.id, reason }
        : { kind: 'new-variant', productId, reason };
    },
    match(listing, merchant) {
      current = listing;
      currentWeights = listing.tokens.map(weight);
      currentTotal = currentWeights.reduce((sum, w) => sum + w, 0);
      currentTermsId = termsIdOf(listing.terms);
      const products = byBrand.get(listing.brandKey) ?? [];
      let conflicts = 0;
      for (const product of products)
        if (conflicting(listing.terms, currentTermsId, product.wordings[0]!)) conflicts++;
      const best = bestOf(products, null);
      // The best product is usually clean itself; only when it is not are the others looked at.
      const bestClean =
        best && scoreOf(best.product, cleanWording) >= 0
          ? best
          : best
            ? bestOf(products, cleanWording)
            : null;
      const bestSame = listing.pack ? null : bestOf(products, sameWording);
      return decide({
        listing,
        merchant,
        matchAt,
        reviewFrom,
        best: candidateOf(best, best !== null && best === bestClean, merchant),
        bestClean: candidateOf(bestClean, true, merchant),
        bestSame: candidateOf(bestSame, true, merchant),
        conflicts,
      });
    },
  };
}
