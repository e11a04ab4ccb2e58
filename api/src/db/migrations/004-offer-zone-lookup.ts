// The product service loads and caches each (merchant, city)'s offers at once, so offers are now
// read by zone rather than by variant: index (merchant, city_id). The (variant_id, merchant,
// city_id) index of 002 has no reader left; variant_id keeps its own index from 001.
import type { Knex } from 'knex';

/** Swaps the variant-led zone index for a zone-led one. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('offers', (t) => {
    t.dropIndex(['variant_id', 'merchant', 'city_id'], 'offers_variant_zone_index');
    t.index(['merchant', 'city_id'], 'offers_zone_index');
  });
}

/** Restores the variant-led index. */
export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('offers', (t) => {
    t.dropIndex(['merchant', 'city_id'], 'offers_zone_index');
    t.index(['variant_id', 'merchant', 'city_id'], 'offers_variant_zone_index');
  });
}
