// A page's offers are read by variant in the shopper's zones (the zone summaries answer listing and
// sorting; the offers themselves come from the database). With only (variant_id) and (merchant,
// city_id) SQLite picks the zone index and reads whole zones; (variant_id, merchant, city_id) reads
// exactly the page's offers. (merchant, city_id) stays for the per-zone summary loads.
import type { Knex } from 'knex';

/** Adds the (variant_id, merchant, city_id) index. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('offers', (t) => {
    t.index(['variant_id', 'merchant', 'city_id'], 'offers_variant_zone_index');
  });
}

/** Drops it. */
export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('offers', (t) => {
    t.dropIndex(['variant_id', 'merchant', 'city_id'], 'offers_variant_zone_index');
  });
}
