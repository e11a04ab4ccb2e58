// The catalogue as the matcher indexes it for one import run: products with their wordings (the
// name, then titles of listings joined to them) and variants (pack, MRP, merchants, GTINs), and
// the rule that two printed MRPs agree.
import { MRP_SAME } from './decide';
import type { Pack } from './pack';
import type { VariantTerms } from './variant-conflicts';

/** A variant as indexed. */
export interface IndexedVariant {
  id: string;
  productId: string;
  pack: Pack | null;
  /** MRP of the variant's first listing (paise), or null. */
  mrp: number | null;
  /** Merchants with an imported listing of this variant. */
  merchants: Set<string>;
  /** GTINs of its listings (null until one is given). */
  gtins: Set<string> | null;
}

/** One wording of a product: its name, or the title of a listing matched to it. */
export interface Wording {
  /** The title's own words (brand and pack size out), to name differing words as written. */
  words: readonly string[];
  tokens: string[];
  /** Words that tell items apart (product-lines.ts `ownWords`). */
  own: string[];
  terms: VariantTerms;
  /** Number of these terms' content (see `termsIdOf`). */
  termsId: number;
  /** Sorted tokens: wordings are kept by this key, so the set kept does not depend on order. */
  key: string;
  /**
   * The search within a brand's own memo (in-brand.ts): the number of the search that last worked
   * out this wording's similarity, and that similarity (one search may score a wording twice).
   */
  scoredIn: number;
  score: number;
}

/** A product scored for a listing: its best wording and its variant of the listing's pack. */
export interface Scored {
  product: IndexedProduct;
  score: number;
  variant: IndexedVariant | null;
  top: Wording;
}

/** A product as indexed. */
export interface IndexedProduct {
  id: string;
  /** The key of the brand (and bundle) list the product is in. */
  brandKey: string;
  /** Similarity tokens of the brand and the name together (for listings compared across brands). */
  fullTokens: string[];
  /**
   * The product's name first, then the titles of listings joined to it: the MAX_WORDINGS - 1
   * smallest by key, so a run that re-reads them from the database keeps the same ones.
   */
  wordings: Wording[];
  variants: IndexedVariant[];
}

/** True when `variant`'s MRP is known and within MRP_SAME of `mrp` (paise). */
export const mrpAgrees = (variant: IndexedVariant | null, mrp: number) =>
  variant?.mrp != null && Math.abs(variant.mrp - mrp) <= MRP_SAME * Math.max(variant.mrp, mrp);
