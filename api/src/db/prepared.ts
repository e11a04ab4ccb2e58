// One statement of the code's own SQL run straight on a pooled connection, for the few statements
// every account write runs (its session read, its capped insert): knex's path for `db.raw` (the
// Raw builder, its toSQL that re-scans the text for bindings on every call, the runner and its
// response processing) was about a fifth of the event loop's time per write (profiled,
// bench/concurrent-writes.ts). Here the text is fixed, so:
// - SQLite: the connection's kept prepared statement for the text runs it (db/sqlite-client.ts),
//   the same statement knex would have reached;
// - PostgreSQL: a named prepared statement, parsed and planned once per connection (node-postgres
//   keeps the names it prepared on each connection); `?` placeholders become `$1`, `$2`, ...
// Not for a transaction's statements (they must run on the transaction's connection: use the
// transaction), nor for SQL built from input: `sql` is a constant of the caller's (or built from
// its constants once), values only ever go in `params`.
import type { Knex } from 'knex';
import { isSqlite } from './engine';

/** A statement's PostgreSQL text and the name it is prepared under. */
interface PgStatement {
  name: string;
  text: string;
}

const pgStatements = new Map<string, PgStatement>();

/** `?` placeholders as PostgreSQL's `$n` (the SQL given here holds no `?` in a literal or identifier). */
function pgStatement(sql: string): PgStatement {
  let found = pgStatements.get(sql);
  if (!found) {
    let n = 0;
    found = { name: `compare_prepared_${pgStatements.size + 1}`, text: sql.replace(/\?/g, () => `$${++n}`) };
    pgStatements.set(sql, found);
  }
  return found;
}

/** The node-postgres client knex pools (the part used here). */
interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** The parts of knex's client used here (its pool and, on SQLite, its statement runner). */
interface PooledClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
  _query(
    connection: unknown,
    obj: { sql: string; bindings: unknown[]; method: string },
  ): Promise<{
    response?: unknown;
  }>;
}

/**
 * Runs `sql` (placeholders `?`) with `params` on a connection of `db`'s pool and resolves to the
 * rows it answers (a write with RETURNING answers its rows; one without, none).
 */
export async function preparedRows<Row>(db: Knex, sql: string, params: readonly unknown[]): Promise<Row[]> {
  const client = db.client as unknown as PooledClient;
  const connection = await client.acquireConnection();
  try {
    if (isSqlite(db)) {
      // `raw` answers every row (sqlite3's `all`), as knex's db.raw does.
      const { response } = await client._query(connection, { sql, bindings: [...params], method: 'raw' });
      return (response ?? []) as Row[];
    }
    const { name, text } = pgStatement(sql);
    const result = await (connection as PgConnection).query({ name, text, values: [...params] });
    return result.rows as Row[];
  } finally {
    await client.releaseConnection(connection);
  }
}
