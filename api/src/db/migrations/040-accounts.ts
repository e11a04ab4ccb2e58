// What an account keeps: its synced basket, saved baskets (each shareable by an unguessable
// token), price watches, the alerts they raise and the Web Push subscriptions alerts go to. Every
// row belongs to one user and goes with it.
import type { Knex } from 'knex';

/** Creates the account tables. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('account_baskets', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('items').notNullable();
    t.string('updated_at', 32).notNullable();
  });
  await db.schema.createTable('saved_baskets', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.string('name', 60).notNullable();
    t.text('items').notNullable();
    t.integer('lines').notNullable();
    t.string('share_token', 64).nullable().unique();
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
  });
  await db.schema.createTable('price_watches', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.string('product_id', 64).notNullable();
    t.string('variant_id', 64).notNullable().index();
    t.string('variant', 64).notNullable();
    t.string('city_id', 64).notNullable();
    t.integer('below_paise').notNullable();
    // ',blinkit,zepto,' (commas around each key, so a LIKE finds a whole key) or null for any.
    t.string('merchants', 128).nullable();
    t.integer('last_alert_paise').nullable();
    t.string('created_at', 32).notNullable();
  });
  await db.schema.createTable('price_alerts', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('watch_id').nullable();
    t.string('product_id', 64).notNullable();
    t.string('variant', 64).notNullable();
    t.string('product_name', 255).notNullable();
    t.string('merchant', 32).notNullable();
    t.integer('price_paise').notNullable();
    t.integer('below_paise').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('read_at', 32).nullable();
    t.index(['user_id', 'id']);
  });
  await db.schema.createTable('push_subscriptions', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.string('endpoint', 1024).notNullable().unique();
    t.string('p256dh', 256).notNullable();
    t.string('auth', 256).notNullable();
    t.string('created_at', 32).notNullable();
  });
}

/** Drops the account tables. */
export async function down(db: Knex): Promise<void> {
  for (const table of [
    'push_subscriptions',
    'price_alerts',
    'price_watches',
    'saved_baskets',
    'account_baskets',
  ])
    await db.schema.dropTableIfExists(table);
}
