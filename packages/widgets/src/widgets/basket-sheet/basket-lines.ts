// What the side sheet, the comparison table and the checkout summary say about a cart line. The
// price picks are core's rules, called on the line's offers (`lowestOffer(item.platformData)`,
// `offerAt(item.platformData, merchant)`: docs/rules.md, "Lowest offer" and "Offer at a merchant").
import type { CartItem, Messages } from '@compare/core';
import { variantText } from '../../internal/product';

/** A line's name for the accessible names of its controls: "Amul Taaza Toned Milk (500 ml)". */
export function lineName(item: CartItem, messages: Pick<Messages, 'packSizeNotGiven'>): string {
  return `${item.productName} (${variantText(item.variant, messages)})`;
}
