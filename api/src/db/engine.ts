// Which engine a knex instance talks to (its own module so migrations can use it without importing
// knex.ts, which imports the migrations).
import type { Knex } from 'knex';

/** True when the knex instance talks to SQLite. */
export function isSqlite(db: Knex): boolean {
  // `dialect` is set by the client class itself, also when knex is given a class (sqlite-client.ts).
  const dialect = (db.client as { dialect?: string }).dialect;
  return dialect === 'sqlite3' || dialect === 'better-sqlite3';
}
