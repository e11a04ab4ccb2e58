// Per-line price picks shared by the side sheet, the comparison table and the checkout summary.
// The rules themselves live in core (docs/rules.md, "Lowest offer" and "Offer at a merchant");
// these only read a basket line's offers.
import {
  type BasketOffer,
  type CartItem,
  lowestOffer as lowestOfOffers,
  offerAt as offerOfMerchant,
} from '@compare/core';

export { isDiscounted } from '@compare/core';

/**
 * The offer the side-sheet total counts for a line: the lowest price, preferring in-stock offers
 * (the same rule as core's `basketTotal`), or undefined when the line has no offers.
 */
export function lowestOffer(item: CartItem): BasketOffer | undefined {
  return lowestOfOffers(item.platformData);
}

/** The line's offer at one merchant (names compared lower-cased), if it lists one. */
export function offerAt(item: CartItem, merchant: string): BasketOffer | undefined {
  return offerOfMerchant(item.platformData, merchant);
}

/** A line's name for the accessible names of its controls: "Amul Taaza Toned Milk (500 ml)". */
export function lineName(item: CartItem): string {
  return `${item.productName} (${item.variant})`;
}
