// Where a listing goes once the matcher has scored the products of its brand: the decision rules
// and the reason stored with the listing. In order:
// - a listing without a pack size joins only a product whose title words are the same as its own
//   (as that product's pack size "not given"); it is never another product's new pack size;
// - the best product whose title does not carry a word the listing lacks while the listing carries
//   one it lacks ("clean") is matched at the threshold;
// - otherwise, when the best product differs by a word on each side, the pair stays apart if one
//   of those words names a product line (product-lines.ts) and goes to review if none does;
// - a merchant's second listing of a variant it already lists, and scores just under the
//   threshold, go to review.
import { UNBRANDED } from './brand-index';
import type { ListingFeatures, MatchDecision, MatchReason } from './matcher';
import { productLineWord, type WordDifference } from './product-lines';

/** A product the matcher scored for a listing. */
export interface Candidate {
  productId: string;
  /** The product's variant of the listing's pack size, if it has one. */
  variantId: string | null;
  score: number;
  /** The listing's merchant already lists that variant. */
  taken: boolean;
  /** Words the listing and the product's closest wording each lack, or null when clean. */
  difference: WordDifference | null;
}

/** What the decision is made from. */
export interface DecisionInput {
  listing: ListingFeatures;
  merchant: string;
  matchAt: number;
  reviewFrom: number;
  /** The best-scoring product of the listing's brand (a near tie goes to one with the pack). */
  best: Candidate | null;
  /** The best of the clean products. */
  bestClean: Candidate | null;
  /** For a listing without a pack size: the best product with the same title words. */
  bestSame: Candidate | null;
  /** Products of the brand excluded by variant conflicts. */
  conflicts: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function gatesOf(input: DecisionInput, candidate: Candidate | null): MatchReason['gates'] {
  const { listing } = input;
  const brand =
    listing.brandSource === 'given'
      ? `brand "${listing.brand}" given`
      : listing.brandSource === 'inferred'
        ? `brand "${listing.brand}" found in title`
        : `no brand: treated as ${UNBRANDED}`;
  const conflicts =
    input.conflicts === 0
      ? 'no variant conflict'
      : `${input.conflicts} same-brand product(s) excluded by variant conflicts`;
  const packText = listing.pack?.label ?? 'pack size not given';
  const pack = !candidate
    ? packText
    : candidate.variantId
      ? `same pack size (${packText})`
      : `new pack size for the product (${packText})`;
  return { brand, conflicts, pack };
}

function created(input: DecisionInput, candidate: Candidate | null, note: string): MatchDecision {
  return {
    kind: 'created',
    reason: {
      decision: 'created',
      score: candidate ? round3(candidate.score) : null,
      threshold: input.matchAt,
      gates: gatesOf(input, null),
      candidate: candidate ? { productId: candidate.productId, variantId: candidate.variantId } : null,
      note,
    },
  };
}

function review(
  input: DecisionInput,
  candidate: Candidate,
  note: string,
): Extract<MatchDecision, { kind: 'review' }> {
  return {
    kind: 'review',
    productId: candidate.productId,
    variantId: candidate.variantId,
    reason: {
      decision: 'review',
      score: round3(candidate.score),
      threshold: input.matchAt,
      gates: gatesOf(input, candidate),
      candidate: { productId: candidate.productId, variantId: candidate.variantId },
      note,
    },
  };
}

/** The note of a review for a merchant's second listing of one variant. */
export const takenNote = (merchant: string) => `${merchant} already lists this variant under another sku`;

/** Joins `candidate` (its variant, or a new pack size of it), or reviews it when already taken. */
function join(input: DecisionInput, candidate: Candidate, note?: string): MatchDecision {
  // Worded differently from the merchant's listing of that variant: may be another item, so it
  // stays visible as its own product while it waits.
  if (candidate.taken) return review(input, candidate, takenNote(input.merchant));
  const score = round3(candidate.score);
  const reason = (decision: MatchDecision['kind']): MatchReason => ({
    decision,
    score,
    threshold: input.matchAt,
    gates: gatesOf(input, candidate),
    candidate: { productId: candidate.productId, variantId: candidate.variantId },
    ...(note ? { note } : {}),
  });
  return candidate.variantId
    ? {
        kind: 'matched',
        productId: candidate.productId,
        variantId: candidate.variantId,
        reason: reason('matched'),
      }
    : { kind: 'new-variant', productId: candidate.productId, reason: reason('new-variant') };
}

/**
 * A listing whose merchant already lists the same item (brand, words, pack) under another sku:
 * it joins that variant when the merchant has no offer of it in the listing's city yet (a sku per
 * city), and goes to review, held back from shoppers, when it has one there (a second sku).
 */
export function sameItemDecision(
  listing: Pick<ListingFeatures, 'brand' | 'pack'>,
  merchant: string,
  item: { productId: string; variantId: string },
  sameCity: boolean,
  matchAt: number,
): MatchDecision {
  const packText = listing.pack?.label ?? 'pack size not given';
  const reason: MatchReason = {
    decision: sameCity ? 'review' : 'matched',
    score: 1,
    threshold: matchAt,
    gates: {
      brand: `brand "${listing.brand}" as on the merchant's other listing`,
      conflicts: 'same title words',
      pack: `same pack size (${packText})`,
    },
    candidate: item,
    note: sameCity
      ? `${takenNote(merchant)} in this city`
      : `${merchant} lists the same item under its own sku in another city`,
  };
  return sameCity
    ? { kind: 'review', productId: item.productId, variantId: item.variantId, reason, holdBack: true }
    : { kind: 'matched', productId: item.productId, variantId: item.variantId, reason };
}

const words = (list: readonly string[]) => (list.length > 0 ? list.join(' ') : '-');

/** Decides where a scored listing goes. */
export function decide(input: DecisionInput): MatchDecision {
  const { listing, best, bestClean, bestSame, matchAt, reviewFrom } = input;
  if (!listing.pack) {
    if (bestSame) return join(input, bestSame, 'pack size not given: same title words');
    return created(
      input,
      best,
      best
        ? 'pack size not given: joins only a product with the same title words'
        : 'no product of this brand to compare with',
    );
  }
  const chosen = bestClean && bestClean.score >= matchAt ? bestClean : best;
  if (!chosen || chosen.score < reviewFrom) {
    return created(
      input,
      chosen,
      chosen ? 'title similarity below the review threshold' : 'no product of this brand to compare with',
    );
  }
  if (chosen.difference) {
    const { onlyA, onlyB } = chosen.difference;
    const line = productLineWord(chosen.difference);
    const said = `listing "${words(onlyA)}", product "${words(onlyB)}"`;
    if (line) return created(input, chosen, `"${line}" names another product line (${said})`);
    return review(input, chosen, `each title has a word the other lacks (${said})`);
  }
  if (chosen.score >= matchAt) return join(input, chosen);
  return review(input, chosen, 'title similarity just under the threshold');
}
