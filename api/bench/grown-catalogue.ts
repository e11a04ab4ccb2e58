// The grown catalogue of the scale benches (scale.ts, accounts.ts): the demo catalogue N times over,
// each copy a new product with a brand and product-name variation, as a merchant feed for the real
// importer (`feed`) or as catalogue data for the seeder (`grown`).

import { demoFeedRows } from '../src/catalogue/feed';
import type { Catalogue } from '../src/catalogue/types';

const VARIANTS = ['Gold', 'Select', 'Daily', 'Royal', 'Super', 'Prime', 'Classic', 'Fresh', 'Lite', 'Pure'];

const variantWord = (copy: number) =>
  `${VARIANTS[copy % VARIANTS.length]}${copy >= VARIANTS.length ? ` ${Math.floor(copy / VARIANTS.length)}` : ''}`;

/**
 * Feed rows (JSON Lines) for copies [from, to) of every demo listing; `priceFactor` moves prices.
 * Like the demo feed (and a merchant's own), a listing keeps one sku in every city it is priced in:
 * a copy of the catalogue adds the demo's listings once more, not a listing per city.
 */
export function* feed(
  base: Catalogue,
  from: number,
  to: number,
  every = 1,
  priceFactor = 1,
): Generator<string> {
  const products = new Map(base.products.map((p) => [p.id, p]));
  const cities = new Map(base.cities.map((c) => [c.id, c.name]));
  let chunk = '';
  let n = 0;
  for (let copy = from; copy < to; copy++) {
    const extra = variantWord(copy);
    for (const row of demoFeedRows(base)) {
      if (n++ % every !== 0) continue;
      const p = products.get(row.productId)!;
      const brand = `${p.brand} ${extra}`;
      const price = Math.min(row.mrp, Math.round(row.price * priceFactor * 100) / 100);
      const url = new URL(row.url);
      url.searchParams.set('copy', String(copy));
      chunk += `${JSON.stringify({
        merchant: row.merchant,
        sku: `${row.sku}~${copy}`,
        title: `${brand} ${p.name} ${row.pack}`,
        brand,
        pack: row.pack,
        category: p.category,
        url: url.href,
        mrp: row.mrp,
        price,
        inStock: row.inStock,
        city: cities.get(row.city),
      })}\n`;
      if (chunk.length > 256 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
  }
  if (chunk) yield chunk;
}

/** The demo catalogue with copies [1, scale) of every product, variant and offer (same shapes as `feed`). */
export function grown(base: Catalogue, scale: number): Catalogue {
  const products = [...base.products];
  const variants = [...base.variants];
  const offers = [...base.offers];
  for (let copy = 1; copy < scale; copy++) {
    const extra = variantWord(copy);
    for (const p of base.products)
      products.push({ ...p, id: `${p.id}~${copy}`, brand: `${p.brand} ${extra}` });
    for (const v of base.variants)
      variants.push({ ...v, id: `${v.id}~${copy}`, productId: `${v.productId}~${copy}` });
    for (const o of base.offers) {
      const url = new URL(o.url);
      url.searchParams.set('copy', String(copy));
      offers.push({ ...o, id: `${o.id}~${copy}`, variantId: `${o.variantId}~${copy}`, url: url.href });
    }
  }
  return { ...base, products, variants, offers };
}
