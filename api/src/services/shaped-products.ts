// Shaped products (a product's visible offers as a page shows them) shared by every page that shows
// them: other searches, other pages and orders of one search. Kept per (origin, merchants' reach at
// the point, merchants asked for, product, variant shown first), bounded by an estimate of their
// bytes, kept as long as a page and dropped with the pages at every change, so a page reads offers
// from the database only for products no recent page has shown. The same object goes into every
// page that shows it, so the answers layer encodes it once (answers/encode.ts SharedList).
import { LRUCache } from 'lru-cache';
import type { ChangeStream } from '../change-stream';
import type { CatalogueEntry } from './loaded-catalogue';
import type { MerchantReach } from './location';
import type { ProductDto } from './offer-shaping';

/** A shaped product and the offers it was built from (their ids). */
export interface Shaped {
  product: ProductDto;
  offers: readonly string[];
}

/** Shaped products, loaded for the ones not kept. */
export interface ShapedProducts {
  get(
    entries: CatalogueEntry[],
    reach: MerchantReach[],
    origin: string,
    merchants: string[] | null,
  ): Promise<Shaped[]>;
}

/** Options of the shaped-product cache. */
export interface ShapedProductsOptions {
  /** Shapes `entries` at the point `reach` for `origin`, reading their offers. */
  shape: (
    entries: CatalogueEntry[],
    reach: MerchantReach[],
    origin: string,
    merchants: string[] | null,
  ) => Promise<Shaped[]>;
  changes: ChangeStream;
  /** Most bytes kept. */
  maxBytes: number;
  ttlMs: number;
  /** Most distinct (origin, reach, merchants) contexts named at once. */
  maxContexts: number;
}

// A shaped product's size, estimated without serialising it: its fixed fields, then each offer
// (merchant, prices, link, age; about 300 bytes of JSON) and each variant's image.
const PRODUCT_BYTES = 700;
const OFFER_BYTES = 300;
const VARIANT_BYTES = 120;

/** About how many bytes `product` takes as JSON. */
function approximateBytes(product: ProductDto): number {
  let bytes = PRODUCT_BYTES;
  for (const offers of Object.values(product.platformData))
    bytes += VARIANT_BYTES + offers.length * OFFER_BYTES;
  return bytes;
}

/** Creates the cache; every change on the stream empties it. */
export function createShapedProducts(options: ShapedProductsOptions): ShapedProducts {
  const kept = new LRUCache<string, Shaped>({
    maxSize: options.maxBytes,
    sizeCalculation: (shaped, key) => approximateBytes(shaped.product) + key.length * 2 + 64,
    ttl: options.ttlMs,
  });
  // Each distinct (origin, reach, merchants) gets a short number for the keys (never reused).
  const contexts = new Map<string, number>();
  let nextContext = 0;
  // Counts emptyings, so a load that began before a change does not store what it read.
  let generation = 0;
  const empty = () => {
    generation++;
    kept.clear();
    contexts.clear();
  };
  for (const kind of ['offer', 'zones', 'catalogue'] as const) options.changes.subscribe(kind, empty);
  return {
    async get(entries, reach, origin, merchants) {
      const text = JSON.stringify([origin, reach.map((r) => [r.merchant, r.cityId, r.eta]), merchants]);
      let context = contexts.get(text);
      if (context === undefined) {
        if (contexts.size >= options.maxContexts) contexts.clear();
        context = nextContext++;
        contexts.set(text, context);
      }
      const keys = entries.map((e) => `${context} ${e.row.id} ${e.variants[0]?.id ?? ''}`);
      const out = keys.map((key) => kept.get(key));
      const missing: number[] = [];
      for (let i = 0; i < out.length; i++) if (out[i] === undefined) missing.push(i);
      if (missing.length > 0) {
        const started = generation;
        const fresh = await options.shape(
          missing.map((i) => entries[i]!),
          reach,
          origin,
          merchants,
        );
        missing.forEach((at, i) => {
          const shaped = fresh[i]!;
          out[at] = shaped;
          if (started === generation) kept.set(keys[at]!, shaped);
        });
      }
      return out as Shaped[];
    },
  };
}
