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
  /** Brand as shown (given, inferred from the title, or the brand of unbranded listings). */
  brand: string;
  brandKey: string;
  brandSource: 'given' | 'inferred' | 'none';
  pack: Pack | null;
  /** Title words without brand and pack (for names and conflicts). */
  words: string[];
  tokens: string[];
  /** Words that tell items apart (product-lines.ts `ownWords`). */
  own: string[];
  terms: VariantTerms;
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
}

/** Where a listing goes. */
export type MatchDecision =
  | { kind: 'matched'; productId: string; variantId: string; reason: MatchReason }
  | { kind: 'new-variant'; productId: string; reason: MatchReason }
  | {
      kind: 'review';
      productId: string;
      variantId: string | null;
      reason: MatchReason;
      /** A merchant's second listing of a variant: its own product is hidden until decided. */
      holdBack?: boolean;
    }
  | { kind: 'created'; reason: MatchReason };
