// Search ranking weighs where a word matched: on PostgreSQL the tsvector is rebuilt with weights
// (name A, brand B, category and tags C) so ts_rank prefers name hits. SQLite's FTS5 table needs
// no change: its weights are given to bm25() at query time.
import type { Knex } from 'knex';
import { isSqlite } from '../engine';

const unweighted = `to_tsvector('simple',
  coalesce(brand, '') || ' ' || coalesce(name, '') || ' ' || coalesce(category_title, '') || ' ' ||
  coalesce(category, '') || ' ' || coalesce(tags, ''))`;

const weighted = `setweight(to_tsvector('simple', coalesce(name, '')), 'A') ||
  setweight(to_tsvector('simple', coalesce(brand, '')), 'B') ||
  setweight(to_tsvector('simple', coalesce(category_title, '') || ' ' || coalesce(category, '') || ' ' ||
  coalesce(tags, '')), 'C')`;

// A generated column's expression cannot be altered before PostgreSQL 17: drop and re-add it.
async function replaceSearchColumn(db: Knex, expression: string): Promise<void> {
  if (isSqlite(db)) return;
  await db.raw('ALTER TABLE products DROP COLUMN search');
  await db.raw(`ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (${expression}) STORED`);
  await db.raw('CREATE INDEX products_search_idx ON products USING GIN (search)');
}

/** Rebuilds the PostgreSQL search column with weights. */
export async function up(db: Knex): Promise<void> {
  await replaceSearchColumn(db, weighted);
}

/** Restores the unweighted search column. */
export async function down(db: Knex): Promise<void> {
  await replaceSearchColumn(db, unweighted);
}
