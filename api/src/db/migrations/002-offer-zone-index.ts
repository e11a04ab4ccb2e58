// Offers are read per (variant, merchant, city): one composite index serves the product pages,
// the search's visibility check and the per-zone offer loads on both engines.
import type { Knex } from 'knex';

/** Replaces the (merchant, city_id) index with (variant_id, merchant, city_id). */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('offers', (t) => {
    t.dropIndex(['merchant', 'city_id']);
    t.index(['variant_id', 'merchant', 'city_id'], 'offers_variant_zone_index');
  });
}

/** Restores the original index. */
export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('offers', (t) => {
    t.dropIndex(['variant_id', 'merchant', 'city_id'], 'offers_variant_zone_index');
    t.index(['merchant', 'city_id']);
  });
}
