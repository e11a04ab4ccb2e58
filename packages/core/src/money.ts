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

// Building an Intl.NumberFormat is far slower than using one; the instances are created once, on
// first use. The en-IN rupee format is written out by hand below: the browser's first en-IN
// formatter loads its number data, 20-90 ms on a laptop and four times that on a phone, inside
// whichever render shows the first price.
let inrFormatter: Intl.NumberFormat | undefined;
let usdFormatter: Intl.NumberFormat | undefined;

function intlINR(rupees: number): string {
  inrFormatter ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return inrFormatter.format(rupees);
}

/** Adds one to a string of decimal digits: '199' -> '200', '99' -> '100'. */
function incrementDigits(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String(Number(digits[i]) + 1)}${'0'.repeat(digits.length - i - 1)}`;
}

/** Indian digit grouping: the last three digits, then pairs: '12345678' -> '1,23,45,678'. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  let head = digits.slice(0, -3);
  let grouped = digits.slice(-3);
  while (head.length > 2) {
    grouped = `${head.slice(-2)},${grouped}`;
    head = head.slice(0, -2);
  }
  return `${head},${grouped}`;
}

/**
 * Formats rupees with Indian digit grouping: 123456 -> '₹1,23,456.00', -5 -> '-₹5.00'. The same
 * string as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })`, which rounds the
 * shortest decimal that reads back as the number half away from zero (1.005 -> '₹1.01'); values
 * that decimal cannot show without an exponent (NaN, infinities, below 0.000001, from 1e21) are
 * left to Intl itself.
 */
export function formatINR(rupees: number): string {
  const decimal = String(Math.abs(rupees));
  if (!Number.isFinite(rupees) || decimal.includes('e')) return intlINR(rupees);
  const dot = decimal.indexOf('.');
  let whole = dot < 0 ? decimal : decimal.slice(0, dot);
  const fraction = dot < 0 ? '' : decimal.slice(dot + 1);
  let paise = `${fraction}00`.slice(0, 2);
  if (fraction.charAt(2) >= '5') {
    if (paise === '99') {
      paise = '00';
      whole = incrementDigits(whole);
    } else paise = String(Number(paise) + 1).padStart(2, '0');
  }
  // Intl shows the sign of every negative number, -0 and amounts that round to 0 included.
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `${sign}\u20b9${groupIndian(whole)}.${paise}`;
}

/** Formats dollars for the checkout placeholder: 12.5 -> '$12.50'. */
export function formatUSD(amount: number): string {
  usdFormatter ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usdFormatter.format(amount);
}
