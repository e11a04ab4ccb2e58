// Picking offers: the cheapest one (the side-sheet total counts it) and a merchant's own. Prices
// are compared in paise so 27.1 and 27.10 are the same price. docs/rules.md, "Lowest offer" and
// "Offer at a merchant".
import { toPaise } from './money';
import { sameMerchant } from './platforms';

/** The least an offer needs for {@link lowestOffer}. */
export interface PricedOffer {
  price: number;
  isOutOfStock?: boolean | undefined;
}

/** Options of {@link lowestOffer}. */
export interface LowestOfferOptions {
  /**
   * True: only in-stock offers count, so a line with none gives undefined. False (default): in-stock
   * offers are preferred, and when none is in stock the cheapest of all is taken.
   */
  inStockOnly?: boolean;
}

/** The lowest-priced offer (the first of equals), by the stock rule of {@link LowestOfferOptions}. */
export function lowestOffer<T extends PricedOffer>(
  offers: readonly T[],
  options: LowestOfferOptions = {},
): T | undefined {
  const inStock = offers.filter((offer) => !offer.isOutOfStock);
  const pool = inStock.length > 0 || options.inStockOnly ? inStock : offers;
  let best: T | undefined;
  let bestPaise = 0;
  for (const offer of pool) {
    const paise = toPaise(offer.price);
    if (best === undefined || paise < bestPaise) {
      best = offer;
      bestPaise = paise;
    }
  }
  return best;
}

/**
 * The offers their merchants still list: an offer a refresh found delisted stays on its basket
 * line to tell the shopper, but is no offer any more (docs/rules.md, "Delisted offers").
 */
export function listedOffers<T extends { delisted?: boolean | undefined }>(offers: readonly T[]): T[] {
  return offers.filter((offer) => offer.delisted !== true);
}

/** The offer of one merchant (names compared lower-cased), if it lists one. */
export function offerAt<T extends { merchantName: string }>(
  offers: readonly T[],
  merchant: string,
): T | undefined {
  return offers.find((offer) => sameMerchant(offer.merchantName, merchant));
}

/** True when the mrp is above the price, so the mrp is shown struck through. */
export function isDiscounted(offer: { price: number; mrp: number }): boolean {
  return toPaise(offer.mrp) > toPaise(offer.price);
}

/**
 * The one order of merchants wherever offers tie: their names lower-cased, compared by code unit
 * (not `localeCompare`, whose order depends on the runtime's locale data).
 */
export function compareMerchants(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Offers in the order they are listed: cheapest first (in paise), ties by merchant name. */
export function compareOffers(
  a: { price: number; merchantName: string },
  b: { price: number; merchantName: string },
): number {
  return toPaise(a.price) - toPaise(b.price) || compareMerchants(a.merchantName, b.merchantName);
}
