// Every listing is visible: the importer no longer holds a product back while a suggested merge of
// its listing waits. Products an older importer held back are shown from now on (the suggestion
// stays in the review list).
import type { Knex } from 'knex';

/** Shows the products an older importer held back. */
export async function up(db: Knex): Promise<void> {
  await db('products').where({ held: true }).update({ held: false });
}

/** Nothing to undo: which products were held is not kept. */
export async function down(): Promise<void> {}
