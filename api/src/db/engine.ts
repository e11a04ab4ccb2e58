// Which engine a knex instance talks to (its own module so migrations can use it without importing
// knex.ts, which imports the migrations).
import type { Knex } from 'knex';

/** True when the knex instance talks to SQLite. */
export function isSqlite(db: Knex): boolean {
  const client = db.client.config.client;
  return client === 'sqlite3' || client === 'better-sqlite3';
}
