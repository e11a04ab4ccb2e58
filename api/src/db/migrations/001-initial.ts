// The one schema for SQLite and PostgreSQL. Money columns are integer paise;
// the API edge converts to rupees. Timestamps are ISO-8601 text so both engines read them alike.
import type { Knex } from 'knex';
import { isSqlite } from '../engine';

/** Creates every table and the engine-specific search index. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('username', 32).notNullable();
    t.string('username_lower', 32).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    t.string('created_at', 32).notNullable();
  });
  await db.schema.createTable('sessions', (t) => {
    t.string('id', 128).primary();
    t.text('data').notNullable();
    t.bigInteger('expires_at').notNullable().index();
  });
  await db.schema.createTable('categories', (t) => {
    t.string('slug', 64).primary();
    t.string('title', 128).notNullable();
    t.string('search', 128).notNullable();
    t.string('img', 255).notNullable();
    t.integer('sort_order').notNullable();
  });
  await db.schema.createTable('products', (t) => {
    t.string('id', 64).primary();
    t.integer('position').notNullable();
    t.string('brand', 128).notNullable();
    t.string('name', 255).notNullable();
    t.string('category', 64).notNullable().references('slug').inTable('categories').index();
    t.string('category_title', 128).notNullable();
    t.text('tags').notNullable();
    t.text('images').notNullable();
  });
  await db.schema.createTable('variants', (t) => {
    t.string('id', 64).primary();
    t.string('product_id', 64).notNullable().references('id').inTable('products').index();
    t.string('label', 64).notNullable();
    t.double('pack_value').notNullable();
    t.string('pack_unit', 4).notNullable();
    t.integer('mrp_paise').notNullable();
    t.integer('sort_order').notNullable();
  });
  await db.schema.createTable('merchants', (t) => {
    t.string('key', 32).primary();
    t.string('display_name', 64).notNullable();
    t.string('fee_key', 32).notNullable();
    t.string('color', 16).notNullable();
  });
  await db.schema.createTable('cities', (t) => {
    t.string('id', 64).primary();
    t.string('name', 128).notNullable();
    t.string('state', 128).notNullable();
    t.double('lat').notNullable();
    t.double('lon').notNullable();
  });
  await db.schema.createTable('stores', (t) => {
    t.string('id', 64).primary();
    t.string('merchant', 32).notNullable().references('key').inTable('merchants');
    t.string('city_id', 64).notNullable().references('id').inTable('cities');
    t.string('name', 255).notNullable();
    t.double('lat').notNullable();
    t.double('lon').notNullable();
    t.double('radius_km').notNullable();
    t.double('base_eta_minutes').notNullable();
    t.double('minutes_per_km').notNullable();
  });
  await db.schema.createTable('offers', (t) => {
    t.string('id', 96).primary();
    t.string('variant_id', 64).notNullable().references('id').inTable('variants').index();
    t.string('merchant', 32).notNullable();
    t.string('city_id', 64).notNullable();
    t.string('title', 255).notNullable();
    t.string('url', 1024).notNullable().index();
    t.string('image', 255).notNullable();
    t.integer('price_paise').notNullable();
    t.integer('mrp_paise').notNullable();
    t.boolean('in_stock').notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['merchant', 'city_id']);
  });
  await db.schema.createTable('price_observations', (t) => {
    t.increments('id').primary();
    t.string('offer_id', 96).notNullable().references('id').inTable('offers').index();
    t.integer('price_paise').notNullable();
    t.integer('mrp_paise').notNullable();
    t.boolean('in_stock').notNullable();
    t.string('observed_at', 32).notNullable();
    t.string('source', 32).notNullable();
  });
  await db.schema.createTable('trending_sections', (t) => {
    t.increments('id').primary();
    t.string('title', 128).notNullable();
    t.string('category', 128).notNullable();
    t.integer('sort_order').notNullable();
  });
  await db.schema.createTable('trending_items', (t) => {
    t.integer('section_id').notNullable().references('id').inTable('trending_sections');
    t.string('product_id', 64).notNullable().references('id').inTable('products');
    t.integer('position').notNullable();
    t.primary(['section_id', 'position']);
  });
  await db.schema.createTable('fee_rules', (t) => {
    t.increments('id').primary();
    t.string('platform', 32).notNullable().index();
    t.integer('delivery_fee_paise').nullable();
    t.integer('free_delivery_above_paise').nullable();
    t.integer('small_cart_fee_paise').nullable();
    t.integer('small_cart_below_paise').nullable();
    t.integer('handling_charge_paise').nullable();
    t.double('gst_rate').notNullable();
    t.text('source').notNullable();
    t.string('effective_from', 32).notNullable();
  });
  await db.schema.createTable('places', (t) => {
    t.integer('id').primary();
    t.string('name', 128).notNullable();
    t.string('name_lower', 128).notNullable().index();
    t.string('kind', 16).notNullable();
    t.string('pincode', 6).nullable().index();
    t.string('city', 128).notNullable();
    t.string('state', 128).notNullable();
    t.double('lat').notNullable();
    t.double('lon').notNullable();
  });
  // Hindi/Hinglish grocery words and the English search terms they expand to.
  await db.schema.createTable('search_synonyms', (t) => {
    t.string('term', 64).primary();
    t.text('expansions').notNullable();
  });
  await db.schema.createTable('suggestions', (t) => {
    t.increments('id').primary();
    t.string('email', 254).nullable();
    t.string('vertical', 128).notNullable();
    t.text('description').nullable();
    t.string('created_at', 32).notNullable();
  });

  if (isSqlite(db)) {
    await db.raw(
      "CREATE VIRTUAL TABLE products_fts USING fts5(product_id UNINDEXED, brand, name, category, tags, tokenize = 'unicode61 remove_diacritics 2')",
    );
  } else {
    await db.raw(
      `ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('simple',
        coalesce(brand, '') || ' ' || coalesce(name, '') || ' ' || coalesce(category_title, '') || ' ' ||
        coalesce(category, '') || ' ' || coalesce(tags, ''))) STORED`,
    );
    await db.raw('CREATE INDEX products_search_idx ON products USING GIN (search)');
  }
}

/** Drops everything `up` created. */
export async function down(db: Knex): Promise<void> {
  if (isSqlite(db)) await db.raw('DROP TABLE IF EXISTS products_fts');
  for (const table of [
    'suggestions',
    'search_synonyms',
    'places',
    'fee_rules',
    'trending_items',
    'trending_sections',
    'price_observations',
    'offers',
    'stores',
    'cities',
    'merchants',
    'variants',
    'products',
    'categories',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
}
