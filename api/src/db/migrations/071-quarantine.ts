// Quarantined observations (docs/feeds.md, "Quarantined prices"): a price or MRP too far from the
// listing's own recent prices (core's checkObservation) is stored here instead of becoming the
// offer's price. It is applied when a later observation confirms it or an operator accepts it,
// and kept either way (status pending, confirmed, accepted or rejected).
import type { Knex } from 'knex';

/** Creates quarantined_observations. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('quarantined_observations', (t) => {
    t.increments('id').primary();
    // No foreign key: moving or removing an offer (a merge accepted, the demo removed) never
    // fails on its held rows; those of an offer that is gone are listed as such.
    t.string('offer_id', 96).notNullable();
    t.integer('price_paise').notNullable();
    t.integer('mrp_paise').notNullable();
    t.boolean('in_stock').notNullable();
    t.string('observed_at', 32).notNullable();
    // 'import' or a live source, as price_observations.source.
    t.string('source', 32).notNullable();
    // Comma-separated QuarantineReason values.
    t.string('reasons', 64).notNullable();
    // What it was compared with: the recent median price and the offer's MRP then.
    t.integer('median_paise').nullable();
    t.integer('previous_mrp_paise').notNullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.string('created_at', 32).notNullable();
    t.string('decided_at', 32).nullable();
    t.index(['offer_id', 'status']);
    t.index(['status', 'id']);
  });
}

/** Drops quarantined_observations. */
export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('quarantined_observations');
}
