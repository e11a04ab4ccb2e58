// SQLite connections keep their prepared statements (db/sqlite-client.ts): a query run again on a
// kept statement answers as a fresh one would (rows, inserted ids, changed counts, errors), more
// distinct queries than a connection keeps still answer right, a query that cannot be prepared
// fails with SQLite's message and the connection goes on, and the database closes cleanly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/knex';
import { STATEMENTS_PER_CONNECTION } from '../src/db/sqlite-client';

describe('SQLite prepared statements kept per connection', () => {
  let dir: string;
  let db: Knex;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'compare-stmts-'));
    db = createDb({ client: 'sqlite', filename: join(dir, 's.sqlite') });
    await db.schema.createTable('t', (t) => {
      t.increments('id');
      t.string('who').unique();
      t.integer('n');
    });
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers rows, new ids, changed counts and constraint errors the same on every run', async () => {
    for (let i = 1; i <= 3; i += 1) {
      const [id] = await db('t').insert({ who: `w${i}`, n: i });
      expect(id).toBe(i);
    }
    await expect(db('t').insert({ who: 'w1', n: 9 })).rejects.toThrow(/UNIQUE constraint failed: t.who/);
    // The statement that failed runs again with other values.
    expect(await db('t').insert({ who: 'w4', n: 4 })).toEqual([4]);
    for (const limit of [1, 2, 3]) {
      expect(await db('t').where('n', '>', 1).orderBy('id').limit(limit).pluck('who')).toEqual(
        ['w2', 'w3', 'w4'].slice(0, limit),
      );
    }
    expect(await db('t').where('n', '<', 3).update({ n: 0 })).toBe(2);
    expect(await db('t').where('n', '<', 3).update({ n: 0 })).toBe(2);
    expect(await db('t').where('n', 0).delete()).toBe(2);
    expect(await db('t').count({ c: '*' }).first()).toEqual({ c: 2 });
    const inserted = await db('t').insert({ who: 'w5', n: 5 }).returning(['id', 'who']);
    expect(inserted).toEqual([{ id: 5, who: 'w5' }]);
  });

  it('answers right past the number of statements a connection keeps, and inside transactions', async () => {
    const distinct = STATEMENTS_PER_CONNECTION + 50;
    for (let i = 0; i < distinct; i += 1) {
      // Each a different SQL text (the alias differs).
      const row = await db.raw(`SELECT ? + 1 AS v${i}`, [i]);
      expect(row).toEqual([{ [`v${i}`]: i + 1 }]);
    }
    await db.transaction(async (trx) => {
      await Promise.all(Array.from({ length: 5 }, (_, i) => trx('t').insert({ who: `p${i}`, n: i })));
      expect(Number((await trx('t').count({ c: '*' }).first())?.c)).toBe(5);
    });
    await expect(
      db.transaction(async (trx) => {
        await trx('t').insert({ who: 'rolled', n: 1 });
        throw new Error('give up');
      }),
    ).rejects.toThrow('give up');
    expect(await db('t').where('who', 'rolled').first()).toBeUndefined();
  });

  it('fails a query SQLite cannot prepare with its message, and the connection goes on', async () => {
    await expect(db.raw('SELECT nope FROM t')).rejects.toThrow(/no such column: nope/);
    await expect(db.raw('SELECT nope FROM t')).rejects.toThrow(/no such column: nope/);
    expect(await db.raw('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('sees a changed table through statements prepared before the change', async () => {
    await db('t').insert({ who: 'a', n: 1 });
    expect(await db('t').select('*')).toEqual([{ id: 1, who: 'a', n: 1 }]);
    await db.schema.alterTable('t', (t) => {
      t.string('extra').defaultTo('x');
    });
    expect(await db('t').select('*')).toEqual([{ id: 1, who: 'a', n: 1, extra: 'x' }]);
  });
});
