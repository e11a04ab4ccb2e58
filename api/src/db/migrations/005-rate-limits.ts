// Abuse limits (login, registration, suggestions) live in the database so every API instance counts
// against the same numbers: one row per key with its count and the end of its window. Usernames are
// normalised to lower case once, so the stored name is the name people sign in with.
import type { Knex } from 'knex';

/** Creates rate_limits and lower-cases stored usernames. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('rate_limits', (t) => {
    t.string('key', 200).primary();
    t.integer('points').notNullable();
    t.bigInteger('reset_at').notNullable().index();
  });
  await db('users').update({ username: db.ref('username_lower') });
}

/** Drops rate_limits (usernames stay lower case: the original spelling is gone). */
export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('rate_limits');
}
