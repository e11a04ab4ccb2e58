// Listings compared across brands: merchants file one item under its brand, its parent company
// or none, so a listing that finds nothing to join in its own brand is compared with the variants
// of its pack at an MRP that agrees, of any brand, on its whole title against each product's brand
// and name (a title naming no brand at all, on its name alone); it joins when exactly one product
// reaches the match threshold.
import { type IndexedProduct, type IndexedVariant, mrpAgrees } from './indexed';
import type { ListingFeatures, MatchDecision, MatchReason } from './match-types';
import { type Pack, samePack } from './pack';
import type { ConflictCache } from './variant-conflicts';
import type { WordWeights } from './word-weights';

/** Variants by pack, then MRP step (steps 1% apart), for listings compared across brands. */
const packKey = (pack: Pack) => `${pack.base}|${pack.count}|${Math.round(pack.total)}`;
const mrpStep = (mrp: number) => Math.round(Math.log(Math.max(mrp, 1)) / Math.log(1.01));

/** The pack-and-MRP index of variants, and the match across brands it answers. */
export interface AcrossBrands {
  /** Indexes a variant (one with a pack and an MRP). */
  index(variant: IndexedVariant): void;
  /** The one product of another brand a listing of `merchant` at MRP `mrp` (paise) joins, or null. */
  match(listing: ListingFeatures, merchant: string, mrp: number): MatchDecision | null;
}

/** Creates the index; `productById` reads the matcher's products, `matchAt` is its threshold. */
export function createAcrossBrands(
  productById: (id: string) => IndexedProduct | undefined,
  words: Pick<WordWeights, 'weight' | 'similarity'>,
  conflicts: ConflictCache,
  matchAt: number,
): AcrossBrands {
  const { weight } = words;
  const { termsIdOf, conflicting } = conflicts;
  const byPackMrp = new Map<string, Map<number, IndexedVariant[]>>();

  // A listing whose title does not carry its brand, compared across brands: the variants of its
  // pack at an MRP that agrees, of any brand, whose product's brand and name have the listing's
  // title words. Joined only when exactly one product reaches the match threshold.
  function match(listing: ListingFeatures, merchant: string, mrp: number): MatchDecision | null {
    const { pack, titleTokens } = listing;
    if (!pack || !titleTokens || titleTokens.length === 0) return null;
    const byMrp = byPackMrp.get(packKey(pack));
    if (!byMrp) return null;
    const weights = titleTokens.map(weight);
    const total = weights.reduce((sum, w) => sum + w, 0);
    const step = mrpStep(mrp);
    let best: { variant: IndexedVariant; score: number } | null = null;
    let reaching = 0;
    const seen = new Set<string>();
    const termsId = termsIdOf(listing.terms);
    for (let s = step - 2; s <= step + 2; s++) {
      const variants = byMrp.get(s);
      if (!variants) continue;
      for (const v of variants) {
        if (!v.pack || !samePack(v.pack, pack) || !mrpAgrees(v, mrp) || seen.has(v.productId)) continue;
        seen.add(v.productId);
        if (v.merchants.has(merchant)) continue;
        if (listing.gtin !== undefined && v.gtins != null && !v.gtins.has(listing.gtin)) continue;
        const product = productById(v.productId);
        // The listing's own brand was weighed (and turned down) already.
        if (
          !product ||
          product.brandKey === listing.brandKey ||
          conflicting(listing.terms, termsId, product.wordings[0]!)
        )
          continue;
        // A title with no brand at all is compared with the product's name too (brand words
        // aside): 'Skincare Hand Wash Refill' is Dettol's item when nothing else fits it.
        const whole = words.similarity(titleTokens, weights, total, product.fullTokens);
        const score =
          listing.brandSource === 'none'
            ? Math.max(whole, words.similarity(titleTokens, weights, total, product.wordings[0]!.tokens))
            : whole;
        if (score < matchAt) continue;
        reaching++;
        if (!best || score > best.score) best = { variant: v, score };
      }
    }
    if (!best || reaching !== 1) return null;
    const reason: MatchReason = {
      decision: 'matched',
      score: Math.round(best.score * 1000) / 1000,
      threshold: matchAt,
      gates: {
        brand: `brand "${listing.brand}" not in the title: compared with every brand's products`,
        conflicts: 'no variant conflict',
        pack: `same pack size (${pack.label})`,
      },
      candidate: { productId: best.variant.productId, variantId: best.variant.id },
      note: "the title's words are the product's brand and name, at its pack and an MRP that agrees, and no other product's",
    };
    return { kind: 'matched', productId: best.variant.productId, variantId: best.variant.id, reason };
  }

  return {
    index(indexed) {
      if (!indexed.pack || indexed.mrp === null) return;
      const key = packKey(indexed.pack);
      let byMrp = byPackMrp.get(key);
      if (!byMrp) {
        byMrp = new Map();
        byPackMrp.set(key, byMrp);
      }
      const step = mrpStep(indexed.mrp);
      const list = byMrp.get(step);
      if (list) list.push(indexed);
      else byMrp.set(step, [indexed]);
    },
    match,
  };
}
