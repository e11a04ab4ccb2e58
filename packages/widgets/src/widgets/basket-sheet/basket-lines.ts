// Per-line price picks shared by the side sheet and the checkout summary. Money is compared in
// paise so 27.1 and 27.10 are the same price and float noise never decides the cheapest offer.
import { type BasketOffer, type CartItem, sameMerchant, toPaise } from '@compare/core';

/**
 * The offer the side-sheet total counts for a line: the lowest price, preferring in-stock offers
 * (the same rule as core's `basketTotal`), or undefined when the line has no offers.
 */
export function lowestOffer(item: CartItem): BasketOffer | undefined {
  const inStock = item.platformData.filter((offer) => !offer.isOutOfStock);
  const pool = inStock.length > 0 ? inStock : item.platformData;
  let best: BasketOffer | undefined;
  for (const offer of pool) {
    if (!best || toPaise(offer.price) < toPaise(best.price)) best = offer;
  }
  return best;
}

/** The line's offer at one merchant (names compared lower-cased), if it lists one. */
export function offerAt(item: CartItem, merchant: string): BasketOffer | undefined {
  return item.platformData.find((offer) => sameMerchant(offer.merchantName, merchant));
}

/** True when the mrp is above the price, so the mrp is shown struck through. */
export function isDiscounted(offer: BasketOffer): boolean {
  return toPaise(offer.mrp) > toPaise(offer.price);
}

/** A line's name for the accessible names of its controls: "Amul Taaza Toned Milk (500 ml)". */
export function lineName(item: CartItem): string {
  return `${item.productName} (${item.variant})`;
}
