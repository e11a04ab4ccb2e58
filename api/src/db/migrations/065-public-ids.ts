// Ids that cannot be counted: saved baskets, price watches and alerts get a `public_id`, the only
// id the API shows and reads. New rows take a random one (repositories/public-ids.ts), so an
// account learns nothing about how many things other accounts keep; existing rows keep their old
// sequential id as their public id, so links and pages that name them still answer. (Push
// subscriptions are never shown by id: they are named by their endpoint.)
import type { Knex } from 'knex';

const TABLES = ['saved_baskets', 'price_watches', 'price_alerts'] as const;

/** Adds public_id (unique) to the account tables, filled with each existing row's id. */
export async function up(db: Knex): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table, (t) => {
      t.bigInteger('public_id').nullable();
    });
    await db(table).update({ public_id: db.ref('id') });
    await db.schema.alterTable(table, (t) => {
      t.unique(['public_id'], { indexName: `${table}_public_id_unique` });
    });
  }
}

/** Drops the public ids (the API then answers by row id again). */
export async function down(db: Knex): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table, (t) => {
      t.dropUnique(['public_id'], `${table}_public_id_unique`);
      t.dropColumn('public_id');
    });
  }
}
