// One import batch: everything it writes, and its write in one transaction of multi-row upserts.
import type { Knex } from 'knex';
import { BulkInserts, type BulkRow } from '../db/bulk';
import { isSqlite } from '../db/engine';
import { markConfirmed } from './quarantine';
import { OFFER_UPDATED_COLUMNS } from './stored-offers';

type Row = BulkRow;

// Page cache of an importing SQLite connection, in KiB. Since the first import builds its unordered
// indexes at the end (db/deferred-indexes.ts), 32 MB serves as well as 64 MB did: a 315,100-row
// sku-per-city first import 4% faster (median of 4 pairs), and a 1,000,000-row one peaks at 771 MB
// instead of 868 MB (the cache, and the sorts that build the indexes, which take as much).
const SQLITE_CACHE_KIB = 32_768;
// Memory a PostgreSQL import batch's statements may sort and buffer in before spilling to disk.
const PG_WORK_MEM = '64MB';

const upsert = (key: string, columns: readonly string[]) =>
  `ON CONFLICT (${key}) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`;

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

async function writeInTransaction(
  trx: Knex.Transaction,
  batch: ImportBatch,
  dryRun: boolean,
  sqlite: boolean,
): Promise<void> {
  try {
    // SQLite's default page cache (2 MB) thrashes on the offers indexes of a large catalogue;
    // a bigger one for the connection doing the import (per connection, freed on close).
    if (sqlite) await trx.raw(`PRAGMA cache_size = -${SQLITE_CACHE_KIB}`);
    // A batch's commit need not wait for PostgreSQL to flush its log to disk: a crash loses at
    // most the last batches' commits (never part of one), and importing the file again writes
    // them (an import is idempotent).
    else {
      await trx.raw('SET LOCAL synchronous_commit = off');
      // jsonb_array_elements hands a statement's rows over through a tuplestore, which spills to a
      // temporary file past work_mem (4 MB by default), and 5,000 listings are about 5 MB: read
      // back from disk, such a statement's rows took 75 ms instead of 23 ms (EXPLAIN ANALYZE: 501
      // temporary blocks written and read), and 157,550 listings 2.7-3.4 s of the server, not 2.5.
      await trx.raw(`SET LOCAL work_mem = '${PG_WORK_MEM}'`);
    }
    // One statement after another, each one's rows made into JSON while the one before it runs.
    const rows = new BulkInserts(trx);
    try {
      await rows.insert('cities', batch.cities);
      await rows.insert('places', batch.places);
      await rows.insert('stores', batch.stores);
      await rows.insert('categories', batch.categories);
      await rows.insert('products', batch.products);
      await rows.insert('variants', batch.variants);
      await rows.insert(
        'listings',
        batch.listings,
        // A known listing keeps its brand, pack and match; only what the merchant shows is updated.
        upsert('key', ['title', 'url', 'image', 'updated_at']),
      );
      await rows.insert('offers', batch.offers, upsert('id', OFFER_UPDATED_COLUMNS));
      // Written from the values in hand rather than copied back out of the offers just written:
      // no lookups of rows this transaction has only now inserted.
      await rows.insert('price_observations', batch.observations);
      await rows.insert('quarantined_observations', batch.quarantined);
      await rows.settle();
      await markConfirmed(trx, batch.confirmed, batch.confirmedAt);
      await rows.insert('match_reviews', batch.reviews, 'ON CONFLICT (listing_key, product_id) DO NOTHING');
      await rows.settle();
    } finally {
      // A statement still running when a later one failed ends before the transaction does.
      await rows.settle().catch(() => undefined);
      rows.release();
    }
    if (dryRun) await trx.rollback();
    else await trx.commit();
  } catch (err) {
    await trx.rollback();
    throw err;
  }
}

/** Writes a batch in one transaction; rolled back instead when `dryRun` (ListingsRepository.writeBatch). */
export async function writeImportBatch(db: Knex, batch: ImportBatch, dryRun: boolean): Promise<void> {
  const sqlite = isSqlite(db);
  // SQLite: the batch's connection does not check foreign keys while it writes (the importer
  // refers only to rows it wrote in this or an earlier batch, or that were stored before the
  // run): each check is an index look-up per reference, a large share of SQLite's work in an import.
  // The pragma only takes effect outside a transaction, so it is set around it and restored
  // before the connection goes back to the pool.
  const connection: unknown = sqlite ? await db.client.acquireConnection() : undefined;
  try {
    if (sqlite) await db.raw('PRAGMA foreign_keys = OFF').connection(connection);
    await writeInTransaction(await db.transaction({ connection }), batch, dryRun, sqlite);
  } finally {
    if (sqlite) {
      try {
        await db.raw('PRAGMA foreign_keys = ON').connection(connection);
      } finally {
        await db.client.releaseConnection(connection);
      }
    }
  }
}
