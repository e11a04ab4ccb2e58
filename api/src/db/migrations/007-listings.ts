// Merchant feed import: each merchant listing (merchant + sku) remembers the product variant it was
// matched to and why; near matches wait in a review queue whose decisions are kept. Offers stay
// the priced rows the API serves (one per variant, merchant and city); a listing's offers are
// found by (variant_id, merchant). Feed image URLs can be longer than the demo's local paths.
import type { Knex } from 'knex';
import { isSqlite } from '../engine';

/** Creates listings and match_reviews; widens offers.image on PostgreSQL. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('listings', (t) => {
    // `${merchant}:${sku}`
    t.string('key', 200).primary();
    t.string('merchant', 32).notNullable();
    t.string('sku', 128).notNullable();
    t.string('product_id', 64).notNullable().references('id').inTable('products');
    t.string('variant_id', 64).notNullable().references('id').inTable('variants');
    t.string('title', 255).notNullable();
    t.string('brand', 128).notNullable();
    t.string('pack', 64).notNullable();
    t.string('url', 1024).notNullable();
    t.string('image', 1024).nullable();
    // matched | new-variant | created | review | accepted | rejected
    t.string('match_kind', 16).notNullable();
    t.text('match_reason').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['variant_id', 'merchant'], 'listings_variant_merchant_index');
  });
  await db.schema.createTable('match_reviews', (t) => {
    t.increments('id').primary();
    t.string('listing_key', 200).notNullable().references('key').inTable('listings');
    t.string('product_id', 64).notNullable();
    // Null when the candidate product has no variant of the listing's pack size.
    t.string('variant_id', 64).nullable();
    t.double('score').notNullable();
    t.text('reason').notNullable();
    // pending | accepted | rejected
    t.string('status', 16).notNullable();
    t.string('created_at', 32).notNullable();
    t.string('decided_at', 32).nullable();
    t.unique(['listing_key', 'product_id'], { indexName: 'match_reviews_pair_unique' });
    t.index(['status'], 'match_reviews_status_index');
  });
  if (!isSqlite(db)) {
    await db.raw('ALTER TABLE offers ALTER COLUMN image TYPE varchar(1024)');
  }
}

/** Drops the import tables. */
export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('match_reviews');
  await db.schema.dropTableIfExists('listings');
  if (!isSqlite(db)) {
    await db.raw('ALTER TABLE offers ALTER COLUMN image TYPE varchar(255)');
  }
}
