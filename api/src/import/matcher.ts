// Cross-merchant product matching from the evidence listings carry, preferring no match to a wrong
// match: (1) the brand agrees after normalising its spelling (a missing brand is looked for in the
// title among known brands; a brand field naming a parent company yields to the known brand the
// title starts with), (2) no variant-conflict word differs (toned vs full cream, salted vs
// unsalted, ...), (3) the pack size agrees within 5% with the same multipack count, then (4) title
// similarity (word-weights.ts), MRP and what the merchants' own catalogues teach
// (distinguishing.ts) are weighed in decide.ts. Bundles ("A + B", "Combo") are compared only
// with bundles. This file indexes the catalogue (shapes in indexed.ts) and finds the candidates of
// a listing's brand; listing-features.ts reads a listing, across-brands.ts compares one that finds
// nothing in its brand with other brands, and decide.ts turns candidates into a decision (matched,
// a new pack size, a product of its own, or one of its own with a suggested merge).
import { createAcrossBrands } from './across-brands';
import { createBrandIndex, UNBRANDED } from './brand-index';
import { BUNDLE_KEY, isBundle } from './bundles';
import { type Candidate, decide } from './decide';
import { DistinguishingWords } from './distinguishing';
import { type IndexedProduct, type IndexedVariant, mrpAgrees, type Scored, type Wording } from './indexed';
import { createListingReader } from './listing-features';
import type { ListingFeatures, ListingInput, MatchDecision, MatchReason } from './match-types';
import { brandKey, similarityTokens, titleWords, withoutBrand } from './normalise';
import { isSingleOf, type Pack, packOfVariant, sameContents, samePack, sameTotal, unitTotal } from './pack';
import { isClean, ownWords, sameWords, spellDifference, wordDifference } from './product-lines';
import { createConflictCache, variantTerms } from './variant-conflicts';
import { createWordWeights } from './word-weights';

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
  variants: VariantToIndex[];
}

/** A variant as the matcher indexes it (MRP in paise, when known). */
export interface VariantToIndex {
  id: string;
  label: string;
  packValue: number;
  packUnit: string;
  mrpPaise?: number | null;
}

// Each merchant words a product its own way; a few wordings cover them all.
const MAX_WORDINGS = 8;

/** The in-memory index of products and brands one import run matches against. */
export interface Matcher {
  addProduct(product: ProductToIndex): void;
  addVariant(productId: string, variant: VariantToIndex): void;
  /** Makes a brand known for finding brands in titles (feeds name brands before products exist). */
  addBrand(brand: string): void;
  /** Remembers the wording of a listing joined to `productId`, so later titles can match it too. */
  addWording(productId: string, features: ListingFeatures): void;
  /** Records that `merchant` has an imported listing of `variantId` (with GTIN `gtin`, if given). */
  noteListing(variantId: string, merchant: string, gtin?: string): void;
  /** Learns from a listing of `merchant` which words tell its brand's items apart. */
  learn(features: ListingFeatures, merchant: string): void;
  /** Reads brand, pack, words and variant terms of a listing. */
  features(listing: ListingInput): ListingFeatures;
  /** Decides where a listing of `merchant` with MRP `mrpPaise` goes. */
  match(features: ListingFeatures, merchant: string, mrpPaise: number): MatchDecision;
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
  const conflicts = createConflictCache();
  const { termsIdOf, termsOf, conflicting } = conflicts;
  // Rare words weigh more in the similarity; weights follow the catalogue's size (word-weights.ts).
  const wordWeights = createWordWeights(() => byId.size);
  const { weight, isKnown } = wordWeights;
  const features = createListingReader(inferBrand, isKnown);
  const distinguishing = new DistinguishingWords();
  // Variants by a GTIN of their listings, and each variant's product.
  const byGtin = new Map<string, { productId: string; variant: IndexedVariant }>();
  const productOf = new Map<string, string>();
  const across = createAcrossBrands((id) => byId.get(id), wordWeights, conflicts, matchAt);

  const similarity = (a: readonly string[], aWeights: readonly number[], total: number, b: Wording) =>
    wordWeights.similarity(a, aWeights, total, b.tokens);

  // The product's variant of `pack`: the same pack, or (with `mrp`, when that one's MRP does not
  // agree) a pack of the same contents in another notation at an MRP that agrees.
  const findVariant = (product: IndexedProduct, pack: Pack | null, mrp?: number): IndexedVariant | null => {
    const same =
      product.variants.find((v) =>
        v.pack && pack ? samePack(v.pack, pack) : v.pack === null && pack === null,
      ) ?? null;
    if (!pack || mrp === undefined || (same && (same.mrp === null || mrpAgrees(same, mrp)))) return same;
    return (
      product.variants.find(
        (v) =>
          v.pack &&
          mrpAgrees(v, mrp) &&
          (sameContents(v.pack, pack) || (sameTotal(v.pack, pack) && !sellsUnit(product, v.pack, pack))),
      ) ?? same
    );
  };
  // The product sells the unit of the multipack of `a` and `b` on its own.
  const sellsUnit = (product: IndexedProduct, a: Pack, b: Pack) => {
    const multi = a.count > 1 ? a : b;
    const unit = unitTotal(multi);
    return product.variants.some((v) => v.pack && isSingleOf(v.pack, multi.base, unit));
  };

  const indexVariant = (productId: string, v: VariantToIndex): IndexedVariant => {
    const indexed: IndexedVariant = {
      id: v.id,
      productId,
      pack: packOfVariant(v.label, Number(v.packValue), v.packUnit),
      mrp: v.mrpPaise === undefined || v.mrpPaise === null ? null : Number(v.mrpPaise),
      merchants: new Set<string>(),
      gtins: null,
    };
    variants.set(v.id, indexed);
    across.index(indexed);
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

  const addWording = (product: IndexedProduct, wording: Omit<Wording, 'key' | 'termsId'>) => {
    const key = [...wording.tokens].sort().join(' ');
    const { wordings } = product;
    if (wordings.some((w) => w.key === key)) return;
    // The name stays first; the others are the smallest keys seen, whatever their order.
    let at = wordings.length;
    while (at > 1 && wordings[at - 1]!.key > key) at--;
    if (at >= MAX_WORDINGS) return;
    // Only what scoring reads is kept (a listing's features carry more), with one term set object
    // per content: an index of a large catalogue holds several wordings of every product.
    const termsId = termsIdOf(wording.terms);
    const { words, tokens, own } = wording;
    wordings.splice(at, 0, { words, tokens, own, terms: termsOf(termsId), key, termsId });
    if (wordings.length > MAX_WORDINGS) wordings.pop();
  };

  return {
    addProduct(product) {
      if (byId.has(product.id)) return;
      learnBrand(product.brand);
      const words = withoutBrand(titleWords(product.name), product.brand);
      const tokens = similarityTokens(words, isKnown);
      const termsId = termsIdOf(variantTerms(words));
      const terms = termsOf(termsId);
      const key = isBundle(product.name) ? brandKey(product.brand) + BUNDLE_KEY : brandKey(product.brand);
      const indexed: IndexedProduct = {
        id: product.id,
        brandKey: key,
        wordings: [
          {
            words,
            tokens,
            own: ownWords(tokens, words),
            terms,
            termsId,
            key: [...tokens].sort().join(' '),
          },
        ],
        fullTokens: similarityTokens([...titleWords(product.brand), ...words], isKnown),
        variants: product.variants.map((v) => indexVariant(product.id, v)),
      };
      for (const v of product.variants) productOf.set(v.id, product.id);
      for (const t of tokens) {
        wordWeights.count(t);
      }
      byId.set(product.id, indexed);
      const list = byBrand.get(key) ?? [];
      list.push(indexed);
      byBrand.set(key, list);
    },
    addVariant(productId, variant) {
      const product = byId.get(productId);
      if (product && !variants.has(variant.id)) {
        product.variants.push(indexVariant(productId, variant));
        productOf.set(variant.id, productId);
      }
    },
    addBrand: learnBrand,
    addWording(productId, features) {
      const product = byId.get(productId);
      if (product) addWording(product, features);
    },
    noteListing(variantId, merchant, gtin) {
      const variant = variants.get(variantId);
      if (!variant) return;
      variant.merchants.add(merchant);
      if (gtin) {
        variant.gtins ??= new Set();
        variant.gtins.add(gtin);
        if (!byGtin.has(gtin)) byGtin.set(gtin, { productId: productOf.get(variantId)!, variant });
      }
    },
    learn(listing, merchant) {
      distinguishing.learn(merchant, listing.brandKey, listing.pack?.label ?? '', listing.own);
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
    match(listing, merchant, mrpPaise) {
      // Equal GTINs are one item (unless the merchant already lists it: then another sku of its own).
      const byCode = listing.gtin ? byGtin.get(listing.gtin) : undefined;
      if (byCode && !byCode.variant.merchants.has(merchant)) {
        const reason: MatchReason = {
          decision: 'matched',
          score: 1,
          threshold: matchAt,
          gates: {
            brand: 'not compared: same GTIN',
            conflicts: 'not compared: same GTIN',
            pack: 'not compared: same GTIN',
          },
          candidate: { productId: byCode.productId, variantId: byCode.variant.id },
          note: `same GTIN ${listing.gtin}`,
        };
        return { kind: 'matched', productId: byCode.productId, variantId: byCode.variant.id, reason };
      }
      let decision = matchInBrand(listing, merchant, mrpPaise);
      // The title's brand found nothing to join: the brand the field names may be the item's.
      if (decision.kind === 'created' && listing.asGiven) {
        const asGiven = matchInBrand({ ...listing.asGiven, gtin: listing.gtin }, merchant, mrpPaise);
        if (asGiven.kind !== 'created') return asGiven;
      }
      if (decision.kind !== 'created' || !listing.titleTokens) return decision;
      decision = across.match(listing, merchant, mrpPaise) ?? decision;
      return decision;
    },
  };

  // Where a listing goes among the products of its brand (matched, a new pack size, a suggested
  // merge or a product of its own).
  function matchInBrand(listing: ListingFeatures, merchant: string, mrpPaise: number): MatchDecision {
    current = listing;
    currentWeights = listing.tokens.map(weight);
    currentTotal = currentWeights.reduce((sum, w) => sum + w, 0);
    currentTermsId = termsIdOf(listing.terms);
    const products = byBrand.get(listing.brandKey) ?? [];
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
  }
}
