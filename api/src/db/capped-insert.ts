// An account's row inserted only while the account has fewer than its cap of such rows (saved
// baskets, price watches), the count and the insert one atomic step, in one statement and one
// round trip on each engine, prepared once per connection (db/prepared.ts):
// - SQLite: `INSERT ... SELECT ... WHERE (count) < cap RETURNING *`. A statement is its own
//   transaction and SQLite has one writer, so no other insert lands between the count and the
//   insert, and the write lock is held only while the statement runs, not across the several trips
//   between the event loop and SQLite's thread that BEGIN, count, insert and COMMIT took (writers
//   queue one behind another, so that was every writer's wait: p99 ~300 ms for 32 accounts writing
//   at once).
// - PostgreSQL: `INSERT ... SELECT ... FROM json_populate_record(...) WHERE
//   compare_count_under_cap(table, account, cap) RETURNING *` (migration 074). Under READ
//   COMMITTED a statement's snapshot is taken when it starts, so a count in the statement itself
//   would miss a row another insert of the account commits while this one waits; the function
//   takes a lock on (table, account) held until the insert commits and counts on a fresh snapshot
//   taken after the lock was granted, so two parallel inserts of one account cannot both take the
//   last place, and other accounts do not wait. The row comes as one JSON parameter through
//   json_populate_record, typed by the table's own row type, as bulk.ts does. Before, the lock was
//   a `SELECT ... FOR UPDATE` of the users row in a text of two statements with the row quoted in,
//   which PostgreSQL parsed and planned on every write. Measured alone (1,600 inserts, 8 at a
//   time, over 512 accounts, two rounds): 0.88-1.07 ms of the backend's CPU per insert then,
//   0.69-0.87 ms now; the concurrent-writes bench cannot see it through a shared machine's noise.
import type { Knex } from 'knex';
import { isSqlite } from './engine';
import { preparedRows } from './prepared';

/** The text of a capped insert, by engine and shape (table, columns, `also`, lookup): built once each. */
const texts = new Map<string, string>();

/** An identifier quoted (the same way for SQLite and PostgreSQL). */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * `INSERT ... SELECT ... WHERE <under the cap> RETURNING *`, values as `?` in the order:
 * SQLite: the row's columns, the lookup's equal columns, the account id, the cap;
 * PostgreSQL: the row as JSON, the lookup's equal columns, the table, the account id, the cap.
 */
function cappedText(
  sqlite: boolean,
  table: string,
  columns: readonly string[],
  also: string,
  lookup: LookedUpColumn | undefined,
  found: readonly string[],
): string {
  const key = JSON.stringify([
    sqlite,
    table,
    columns,
    also,
    lookup?.column,
    lookup?.from,
    lookup?.select,
    found,
  ]);
  let sql = texts.get(key);
  if (sql === undefined) {
    const t = quoted(table);
    const names = [...columns, ...(lookup ? [lookup.column] : [])].map(quoted).join(', ');
    const values = [
      ...columns.map((c) => (sqlite ? '?' : `given.${quoted(c)}`)),
      ...(lookup ? [`looked_up.${quoted(lookup.select)}`] : []),
    ];
    const sources = [
      ...(sqlite ? [] : [`json_populate_record(NULL::${t}, ?::json) AS given`]),
      ...(lookup ? [`${quoted(lookup.from)} AS looked_up`] : []),
    ];
    const conditions = [
      ...found.map((c) => `looked_up.${quoted(c)} = ?`),
      sqlite ? `(SELECT count(*) FROM ${t} WHERE user_id = ?) < ?` : 'compare_count_under_cap(?, ?, ?)',
    ];
    sql =
      `INSERT INTO ${t} (${names}) SELECT ${values.join(', ')}` +
      (sources.length > 0 ? ` FROM ${sources.join(', ')}` : '') +
      ` WHERE ${conditions.join(' AND ')}${lookup ? ' LIMIT 1' : ''} ` +
      (also ? `RETURNING *, ${also}` : 'RETURNING *');
    texts.set(key, sql);
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
  const sqlite = isSqlite(db);
  const sql = cappedText(sqlite, table, columns, also, lookup, found);
  const rows = await preparedRows<Row>(db, sql, [
    ...(sqlite ? columns.map((c) => row[c] ?? null) : [JSON.stringify(row)]),
    ...found.map((c) => lookup?.where[c] ?? null),
    ...(sqlite ? [] : [table]),
    row.user_id,
    max,
  ]);
  return rows[0] ?? null;
}
