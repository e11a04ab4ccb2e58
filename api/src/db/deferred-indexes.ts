// Secondary indexes a first import builds once, at its end, instead of row by row.
//
// Into an empty catalogue an import inserts hundreds of thousands of listings, offers and
// observations in batches. Each batch inserts into these indexes at keys spread over the whole
// index (a URL, a variant id), so each commit rewrites most of their pages: on SQLite every
// rewritten page goes to the write-ahead log and again to the database file, about 3 GB of page
// writes for a 315,100-row feed. Built once from the finished tables, each index is one sort and
// one sequential write. The importer drops them only when no listing and no offer is stored (so
// nothing is served from these tables yet), never the unique indexes its upserts rely on, and
// builds them again before it retires, analyses or returns, also when it fails. A run that was
// killed leaves them missing until the next start: `migrate` (knex.ts) builds any that are.
import type { Knex } from 'knex';
import { isSqlite } from './engine';

/** A plain (non-unique) index as the migrations define it. */
interface DeferredIndex {
  name: string;
  table: string;
  columns: readonly string[];
  /** Deferred on PostgreSQL only. */
  postgresOnly?: true;
}

/**
 * The indexes an import into an empty catalogue defers (as created by the migrations): those whose
 * keys arrive in no order. On SQLite, the listings' (variant, merchant) index is one of them: its
 * keys are product slugs, so each 20,000-listing batch rewrote most of its pages, and inserting
 * 315,100 listings took 3.4-3.9 s of SQLite with it against 1.9-2.1 s without (half of that spent
 * committing); built at the end, it reads the listings table once (about 0.4 s). The listings' GTIN
 * index is deferred on PostgreSQL only: on SQLite, listings without a GTIN (nearly all) go to its
 * end in the order they arrive and cost nothing to keep; on PostgreSQL each index entry inserted
 * costs a log record and a buffer lock, and 157,550 listings took 2.5 s of the server with both
 * listings' indexes against 0.8 s with their key alone.
 */
export const DEFERRED_INDEXES: readonly DeferredIndex[] = [
  { name: 'offers_url_index', table: 'offers', columns: ['url'] },
  { name: 'offers_variant_zone_index', table: 'offers', columns: ['variant_id', 'merchant', 'city_id'] },
  { name: 'price_observations_offer_id_index', table: 'price_observations', columns: ['offer_id'] },
  { name: 'listings_variant_merchant_index', table: 'listings', columns: ['variant_id', 'merchant'] },
  { name: 'listings_gtin_index', table: 'listings', columns: ['gtin'], postgresOnly: true },
];

/** The indexes deferred on `db`'s engine. */
export function deferredIndexes(db: Knex): readonly DeferredIndex[] {
  const sqlite = isSqlite(db);
  return DEFERRED_INDEXES.filter((index) => !(sqlite && index.postgresOnly));
}

/** Drops the deferred indexes (those that exist). */
export async function dropDeferredIndexes(db: Knex): Promise<void> {
  for (const index of deferredIndexes(db)) await db.raw(`DROP INDEX IF EXISTS ${index.name}`);
}

/**
 * Builds any deferred index that is missing; one that exists is left as it is. On SQLite the sorts
 * that build them spill to temporary files, not to memory as the connection's other temporary
 * B-trees do (knex.ts): a million offers' URLs sorted in memory would add about 100 MB to the
 * importer's peak, at the moment its own heap is largest.
 */
export async function buildDeferredIndexes(db: Knex): Promise<void> {
  const indexes = deferredIndexes(db);
  const create = (index: DeferredIndex) =>
    `CREATE INDEX IF NOT EXISTS ${index.name} ON ${index.table} (${index.columns.join(', ')})`;
  if (!isSqlite(db)) {
    for (const index of indexes) {
      try {
        await db.raw(create(index));
      } catch (err) {
        // Two servers starting at once after a killed import both find an index missing: the
        // second one's CREATE fails on the name the first one's has just taken, and that is fine.
        const exists = await db.raw('SELECT to_regclass(?) AS found', [index.name]);
        if ((exists as { rows: Array<{ found: string | null }> }).rows[0]?.found == null) throw err;
      }
    }
    return;
  }
  const connection: unknown = await db.client.acquireConnection();
  try {
    await db.raw('PRAGMA temp_store = FILE').connection(connection);
    for (const index of indexes) await db.raw(create(index)).connection(connection);
  } finally {
    try {
      await db.raw('PRAGMA temp_store = MEMORY').connection(connection);
    } finally {
      await db.client.releaseConnection(connection);
    }
  }
}
