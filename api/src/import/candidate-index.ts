// The products of each brand as the search within a brand reads them (in-brand.ts): in the order
// they were indexed, with the products that use each similarity token in any of their wordings,
// the products with a variant near each MRP, and how many products' names carry each variant-term
// set. A listing then scores only the products that share a word with it or have a variant at an
// MRP that may agree; every other product of the brand scores 0 (or is excluded by a variant
// conflict) whatever its words, and the search tells when such a product could still change its
// decision (then it scores them all, as before).
import { MRP_SAME } from './decide';
import type { IndexedProduct, IndexedVariant, Wording } from './indexed';
import { insertionSort } from './small-sort';

/** MRP buckets: ln(MRP) in steps of ln(1 + MRP_SAME), so an MRP that agrees is within 2 buckets. */
const BUCKET = Math.log(1 + MRP_SAME);
export const mrpBucket = (mrp: number) => Math.floor(Math.log(Math.max(mrp, 1)) / BUCKET);

/** One brand's products and what finds them. */
export interface BrandProducts {
  /** In the order they were indexed (ties in the search go to the earlier product). */
  products: IndexedProduct[];
  /**
   * Token -> places (in `products`) of the products whose wordings use (or used) it: one place as a
   * number (most tokens of a brand are one product's), more as a list.
   */
  byToken: Map<string, Places>;
  /** MRP bucket -> places of the products with a variant at an MRP in it. */
  byMrp: Map<number, Places>;
  /**
   * Own word (product-lines.ts) -> places of the products with a wording that has it; '' -> those
   * with a wording that has none.
   */
  byOwn: Map<string, Places>;
  /** Variant-term set number -> a name wording with it and how many products' names have it. */
  names: Map<number, { wording: Wording; count: number }>;
  /** Per place, the mark of the last search that found the product (the search's own bookkeeping). */
  seen: number[];
}

/** The index of products by brand key. */
export interface CandidateIndex {
  brand(brandKey: string): BrandProducts | undefined;
  /**
   * Adds a product (with its wordings and variants so far) under its brand, or under `brandKey`:
   * another brand its listings were read as (matcher.ts). A product is listed once per brand.
   */
  addProduct(product: IndexedProduct, brandKey?: string): void;
  /** Indexes a wording just added to `product` (call after adding it). */
  addWording(product: IndexedProduct, wording: Wording): void;
  /** Indexes a variant just added to `product`. */
  addVariant(product: IndexedProduct, variant: IndexedVariant): void;
}

/** Places of products: one as a number, more as a list (a brand's index holds many of one). */
type Places = number | number[];

const push = <K>(map: Map<K, Places>, key: K, place: number) => {
  const at = map.get(key);
  if (at === undefined) map.set(key, place);
  else if (typeof at === 'number') {
    if (at !== place) map.set(key, [at, place]);
  } else if (at[at.length - 1] !== place) at.push(place);
};

/** Creates an empty candidate index. */
export function createCandidateIndex(): CandidateIndex {
  const brands = new Map<string, BrandProducts>();
  // Each product's brands and its place in each.
  const places = new Map<IndexedProduct, { list: BrandProducts; place: number }[]>();

  const addOwnAt = (list: BrandProducts, place: number, wording: Wording) => {
    if (wording.own.length === 0) push(list.byOwn, '', place);
    for (const t of wording.own) push(list.byOwn, t, place);
  };
  const addVariantAt = (list: BrandProducts, place: number, variant: IndexedVariant) => {
    if (variant.mrp !== null) push(list.byMrp, mrpBucket(variant.mrp), place);
  };

  return {
    brand: (key) => brands.get(key),
    addProduct(product, brandKey = product.brandKey) {
      let list = brands.get(brandKey);
      if (!list) {
        list = {
          products: [],
          byToken: new Map(),
          byMrp: new Map(),
          byOwn: new Map(),
          names: new Map(),
          seen: [],
        };
        brands.set(brandKey, list);
      }
      const listed = places.get(product) ?? [];
      if (listed.some((at) => at.list === list)) return;
      const place = list.products.length;
      list.products.push(product);
      list.seen.push(0);
      listed.push({ list, place });
      places.set(product, listed);
      const name = product.wordings[0]!;
      for (const w of product.wordings) {
        for (const t of w.tokens) push(list.byToken, t, place);
        addOwnAt(list, place, w);
      }
      for (const v of product.variants) addVariantAt(list, place, v);
      const named = list.names.get(name.termsId);
      if (named) named.count++;
      else list.names.set(name.termsId, { wording: name, count: 1 });
    },
    addWording(product, wording) {
      // A token another wording of the product uses is indexed for it already (a token of a
      // wording since dropped may be indexed twice: the search reads each product once).
      const fresh = wording.tokens.filter(
        (t) => !product.wordings.some((w) => w !== wording && w.tokens.includes(t)),
      );
      for (const { list, place } of places.get(product) ?? []) {
        for (const t of fresh) push(list.byToken, t, place);
        addOwnAt(list, place, wording);
      }
    },
    addVariant(product, variant) {
      for (const { list, place } of places.get(product) ?? []) addVariantAt(list, place, variant);
    },
  };
}

// Numbers the searches, so a product found twice in one search is read once. A search marks the
// places it finds with its number, or its number + 1 for places found only by MRP (candidatesOf),
// and the next search takes the number after both: a place marked at or above a search's number
// was found by that search.
let searches = 0;
// The places one search found (one search at a time: reused, not made per listing).
const places: number[] = [];

/** Starts a search of `list`: its number. */
function startSearch(): number {
  places.length = 0;
  searches += 2;
  return searches;
}

/** Adds the places `at` to search `search` of `list`, marked `mark` (`search` or `search + 1`). */
function addPlaces(list: BrandProducts, search: number, at: Places | undefined, mark: number): void {
  if (at === undefined) return;
  const { seen } = list;
  if (typeof at === 'number') {
    if (seen[at]! < search) {
      seen[at] = mark;
      places.push(at);
    }
    return;
  }
  for (const place of at) {
    if (seen[place]! >= search) continue;
    seen[place] = mark;
    places.push(place);
  }
}

/**
 * The products of `list` at the places search `search` added, in the list's order; with
 * `sharing`, whether each (at the same index) was marked `search` (found by a word) rather than
 * `search + 1`.
 */
function productsFound(list: BrandProducts, search: number, sharing?: boolean[]): IndexedProduct[] {
  const { seen, products } = list;
  const found: IndexedProduct[] = [];
  if (sharing) sharing.length = 0;
  if (places.length * 8 > products.length) {
    for (let place = 0; place < products.length; place++) {
      if (seen[place]! < search) continue;
      found.push(products[place]!);
      sharing?.push(seen[place] === search);
    }
    return found;
  }
  // In place order (by insertion: a search finds a few places).
  insertionSort(places);
  for (const place of places) {
    found.push(products[place]!);
    sharing?.push(seen[place] === search);
  }
  return found;
}

/**
 * The products of `list` that use one of `tokens` in a wording or (with `mrp`) have a variant at
 * an MRP that may agree with it, in the list's order; `sharing` is filled with whether each (at
 * the same index) uses one of `tokens` (one found only by its MRP shares no word with them).
 */
export function candidatesOf(
  list: BrandProducts,
  tokens: readonly string[],
  mrp: number | null,
  sharing: boolean[],
): IndexedProduct[] {
  const search = startSearch();
  for (const t of tokens) addPlaces(list, search, list.byToken.get(t), search);
  if (mrp !== null) {
    const bucket = mrpBucket(mrp);
    for (let b = bucket - 2; b <= bucket + 2; b++) addPlaces(list, search, list.byMrp.get(b), search + 1);
  }
  return productsFound(list, search, sharing);
}

/**
 * The products of `list` with a wording that shares one of `own` (a listing's own words, not
 * none) or has no own words, in the list's order: the only ones with a wording whose own words
 * are all among the listing's or include all of them.
 */
export function ownCandidatesOf(list: BrandProducts, own: readonly string[]): IndexedProduct[] {
  const search = startSearch();
  addPlaces(list, search, list.byOwn.get(''), search);
  for (const t of own) addPlaces(list, search, list.byOwn.get(t), search);
  return productsFound(list, search);
}
