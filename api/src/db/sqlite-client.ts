// knex's SQLite client with write transactions that wait their turn. knex opens every transaction
// with a plain (deferred) `BEGIN`: the transaction reads as a reader and asks for the write lock
// only at its first write; when another connection committed in between, SQLite cannot upgrade it
// (its snapshot is stale) and answers SQLITE_BUSY at once, whatever busy_timeout says. Every
// transaction this API opens writes, so each starts with `BEGIN IMMEDIATE`: it takes the write lock
// up front, and what it reads (a cap's count) cannot change before its insert commits. A
// transaction opened with `{ readOnly: true }` reads only and begins deferred, beside the writer.
// Nested transactions stay savepoints.
//
// Writers of one process also queue in the process, first come first served, before they ask
// SQLite for its lock: SQLite's own wait (busy_timeout) polls, sleeping up to 100 ms between tries,
// so under 32 concurrent account writes the lock stood free most of the time while waiters slept
// (p99 ~300 ms). The queue hands the lock on the moment it is released. busy_timeout still covers
// another process (an import run from the command line). Order is always connection, then queue,
// so a writer holding the queue never waits for a connection another writer holds.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Ctor = new (...args: unknown[]) => object;
const ClientSqlite3 = require('knex/lib/dialects/sqlite3/index.js') as Ctor;
const TransactionSqlite = require('knex/lib/dialects/sqlite3/execution/sqlite-transaction.js') as Ctor;

/** How long a writer waits in the process's queue, as busy_timeout (db/knex.ts) waits for SQLite's lock. */
export const WRITE_WAIT_MS = 5000;

/** One writer at a time, in arrival order; a writer waiting longer than `WRITE_WAIT_MS` fails as SQLite would. */
class WriteQueue {
  #tail: Promise<void> = Promise.resolve();

  async run<T>(work: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const turn = this.#tail;
    this.#tail = turn.then(() => done);
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      turn.then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), WRITE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!waited) {
      // Our place is given up when our turn comes (nothing to run then).
      void turn.then(release);
      throw Object.assign(new Error('SQLITE_BUSY: database is locked (waited for the writer before)'), {
        code: 'SQLITE_BUSY',
      });
    }
    try {
      return await work();
    } finally {
      release();
    }
  }
}

interface SqliteConnection {
  __knexTxId?: string;
}

interface QueryObject {
  method?: string;
  sql: string;
}

interface TransactionInternals {
  readOnly?: boolean;
  outerTx?: unknown;
  client: { writeQueue?: WriteQueue };
  query(conn: unknown, sql: string): Promise<unknown>;
}

type AcquireConnection = (
  config: unknown,
  cb: (conn: SqliteConnection) => Promise<unknown>,
) => Promise<unknown>;
type Query = (connection: SqliteConnection, obj: QueryObject) => Promise<unknown>;

class ImmediateTransaction extends TransactionSqlite {
  begin(conn: unknown): Promise<unknown> {
    const trx = this as unknown as TransactionInternals;
    return trx.query(conn, trx.readOnly ? 'BEGIN;' : 'BEGIN IMMEDIATE;');
  }

  acquireConnection(config: unknown, cb: (conn: SqliteConnection) => Promise<unknown>): Promise<unknown> {
    const trx = this as unknown as TransactionInternals;
    const acquire = (TransactionSqlite.prototype as unknown as { acquireConnection: AcquireConnection })
      .acquireConnection;
    const queue = trx.client.writeQueue;
    // A savepoint runs inside its transaction's turn; a read-only transaction needs none.
    if (trx.outerTx || trx.readOnly || !queue) return acquire.call(this, config, cb);
    return acquire.call(this, config, (conn) => queue.run(() => cb(conn)));
  }
}

/** Whether a statement outside a transaction writes (and so needs the writer's turn). */
function writes(obj: QueryObject): boolean {
  switch (obj.method) {
    case 'insert':
    case 'update':
    case 'del':
    case 'counter':
    case 'upsert':
      return true;
    case 'raw':
      return !/^\s*(select|with|pragma|explain)\b/i.test(obj.sql);
    default:
      return false;
  }
}

/** The sqlite3 client whose transactions begin with `BEGIN IMMEDIATE` (pass as knex's `client`). */
export class ImmediateSqlite3Client extends ClientSqlite3 {
  writeQueue = new WriteQueue();

  transaction(...args: unknown[]): object {
    return new ImmediateTransaction(this, ...args);
  }

  _query(connection: SqliteConnection, obj: QueryObject): Promise<unknown> {
    const query = (ClientSqlite3.prototype as unknown as { _query: Query })._query;
    // Statements of a transaction run in its turn; a lone write (a rate-limit count, a session)
    // takes a turn of its own.
    if (connection?.__knexTxId || !writes(obj)) return query.call(this, connection, obj);
    return this.writeQueue.run(() => query.call(this, connection, obj));
  }
}
