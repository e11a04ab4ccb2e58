// Multi-row inserts of one JSON parameter (db/bulk.ts), on both engines: every value comes back as
// it was given (awkward text, large and negative integers, fractions, booleans, nulls), a table
// whose columns a JSON scalar cannot be cast to still takes its rows, more rows than one statement
// holds all arrive, and an ON CONFLICT clause applies to them; a value given as JSON text is stored
// as exactly that text, and a statement's failure fails the call whichever statement it was.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BulkRow, bulkInsert, JsonValue } from '../src/db/bulk';
import { createTestDb, engines, type TestDb } from './helpers';

describe.each(engines())('bulk insert on $name', (engine) => {
  let test: TestDb;
  let db: Knex;

  beforeAll(async () => {
    test = await createTestDb(engine, false);
    db = test.db;
    await db.schema.createTable('bulk_values', (t) => {
      t.string('id', 32).primary();
      t.string('label', 255).notNullable();
      t.text('note');
      t.integer('small');
      t.bigInteger('large');
      t.double('ratio');
      t.boolean('flag');
    });
    await db.schema.createTable('bulk_json', (t) => {
      t.string('id', 32).primary();
      t.json('payload');
    });
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  const read = async (table: string) =>
    (await db(table).orderBy('id').select()) as Array<Record<string, unknown>>;

  it('stores every value as given', async () => {
    const rows: BulkRow[] = [
      {
        id: 'a',
        label: `O'Brien's \\' "x" $$ ? ; -- ✓ \u00e9 ₹ मसाला`,
        note: null,
        small: -2_147_483_648,
        large: 9_007_199_254_740_991,
        ratio: 0.1,
        flag: true,
      },
      { id: 'b', label: '', note: 'line\nbreak\ttab', small: 0, large: -5, ratio: 1e-7, flag: false },
      { id: 'c', label: '{"not":"json"}', note: '[1,2]', small: 42, large: null, ratio: 500, flag: null },
      // Characters outside the basic plane, and a value larger than a statement's first buffer.
      {
        id: 'd',
        label: 'Cart 🛒 𝔸',
        note: `${'दाल '.repeat(400_000)}🛒`,
        small: 1,
        large: 2,
        ratio: 3,
        flag: true,
      },
    ];
    await bulkInsert(db, 'bulk_values', rows);
    const stored = await read('bulk_values');
    expect(
      stored.map((r) => ({
        ...r,
        large: r.large === null ? null : Number(r.large),
        flag: r.flag === null ? null : Boolean(r.flag),
      })),
    ).toEqual(rows);
  });

  it('inserts more rows than one statement holds, and applies the conflict clause to them', async () => {
    const rows: BulkRow[] = Array.from({ length: 12_001 }, (_, i) => ({
      id: `row-${i}`,
      label: `first ${i}`,
      small: i,
    }));
    await bulkInsert(db, 'bulk_values', rows);
    await bulkInsert(
      db,
      'bulk_values',
      rows.map((r) => ({ ...r, label: `second ${r.small}` })),
      'ON CONFLICT (id) DO UPDATE SET label = excluded.label',
    );
    const stored = (await db('bulk_values').where('id', 'like', 'row-%').select('label', 'small')) as Array<{
      label: string;
      small: number;
    }>;
    expect(stored).toHaveLength(12_001);
    expect(stored.every((r) => r.label === `second ${r.small}`)).toBe(true);
  });

  it('takes rows for a column a JSON scalar is not cast to', async () => {
    await bulkInsert(db, 'bulk_json', [
      { id: 'j1', payload: '{"a":[1,2]}' },
      { id: 'j2', payload: null },
    ]);
    const stored = await read('bulk_json');
    expect(stored.map((r) => r.id)).toEqual(['j1', 'j2']);
    // The text given reads back as given on both engines (PostgreSQL stores it as a JSON string).
    expect(stored[0]!.payload).toBe('{"a":[1,2]}');
    expect(stored[1]!.payload).toBeNull();
  });

  it('stores a value given as JSON text as exactly that text, beside the other columns', async () => {
    const reasons = [
      JSON.stringify({
        decision: 'matched',
        score: 0.75,
        gates: { brand: 'brand "Amul" given', pack: 'same pack size (500 g)' },
        evidence: ['MRP ₹28 vs ₹28.50: agree', "the brand's only one 🛒", 'back\\slash\nline'],
        candidate: null,
        big: 1e21,
      }),
      '{}',
      '[]',
    ];
    // The JSON column comes first among the row's keys: its place in the statement is the code's.
    await bulkInsert(
      db,
      'bulk_values',
      reasons.map((reason, i) => ({
        note: new JsonValue(reason),
        id: `json-${i}`,
        label: `reason ${i}`,
        small: i,
      })),
    );
    const stored = (await db('bulk_values').where('id', 'like', 'json-%').orderBy('id').select()) as Array<{
      note: string;
      label: string;
      small: number;
    }>;
    expect(stored.map((r) => r.note)).toEqual(reasons);
    expect(stored.map((r) => [r.label, r.small])).toEqual([
      ['reason 0', 0],
      ['reason 1', 1],
      ['reason 2', 2],
    ]);
  });

  it('fails when any of its statements fails, the first or a later one', async () => {
    const rows = (bad: number): BulkRow[] =>
      Array.from({ length: 12_001 }, (_, i) => ({
        id: `fail-${bad}-${i}`,
        label: i === bad ? null : `row ${i}`,
        small: i,
      }));
    // Row 0 is in the first statement, row 12,000 in the last (the statements before it ran).
    await expect(bulkInsert(db, 'bulk_values', rows(0))).rejects.toThrow();
    await expect(bulkInsert(db, 'bulk_values', rows(12_000))).rejects.toThrow();
    // Nothing after a failed statement is sent.
    const [sent] = (await db('bulk_values').where('id', 'like', 'fail-0-%').count({ n: '*' })) as Array<{
      n: number | string;
    }>;
    expect(Number(sent!.n)).toBe(0);
  });
});
