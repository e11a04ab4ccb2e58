// The product page's 'Good deal' tag. docs/rules.md, "Deal verdict".
import { toPaise } from './money';

/** Days of real observations a price history needs before it may call a price a good deal. */
export const MIN_VERDICT_DAYS = 14;

/** What {@link isGoodDeal} needs of a price history: its range in rupees and its real days. */
export interface DealHistory {
  low: number;
  high: number;
  /** Days with at least one real (not demo) in-stock observation. */
  realDays: number;
}

/**
 * A good deal: at least {@link MIN_VERDICT_DAYS} days of real in-stock observations, and the
 * current in-stock price (rupees) in the lowest quarter of their range (compared in paise).
 */
export function isGoodDeal(current: number, history: DealHistory): boolean {
  if (history.realDays < MIN_VERDICT_DAYS) return false;
  const low = toPaise(history.low);
  const high = toPaise(history.high);
  return toPaise(current) <= low + Math.floor((high - low) / 4);
}
