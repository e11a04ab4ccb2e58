// Multi-row inserts that send a whole batch as one JSON parameter: SQLite expands it with
// jsonb_each and PostgreSQL with json_populate_recordset (typed by the table's own row type). One
// bound value per statement instead of one per cell keeps the per-value work of the driver and of
// knex's binding formatter out of imports and seeding, and no statement meets a binding limit.
import type { Knex } from 'knex';
import { isSqlite } from './engine';

/** A row to insert: column name to value (every row of a call has the same columns). */
export type BulkRow = Record<string, Knex.Value>;

// Rows per statement: large enough that statement overhead vanishes, small enough that a
// statement's JSON stays a few megabytes.
const ROWS_PER_STATEMENT = 5000;

/**
 * Inserts `rows` into `table` (columns of the first row), `conflict` appended as the statement's
 * ON CONFLICT clause. Values must be JSON-representable: strings, numbers, booleans or null.
 */
export async function bulkInsert(
  db: Knex | Knex.Transaction,
  table: string,
  rows: readonly BulkRow[],
  conflict = '',
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const names = columns.join(', ');
  const sqlite = isSqlite(db);
  // SQLite reads positions of an array per row; PostgreSQL reads each row's columns by name. The
  // WHERE keeps SQLite from reading ON CONFLICT as a join constraint. jsonb_each parses the text
  // once into SQLite's binary JSON and hands each row over as a slice of it, where json_each gives
  // each row back as JSON text that every `->>` parses again: the same values for about a third
  // less of SQLite's work per row.
  const sql = sqlite
    ? `INSERT INTO ${table} (${names}) SELECT ${columns.map((_, i) => `value ->> ${i}`).join(', ')} FROM jsonb_each(?) WHERE true ${conflict}`
    : `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, ?::json) ${conflict}`;
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const slice = rows.slice(i, i + ROWS_PER_STATEMENT);
    let json: string;
    if (sqlite) {
      const arrays = new Array<Knex.Value[]>(slice.length);
      for (let r = 0; r < slice.length; r++) {
        const row = slice[r]!;
        const values = new Array<Knex.Value>(columns.length);
        for (let c = 0; c < columns.length; c++) values[c] = row[columns[c]!] ?? null;
        arrays[r] = values;
      }
      json = JSON.stringify(arrays);
    } else {
      json = JSON.stringify(slice);
    }
    await db.raw(sql, [json]);
  }
}
