// Multi-row inserts that send a whole batch as one JSON parameter: an array of rows, each an array
// of the row's values in column order. SQLite expands it with jsonb_each and PostgreSQL with
// jsonb_array_elements, each value cast to its column's type. One bound value per statement
// instead of one per cell keeps the per-value work of the driver and of knex's binding formatter
// out of imports and seeding, and no statement meets a binding limit.
import type { Knex } from 'knex';
import { isSqlite } from './engine';
import { JsonText } from './json-text';

/** A row to insert: column name to value (every row of a call has the same columns). */
export type BulkRow = Record<string, Knex.Value>;

// Rows per statement: large enough that statement overhead vanishes, small enough that a
// statement's JSON stays a few megabytes.
const ROWS_PER_STATEMENT = 5000;

// PostgreSQL types whose values a JSON scalar's text casts to exactly as json_populate_recordset
// would convert them (by the type's input function): the value is read with `->>` and cast.
const TEXT_CAST_TYPES =
  /^(text|character varying(\(\d+\))?|character(\(\d+\))?|integer|bigint|smallint|boolean|double precision|real|numeric(\(\d+(,\d+)?\))?|date|timestamp(\(\d\))? with(out)? time zone)$/;

// Column types of PostgreSQL tables by connection settings (one per database and schema) and
// table; looked up on a table's first insert.
const columnTypes = new WeakMap<object, Map<string, Map<string, string>>>();

async function pgColumnTypes(
  db: Knex | Knex.Transaction,
  table: string,
  columns: readonly string[],
): Promise<Map<string, string>> {
  const config = db.client.config as object;
  let tables = columnTypes.get(config);
  if (!tables) {
    tables = new Map();
    columnTypes.set(config, tables);
  }
  let types = tables.get(table);
  if (!types || columns.some((c) => !types!.has(c))) {
    const answer = (await db.raw(
      'SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped',
      [table],
    )) as { rows: Array<{ name: string; type: string }> };
    types = new Map(answer.rows.map((r) => [r.name, r.type]));
    tables.set(table, types);
  }
  return types;
}

/**
 * The SELECT list that reads each of `columns` from `value`, a row's JSON array, on PostgreSQL:
 * `(value ->> i)::type`, or null when a column's type is not one a JSON scalar's text casts to
 * (json, arrays, composites), for which the rows go as objects to json_populate_recordset.
 */
function pgValues(columns: readonly string[], types: Map<string, string>): string | null {
  const values: string[] = [];
  for (let i = 0; i < columns.length; i++) {
    const type = types.get(columns[i]!);
    if (type === undefined || !TEXT_CAST_TYPES.test(type)) return null;
    values.push(type === 'text' ? `value ->> ${i}` : `(value ->> ${i})::${type}`);
  }
  return values.join(', ');
}

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
  // SQLite reads positions of an array per row. The WHERE keeps SQLite from reading ON CONFLICT
  // as a join constraint. jsonb_each parses the text once into SQLite's binary JSON and hands
  // each row over as a slice of it, where json_each gives each row back as JSON text that every
  // `->>` parses again: the same values for about a third less of SQLite's work per row.
  // PostgreSQL likewise parses the parameter once into jsonb and reads each row's values by
  // position; json_populate_recordset over objects validated the text as json, parsed it again
  // into each row's object, and was sent every column's name with every row: about twice the
  // server's work per row before the row is stored, and a third more bytes to build and send.
  // Each statement's JSON goes as UTF-8 bytes (JsonText): SQLite reads them back as text with
  // CAST (a blob given to a JSON function directly would be read as SQLite's binary JSON), and
  // PostgreSQL is sent them as the text parameter's binary form, which is the same bytes.
  let sql: string;
  let arrays = true;
  if (sqlite) {
    sql = `INSERT INTO ${table} (${names}) SELECT ${columns.map((_, i) => `value ->> ${i}`).join(', ')} FROM jsonb_each(CAST(? AS TEXT)) WHERE true ${conflict}`;
  } else {
    const values = pgValues(columns, await pgColumnTypes(db, table, columns));
    arrays = values !== null;
    sql =
      values !== null
        ? `INSERT INTO ${table} (${names}) SELECT ${values} FROM jsonb_array_elements(?::text::jsonb) ${conflict}`
        : `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, ?::text::json) ${conflict}`;
  }
  const text = new JsonText();
  try {
    const array = new Array<Knex.Value>(columns.length);
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const end = Math.min(rows.length, i + ROWS_PER_STATEMENT);
      text.open();
      for (let r = i; r < end; r++) {
        const row = rows[r]!;
        if (arrays) {
          for (let c = 0; c < columns.length; c++) array[c] = row[columns[c]!] ?? null;
          text.add(JSON.stringify(array));
        } else text.add(JSON.stringify(row));
      }
      await db.raw(sql, [text.close()]);
    }
  } finally {
    text.release();
  }
}
