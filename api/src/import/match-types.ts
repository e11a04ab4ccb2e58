// What the matcher reads of a listing and what it decides, with the reason stored for audit.
import type { Pack } from './pack';
import type { VariantTerms } from './variant-conflicts';

/** What the matcher needs of a listing. */
export interface ListingInput {
  title: string;
  brand?: string | undefined;
  pack?: string | undefined;
}

/** A listing read for matching. */
export interface ListingFeatures {
  /**
   * Brand as shown: given, the known brand the title starts with when the brand field names
   * another (a parent company: "Nestle" for a "Maggi ..." title), inferred from the title when
   * none is given, or the brand of unbranded listings.
   */
  brand: string;
  /** The brand's key; a bundle's is its brand's key with `BUNDLE_KEY` appended. */
  brandKey: string;
  brandSource: 'given' | 'title' | 'inferred' | 'none';
  /** A bundle of items ("A + B", "Combo", "Buy 3 Get 1"): a product of its own, never a pack. */
  bundle: boolean;
  /** The GTIN the feed gives, if any. */
  gtin?: string | undefined;
  pack: Pack | null;
  /**
   * Similarity tokens of the whole title, brand words included (not for bundles): a listing that
   * finds nothing to join in its own brand is also compared across brands (matcher.ts), since
   * merchants file one item under its brand, its parent company or none.
   */
  titleTokens?: string[] | undefined;
  /** Title words without brand and pack (for names and conflicts). */
  words: string[];
  tokens: string[];
  /** Words that tell items apart (product-lines.ts `ownWords`). */
  own: string[];
  terms: VariantTerms;
  /**
   * The listing read under the other brand it may be filed under: the brand its brand field names,
   * when the brand the title starts with was preferred (brandSource 'title': 'Dove Plastic Soap
   * Case' filed under Nakoda), or, for a brand found in the title, the shorter known brand the
   * title also starts with ('bb Royal' for 'bb Royal Organic ...'). When the first reading finds
   * nothing to join, this one is tried (matcher.ts); a product made or joined by such a listing is
   * findable under both brands.
   */
  alsoAs?: ListingFeatures | undefined;
}

/** Why a listing went where it went (stored with the listing for audit). */
export interface MatchReason {
  decision: MatchDecision['kind'];
  /** Title similarity with the chosen candidate (null when there was none). */
  score: number | null;
  threshold: number;
  gates: {
    brand: string;
    conflicts: string;
    pack: string;
  };
  candidate: { productId: string; variantId: string | null } | null;
  note?: string;
  /** The evidence weighed (MRP, learned words, same merchant, GTIN), as the operator reads it. */
  evidence?: string[];
}

/** Where a listing goes. */
export type MatchDecision =
  | { kind: 'matched'; productId: string; variantId: string; reason: MatchReason }
  | { kind: 'new-variant'; productId: string; reason: MatchReason }
  | {
      /** A product of its own, shown to shoppers, with a suggested merge into `productId`. */
      kind: 'review';
      productId: string;
      variantId: string | null;
      reason: MatchReason;
    }
  | { kind: 'created'; reason: MatchReason };
