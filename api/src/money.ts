// Money is stored and summed as integer paise; rupees exist only at the API edge.

/** Rupees (at most 2 decimals) to integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise to rupees. */
export function toRupees(paise: number): number {
  return paise / 100;
}

/** Nullable variant of `toPaise`. */
export function toPaiseOrNull(rupees: number | null): number | null {
  return rupees === null ? null : toPaise(rupees);
}

/** Nullable variant of `toRupees`. */
export function toRupeesOrNull(paise: number | null): number | null {
  return paise === null ? null : toRupees(paise);
}

/** Discount percent rounded up, in integer arithmetic; 0 when price is not below mrp. */
export function discountPercent(pricePaise: number, mrpPaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  const numerator = (mrpPaise - pricePaise) * 100;
  const floor = Math.floor(numerator / mrpPaise);
  return floor * mrpPaise < numerator ? floor + 1 : floor;
}
