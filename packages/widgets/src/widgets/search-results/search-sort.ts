// Sorting a list of products a host already holds, by the same rules the API sorts its answers
// by (core's product-sort: each card's lead offer).
import {
  compareSortKeys,
  leadOffer,
  PRODUCT_SORTS,
  type Product,
  type ProductSort,
  parseProductSort,
  productSortKey,
} from '@compare/core';
import { variantsOf } from '../../internal/product';

/** The ways the search results can be ordered (core's {@link PRODUCT_SORTS}). */
export const SEARCH_SORTS = PRODUCT_SORTS;
/** One of {@link SEARCH_SORTS}. */
export type SearchSort = ProductSort;

/** A `sort=` value from a URL, or 'relevance' when it is missing or unknown. */
export const parseSearchSort = parseProductSort;

/**
 * The products in the chosen order, judged by what each card shows first (the first variant's
 * cheapest in-stock offer): price ascending, price per unit ascending, or discount descending.
 * 'relevance' keeps the given order; ties keep it too. SearchResults asks the API for its order
 * (GET /products `sort`, the same rules over the whole result set); this orders a list a host
 * already holds, such as its own products without the API.
 */
export function sortProducts(products: readonly Product[], sort: SearchSort): Product[] {
  if (sort === 'relevance') return [...products];
  const keyed = products.map((product, index) => ({
    product,
    index,
    key: productSortKey(
      leadOffer(variantsOf(product), (variant) => product.platformData[variant] ?? []),
      sort,
    ),
  }));
  keyed.sort((a, b) => compareSortKeys(a.key, b.key) || a.index - b.index);
  return keyed.map((entry) => entry.product);
}
