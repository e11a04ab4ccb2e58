// The GTIN (EAN/UPC) a feed gives a listing: equal GTINs are one item, different ones never are.
import type { Knex } from 'knex';

/** Adds listings.gtin with an index for finding a GTIN's listing. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('listings', (t) => {
    t.string('gtin', 14).nullable();
    t.index(['gtin'], 'listings_gtin_index');
  });
}

/** Drops listings.gtin. */
export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('listings', (t) => {
    t.dropIndex(['gtin'], 'listings_gtin_index');
    t.dropColumn('gtin');
  });
}
