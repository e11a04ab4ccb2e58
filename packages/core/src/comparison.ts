// The comparison's verdicts over a basket: which fee result belongs to a merchant, which offers
// count, how many lines a merchant has, which merchant is cheapest on the landed total and the
// honest order of merchants. docs/rules.md, "Counted offers", "Cheapest merchant" and "Honest
// order".
import { type DeliveryLimits, type LeftOut, leftOutFor } from './delivery';
import { feesKnown } from './fees';
import { fromPaise, toPaise } from './money';
import { listedOffers, lowestOffer, offerAt } from './offers';
import { platformTotalKey } from './platforms';
import type { CartItem, FeeResult } from './types';

/** The fee result for a merchant, matched by fee key ("swiggy" finds "swiggy_instamart"). */
export function feeResultFor(fees: readonly FeeResult[], merchant: string): FeeResult | undefined {
  const key = platformTotalKey(merchant);
  return fees.find((fee) => platformTotalKey(fee.platform) === key);
}

/** The least an offer needs for {@link offerCounts}. */
export interface CountableOffer {
  isOutOfStock?: boolean | undefined;
  stale?: boolean | undefined;
  delisted?: boolean | undefined;
}

/**
 * Whether an offer counts in the verdicts ('Cheapest', the cheapest plan, a good deal): its
 * merchant still lists it, it is in stock and its price is not stale (the API marks an offer
 * observed too long ago as stale).
 */
export function offerCounts(offer: CountableOffer | undefined): boolean {
  return (
    offer !== undefined && offer.delisted !== true && offer.isOutOfStock !== true && offer.stale !== true
  );
}

/** The lowest offer that counts in a verdict (in stock, not stale), if any: a deal's current price. */
export function lowestCountedOffer<T extends CountableOffer & { price: number }>(
  offers: readonly T[],
): T | undefined {
  return lowestOffer(offers.filter(offerCounts), { inStockOnly: true });
}

/** How many cart lines a merchant lists in stock at a current (not stale) price. */
export function inStockLineCount(items: readonly CartItem[], merchant: string): number {
  return items.filter((item) => offerCounts(offerAt(item.platformData, merchant))).length;
}

/** The limits of {@link cheapestMerchant}: delivery limits, or the older `serves` function alone. */
export type MerchantLimits = DeliveryLimits | ((merchant: string) => boolean);

function limitsOf(limits: MerchantLimits | undefined): DeliveryLimits {
  return typeof limits === 'function' ? { serves: limits } : (limits ?? {});
}

/**
 * The merchant whose basket costs least on the grand total (the first of equals). Only merchants
 * that have every line in stock at a current price, deliver within the limits (serve the location,
 * meet the deadline) and whose fees are known compete: a merchant missing an item is incomplete,
 * and one with unknown fees would win only because its fees are missing. Null unless at least two
 * compete.
 */
export function cheapestMerchant(
  items: readonly CartItem[],
  merchants: readonly string[],
  fees: readonly FeeResult[],
  limits?: MerchantLimits,
): string | null {
  const competing = rankMerchants(items, merchants, fees, limitsOf(limits)).filter(
    (entry) => entry.group === 'complete',
  );
  return competing.length < 2 ? null : competing[0]!.merchant;
}

/**
 * The groups of the honest order, in order: every line and known fees; every line but unknown
 * fees; lacking lines; left out by delivery (not serving the location or over the deadline).
 */
export type RankGroup = 'complete' | 'fees-unknown' | 'incomplete' | 'left-out';

const GROUP_ORDER: Record<RankGroup, number> = {
  complete: 0,
  'fees-unknown': 1,
  incomplete: 2,
  'left-out': 3,
};

/** One merchant in the honest order. Rupees. */
export interface RankedMerchant {
  merchant: string;
  group: RankGroup;
  /** Lines it has in stock at a current price. */
  inStock: number;
  /** Its fee result, when one has arrived. */
  fee: FeeResult | undefined;
  feesKnown: boolean;
  /** Its grand total when fees are known, else its items total. */
  total: number;
  /** Why delivery leaves it out, for the 'left-out' group. */
  leftOut: LeftOut | null;
}

function itemsPaise(items: readonly CartItem[], merchant: string): number {
  let paise = 0;
  for (const item of items) {
    const offer = offerAt(listedOffers(item.platformData), merchant);
    if (offer) paise += toPaise(offer.price) * item.quantity;
  }
  return paise;
}

/**
 * The merchants in the order a shopper should read them (docs/rules.md, "Honest order"): those with
 * every line and known fees by grand total; then those with every line but unknown fees (their
 * figure is items only, so it never outranks a landed total) by items total; then those lacking
 * lines, the most lines first, then known fees before unknown ones, then by total; last the ones
 * delivery leaves out, in the same way. Equal merchants keep the order given.
 */
export function rankMerchants(
  items: readonly CartItem[],
  merchants: readonly string[],
  fees: readonly FeeResult[],
  limits: DeliveryLimits = {},
): RankedMerchant[] {
  return merchants
    .map((merchant): RankedMerchant & { paise: number } => {
      const fee = feeResultFor(fees, merchant);
      const known = feesKnown(fee);
      const inStock = inStockLineCount(items, merchant);
      const leftOut = leftOutFor(merchant, limits);
      const paise = fee && known ? toPaise(fee.grandTotal) : itemsPaise(items, merchant);
      const group: RankGroup = leftOut
        ? 'left-out'
        : inStock < items.length
          ? 'incomplete'
          : known
            ? 'complete'
            : 'fees-unknown';
      return { merchant, group, inStock, fee, feesKnown: known, total: fromPaise(paise), leftOut, paise };
    })
    .sort(
      (a, b) =>
        GROUP_ORDER[a.group] - GROUP_ORDER[b.group] ||
        b.inStock - a.inStock ||
        Number(b.feesKnown) - Number(a.feesKnown) ||
        a.paise - b.paise,
    )
    .map(({ paise: _paise, ...entry }) => entry);
}
