// The orders the search page can sort its results in, judged by what each card shows first.
import { lowestOffer, type Offer, type Product, toPaise, unitPrice } from '@compare/core';
import { variantsOf } from '../../internal/product';

/** The ways the search results can be ordered. */
export const SEARCH_SORTS = ['relevance', 'price', 'unit-price', 'discount'] as const;
/** One of {@link SEARCH_SORTS}. */
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A `sort=` value from a URL, or 'relevance' when it is missing or unknown. */
export function parseSearchSort(value: string | null | undefined): SearchSort {
  return SEARCH_SORTS.find((sort) => sort === value) ?? 'relevance';
}

/**
 * The product's first variant and its lowest offer (docs/rules.md, "Lowest offer"): what its card
 * shows before any choice.
 */
function leadOf(product: Product): { variant: string; offer: Offer | undefined } {
  const variant = variantsOf(product)[0] ?? '';
  return { variant, offer: lowestOffer(product.platformData[variant] ?? []) };
}

/** The sort key of a product; products without one (no offer, no pack size) go last. */
function keyOf(product: Product, sort: Exclude<SearchSort, 'relevance'>): number | null {
  const { variant, offer } = leadOf(product);
  if (!offer) return null;
  if (sort === 'price') return toPaise(offer.price);
  if (sort === 'discount') return -offer.discount;
  const perUnit = unitPrice(offer.price, variant);
  // Per 100 g, per 100 ml and per piece are not comparable with each other: group by unit first.
  return perUnit ? ['100 g', '100 ml', '1 pc'].indexOf(perUnit.per) * 1e9 + toPaise(perUnit.amount) : null;
}

/**
 * The products in the chosen order, judged by what each card shows first (the first variant's
 * cheapest in-stock offer): price ascending, price per unit ascending, or discount descending.
 * 'relevance' keeps the given order; ties keep it too. SearchResults asks the API for its order
 * (GET /products `sort`, the same rules over the whole result set); this orders a list a host
 * already holds, such as its own products without the API.
 */
export function sortProducts(products: readonly Product[], sort: SearchSort): Product[] {
  if (sort === 'relevance') return [...products];
  const keyed = products.map((product, index) => ({ product, index, key: keyOf(product, sort) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null)
      return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    return a.key - b.key || a.index - b.index;
  });
  return keyed.map((entry) => entry.product);
}
