// What the feed importer reads and writes: the catalogue and geography it matches and places rows
// against, stored listings and offers by key (stored-offers.ts), and one transaction per batch
// (import-batch.ts). The review queue of matches is in match-reviews.ts.
import type { Knex } from 'knex';
import { type BulkRow, bulkInsert } from '../db/bulk';
import { buildDeferredIndexes, dropDeferredIndexes } from '../db/deferred-indexes';
import { type ImportBatch, writeImportBatch } from './import-batch';
import { rowsAtKeys } from './rows-by-keys';
import {
  findListingsWithOffers,
  findStoredOffers,
  LISTING_COLUMNS,
  type ListingOfferLookup,
  type ListingWithOffer,
  listingAt,
  type OfferLookup,
  type OfferState,
} from './stored-offers';

type Row = BulkRow;

const insertRows = bulkInsert;

/** What the matcher index is built from. */
export interface CatalogueSnapshot {
  /** In the order they were made (position). */
  products: Array<{ id: string; brand: string; name: string; position: number }>;
  variants: Array<{
    id: string;
    product_id: string;
    label: string;
    pack_value: number;
    pack_unit: string;
    mrp_paise: number;
  }>;
  /** (variant, merchant) pairs that already have an imported listing. */
  listed: Array<{ variant_id: string; merchant: string }>;
  categories: Array<{ slug: string; title: string; search: string; sort_order: number }>;
}

/** Where prices can apply. */
export interface GeographySnapshot {
  cities: Array<{ id: string; name: string; lat: number; lon: number }>;
  /** Gazetteer places with a PIN code or a city name. */
  places: Array<{
    name_lower: string;
    kind: string;
    pincode: string | null;
    city: string;
    lat: number;
    lon: number;
  }>;
  /** (merchant, city) pairs with a store. */
  stores: Array<{ merchant: string; city_id: string }>;
}

/** A stored listing as the importer needs it. */
export interface ListingRow {
  key: string;
  product_id: string;
  variant_id: string;
  title: string;
  url: string;
  image: string | null;
  match_kind: string;
}

/** A stored listing as the item it is (merchant, brand, title, pack) and where it is. */
export interface ListedItem {
  merchant: string;
  title: string;
  brand: string;
  pack: string;
  product_id: string;
  variant_id: string;
  match_kind: string;
  gtin: string | null;
}

/** Feed import storage. */
export interface ListingsRepository {
  /** Adds any of `merchants` missing from the merchants table. */
  ensureMerchants(merchants: Row[]): Promise<void>;
  catalogue(): Promise<CatalogueSnapshot>;
  geography(): Promise<GeographySnapshot>;
  /**
   * Largest products.position and places.id in use (new rows continue after them), and whether
   * any listing and any offer is stored.
   */
  counters(): Promise<{ position: number; placeId: number; hasListings: boolean; hasOffers: boolean }>;
  findListings(keys: readonly string[]): Promise<Map<string, ListingRow>>;
  /** Every stored listing, with what identifies its item and how it was matched. */
  listedItems(): Promise<ListedItem[]>;
  /**
   * Stored offers of (variant, merchant, city) keys, by `offerIdFor`. `seeded` marks variants that
   * were in the catalogue before the import, whose offers may carry another id scheme.
   */
  findOffers(keys: readonly OfferLookup[]): Promise<Map<string, OfferState>>;
  /** Stored listings with their offers in one city each, by position (stored-offers.ts). */
  findListingsWithOffers(
    lookups: readonly ListingOfferLookup[],
  ): Promise<Array<ListingWithOffer | undefined>>;
  /** Writes a batch in one transaction; rolled back instead when `dryRun`. */
  writeBatch(batch: ImportBatch, dryRun: boolean): Promise<void>;
  /** Drops the indexes an import into an empty catalogue builds at its end (deferred-indexes.ts). */
  deferIndexes(): Promise<void>;
  /** Builds those indexes again (any that are missing). */
  buildIndexes(): Promise<void>;
}

/** Creates the listings repository. */
export function createListingsRepository(db: Knex): ListingsRepository {
  return {
    deferIndexes: () => dropDeferredIndexes(db),
    buildIndexes: () => buildDeferredIndexes(db),
    async ensureMerchants(merchants) {
      const have = new Set(
        ((await db('merchants').select('key')) as Array<{ key: string }>).map((m) => m.key),
      );
      await insertRows(
        db,
        'merchants',
        merchants.filter((m) => !have.has(String(m.key))),
      );
    },
    async catalogue() {
      const products = (await db('products')
        .orderBy(['position', 'id'])
        .select('id', 'brand', 'name', 'position')) as CatalogueSnapshot['products'];
      const variants = (await db('variants')
        .orderBy(['product_id', 'sort_order', 'id'])
        .select(
          'id',
          'product_id',
          'label',
          'pack_value',
          'pack_unit',
          'mrp_paise',
        )) as CatalogueSnapshot['variants'];
      const listed = (await db('listings').distinct('variant_id', 'merchant')) as CatalogueSnapshot['listed'];
      const categories = (await db('categories').select(
        'slug',
        'title',
        'search',
        'sort_order',
      )) as CatalogueSnapshot['categories'];
      return { products, variants, listed, categories };
    },
    async geography() {
      const cities = (await db('cities').select('id', 'name', 'lat', 'lon')) as GeographySnapshot['cities'];
      const places = (await db('places').select(
        'name_lower',
        'kind',
        'pincode',
        'city',
        'lat',
        'lon',
      )) as GeographySnapshot['places'];
      const stores = (await db('stores').distinct('merchant', 'city_id')) as GeographySnapshot['stores'];
      return { cities, places, stores };
    },
    async counters() {
      const p = (await db('products').max({ n: 'position' }).first()) as
        | { n: number | string | null }
        | undefined;
      const q = (await db('places').max({ n: 'id' }).first()) as { n: number | string | null } | undefined;
      const listing = await db('listings').first('key');
      const offer = await db('offers').first('id');
      return {
        position: Number(p?.n ?? -1),
        placeId: Number(q?.n ?? 0),
        hasListings: listing !== undefined,
        hasOffers: offer !== undefined,
      };
    },
    async findListings(keys) {
      const rows = await rowsAtKeys(db, 'listings', 'key', LISTING_COLUMNS, keys);
      const found = new Map<string, ListingRow>();
      for (const r of rows) {
        const key = keys[r[0] as number]!;
        found.set(key, listingAt(key, r));
      }
      return found;
    },
    async listedItems() {
      // In the order their products were made, as the run that wrote them met them.
      return (await db('listings as l')
        .join('products as p', 'p.id', 'l.product_id')
        .orderBy([{ column: 'p.position' }, { column: 'l.key' }])
        .select(
          'l.merchant',
          'l.title',
          'l.brand',
          'l.pack',
          'l.product_id',
          'l.variant_id',
          'l.match_kind',
          'l.gtin',
        )) as ListedItem[];
    },
    findOffers: (keys) => findStoredOffers(db, keys),
    findListingsWithOffers: (lookups) => findListingsWithOffers(db, lookups),
    writeBatch: (batch, dryRun) => writeImportBatch(db, batch, dryRun),
  };
}
