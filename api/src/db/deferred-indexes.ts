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
}

/**
 * The indexes an import into an empty catalogue defers (as created by the migrations): those whose
 * keys arrive in no order. Listings' indexes and the (merchant, city) one grow at few places, so a
 * batch rewrites few of their pages, and building them at the end would cost more than it saves.
 */
export const DEFERRED_INDEXES: readonly DeferredIndex[] = [
  { name: 'offers_url_index', table: 'offers', columns: ['url'] },
  { name: 'offers_variant_zone_index', table: 'offers', columns: ['variant_id', 'merchant', 'city_id'] },
  { name: 'price_observations_offer_id_index', table: 'price_observations', columns: ['offer_id'] },
];

/** Drops the deferred indexes (those that exist). */
export async function dropDeferredIndexes(db: Knex): Promise<void> {
  for (const index of DEFERRED_INDEXES) await db.raw(`DROP INDEX IF EXISTS ${index.name}`);
}

/**
 * Builds any deferred index that is missing; one that exists is left as it is. On SQLite the sorts
 * that build them spill to temporary files, not to memory as the connection's other temporary
 * B-trees do (knex.ts): a million offers' URLs sorted in memory would add about 100 MB to the
 * importer's peak, at the moment its own heap is largest.
 */
export async function buildDeferredIndexes(db: Knex): Promise<void> {
  const statements = DEFERRED_INDEXES.map(
    (index) => `CREATE INDEX IF NOT EXISTS ${index.name} ON ${index.table} (${index.columns.join(', ')})`,
  );
  if (!isSqlite(db)) {
    for (const sql of statements) await db.raw(sql);
    return;
  }
  const connection: unknown = await db.client.acquireConnection();
  try {
    await db.raw('PRAGMA temp_store = FILE').connection(connection);
    for (const sql of statements) await db.raw(sql).connection(connection);
  } finally {
    try {
      await db.raw('PRAGMA temp_store = MEMORY').connection(connection);
    } finally {
      await db.client.releaseConnection(connection);
    }
  }
}
