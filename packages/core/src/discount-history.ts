// A merchant's discount claim (MRP minus price) checked against the listing's own history, the way
// the EU Omnibus directive asks and Hlídač shopů applies it: the price is compared with the lowest
// price of the 30 days before the current price began (the Omnibus 'prior price') and with the
// most frequent price of the last 90 days (docs/rules.md, "Discount checked against history").
import { offerDiscountPercent } from './discount';
import { toPaise } from './money';

const DAY_MS = 86_400_000;

/** Days before the current price whose lowest price a real drop must beat. */
export const LOWEST_WINDOW_DAYS = 30;

/** Days before the current price whose most frequent price is the listing's usual price. */
export const USUAL_WINDOW_DAYS = 90;

/** Days with a real in-stock observation needed before any claim (as the 'good deal' rule). */
export const MIN_HISTORY_DAYS = 14;

/** A merchant claim of at least this percent off the MRP is large enough to check aloud. */
export const LARGE_CLAIM_PERCENT = 10;

/** One observed price of one listing (a merchant's offer of one variant). */
export interface ListingPricePoint {
  /** ISO date-time of the observation. */
  at: string;
  /** Rupees. */
  price: number;
  /** Rupees. */
  mrp: number;
  available: boolean;
  /** Seeded demo data: never evidence for or against a claim. */
  demo?: boolean | undefined;
}

/**
 * What history says of a price: `lowest-30-days` when it is below every in-stock price of the 30
 * days before it began (a real drop); `usual-price` when the merchant claims a large discount but
 * the price is not below the listing's most frequent price of the last 90 days; `none` when
 * history is too short or neither holds.
 */
export type DiscountVerdict = 'lowest-30-days' | 'usual-price' | 'none';

/** The verdict with the figures it was drawn from (rupees; null when the window had no price). */
export interface DiscountCheck {
  verdict: DiscountVerdict;
  /** The merchant's own claim: (mrp - price) / mrp, rounded up (`offerDiscountPercent`). */
  claimedPercent: number;
  lowest30: number | null;
  usual90: number | null;
  /** Distinct days with a real in-stock observation in the last 90 days. */
  realDays: number;
}

/** The price and MRP to check, and the listing's observations in any order. */
export interface DiscountCheckInput {
  price: number;
  mrp: number;
  history: readonly ListingPricePoint[];
  now: Date;
}

interface Usable {
  at: number;
  day: string;
  paise: number;
}

function usablePoints(history: readonly ListingPricePoint[], now: number): Usable[] {
  const points: Usable[] = [];
  for (const p of history) {
    const at = Date.parse(p.at);
    if (!Number.isFinite(at) || at > now || !p.available || p.demo === true) continue;
    if (!(p.price > 0)) continue;
    points.push({ at, day: new Date(at).toISOString().slice(0, 10), paise: toPaise(p.price) });
  }
  return points.sort((a, b) => a.at - b.at);
}

/**
 * When the current price began: the first observation of the trailing run of observations at
 * that price (or `now` when the latest observation is another price, as for a price not yet in
 * history). Earlier observations at the same price, before a different one, are history.
 */
function runStart(points: readonly Usable[], paise: number, now: number): number {
  let start = now;
  for (let i = points.length - 1; i >= 0; i--) {
    const point = points[i] as Usable;
    if (point.paise !== paise) break;
    start = point.at;
  }
  return start;
}

/** The price held on most days (each day counts its last observation); ties go to the dearer. */
function mostFrequentPaise(points: readonly Usable[]): number | null {
  const lastOfDay = new Map<string, number>();
  for (const p of points) lastOfDay.set(p.day, p.paise);
  const counts = new Map<number, number>();
  for (const paise of lastOfDay.values()) counts.set(paise, (counts.get(paise) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 0;
  for (const [paise, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== null && paise > best)) {
      best = paise;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Checks a price and its MRP claim against the listing's history (docs/rules.md, "Discount
 * checked against history"). Only real in-stock observations count; with fewer than
 * {@link MIN_HISTORY_DAYS} days of them in the last 90 there is no verdict.
 */
export function checkDiscount({ price, mrp, history, now }: DiscountCheckInput): DiscountCheck {
  const claimedPercent = offerDiscountPercent(price, mrp);
  const nowMs = now.getTime();
  const paise = toPaise(price);
  const points = usablePoints(history, nowMs);
  const start = runStart(points, paise, nowMs);
  const last90 = points.filter((p) => p.at >= nowMs - USUAL_WINDOW_DAYS * DAY_MS);
  const before30 = points.filter((p) => p.at < start && p.at >= start - LOWEST_WINDOW_DAYS * DAY_MS);
  const realDays = new Set(last90.map((p) => p.day)).size;
  const lowestPaise = before30.length > 0 ? Math.min(...before30.map((p) => p.paise)) : null;
  const usualPaise = mostFrequentPaise(last90);
  const check: DiscountCheck = {
    verdict: 'none',
    claimedPercent,
    lowest30: lowestPaise === null ? null : lowestPaise / 100,
    usual90: usualPaise === null ? null : usualPaise / 100,
    realDays,
  };
  if (realDays < MIN_HISTORY_DAYS || !(paise > 0)) return check;
  if (lowestPaise !== null && paise < lowestPaise) return { ...check, verdict: 'lowest-30-days' };
  if (claimedPercent >= LARGE_CLAIM_PERCENT && usualPaise !== null && paise >= usualPaise)
    return { ...check, verdict: 'usual-price' };
  return check;
}
