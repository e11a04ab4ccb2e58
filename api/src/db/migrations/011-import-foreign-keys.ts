// A feed import writes a price row per listing and city by the million: offers (-> variants), their
// price observations (-> offers) and listings (-> products, variants). On PostgreSQL each foreign
// key is a trigger per inserted row that looks the parent up and locks it (FOR KEY SHARE): about a
// third of the server's work in an import. These four references are made by code that creates the parent first and never
// deletes one still referred to: the importer writes each product, variant and offer before (or in
// the same transaction as) what refers to it, seeding does the same, and a review decision moves
// an offer's observations before it deletes the offer, and deletes a product and its variants only
// when no listing, offer, review or trending item refers to them. So PostgreSQL drops them.
// SQLite keeps the declared constraints (dropping one means rebuilding the table) and checks them on
// every connection except an import's while it writes a batch (see the listings repository), so
// the test suites, which run on both engines, still catch a write that breaks a reference.
import type { Knex } from 'knex';
import { isSqlite } from '../engine';

const REFERENCES: ReadonlyArray<{ table: string; column: string; parent: string; parentColumn: string }> = [
  { table: 'offers', column: 'variant_id', parent: 'variants', parentColumn: 'id' },
  { table: 'price_observations', column: 'offer_id', parent: 'offers', parentColumn: 'id' },
  { table: 'listings', column: 'product_id', parent: 'products', parentColumn: 'id' },
  { table: 'listings', column: 'variant_id', parent: 'variants', parentColumn: 'id' },
];

/** Drops the four foreign keys on PostgreSQL. */
export async function up(db: Knex): Promise<void> {
  if (isSqlite(db)) return;
  for (const { table, column } of REFERENCES) {
    await db.schema.alterTable(table, (t) => {
      t.dropForeign([column]);
    });
  }
}

/** Declares them again on PostgreSQL. */
export async function down(db: Knex): Promise<void> {
  if (isSqlite(db)) return;
  for (const { table, column, parent, parentColumn } of REFERENCES) {
    await db.schema.alterTable(table, (t) => {
      t.foreign(column).references(parentColumn).inTable(parent);
    });
  }
}
