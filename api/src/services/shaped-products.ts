// Shaped products (a product's visible offers as a page shows them) shared by every page that shows
// them: other searches, other pages and orders of one search. Kept per (origin, merchants' reach at
// the point, merchants asked for, product, variant shown first) in the loading cache
// (services/cache.ts), bounded by an estimate of their bytes and kept as long as a page. Each knows
// the offers it was built from: a price change drops the products that show that offer, an import
// drops them all. A page reads offers from the database only for products no recent page has
// shown, and the same object goes into every page that shows it, so the answers layer encodes it
// once (answers/encode.ts SharedList).
import type { ChangeStream } from '../change-stream';
import { createCache, createLoadingCache } from './cache';
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
// What an entry costs beside its product (its id, its key and the cache's bookkeeping).
const ENTRY_BYTES = 64;

/** About how many bytes `product` takes as JSON. */
function approximateBytes(product: ProductDto): number {
  let bytes = PRODUCT_BYTES;
  for (const offers of Object.values(product.platformData))
    bytes += VARIANT_BYTES + offers.length * OFFER_BYTES;
  return bytes;
}

/** One product to shape in one context (what a key of the cache names). */
interface ShapeKey {
  entry: CatalogueEntry;
  reach: MerchantReach[];
  origin: string;
  merchants: string[] | null;
}

/** Creates the cache: a price change drops the products built from that offer, an import all of them. */
export function createShapedProducts(options: ShapedProductsOptions): ShapedProducts {
  const kept = createLoadingCache({
    ttlMs: options.ttlMs,
    maxBytes: options.maxBytes,
    sizeOf: (shaped: Shaped, id) => approximateBytes(shaped.product) + id.length * 2 + ENTRY_BYTES,
    tags: (shaped) => shaped.offers,
    changes: {
      stream: options.changes,
      on: {
        offer: ({ offer }) => [offer.id],
        // A zone reload after price changes adds nothing the offers' tags did not drop; an import's
        // (`all`) may add offers and products.
        zones: ({ all }) => (all ? 'drop' : []),
        catalogue: 'drop',
      },
    },
    load: async ({ entry, reach, origin, merchants }: ShapeKey) =>
      (await options.shape([entry], reach, origin, merchants))[0]!,
    // The products of one page in one context are shaped together (one read of their offers).
    loadMany: async (keys) => {
      const { reach, origin, merchants } = keys[0]!;
      return options.shape(
        keys.map((k) => k.entry),
        reach,
        origin,
        merchants,
      );
    },
  });
  // Each distinct (origin, reach, merchants) gets a short number for the keys (never reused: a
  // context forgotten leaves its products to age out).
  const contexts = createCache<{ n: number }>({
    ttlMs: Number.POSITIVE_INFINITY,
    maxEntries: options.maxContexts,
  });
  let nextContext = 0;
  return {
    async get(entries, reach, origin, merchants) {
      const text = JSON.stringify([origin, reach.map((r) => [r.merchant, r.cityId, r.eta]), merchants]);
      let context = contexts.get(text);
      if (context === undefined) {
        context = { n: nextContext++ };
        contexts.set(text, context);
      }
      const ids = entries.map((e) => `${context.n} ${e.row.id} ${e.variants[0]?.id ?? ''}`);
      return kept.getMany(
        entries.map((entry) => ({ entry, reach, origin, merchants })),
        ids,
      );
    },
  };
}
