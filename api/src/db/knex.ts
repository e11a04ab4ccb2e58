// Builds the knex instance for either engine and runs the bundled migrations.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { DatabaseConfig } from '../config';
import { buildDeferredIndexes } from './deferred-indexes';
import { migrationSource } from './migrations/index';
import { ImmediateSqlite3Client } from './sqlite-client';

/** Options for `createDb`. */
export interface CreateDbOptions {
  /** PostgreSQL schema to use (tests run each suite in its own schema). */
  schema?: string;
}

// knex warns of a connection it could not open with the error's whole stack; the error also reaches
// the caller, which reports it (the import tool's "Import failed: ...", the server's error log), so
// the warning keeps only its first line: no stack trace on an operator's screen.
const log = {
  warn(message: unknown) {
    console.warn(typeof message === 'string' ? message.split('\n', 1)[0] : message);
  },
};

/** Creates a knex instance; SQLite parent directories are created on first start. */
export function createDb(config: DatabaseConfig, options: CreateDbOptions = {}): Knex {
  if (config.client === 'sqlite') {
    if (config.filename !== ':memory:') mkdirSync(dirname(config.filename), { recursive: true });
    return knexFactory({
      // Transactions begin IMMEDIATE: a writer waits for the one before it (sqlite-client.ts).
      client: ImmediateSqlite3Client as unknown as typeof Knex.Client,
      connection: { filename: config.filename },
      useNullAsDefault: true,
      log,
      pool: {
        // WAL lets several connections read in parallel (sqlite3 runs each on the libuv pool);
        // an in-memory database exists per connection, so it gets exactly one.
        min: 1,
        max: config.filename === ':memory:' ? 1 : 4,
        // Foreign keys are off by default in SQLite; busy_timeout makes a second writer wait.
        // synchronous = NORMAL is the setting WAL is made for: a commit appends to the log without
        // waiting for the disk (only checkpoints sync), and the database cannot be corrupted; a
        // power cut may lose the last commits, never half of one. Temporary B-trees (sorts,
        // DISTINCT) stay in memory.
        afterCreate: (conn: SqliteConnection, done: (err: Error | null, conn: SqliteConnection) => void) => {
          conn.exec(
            'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA temp_store = MEMORY; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
            (err) => done(err, conn),
          );
        },
      },
    });
  }
  return knexFactory({
    client: 'pg',
    connection: options.schema
      ? { connectionString: config.connectionString, options: `-c search_path=${options.schema}` }
      : config.connectionString,
    pool: { min: 0, max: 10 },
    log,
  });
}

interface SqliteConnection {
  exec(sql: string, cb: (err: Error | null) => void): void;
}

/** Runs every pending migration (bundled with the code, so it works from dist/ too). */
export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
  // An import into an empty catalogue that was killed before its end left these out.
  await buildDeferredIndexes(db);
}
