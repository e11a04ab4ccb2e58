import { roundHalfAway } from './internal/round';

/** Converts rupees to integer paise (half away from zero, robust to float noise). */
export function toPaise(rupees: number): number {
  return roundHalfAway(rupees * 100) || 0;
}

/** Converts integer paise back to rupees. */
export function fromPaise(paise: number): number {
  return paise / 100;
}

/** Rounds a rupee amount to the paisa (2 decimals). */
export function roundRupees(rupees: number): number {
  return fromPaise(toPaise(rupees));
}

// Building an Intl.NumberFormat is far slower than using one; a basket table formats hundreds
// of cells per render, so the instances are created once, on first use.
let inrFormatter: Intl.NumberFormat | undefined;
let usdFormatter: Intl.NumberFormat | undefined;

/** Formats rupees with Indian digit grouping: 123456 -> '₹1,23,456.00'. */
export function formatINR(rupees: number): string {
  inrFormatter ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return inrFormatter.format(rupees);
}

/** Formats dollars for the checkout placeholder: 12.5 -> '$12.50'. */
export function formatUSD(amount: number): string {
  usdFormatter ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usdFormatter.format(amount);
}
