// The comparison table's verdicts over a basket: which fee result belongs to a merchant, how many
// lines it has in stock and which merchant is cheapest on the landed total. docs/rules.md,
// "Cheapest merchant".
import { feesKnown } from './fees';
import { toPaise } from './money';
import { offerAt } from './offers';
import { platformTotalKey } from './platforms';
import type { CartItem, FeeResult } from './types';

/** The fee result for a merchant, matched by fee key ("swiggy" finds "swiggy_instamart"). */
export function feeResultFor(fees: readonly FeeResult[], merchant: string): FeeResult | undefined {
  const key = platformTotalKey(merchant);
  return fees.find((fee) => platformTotalKey(fee.platform) === key);
}

/** How many cart lines a merchant lists and has in stock. */
export function inStockLineCount(items: readonly CartItem[], merchant: string): number {
  return items.filter((item) => {
    const offer = offerAt(item.platformData, merchant);
    return offer !== undefined && !offer.isOutOfStock;
  }).length;
}

/**
 * The merchant whose basket costs least on the grand total (the first of equals). Only merchants
 * that have every line in stock, serve the location and whose fees are known compete: a merchant
 * missing an item is incomplete, and one with unknown fees would win only because its fees are
 * missing. Null unless at least two compete.
 */
export function cheapestMerchant(
  items: readonly CartItem[],
  merchants: readonly string[],
  fees: readonly FeeResult[],
  serves: (merchant: string) => boolean = () => true,
): string | null {
  const competing = merchants.filter(
    (m) => serves(m) && inStockLineCount(items, m) === items.length && feesKnown(feeResultFor(fees, m)),
  );
  if (competing.length < 2) return null;
  let best: { merchant: string; paise: number } | null = null;
  for (const merchant of competing) {
    const fee = feeResultFor(fees, merchant);
    if (!fee) continue;
    const paise = toPaise(fee.grandTotal);
    if (!best || paise < best.paise) best = { merchant, paise };
  }
  return best?.merchant ?? null;
}
