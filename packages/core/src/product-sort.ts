// The orders a product list can be sorted in, judged by what each product's card shows first: its
// lead offer. The API sorts whole result sets by these keys and the widgets sort a list they hold
// by the same ones, so both agree. docs/rules.md, "Lowest offer" and "Sorting results".
import { offerDiscountPercent } from './discount';
import { toPaise } from './money';
import { lowestOffer, type PricedOffer } from './offers';
import { unitPrice } from './units';

/** The orders a product list can be sorted in; `relevance` keeps the search's own order. */
export const PRODUCT_SORTS = ['relevance', 'price', 'unit-price', 'discount'] as const;
/** One of {@link PRODUCT_SORTS}. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A `sort=` value from a URL, or 'relevance' when it is missing or unknown. */
export function parseProductSort(value: string | null | undefined): ProductSort {
  return PRODUCT_SORTS.find((sort) => sort === value) ?? 'relevance';
}

/** What a product's card shows first: a variant label and its lowest offer. */
export interface LeadOffer<T> {
  variant: string;
  offer: T;
}

/**
 * The lead offer of a product whose variants are `variants` (labels, in display order): the first
 * variant with an offer, and that variant's lowest offer by {@link lowestOffer} (in stock first,
 * then the cheapest, the first of equals). Null when no variant has an offer.
 */
export function leadOffer<T extends PricedOffer>(
  variants: readonly string[],
  offersOf: (variant: string) => readonly T[],
): LeadOffer<T> | null {
  for (const variant of variants) {
    const offer = lowestOffer(offersOf(variant));
    if (offer) return { variant, offer };
  }
  return null;
}

// Unit prices per 100 g, per 100 ml and per piece are not comparable: the unit orders first.
const UNIT_ORDER = ['100 g', '100 ml', '1 pc'];

/**
 * A product's key under `sort` (lower first) from its lead offer: the price in paise, the price
 * per 100 g, 100 ml or piece (grouped by unit), or the discount (higher first). Null when it has
 * none (no offer, or no pack size for a unit price): such products go last.
 */
export function productSortKey(
  lead: LeadOffer<{ price: number; mrp: number }> | null,
  sort: Exclude<ProductSort, 'relevance'>,
): number | null {
  if (!lead) return null;
  const { price, mrp } = lead.offer;
  if (sort === 'price') return toPaise(price);
  if (sort === 'discount') return -offerDiscountPercent(price, mrp);
  const perUnit = unitPrice(price, lead.variant);
  return perUnit ? UNIT_ORDER.indexOf(perUnit.per) * 1e9 + toPaise(perUnit.amount) : null;
}

/** Orders two sort keys, lower first, a missing key last. */
export function compareSortKeys(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}
