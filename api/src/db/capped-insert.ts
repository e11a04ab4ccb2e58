// An account's row inserted only while the account has fewer than its cap of such rows (saved
// baskets, price watches), the count and the insert one atomic step, in one round trip on each
// engine:
// - SQLite: one statement, `INSERT ... SELECT ... WHERE (count) < cap RETURNING *`. A statement is
//   its own transaction and SQLite has one writer, so no other insert lands between the count and
//   the insert, and the write lock is held only while the statement runs, not across the several
//   trips between the event loop and SQLite's thread that BEGIN, count, insert and COMMIT took
//   (writers queue one behind another, so that was every writer's wait: p99 ~300 ms for 32
//   accounts writing at once).
// - PostgreSQL: two statements in one message, `SELECT ... FROM users ... FOR UPDATE; INSERT ...
//   WHERE (count) < cap RETURNING *`. PostgreSQL runs the statements of one message as one
//   (implicit) transaction, committed after the last or rolled back at a failure, so the account's
//   users row stays locked until the insert commits. Under READ COMMITTED each statement takes its
//   own snapshot, so the insert's count sees every row committed before the lock was granted: two
//   parallel inserts of one account cannot both take the last place; other accounts do not wait.
//   The row comes through json_populate_record, typed by the table's own row type, as bulk.ts does.
//   A message of several statements takes no parameters, so the values go in as literals quoted by
//   node-postgres (`escapeLiteral`, `escapeIdentifier`; the account id and the cap are checked
//   whole numbers); `also` is SQL of the caller's own, never input. One round trip instead of the
//   four of BEGIN, lock, insert and COMMIT through a knex transaction, each of which held a pooled
//   connection and a turn of the event loop (32 accounts at once: most of the server's CPU per
//   write was the socket writes of those trips).
import type { Knex } from 'knex';
import { isSqlite } from './engine';
import { preparedRows } from './prepared';

/** SQLite's text of a capped insert, by its shape (table, columns, `also`, lookup): built once each. */
const sqliteTexts = new Map<string, string>();

/** An identifier quoted for SQLite. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * `INSERT ... SELECT ... WHERE (count) < cap RETURNING *` for SQLite, values as `?` in the order:
 * the row's columns, the lookup's equal columns, the account id, the cap.
 */
function sqliteText(
  table: string,
  columns: readonly string[],
  also: string,
  lookup: LookedUpColumn | undefined,
  found: readonly string[],
): string {
  const key = JSON.stringify([table, columns, also, lookup?.column, lookup?.from, lookup?.select, found]);
  let sql = sqliteTexts.get(key);
  if (sql === undefined) {
    const t = quoted(table);
    const names = [...columns, ...(lookup ? [lookup.column] : [])].map(quoted).join(', ');
    const values = [...columns.map(() => '?'), ...(lookup ? [`looked_up.${quoted(lookup.select)}`] : [])];
    const from = lookup
      ? ` FROM ${quoted(lookup.from)} AS looked_up WHERE ${found.map((c) => `looked_up.${quoted(c)} = ? AND `).join('')}`
      : ' WHERE ';
    sql =
      `INSERT INTO ${t} (${names}) SELECT ${values.join(', ')}${from}` +
      `(SELECT count(*) FROM ${t} WHERE user_id = ?) < ?${lookup ? ' LIMIT 1' : ''} ` +
      (also ? `RETURNING *, ${also}` : 'RETURNING *');
    sqliteTexts.set(key, sql);
  }
  return sql;
}

/**
 * A column of the new row read from another table's row, found by equal columns (a watch's
 * variant id by its product and label): one statement instead of a lookup before the insert. No
 * such row, no insert.
 */
export interface LookedUpColumn {
  /** The column of the new row. */
  column: string;
  /** The table it is read from, and its column there. */
  from: string;
  select: string;
  /** Equal columns of the row read (its first match). */
  where: Record<string, string | number>;
}

/**
 * Inserts `row` into `table` unless the account `row.user_id` already has `max` rows there (and,
 * with `lookup`, only when the row to read a column from exists). Resolves to the stored row (every
 * column, and `also`: more returned columns, such as scalar subqueries naming the row as `table`),
 * or null when the account is at its cap or the looked-up row does not exist.
 */
export async function insertUnderCap<Row>(
  db: Knex,
  table: string,
  row: Record<string, Knex.Value> & { user_id: number },
  max: number,
  also = '',
  lookup?: LookedUpColumn,
): Promise<Row | null> {
  const columns = Object.keys(row);
  const found = lookup ? Object.keys(lookup.where) : [];
  if (isSqlite(db)) {
    const sql = sqliteText(table, columns, also, lookup, found);
    const rows = await preparedRows<Row>(db, sql, [
      ...columns.map((c) => row[c] ?? null),
      ...(lookup ? found.map((c) => lookup.where[c] ?? null) : []),
      row.user_id,
      max,
    ]);
    return rows[0] ?? null;
  }
  const returning = also ? `RETURNING *, ${also}` : 'RETURNING *';
  if (!Number.isSafeInteger(row.user_id) || !Number.isSafeInteger(max))
    throw new Error('insertUnderCap: the account id and the cap must be whole numbers');
  const conn = (await db.client.acquireConnection()) as PgConnection;
  try {
    const t = conn.escapeIdentifier(table);
    const id = (c: string) => conn.escapeIdentifier(c);
    const list = columns.map(id).join(', ');
    const values = columns.map((c) => `given.${id(c)}`).join(', ');
    const from = lookup
      ? `, ${id(lookup.from)} AS looked_up WHERE ${found.map((c) => `looked_up.${id(c)} = ${conn.escapeLiteral(String(lookup.where[c]))} AND `).join('')}`
      : ' WHERE ';
    const results = await conn.query(
      `SELECT 1 FROM users WHERE id = ${row.user_id} FOR UPDATE; ` +
        `INSERT INTO ${t} (${list}${lookup ? `, ${id(lookup.column)}` : ''}) ` +
        `SELECT ${values}${lookup ? `, looked_up.${id(lookup.select)}` : ''} ` +
        `FROM json_populate_record(NULL::${t}, ${conn.escapeLiteral(JSON.stringify(row))}::json) AS given${from}` +
        `(SELECT count(*) FROM ${t} WHERE user_id = ${row.user_id}) < ${max}${lookup ? ' LIMIT 1' : ''} ${returning}`,
    );
    return (results[1]?.rows[0] as Row | undefined) ?? null;
  } finally {
    await db.client.releaseConnection(conn);
  }
}

/** The node-postgres client knex pools (the part used here). */
interface PgConnection {
  escapeIdentifier(name: string): string;
  escapeLiteral(text: string): string;
  /** A text of several statements answers one result per statement. */
  query(text: string): Promise<Array<{ rows: unknown[] }>>;
}
