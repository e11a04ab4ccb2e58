// knex's SQLite client with write transactions that wait their turn. knex opens every transaction
// with a plain (deferred) `BEGIN`: the transaction reads as a reader and asks for the write lock
// only at its first write; when another connection committed in between, SQLite cannot upgrade it
// (its snapshot is stale) and answers SQLITE_BUSY at once, whatever busy_timeout says. Every
// transaction this API opens writes, so each starts with `BEGIN IMMEDIATE`: it takes the write lock
// up front, waiting up to busy_timeout for the current writer, and what it reads (a cap's count)
// cannot change before its insert commits. A transaction opened with `{ readOnly: true }` reads
// only and begins deferred, beside the writer. Nested transactions stay savepoints.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Ctor = new (...args: unknown[]) => object;
const ClientSqlite3 = require('knex/lib/dialects/sqlite3/index.js') as Ctor;
const TransactionSqlite = require('knex/lib/dialects/sqlite3/execution/sqlite-transaction.js') as Ctor;

interface TransactionInternals {
  readOnly?: boolean;
  query(conn: unknown, sql: string): Promise<unknown>;
}

class ImmediateTransaction extends TransactionSqlite {
  begin(conn: unknown): Promise<unknown> {
    const trx = this as unknown as TransactionInternals;
    return trx.query(conn, trx.readOnly ? 'BEGIN;' : 'BEGIN IMMEDIATE;');
  }
}

/** The sqlite3 client whose transactions begin with `BEGIN IMMEDIATE` (pass as knex's `client`). */
export class ImmediateSqlite3Client extends ClientSqlite3 {
  transaction(...args: unknown[]): object {
    return new ImmediateTransaction(this, ...args);
  }
}
