// Membership effects (Zepto Pass, Swiggy One, bbstar, ...) as fee-rule data: one row per merchant
// fee key and membership with the figures it replaces, so the fee service reads them from the
// database with the rules instead of from code. A database that already holds fee rules gets the
// published effects of its merchants.
import type { Knex } from 'knex';
import { MEMBERSHIP_EFFECTS } from '../../reference/fees';
import { writeMembershipEffects } from '../../repositories/fee-rules';

/** Creates fee_rule_memberships and fills it for the merchants that already have fee rules. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('fee_rule_memberships', (t) => {
    t.increments('id').primary();
    t.string('platform', 32).notNullable();
    t.string('membership', 64).notNullable();
    t.string('name', 128).notNullable();
    // Paise; null means the membership leaves that figure as the rule has it.
    t.integer('delivery_fee_paise').nullable();
    t.integer('free_delivery_above_paise').nullable();
    t.integer('small_cart_fee_paise').nullable();
    t.integer('small_cart_below_paise').nullable();
    t.integer('handling_charge_paise').nullable();
    t.text('source').notNullable();
    t.unique(['platform', 'membership']);
  });
  const rows = (await db('fee_rules').distinct('platform')) as Array<{ platform: string }>;
  const platforms = new Set(rows.map((row) => row.platform));
  await writeMembershipEffects(
    db,
    Object.entries(MEMBERSHIP_EFFECTS)
      .filter(([platform]) => platforms.has(platform))
      .map(([platform, memberships]) => ({ platform, memberships })),
  );
}

/** Drops fee_rule_memberships. */
export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('fee_rule_memberships');
}
