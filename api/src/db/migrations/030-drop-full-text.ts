// Search runs on the in-memory word index of the search service; nothing reads the full-text
// structures of migrations 001 and 003 any more, so they go: the FTS5 table on SQLite, the
// weighted tsvector column and its GIN index on PostgreSQL. `down` restores them (empty on SQLite;
// PostgreSQL's generated column fills itself).
import type { Knex } from 'knex';
import { isSqlite } from '../engine';

const weighted = `setweight(to_tsvector('simple', coalesce(name, '')), 'A') ||
  setweight(to_tsvector('simple', coalesce(brand, '')), 'B') ||
  setweight(to_tsvector('simple', coalesce(category_title, '') || ' ' || coalesce(category, '') || ' ' ||
  coalesce(tags, '')), 'C')`;

/** Drops the full-text table (SQLite) or column and index (PostgreSQL). */
export async function up(db: Knex): Promise<void> {
  if (isSqlite(db)) await db.raw('DROP TABLE IF EXISTS products_fts');
  else {
    await db.raw('DROP INDEX IF EXISTS products_search_idx');
    await db.raw('ALTER TABLE products DROP COLUMN IF EXISTS search');
  }
}

/** Restores them as migration 003 left them. */
export async function down(db: Knex): Promise<void> {
  if (isSqlite(db)) {
    await db.raw(
      "CREATE VIRTUAL TABLE products_fts USING fts5(product_id UNINDEXED, brand, name, category, tags, tokenize = 'unicode61 remove_diacritics 2')",
    );
  } else {
    await db.raw(`ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (${weighted}) STORED`);
    await db.raw('CREATE INDEX products_search_idx ON products USING GIN (search)');
  }
}
