// An operator's own catalogue: a snapshot feed retires the offers its merchant no longer lists
// (offers.retired_at: when, null while listed), and a product made for a listing that waits for
// review as a second sku of a variant its merchant already lists is held back from shoppers until
// the review is decided (products.held).
import type { Knex } from 'knex';

/** Adds offers.retired_at and products.held. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('offers', (t) => {
    t.string('retired_at', 32).nullable();
  });
  await db.schema.alterTable('products', (t) => {
    t.boolean('held').notNullable().defaultTo(false);
  });
}

/** Drops them. */
export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('offers', (t) => {
    t.dropColumn('retired_at');
  });
  await db.schema.alterTable('products', (t) => {
    t.dropColumn('held');
  });
}
