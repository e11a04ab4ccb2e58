// Money at the merchant edge: merchants speak rupee strings ("₹1,234.50"), rupee numbers, protobuf
// units + nanos or paise; everything is normalised through integer paise so no float drift leaks.

/** Rupees (number) to integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise to rupees with at most two decimals. */
export function fromPaise(paise: number): number {
  return Math.round(paise) / 100;
}

/** Rounds rupees to whole paise. */
export function roundRupees(rupees: number): number {
  return fromPaise(toPaise(rupees));
}

/** Reads "₹1,234.50", "Rs. 99", "45" or 45 as rupees; undefined when it is not a money amount. */
export function readRupees(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? roundRupees(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/₹|rs\.?|inr|,|\s/gi, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return roundRupees(Number(cleaned));
}
