// An account's row inserted only while the account has fewer than its cap of such rows (saved
// baskets, price watches), the count and the insert one atomic step, in as few round trips as each
// engine allows:
// - SQLite: one statement, `INSERT ... SELECT ... WHERE (count) < cap RETURNING *`. A statement is
//   its own transaction and SQLite has one writer, so no other insert lands between the count and
//   the insert, and the write lock is held only while the statement runs, not across the several
//   trips between the event loop and SQLite's thread that BEGIN, count, insert and COMMIT took
//   (writers queue one behind another, so that was every writer's wait: p99 ~300 ms for 32
//   accounts writing at once).
// - PostgreSQL: the account's users row locked (FOR UPDATE) in a transaction, then the same
//   conditional insert. Under READ COMMITTED the insert's statement sees every row committed before
//   the lock was granted, so two parallel inserts of one account cannot both take the last place;
//   other accounts do not wait. The row comes through json_populate_record, typed by the table's
//   own row type, as bulk.ts does.
import type { Knex } from 'knex';
import { isSqlite } from './engine';

/**
 * Inserts `row` into `table` unless the account `row.user_id` already has `max` rows there.
 * Resolves to the stored row (every column, and `also`: more returned columns, such as scalar
 * subqueries naming the row as `table`), or null when the account is at its cap.
 */
export async function insertUnderCap<Row>(
  db: Knex,
  table: string,
  row: Record<string, Knex.Value> & { user_id: number },
  max: number,
  also = '',
): Promise<Row | null> {
  const returning = also ? `RETURNING *, ${also}` : 'RETURNING *';
  const columns = Object.keys(row);
  const names = columns.map(() => '??').join(', ');
  const under = '(SELECT count(*) FROM ?? WHERE user_id = ?) < ?';
  if (isSqlite(db)) {
    const rows = (await db.raw(
      `INSERT INTO ?? (${names}) SELECT ${columns.map(() => '?').join(', ')} WHERE ${under} ${returning}`,
      [table, ...columns, ...columns.map((c) => row[c] ?? null), table, row.user_id, max],
    )) as Row[];
    return rows[0] ?? null;
  }
  return db.transaction(async (trx) => {
    await trx('users').where('id', row.user_id).forUpdate().select('id');
    const result = (await trx.raw(
      `INSERT INTO ?? (${names}) SELECT ${names} FROM json_populate_record(NULL::??, ?::json) WHERE ${under} ${returning}`,
      [table, ...columns, ...columns, table, JSON.stringify(row), table, row.user_id, max],
    )) as { rows: Row[] };
    return result.rows[0] ?? null;
  });
}
