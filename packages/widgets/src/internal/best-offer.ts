// The one offer a compact card leads with.
import type { Offer } from '@compare/core';

/**
 * The cheapest offer a shopper can buy now: the lowest-priced in-stock offer, or the lowest-priced
 * offer when none is in stock (shown with its 'Out of stock' tag). `offers` are sorted by price.
 */
export function bestOffer(offers: readonly Offer[]): Offer | undefined {
  return offers.find((offer) => !offer.isOutOfStock) ?? offers[0];
}
