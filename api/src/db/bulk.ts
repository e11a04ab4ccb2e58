// Multi-row inserts that send a whole batch as one JSON parameter: an array of rows, each an array
// of the row's values in column order. SQLite expands it with jsonb_each and PostgreSQL with
// jsonb_array_elements, each value cast to its column's type. One bound value per statement
// instead of one per cell keeps the per-value work of the driver and of knex's binding formatter
// out of imports and seeding, and no statement meets a binding limit.
import type { Knex } from 'knex';
import { isSqlite } from './engine';
import { JsonText } from './json-text';

/**
 * A column's value that is already JSON text (a listing's match reason), stored as that text. On
 * SQLite its UTF-8 bytes go into the statement's JSON as they are and `->>` gives its text back
 * unchanged; written as a JSON string instead, every quote in it would be escaped again, and the
 * row's JSON made in two-byte characters when the text holds any (the rupee sign): a listing's
 * reason is about half of its row. The bytes are made at once: the text JSON.stringify gives is
 * a tree of pieces in two-byte characters, which would otherwise live on the heap (copied by each
 * collection of the young generation it meets) until its batch is written. On PostgreSQL, whose
 * jsonb would give an object back re-ordered and re-spaced, it goes as a string.
 */
export class JsonValue {
  readonly bytes: Buffer;

  constructor(json: string) {
    this.bytes = Buffer.from(json, 'utf8');
  }

  /** The JSON text. */
  get json(): string {
    return this.bytes.toString('utf8');
  }
}

/** A row to insert: column name to value (every row of a call has the same columns). */
export type BulkRow = Record<string, Knex.Value | JsonValue>;

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
 * Multi-row inserts on one connection or transaction, run one statement at a time in the order
 * given, each statement's JSON built while the statement before it runs: the database's thread
 * (SQLite's, on the thread pool) or process (PostgreSQL) is not left waiting while this thread
 * writes the next few megabytes of rows. `insert` returns once its last statement is sent; `settle`
 * waits for it (and throws its error). Call `settle` before any other statement on the same
 * connection, and `release` when done.
 */
export class BulkInserts {
  private running: Promise<unknown> | null = null;
  // Two buffers in turn: one is read by the running statement while the next is written.
  private readonly texts = [new JsonText(), new JsonText()];
  private turn = 0;

  constructor(private readonly db: Knex | Knex.Transaction) {}

  /**
   * Inserts `rows` into `table` (columns of the first row), `conflict` appended as the statement's
   * ON CONFLICT clause. Values must be JSON-representable: strings, numbers, booleans or null.
   */
  async insert(table: string, rows: readonly BulkRow[], conflict = ''): Promise<void> {
    const first = rows[0];
    if (!first) return;
    const { db } = this;
    const sqlite = isSqlite(db);
    // On SQLite, columns whose values are JsonValue go last in each row's array, as they are.
    const keys = Object.keys(first);
    const raw = sqlite ? keys.filter((c) => first[c] instanceof JsonValue) : [];
    const plain = raw.length > 0 ? keys.filter((c) => !raw.includes(c)) : keys;
    const columns = raw.length > 0 ? [...plain, ...raw] : keys;
    const names = columns.join(', ');
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
    const array = plain.map(() => null as Knex.Value);
    const raws: Buffer[] = raw.map(() => NULL_BYTES);
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const end = Math.min(rows.length, i + ROWS_PER_STATEMENT);
      // The buffer the statement before last read: that statement has finished (settled below
      // before the last one was sent).
      const text = this.texts[this.turn]!;
      this.turn ^= 1;
      text.open();
      for (let r = i; r < end; r++) {
        const row = rows[r]!;
        if (!arrays) {
          text.add(JSON.stringify(row, jsonValueAsText));
          continue;
        }
        for (let c = 0; c < plain.length; c++) {
          const value = row[plain[c]!] ?? null;
          array[c] = value instanceof JsonValue ? value.json : value;
        }
        if (raw.length === 0) {
          text.add(JSON.stringify(array));
          continue;
        }
        for (let c = 0; c < raw.length; c++) {
          const value = row[raw[c]!];
          if (!(value instanceof JsonValue))
            throw new TypeError(`${table}.${raw[c]}: every row's value must be JSON`);
          raws[c] = value.bytes;
        }
        text.addRow(JSON.stringify(array), raws);
      }
      const bytes = text.close();
      await this.settle();
      const running = db.raw(sql, [bytes]).then(() => undefined);
      // Only keeps a failure from being unhandled until `settle` awaits it.
      running.catch(() => undefined);
      this.running = running;
    }
  }

  /** Waits for the last statement sent; throws its error. */
  async settle(): Promise<void> {
    const running = this.running;
    this.running = null;
    if (running) await running;
  }

  /** Hands the buffers on to later statements (after `settle`). */
  release(): void {
    for (const text of this.texts) text.release();
  }
}

const NULL_BYTES = Buffer.from('null');

const jsonValueAsText = (_key: string, value: unknown) => (value instanceof JsonValue ? value.json : value);

/**
 * Inserts `rows` into `table` (columns of the first row), `conflict` appended as the statement's
 * ON CONFLICT clause. Values must be JSON-representable: strings, numbers, booleans or null (or
 * JsonValue).
 */
export async function bulkInsert(
  db: Knex | Knex.Transaction,
  table: string,
  rows: readonly BulkRow[],
  conflict = '',
): Promise<void> {
  const inserts = new BulkInserts(db);
  try {
    await inserts.insert(table, rows, conflict);
    await inserts.settle();
  } finally {
    // A statement still running when building the next failed ends before its buffer is reused.
    await inserts.settle().catch(() => undefined);
    inserts.release();
  }
}
