// Cross-merchant product matching from the evidence listings carry, preferring no match to a wrong
// match: (1) the brand agrees after normalising its spelling (a missing brand is looked for in the
// title among known brands; a brand field naming a parent company yields to the known brand the
// title starts with), (2) no variant-conflict word differs (toned vs full cream, salted vs
// unsalted, ...), (3) the pack size agrees within 5% with the same multipack count, then (4) title
// similarity (word-weights.ts), MRP and what the merchants' own catalogues teach
// (distinguishing.ts) are weighed in decide.ts. Bundles ("A + B", "Combo") are compared only
// with bundles. This file indexes the catalogue (shapes in indexed.ts) and routes a listing: same
// GTIN, then its brand (in-brand.ts), then other brands (across-brands.ts); listing-features.ts
// reads a listing, variant-of-pack.ts finds a product's variant of a pack, and decide.ts turns
// candidates into a decision (matched, a new pack size, a product of its own, or one of its own
// with a suggested merge).
import { createAcrossBrands } from './across-brands';
import { createBrandIndex, UNBRANDED } from './brand-index';
import { BUNDLE_KEY, isBundle } from './bundles';
import { createCandidateIndex } from './candidate-index';
import { DistinguishingWords } from './distinguishing';
import { createInBrandMatch } from './in-brand';
import type { IndexedProduct, IndexedVariant, Wording } from './indexed';
import { createListingReader } from './listing-features';
import type { ListingFeatures, ListingInput, MatchDecision, MatchReason } from './match-types';
import { brandKey, similarityTokens, sortWords, titleWords, withoutBrand } from './normalise';
import { packOfVariant } from './pack';
import { ownWords } from './product-lines';
import { createConflictCache, variantTerms } from './variant-conflicts';
import { findVariant } from './variant-of-pack';
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
  // Products by brand, and what finds a listing's candidates among them (candidate-index.ts).
  const byBrand = createCandidateIndex();
  const byId = new Map<string, IndexedProduct>();
  const variants = new Map<string, IndexedVariant>();
  const brands = createBrandIndex();
  const learnBrand = brands.learn;
  const inferBrand = brands.infer;
  const conflicts = createConflictCache();
  const { termsIdOf, termsOf } = conflicts;
  // Rare words weigh more in the similarity; weights follow the catalogue's size (word-weights.ts).
  const wordWeights = createWordWeights(() => byId.size);
  const { isKnown } = wordWeights;
  const features = createListingReader(inferBrand, isKnown);
  const distinguishing = new DistinguishingWords();
  // Variants by a GTIN of their listings, and each variant's product.
  const byGtin = new Map<string, { productId: string; variant: IndexedVariant }>();
  const productOf = new Map<string, string>();
  const across = createAcrossBrands((id) => byId.get(id), wordWeights, conflicts, matchAt);
  const matchInBrand = createInBrandMatch({
    brand: byBrand.brand,
    weights: wordWeights,
    conflicts,
    distinguishing,
    matchAt,
    reviewFrom,
  });

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

  // Brands a product is also findable under (besides its own): the brands listings joined to it
  // were read as. Merchants file one item under its brand, a line's name or the brand field's
  // other spelling; once a listing says so, later listings of either brand find the product.
  const alsoUnder = new Map<string, Set<string>>();
  const indexUnder = (product: IndexedProduct, key: string) => {
    if (key === product.brandKey) return;
    let keys = alsoUnder.get(product.id);
    if (!keys) {
      keys = new Set();
      alsoUnder.set(product.id, keys);
    }
    if (keys.has(key)) return;
    keys.add(key);
    byBrand.addProduct(product, key);
  };

  const addWording = (
    product: IndexedProduct,
    wording: Omit<Wording, 'key' | 'termsId' | 'scoredIn' | 'score'>,
  ) => {
    const key = sortWords([...wording.tokens]).join(' ');
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
    const added: Wording = {
      words,
      tokens,
      own,
      terms: termsOf(termsId),
      key,
      termsId,
      scoredIn: 0,
      score: 0,
    };
    wordings.splice(at, 0, added);
    if (wordings.length > MAX_WORDINGS) wordings.pop();
    if (wordings.includes(added)) byBrand.addWording(product, added);
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
            key: sortWords([...tokens]).join(' '),
            scoredIn: 0,
            score: 0,
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
      byBrand.addProduct(indexed);
    },
    addVariant(productId, variant) {
      const product = byId.get(productId);
      if (product && !variants.has(variant.id)) {
        const indexed = indexVariant(productId, variant);
        product.variants.push(indexed);
        byBrand.addVariant(product, indexed);
        productOf.set(variant.id, productId);
      }
    },
    addBrand: learnBrand,
    addWording(productId, features) {
      const product = byId.get(productId);
      if (!product) return;
      addWording(product, features);
      indexUnder(product, features.brandKey);
      if (features.alsoAs) {
        addWording(product, features.alsoAs);
        indexUnder(product, features.alsoAs.brandKey);
      }
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
      // The brand read first joined no variant: the other brand the listing may be filed under
      // (the brand field's, or a shorter known brand the title starts with) may have the item. Its
      // decision stands when it joins a variant, or when the first reading made a product of its own.
      if (decision.kind !== 'matched' && listing.alsoAs) {
        const alsoAs = matchInBrand({ ...listing.alsoAs, gtin: listing.gtin }, merchant, mrpPaise);
        if (alsoAs.kind === 'matched' || (decision.kind === 'created' && alsoAs.kind !== 'created'))
          return alsoAs;
      }
      // A listing naming no brand at all was weighed among loose produce, which is no evidence
      // of its brand: unless it joined a variant there, other brands are compared too.
      if (!listing.titleTokens || decision.kind === 'matched') return decision;
      if (decision.kind !== 'created' && listing.brandSource !== 'none') return decision;
      decision = across.match(listing, merchant, mrpPaise) ?? decision;
      return decision;
    },
  };
}
