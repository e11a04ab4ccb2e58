// The demo catalogue as a merchant feed: one JSON Lines row per merchant offer, with that
// merchant's own title, URL, MRP, price, stock and city, the way an operator's crawl or partner
// export would arrive. First start imports it through the feed importer, so the demo exercises
// the same path as real data (docs/feeds.md).
import type { Catalogue } from './types';

/** A feed row of the demo (the column names of docs/feeds.md). */
export interface DemoFeedRow {
  merchant: string;
  sku: string;
  title: string;
  brand: string;
  pack: string;
  category: string;
  url: string;
  mrp: number;
  price: number;
  inStock: boolean;
  city: string;
  /** The canonical product the generator made this listing from (docs/feeds.md, `productId`). */
  productId: string;
}

/**
 * The feed rows of a catalogue's offers, in catalogue order. A merchant's listing keeps one sku
 * (the id at the end of its URL) in every city it is priced in.
 */
export function* demoFeedRows(catalogue: Catalogue): Generator<DemoFeedRow> {
  const variants = new Map(catalogue.variants.map((v) => [v.id, v]));
  const products = new Map(catalogue.products.map((p) => [p.id, p]));
  for (const offer of catalogue.offers) {
    const variant = variants.get(offer.variantId);
    const product = variant ? products.get(variant.productId) : undefined;
    if (!variant || !product) throw new Error(`Offer ${offer.id} names unknown variant ${offer.variantId}`);
    yield {
      merchant: offer.merchant,
      sku: skuOf(offer.url),
      title: offer.title,
      brand: product.brand,
      pack: variant.label,
      category: product.category,
      url: offer.url,
      mrp: offer.mrp,
      price: offer.price,
      inStock: offer.inStock,
      city: offer.cityId,
      productId: product.id,
    };
  }
}

/** The demo feed as JSON Lines text, one line per offer. */
export function* demoFeedLines(catalogue: Catalogue): Generator<string> {
  for (const row of demoFeedRows(catalogue)) yield `${JSON.stringify(row)}\n`;
}

// The merchant's own id in its URL: the last path segment or query value ("prid/123456",
// "pvid/<uuid>", "item/8ZR1KQ0C2D", "pd/40004345/slug/", "?selectedProd=123", ".../490000123").
function skuOf(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const selected = searchParams.get('selectedProd');
  if (selected) return selected;
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'pd') return parts[1] ?? pathname;
  return parts[parts.length - 1] ?? pathname;
}
