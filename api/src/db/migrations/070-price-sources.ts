// What the sources page and the SQLite change poll need (docs/feeds.md, "Price sources"):
// - change_marks: a counter a process without a live link to the servers (the import command, the
//   worker) bumps when it changed the catalogue, so servers on one SQLite file notice within
//   seconds; PostgreSQL servers hear the same change through LISTEN/NOTIFY.
// - source_refreshes: the last successful live refresh per merchant and city, with a running count.
import type { Knex } from 'knex';

/** Creates change_marks (with the catalogue mark at 0) and source_refreshes. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('change_marks', (t) => {
    t.string('name', 32).primary();
    t.bigInteger('version').notNullable();
  });
  await db('change_marks').insert({ name: 'catalogue', version: 0 });
  await db.schema.createTable('source_refreshes', (t) => {
    t.string('merchant', 32).notNullable();
    t.string('city_id', 64).notNullable();
    t.string('refreshed_at', 32).notNullable();
    t.bigInteger('refreshes').notNullable();
    t.primary(['merchant', 'city_id']);
  });
}

/** Drops both tables. */
export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('source_refreshes');
  await db.schema.dropTableIfExists('change_marks');
}
