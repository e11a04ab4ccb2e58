// Money is stored and summed as integer paise; rupees exist only at the API edge and at the
// merchant edge, where merchants speak rupee strings ("₹1,234.50"), rupee numbers, units + nanos
// or paise. The paise/rupee rule itself is @compare/core's, shared with the clients.
import { fromPaise, roundRupees, toPaise } from '@compare/core';

export { fromPaise, roundRupees, toPaise };

/** Nullable variant of `toPaise`. */
export function toPaiseOrNull(rupees: number | null): number | null {
  return rupees === null ? null : toPaise(rupees);
}

/** Nullable variant of `fromPaise`. */
export function fromPaiseOrNull(paise: number | null): number | null {
  return paise === null ? null : fromPaise(paise);
}

/** Reads "₹1,234.50", "Rs. 99", "45" or 45 as rupees; undefined when it is not a money amount. */
export function readRupees(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? roundRupees(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/₹|rs\.?|inr|,|\s/gi, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return roundRupees(Number(cleaned));
}
