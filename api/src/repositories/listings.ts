// What the feed importer reads and writes: the catalogue and geography it matches and places rows
// against, stored listings and offers by key, and one transaction per batch of multi-row upserts.
// The review queue of matches is in match-reviews.ts.
import type { Knex } from 'knex';
import { type BulkRow, bulkInsert } from '../db/bulk';
import { isSqlite } from '../db/engine';
import { markConfirmed } from './quarantine';

type Row = BulkRow;

const insertRows = bulkInsert;

// Keys per look-up statement. The driver gathers a statement's rows on a thread of its own before
// handing them over, and memory that thread took stays with the process: 4,000 rows at a time
// instead of 20,000 cut the peak RSS of re-importing 80,000 rows from 468 to 377 MB, at the same CPU.
const KEYS_PER_STATEMENT = 4_000;

// Page cache of an importing SQLite connection, in KiB.
const SQLITE_CACHE_KIB = 65_536;

const upsert = (key: string, columns: readonly string[]) =>
  `ON CONFLICT (${key}) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`;

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

/** The key offers are looked up by: one offer per variant, merchant and city. */
export function offerKey(variantId: string, merchant: string, cityId: string): string {
  return `${variantId}\u0000${merchant}\u0000${cityId}`;
}

/** The id an imported offer gets (the demo catalogue's scheme: merchant, city, variant). */
export function offerIdFor(merchant: string, cityId: string, variantId: string): string {
  return `${merchant}:${cityId}:${variantId}`;
}

// What a re-import may change of an offer: what the merchant shows and when it was seen.
const OFFER_UPDATED_COLUMNS = [
  'title',
  'url',
  'image',
  'price_paise',
  'mrp_paise',
  'in_stock',
  'updated_at',
  'retired_at',
];
const OFFER_COLUMNS = ['id', 'variant_id', 'merchant', 'city_id', ...OFFER_UPDATED_COLUMNS];
const LISTING_COLUMNS = ['key', 'product_id', 'variant_id', 'title', 'url', 'image', 'match_kind'];

/** A stored offer from its OFFER_COLUMNS values (numbers and booleans as either engine gives them). */
const offerState = (r: unknown[]): OfferState => ({
  id: r[0] as string,
  variant_id: r[1] as string,
  merchant: r[2] as string,
  city_id: r[3] as string,
  title: r[4] as string,
  url: r[5] as string,
  image: r[6] as string,
  price_paise: Number(r[7]),
  mrp_paise: Number(r[8]),
  in_stock: Boolean(r[9]),
  updated_at: r[10] as string,
  retired_at: r[11] as string | null,
});

/** A stored offer's current state. */
export interface OfferState {
  id: string;
  variant_id: string;
  merchant: string;
  city_id: string;
  title: string;
  url: string;
  image: string;
  price_paise: number;
  mrp_paise: number;
  in_stock: boolean;
  updated_at: string;
  /** When a snapshot retired the offer; null while the merchant lists it. */
  retired_at: string | null;
}

/** An offer to look up: `seeded` marks a variant that was in the catalogue before the run. */
export interface OfferLookup {
  variantId: string;
  merchant: string;
  cityId: string;
  seeded: boolean;
}

/** Everything one import batch writes, in dependency order. */
export interface ImportBatch {
  cities: Row[];
  places: Row[];
  stores: Row[];
  categories: Row[];
  products: Row[];
  variants: Row[];
  listings: Row[];
  offers: Row[];
  /**
   * Price observations of the offers whose price, MRP or stock this batch set (their new state):
   * offer_id, price_paise, mrp_paise, in_stock, observed_at, source.
   */
  observations: Row[];
  /** `price_observations.source` of those observations. */
  observationSource: string;
  reviews: Row[];
  /** Observations held back (quarantined_observations rows, docs/feeds.md "Quarantined prices"). */
  quarantined: Row[];
  /** Held observations a row of this batch confirmed (quarantined_observations ids). */
  confirmed: number[];
  /** When the run decided (the confirmed rows' decided_at). */
  confirmedAt: string;
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
   * Stored offers of (variant, merchant, city) keys, by `offerKey`. `seeded` marks variants that
   * were in the catalogue before the import, whose offers may carry another id scheme.
   */
  findOffers(keys: readonly OfferLookup[]): Promise<Map<string, OfferState>>;
  /** Writes a batch in one transaction; rolled back instead when `dryRun`. */
  writeBatch(batch: ImportBatch, dryRun: boolean): Promise<void>;
}

/** Creates the listings repository. */
export function createListingsRepository(db: Knex): ListingsRepository {
  const sqlite = isSqlite(db);
  // Rows of `table` whose `column` is one of `keys`, each as an array of `columns`' values: the keys
  // go as one parameter (a JSON array on SQLite, an array on PostgreSQL), so a batch's look-up is
  // one statement whatever its size, and no statement meets a binding limit. The engine hands the
  // rows back as one JSON array of arrays, built on its own thread (SQLite) or server, and read here
  // by one JSON.parse: the driver makes no object per row and none per value.
  const byKeys = async (
    table: string,
    column: string,
    columns: readonly string[],
    keys: readonly string[],
  ): Promise<unknown[][]> => {
    const out: unknown[][] = [];
    const values = columns.join(', ');
    for (let i = 0; i < keys.length; i += KEYS_PER_STATEMENT) {
      const slice = keys.slice(i, i + KEYS_PER_STATEMENT);
      const answer = (await (sqlite
        ? db.raw(
            `SELECT json_group_array(json_array(${values})) AS found FROM ${table} WHERE ${column} IN (SELECT value FROM json_each(?))`,
            [JSON.stringify(slice)],
          )
        : db.raw(
            `SELECT json_agg(json_build_array(${values})) AS found FROM ${table} WHERE ${column} = ANY(?)`,
            [slice],
          ))) as Array<{ found: string | null }> | { rows: Array<{ found: unknown[][] | null }> };
      const found = Array.isArray(answer)
        ? (JSON.parse(answer[0]?.found ?? '[]') as unknown[][])
        : (answer.rows[0]?.found ?? []);
      for (const row of found) out.push(row);
    }
    return out;
  };
  const writeInTransaction = async (trx: Knex.Transaction, batch: ImportBatch, dryRun: boolean) => {
    try {
      // SQLite's default page cache (2 MB) thrashes on the offers indexes of a large catalogue;
      // a bigger one for the connection doing the import (per connection, freed on close).
      if (sqlite) await trx.raw(`PRAGMA cache_size = -${SQLITE_CACHE_KIB}`);
      // A batch's commit need not wait for PostgreSQL to flush its log to disk: a crash loses at
      // most the last batches' commits (never part of one), and importing the file again writes
      // them (an import is idempotent).
      else await trx.raw('SET LOCAL synchronous_commit = off');
      await insertRows(trx, 'cities', batch.cities);
      await insertRows(trx, 'places', batch.places);
      await insertRows(trx, 'stores', batch.stores);
      await insertRows(trx, 'categories', batch.categories);
      await insertRows(trx, 'products', batch.products);
      await insertRows(trx, 'variants', batch.variants);
      await insertRows(
        trx,
        'listings',
        batch.listings,
        // A known listing keeps its brand, pack and match; only what the merchant shows is updated.
        upsert('key', ['title', 'url', 'image', 'updated_at']),
      );
      await insertRows(trx, 'offers', batch.offers, upsert('id', OFFER_UPDATED_COLUMNS));
      // Written from the values in hand rather than copied back out of the offers just written:
      // no lookups of rows this transaction has only now inserted.
      await insertRows(trx, 'price_observations', batch.observations);
      await insertRows(trx, 'quarantined_observations', batch.quarantined);
      await markConfirmed(trx, batch.confirmed, batch.confirmedAt);
      await insertRows(
        trx,
        'match_reviews',
        batch.reviews,
        'ON CONFLICT (listing_key, product_id) DO NOTHING',
      );
      if (dryRun) await trx.rollback();
      else await trx.commit();
    } catch (err) {
      await trx.rollback();
      throw err;
    }
  };
  return {
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
      const rows = await byKeys('listings', 'key', LISTING_COLUMNS, keys);
      const found = new Map<string, ListingRow>();
      for (const r of rows) {
        const listing: ListingRow = {
          key: r[0] as string,
          product_id: r[1] as string,
          variant_id: r[2] as string,
          title: r[3] as string,
          url: r[4] as string,
          image: r[5] as string | null,
          match_kind: r[6] as string,
        };
        found.set(listing.key, listing);
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
    async findOffers(keys) {
      // Offers read by primary key first (the id an import gives an offer); a variant of the
      // catalogue may have a seeded offer under another id scheme, so its offers are read by
      // variant for what the ids did not find.
      const found = new Map<string, OfferState>();
      for (const r of await byKeys(
        'offers',
        'id',
        OFFER_COLUMNS,
        keys.map((k) => offerIdFor(k.merchant, k.cityId, k.variantId)),
      )) {
        const offer = offerState(r);
        found.set(offerKey(offer.variant_id, offer.merchant, offer.city_id), offer);
      }
      const missing = [
        ...new Set(
          keys
            .filter((k) => k.seeded && !found.has(offerKey(k.variantId, k.merchant, k.cityId)))
            .map((k) => k.variantId),
        ),
      ];
      if (missing.length > 0) {
        const wanted = new Set(keys.map((k) => offerKey(k.variantId, k.merchant, k.cityId)));
        for (const r of await byKeys('offers', 'variant_id', OFFER_COLUMNS, missing)) {
          const offer = offerState(r);
          const key = offerKey(offer.variant_id, offer.merchant, offer.city_id);
          if (wanted.has(key) && !found.has(key)) found.set(key, offer);
        }
      }
      return found;
    },
    async writeBatch(batch, dryRun) {
      // SQLite: the batch's connection does not check foreign keys while it writes (the importer
      // refers only to rows it wrote in this or an earlier batch, or that were stored before the
      // run): each check is an index look-up per reference, a large share of SQLite's work in an import.
      // The pragma only takes effect outside a transaction, so it is set around it and restored
      // before the connection goes back to the pool.
      const connection: unknown = sqlite ? await db.client.acquireConnection() : undefined;
      try {
        if (sqlite) await db.raw('PRAGMA foreign_keys = OFF').connection(connection);
        await writeInTransaction(await db.transaction({ connection }), batch, dryRun);
      } finally {
        if (sqlite) {
          try {
            await db.raw('PRAGMA foreign_keys = ON').connection(connection);
          } finally {
            await db.client.releaseConnection(connection);
          }
        }
      }
    },
  };
}
