// What the listing's own history made of the price that fired a watch's alert (core's
// checkDiscount): 'lowest-30-days', 'usual-price', or null (no claim: short history, or neither).
import type { Knex } from 'knex';

/** Adds price_alerts.deal. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('price_alerts', (t) => {
    t.string('deal', 16).nullable();
  });
}

/** Drops price_alerts.deal. */
export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('price_alerts', (t) => {
    t.dropColumn('deal');
  });
}
