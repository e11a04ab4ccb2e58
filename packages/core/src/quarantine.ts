// Which observed prices are too far from a listing's own recent prices to believe on one sighting
// (docs/rules.md, "Quarantined observations"): a parse error that reads ₹5.89 as ₹589, or a
// per-kg price as the price, must not become the price nor fire a watch. Such an observation is
// held back until a second observation confirms it or an operator accepts it. Amounts in paise.

/** A price at least this many times the listing's recent median, or at most its inverse, is held. */
export const QUARANTINE_PRICE_FACTOR = 10;

/** An MRP at least this many times the previous MRP, or at most its inverse, is held. */
export const QUARANTINE_MRP_FACTOR = 3;

/** A later observation within this share of a held price (and MRP) confirms it. */
export const QUARANTINE_CONFIRM_TOLERANCE = 0.05;

/** Days of a listing's observations its recent median is taken over. */
export const QUARANTINE_WINDOW_DAYS = 30;

/** Why an observation was held: its price against the recent median, or its MRP against the last. */
export type QuarantineReason = 'price-jump' | 'price-drop' | 'mrp-jump' | 'mrp-drop';

/** What an observation is checked against (paise). */
export interface QuarantineReference {
  /** The listing's prices of the last {@link QUARANTINE_WINDOW_DAYS} days, its current one included. */
  recentPrices: readonly number[];
  /** The listing's MRP before this observation. */
  mrp: number;
}

/** The verdict: `reasons` is empty when the observation may be applied. */
export interface QuarantineCheck {
  reasons: QuarantineReason[];
  /** The median the price was compared with; null without recent prices. */
  median: number | null;
}

/** The median of `values` (the mean of the middle two for an even count); null when empty. */
export function medianOf(values: readonly number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v) && v > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const tooFar = (value: number, reference: number, factor: number): 'up' | 'down' | null => {
  if (!(reference > 0) || !(value > 0)) return null;
  if (value >= reference * factor) return 'up';
  if (value * factor <= reference) return 'down';
  return null;
};

/**
 * Checks an observed price and MRP (paise) against the listing's recent prices and previous MRP
 * (docs/rules.md, "Quarantined observations"). A listing without history holds nothing back.
 */
export function checkObservation(
  observed: { price: number; mrp: number },
  reference: QuarantineReference,
): QuarantineCheck {
  const median = medianOf(reference.recentPrices);
  const reasons: QuarantineReason[] = [];
  const price = median === null ? null : tooFar(observed.price, median, QUARANTINE_PRICE_FACTOR);
  if (price === 'up') reasons.push('price-jump');
  if (price === 'down') reasons.push('price-drop');
  const mrp = tooFar(observed.mrp, reference.mrp, QUARANTINE_MRP_FACTOR);
  if (mrp === 'up') reasons.push('mrp-jump');
  if (mrp === 'down') reasons.push('mrp-drop');
  return { reasons, median };
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(a, b) * QUARANTINE_CONFIRM_TOLERANCE;

/**
 * Whether a later observation confirms a held one: its price and MRP both within
 * {@link QUARANTINE_CONFIRM_TOLERANCE} of the held ones (paise).
 */
export function confirmsHeld(
  held: { price: number; mrp: number },
  later: { price: number; mrp: number },
): boolean {
  return near(held.price, later.price) && near(held.mrp, later.mrp);
}
