// What shoppers look at, so background refresh goes to the offers that matter: one row per product
// with its view count and when it was last seen. Written in batches by each instance (a counter in
// memory flushed every few seconds), never once per request.
import type { Knex } from 'knex';

/** Creates product_views. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('product_views', (t) => {
    t.string('product_id', 64).primary();
    t.bigInteger('views').notNullable();
    t.string('last_viewed_at', 32).notNullable().index();
  });
}

/** Drops product_views. */
export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('product_views');
}
