// Where a listing goes once the matcher has scored the products of its brand: the evidence is
// weighed into one score and the decision keeps every piece of it for the operator. Evidence:
// - title similarity (matcher.ts, rare words weigh more);
// - MRP: one item in one pack carries one MRP at every merchant (printed on the pack), so an MRP
//   within MRP_SAME of the candidate's is evidence of the same item (more so when no other product
//   of the brand has that pack at that MRP), and a gap beyond MRP_APART rules the candidate out;
// - the merchants' own catalogues: a merchant that already lists the candidate variant under
//   another sku lists another item (never merged), and a word by which the two titles differ that
//   tells the brand's items apart in some merchant's own list (distinguishing.ts) rules it out;
// - titles that each carry a word the other lacks (not a learned one) weigh a little against.
// The combined score joins at the match threshold; from the review threshold the listing stands
// as a product of its own, shown to shoppers, with the candidate stored as a suggested merge.
// A listing without a pack size (and every bundle) joins only a product with the same words.
import { UNBRANDED } from './brand-index';
import type { ListingFeatures, MatchDecision, MatchReason } from './matcher';
import type { Pack } from './pack';
import type { WordDifference } from './product-lines';

/** A product the matcher scored for a listing. */
export interface Candidate {
  productId: string;
  /** The product's variant of the listing's pack size, if it has one. */
  variantId: string | null;
  /** Title similarity. */
  score: number;
  /** The listing's merchant already lists that variant. */
  taken: boolean;
  /** Own words the listing and the product's closest wording each lack (stemmed). */
  difference: WordDifference;
  /** The same, as the titles spell them (for the operator; read only to explain a decision). */
  spell(): WordDifference;
  /** MRP of the candidate variant (paise), when it has one of the listing's pack. */
  mrpPaise: number | null;
  /** No other product of the brand has the listing's pack at an MRP within MRP_SAME. */
  onlyAtMrp: boolean;
  /** The listing's GTIN differs from every GTIN listed for the candidate variant. */
  gtinDiffers: boolean;
}

/** What the decision is made from. */
export interface DecisionInput {
  listing: ListingFeatures;
  merchant: string;
  /** The listing's MRP (paise). */
  mrpPaise: number;
  matchAt: number;
  reviewFrom: number;
  /** Products of the brand worth weighing: the best by title, the best clean, the best at MRP. */
  candidates: Candidate[];
  /** For a listing without a pack size (or a bundle): the best product with the same words. */
  bestSame: Candidate | null;
  /** Products of the brand excluded by variant conflicts. */
  conflicts: number;
  /** The first of `words` learned as telling the brand's items apart, or null. */
  distinguishing(words: readonly string[]): string | null;
}

/** MRPs within this fraction of each other are evidence of one item. */
export const MRP_SAME = 0.02;
/** MRPs further apart than this fraction are different items. */
export const MRP_APART = 0.1;
/** Added to the title similarity when the MRPs agree. */
const MRP_AGREES = 0.2;
/** Added again when the candidate is the brand's only product of that pack at that MRP. */
const ONLY_AT_MRP = 0.1;
/** Taken off when each title has a word the other lacks and the MRPs do not agree. */
const EACH_SIDE = 0.1;
/**
 * Titles that each carry a word the other lacks join only with an MRP that agrees and at least
 * this similarity: an MRP alone is weak evidence (a brand prices many items alike).
 */
const EACH_SIDE_JOIN = 0.5;
/**
 * With the same pack at an MRP that agrees, and no other product of the brand at that pack and MRP,
 * titles that share at least this similarity (and no word that tells the brand's items apart) are
 * one item worded two ways ('Gold Refined Cooking Oil' / 'Gold Pro Healthy Lifestyle Edible Oil',
 * both 1 l at ₹210): the pack and the printed MRP say so more surely than the merchants' words.
 */
const ONLY_AT_MRP_JOIN = 0.25;
/**
 * MRPs this close are one printed MRP (merchants round it): the strong join above asks for this,
 * not for the looser MRP_SAME.
 */
const MRP_EQUAL = 0.01;

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2).replace(/\.00$/, '')}`;
const words = (list: readonly string[]) => (list.length > 0 ? list.join(' ') : '-');

function gatesOf(input: DecisionInput, candidate: Candidate | null): MatchReason['gates'] {
  const { listing } = input;
  const brand =
    listing.brandSource === 'given'
      ? `brand "${listing.brand}" given`
      : listing.brandSource === 'title'
        ? `brand "${listing.brand}" read from the title (the brand field names another)`
        : listing.brandSource === 'inferred'
          ? `brand "${listing.brand}" found in title`
          : `no brand: treated as ${UNBRANDED}`;
  const conflicts =
    input.conflicts === 0
      ? 'no variant conflict'
      : `${input.conflicts} same-brand product(s) excluded by variant conflicts`;
  const packText = listing.bundle
    ? 'a bundle: its own product, never a pack size of a part'
    : (listing.pack?.label ?? 'pack size not given');
  const pack = !candidate
    ? packText
    : candidate.variantId
      ? `same pack size (${packText})`
      : `new pack size for the product (${packText})`;
  return { brand, conflicts, pack };
}

/** A candidate weighed: its combined score, whether it may join, and why. */
interface Weighed {
  candidate: Candidate;
  combined: number;
  /** It can never join. */
  vetoed: boolean;
  /** Why it can never join (when explained). */
  veto: string | null;
  /** It may join automatically (else at most a suggestion). */
  joinable: boolean;
  /** Same pack, MRP agrees, the brand's only product there: joins below the match threshold. */
  strong: boolean;
  /** The candidate variant's MRP agrees with the listing's. */
  agrees: boolean;
  /** The evidence as the operator reads it (when explained). */
  evidence: string[];
}

/**
 * Weighs a candidate; with `explain`, also says why in words (only the candidate a decision names
 * is explained, so the many weighed are not paid for in text).
 */
function weigh(input: DecisionInput, candidate: Candidate, explain = false): Weighed {
  const evidence: string[] = explain ? [`title similarity ${round3(candidate.score)}`] : [];
  const { onlyA, onlyB } = candidate.difference;
  const spelled = explain ? candidate.spell() : null;
  const said = spelled ? `listing "${words(spelled.onlyA)}", product "${words(spelled.onlyB)}"` : '';
  let vetoed = false;
  let veto: string | null = null;
  let combined = candidate.score;
  let agrees = false;
  let equal = false;
  if (candidate.gtinDiffers) {
    vetoed = true;
    if (explain) veto = 'GTINs differ: another item';
  }
  if (candidate.taken) {
    vetoed = true;
    if (explain)
      veto ??= `${input.merchant} already lists this variant under another sku: two of its skus are two items`;
  }
  if (candidate.mrpPaise !== null) {
    const gap = Math.abs(candidate.mrpPaise - input.mrpPaise) / Math.max(candidate.mrpPaise, input.mrpPaise);
    const pair = explain ? `MRP ${rupees(input.mrpPaise)} vs ${rupees(candidate.mrpPaise)}` : '';
    if (gap > MRP_APART) {
      vetoed = true;
      if (explain) veto ??= `${pair}: ${Math.round(gap * 100)}% apart, another item`;
    } else if (gap <= MRP_SAME) {
      agrees = true;
      equal = gap <= MRP_EQUAL;
      combined += MRP_AGREES;
      if (explain) evidence.push(`${pair}: agree`);
      if (candidate.onlyAtMrp) {
        combined += ONLY_AT_MRP;
        if (explain) evidence.push("the brand's only product of this pack at this MRP");
      }
    } else if (explain) {
      evidence.push(`${pair}: close`);
    }
  }
  const learned =
    onlyA.length + onlyB.length > 0 ? (input.distinguishing(onlyA) ?? input.distinguishing(onlyB)) : null;
  if (learned) {
    vetoed = true;
    if (spelled) {
      const word = [...spelled.onlyA, ...spelled.onlyB][[...onlyA, ...onlyB].indexOf(learned)] ?? learned;
      veto ??= `"${word}" tells this brand's items apart in a merchant's own list (${said})`;
    }
  }
  const eachSide = onlyA.length > 0 && onlyB.length > 0;
  if (eachSide) {
    if (explain) evidence.push(`each title has a word the other lacks (${said})`);
    if (!agrees) combined -= EACH_SIDE;
  } else if (explain && (onlyA.length > 0 || onlyB.length > 0)) {
    evidence.push(`one title adds words (${said})`);
  }
  // Titles that differ both ways join only with an MRP that agrees and enough words in common (a
  // new pack size has no MRP to compare): otherwise at most a suggestion.
  // A title that names nothing but the brand ('Tata Salt : 1 kg') has no words to compare: the
  // pack and the MRP speak for it.
  const strong =
    !vetoed &&
    equal &&
    candidate.onlyAtMrp &&
    candidate.variantId !== null &&
    (candidate.score >= ONLY_AT_MRP_JOIN || input.listing.tokens.length === 0);
  const joinable = !vetoed && (strong || !(eachSide && !(agrees && candidate.score >= EACH_SIDE_JOIN)));
  return { candidate, combined, vetoed, veto, joinable, strong, agrees, evidence };
}

/** A weighed candidate the listing joins automatically. */
const joins = (w: Weighed, matchAt: number) => w.joinable && (w.combined >= matchAt || w.strong);

function reasonOf(
  input: DecisionInput,
  decision: MatchDecision['kind'],
  w: Weighed | null,
  note: string | undefined,
  candidate: Candidate | null = w?.candidate ?? null,
): MatchReason {
  return {
    decision,
    score: w ? round3(Math.max(0, Math.min(1, w.combined))) : candidate ? round3(candidate.score) : null,
    threshold: input.matchAt,
    gates: gatesOf(input, decision === 'created' ? null : candidate),
    candidate: candidate ? { productId: candidate.productId, variantId: candidate.variantId } : null,
    ...(note ? { note } : {}),
    ...(w ? { evidence: w.evidence } : {}),
  };
}

function created(input: DecisionInput, w: Weighed | null, note: string): MatchDecision {
  return { kind: 'created', reason: reasonOf(input, 'created', w, note) };
}

function join(input: DecisionInput, w: Weighed, note?: string): MatchDecision {
  const c = w.candidate;
  return c.variantId
    ? {
        kind: 'matched',
        productId: c.productId,
        variantId: c.variantId,
        reason: reasonOf(input, 'matched', w, note),
      }
    : { kind: 'new-variant', productId: c.productId, reason: reasonOf(input, 'new-variant', w, note) };
}

/**
 * A listing whose merchant already lists the same item text (brand, words, pack) under another
 * sku: in another city it is that item (a sku per city) and joins its variant; in the same city
 * it is a second item of the merchant, a product of its own.
 */
export function sameItemDecision(
  listing: Pick<ListingFeatures, 'brand'> & { pack: Pick<Pack, 'label'> | null },
  merchant: string,
  item: { productId: string; variantId: string },
  sameCity: boolean,
  matchAt: number,
): MatchDecision {
  const packText = listing.pack?.label ?? 'pack size not given';
  const reason: MatchReason = {
    decision: sameCity ? 'created' : 'matched',
    score: 1,
    threshold: matchAt,
    gates: {
      brand: `brand "${listing.brand}" as on the merchant's other listing`,
      conflicts: 'same title words',
      pack: `same pack size (${packText})`,
    },
    candidate: item,
    note: sameCity
      ? `${merchant} lists the same title under another sku in this city: two of its skus are two items`
      : `${merchant} lists the same item under its own sku in another city`,
  };
  return sameCity
    ? { kind: 'created', reason }
    : { kind: 'matched', productId: item.productId, variantId: item.variantId, reason };
}

/** Decides where a scored listing goes. */
export function decide(input: DecisionInput): MatchDecision {
  const { listing, bestSame, matchAt, reviewFrom } = input;
  if (!listing.pack || listing.bundle) {
    const what = listing.bundle ? 'a bundle' : 'pack size not given';
    if (bestSame) {
      const w = weigh(input, bestSame, true);
      if (w.vetoed) return created(input, w, w.veto!);
      return join(input, w, `${what}: same title words`);
    }
    return created(
      input,
      null,
      input.candidates.length > 0
        ? `${what}: joins only a product with the same title words`
        : 'no product of this brand to compare with',
    );
  }
  if (input.candidates.length === 0) return created(input, null, 'no product of this brand to compare with');
  let chosen: Weighed | null = null;
  let firstVeto: Weighed | null = null;
  for (const c of input.candidates) {
    const w = weigh(input, c);
    if (w.vetoed) {
      firstVeto ??= w;
      continue;
    }
    if (
      !chosen ||
      (joins(w, matchAt) && !joins(chosen, matchAt)) ||
      (w.joinable === chosen.joinable && w.combined > chosen.combined)
    )
      chosen = w;
  }
  if (!chosen) {
    const explained = weigh(input, firstVeto!.candidate, true);
    return created(input, explained, explained.veto!);
  }
  chosen = weigh(input, chosen.candidate, true);
  if (joins(chosen, matchAt))
    return join(
      input,
      chosen,
      chosen.combined < matchAt
        ? "same pack, an MRP that agrees and the brand's only product there: one item worded two ways"
        : undefined,
    );
  // Titles that each carry a word the other lacks, with no MRP that agrees (the product has no
  // variant of this pack, or one at an MRP 2-10% off): evidence against on both counts, so a
  // product of its own without a suggestion ('Frosch Dishwashing Liquid Citrus' beside 'Aloevera').
  if (!chosen.joinable && !chosen.agrees)
    return created(input, chosen, 'titles differ both ways and no MRP agrees: another item');
  if (chosen.combined >= reviewFrom) {
    const c = chosen.candidate;
    const note = chosen.joinable
      ? 'evidence just under the threshold: shown as its own product, merge suggested'
      : 'titles differ both ways at an MRP that agrees, too few words in common to join: shown as its own product, merge suggested';
    return {
      kind: 'review',
      productId: c.productId,
      variantId: c.variantId,
      reason: reasonOf(input, 'review', chosen, note),
    };
  }
  return created(input, chosen, 'evidence below the review threshold');
}
