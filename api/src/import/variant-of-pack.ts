// Which of a product's variants a listing's pack is: the same pack, or a pack of the same contents
// written another way at a printed MRP that agrees.
import { type IndexedProduct, type IndexedVariant, mrpAgrees } from './indexed';
import { isSingleOf, type Pack, sameContents, samePack, sameTotal, unitTotal } from './pack';

/**
 * The product's variant of `pack`: the same pack, or (with `mrp`, when that one's MRP does not
 * agree) a pack of the same contents in another notation at an MRP that agrees.
 */
export function findVariant(product: IndexedProduct, pack: Pack | null, mrp?: number): IndexedVariant | null {
  // Plain loops: this runs for every product a listing is scored against.
  const { variants } = product;
  let same: IndexedVariant | null = null;
  for (const v of variants) {
    if (v.pack && pack ? samePack(v.pack, pack) : v.pack === null && pack === null) {
      same = v;
      break;
    }
  }
  if (!pack || mrp === undefined || (same && (same.mrp === null || mrpAgrees(same, mrp)))) return same;
  for (const v of variants) {
    if (
      v.pack &&
      mrpAgrees(v, mrp) &&
      (sameContents(v.pack, pack) || (sameTotal(v.pack, pack) && !sellsUnit(product, v.pack, pack)))
    )
      return v;
  }
  return same;
}

/** True when the product sells the unit of the multipack of `a` and `b` on its own. */
function sellsUnit(product: IndexedProduct, a: Pack, b: Pack): boolean {
  const multi = a.count > 1 ? a : b;
  const unit = unitTotal(multi);
  return product.variants.some((v) => v.pack && isSingleOf(v.pack, multi.base, unit));
}
