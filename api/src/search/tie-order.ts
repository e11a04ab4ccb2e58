// The order between equal scores, fixed per product when the index is built: trending first, then
// the shorter name, then the name in the locale's order, then the id.
import { sortInSteps } from './steps';

/** What the tie order reads of a product. */
export interface TieFields {
  id: string;
  name: string;
  /** Words in the name. */
  length: number;
  /** Position in the trending sections; Infinity when not trending. */
  trending: number;
}

/**
 * Each product's position in the tie order, in steps. Sorting with the locale's collation is slow,
 * so the products are sorted by their lower-cased names first (the same order for plain letters,
 * digits and spaces) and the result is checked pair by pair with the collation: when a pair
 * disagrees (other characters), they are sorted again with the collation itself.
 */
export function* tieOrder(products: readonly TieFields[]): Generator<void, Int32Array> {
  const collator = new Intl.Collator();
  const trending = Float64Array.from(products, (p) => p.trending);
  const lengths = Int32Array.from(products, (p) => p.length);
  yield;
  const lower = products.map((p) => p.name.toLowerCase());
  yield;
  const byId = (a: number, b: number) => {
    const ia = products[a]!.id;
    const ib = products[b]!.id;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  };
  const exact = (a: number, b: number) =>
    trending[a]! - trending[b]! ||
    lengths[a]! - lengths[b]! ||
    collator.compare(products[a]!.name, products[b]!.name) ||
    byId(a, b);
  const quick = (a: number, b: number) => {
    const d = trending[a]! - trending[b]! || lengths[a]! - lengths[b]!;
    if (d !== 0) return d;
    const la = lower[a]!;
    const lb = lower[b]!;
    if (la !== lb) return la < lb ? -1 : 1;
    // The same letters: lower case first at the first difference, as the collation orders case.
    const na = products[a]!.name;
    const nb = products[b]!.name;
    return na > nb ? -1 : na < nb ? 1 : byId(a, b);
  };
  const ordinals = Array.from({ length: products.length }, (_, i) => i);
  let sorted = yield* sortInSteps(ordinals, quick);
  for (let i = 1; i < sorted.length; i++) {
    if (exact(sorted[i - 1]!, sorted[i]!) > 0) {
      sorted = yield* sortInSteps(ordinals, exact);
      break;
    }
    if (i % 4096 === 0) yield;
  }
  const order = new Int32Array(products.length);
  sorted.forEach((product, position) => {
    order[product] = position;
  });
  return order;
}
