// knex's SQLite client with write transactions that wait their turn. knex opens every transaction
// with a plain (deferred) `BEGIN`: the transaction reads as a reader and asks for the write lock
// only at its first write; when another connection committed in between, SQLite cannot upgrade it
// (its snapshot is stale) and answers SQLITE_BUSY at once, whatever busy_timeout says. Every
// transaction this API opens writes, so each starts with `BEGIN IMMEDIATE`: it takes the write lock
// up front, and what it reads (a cap's count) cannot change before its insert commits. A
// transaction opened with `{ readOnly: true }` reads only and begins deferred, beside the writer.
// Nested transactions stay savepoints.
//
// Write transactions of one process also queue in the process, first come first served, before
// they ask SQLite for its lock: a transaction holds the lock across several trips between the event
// loop and SQLite's thread, and SQLite's own wait (busy_timeout) polls, sleeping up to 100 ms
// between tries, so waiters slept while the lock stood free. The queue hands it on the moment the
// transaction ends. A lone statement (a rate-limit count, a capped insert: db/capped-insert.ts)
// holds the lock only while SQLite runs it, so it asks SQLite directly: queueing it in the process
// would hold the turn across those trips too (32 accounts writing at once on a busy 2-core machine:
// p50 116-234 ms without, 298-661 ms with). busy_timeout still covers lone statements and another process (an import run
// from the command line). A transaction takes its connection, then its turn, so one holding the
// turn never waits for a connection another holds.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Ctor = new (...args: unknown[]) => object;

/** Prepared statements kept per connection. */
export const STATEMENTS_PER_CONNECTION = 200;
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

/** A sqlite3 prepared statement (the driver's Statement; `this` in a callback carries lastID/changes). */
interface Statement {
  all(params: unknown[], cb: (this: Statement, err: Error | null, rows: unknown) => void): void;
  run(params: unknown[], cb: (this: Statement, err: Error | null) => void): void;
  finalize(cb: () => void): void;
}

/** What knex hands a dialect's `_query`. */
interface QueryObject {
  sql?: string;
  bindings?: unknown[];
  method?: string;
  returning?: unknown;
  response?: unknown;
  context?: unknown;
}

type StatementCtor = new (conn: SqliteConnection, sql: string, cb: (err: Error | null) => void) => Statement;

const statementsOf = new WeakMap<SqliteConnection, Map<string, Statement>>();

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

/** The sqlite3 client whose transactions begin with `BEGIN IMMEDIATE` (pass as knex's `client`). */
export class ImmediateSqlite3Client extends ClientSqlite3 {
  writeQueue = new WriteQueue();

  transaction(...args: unknown[]): object {
    return new ImmediateTransaction(this, ...args);
  }

  /** Runs a query on the connection's prepared statement for its SQL (knex's sqlite3 `_query`, same answers). */
  _query(connection: SqliteConnection, obj: QueryObject): Promise<QueryObject> {
    if (!obj.sql) throw new Error('The query is empty');
    const sql = obj.sql;
    // As knex's sqlite3 dialect: `run` when no rows come back (its lastID and changes are kept).
    const rows =
      !['insert', 'update', 'counter', 'del'].includes(obj.method ?? '') ||
      (['insert', 'update'].includes(obj.method ?? '') && Boolean(obj.returning));
    const params = obj.bindings ?? [];
    const Prepared = (this as unknown as { driver: { Statement: StatementCtor } }).driver.Statement;
    let cache = statementsOf.get(connection);
    if (!cache) {
      cache = new Map();
      statementsOf.set(connection, cache);
    }
    const statements = cache;
    return new Promise((resolve, reject) => {
      const done = function (this: Statement, err: Error | null, response?: unknown) {
        if (err) return reject(err);
        obj.response = response;
        obj.context = this;
        resolve(obj);
      };
      const run = (stmt: Statement, after?: () => void) => {
        const callback = function (this: Statement, err: Error | null, response?: unknown) {
          after?.();
          done.call(this, err, response);
        };
        if (rows) stmt.all(params, callback);
        else stmt.run(params, callback);
      };
      const cached = statements.get(sql);
      if (cached) {
        // Most recently used last.
        statements.delete(sql);
        statements.set(sql, cached);
        run(cached);
        return;
      }
      // Called back once prepared (asynchronously, after `stmt` is set below).
      const stmt: Statement = new Prepared(connection, sql, (err) => {
        // A statement that fails to prepare answers here; its queued run never calls back.
        if (err) return reject(err);
        if (statements.has(sql)) return;
        statements.set(sql, stmt);
        if (statements.size > STATEMENTS_PER_CONNECTION) {
          const [oldest, old] = statements.entries().next().value as [string, Statement];
          statements.delete(oldest);
          old.finalize(() => {});
        }
      });
      // Two first uses of one SQL at once: the one not kept is finalized after its run.
      run(stmt, () => {
        if (statements.get(sql) !== stmt) stmt.finalize(() => {});
      });
    });
  }

  /** Finalizes the connection's statements, then closes it (SQLite refuses to close with statements open). */
  async destroyRawConnection(connection: SqliteConnection): Promise<unknown> {
    const statements = [...(statementsOf.get(connection)?.values() ?? [])];
    statementsOf.delete(connection);
    await Promise.all(statements.map((s) => new Promise<void>((resolve) => s.finalize(resolve))));
    const close = (
      ClientSqlite3.prototype as unknown as { destroyRawConnection: (c: unknown) => Promise<unknown> }
    ).destroyRawConnection;
    return close.call(this, connection);
  }
}
