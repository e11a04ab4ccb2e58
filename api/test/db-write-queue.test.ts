// SQLite write transactions of one process wait their turn in arrival order (db/sqlite-client.ts):
// the second waits for the first to end and then commits, a lone statement and a read are not held
// up behind the queue, and a writer kept waiting longer than busy_timeout fails as SQLite would
// (SQLITE_BUSY, which the API answers 503), instead of waiting forever.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/knex';
import { WRITE_WAIT_MS } from '../src/db/sqlite-client';

describe('SQLite write transactions in one process', () => {
  let dir: string;
  let db: Knex;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'compare-queue-'));
    db = createDb({ client: 'sqlite', filename: join(dir, 'q.sqlite') });
    await db.schema.createTable('t', (t) => {
      t.increments('id');
      t.string('who');
    });
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs the second after the first ends, in arrival order, while reads go on', async () => {
    let finishFirst!: () => void;
    const held = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    const first = db.transaction(async (trx) => {
      await trx('t').insert({ who: 'first' });
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    let secondDone = false;
    const second = db
      .transaction(async (trx) => {
        await trx('t').insert({ who: 'second' });
      })
      .then(() => {
        secondDone = true;
      });
    await new Promise((r) => setTimeout(r, 100));
    expect(secondDone).toBe(false);
    // A read is answered while the first holds the write lock (WAL), and sees nothing uncommitted.
    expect(await db('t').count({ n: '*' }).first()).toEqual({ n: 0 });
    finishFirst();
    await Promise.all([first, second]);
    expect((await db('t').orderBy('id')).map((r: { who: string }) => r.who)).toEqual(['first', 'second']);
  });

  it(
    'fails a writer kept waiting longer than busy_timeout with SQLITE_BUSY, and the next one still runs',
    async () => {
      let finishFirst!: () => void;
      const held = new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
      const first = db.transaction(async (trx) => {
        await trx('t').insert({ who: 'first' });
        await held;
      });
      await new Promise((r) => setTimeout(r, 50));
      const started = Date.now();
      const waiting = db.transaction(async (trx) => {
        await trx('t').insert({ who: 'never' });
      });
      await expect(waiting).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(WRITE_WAIT_MS - 50);
      finishFirst();
      await first;
      await db.transaction(async (trx) => {
        await trx('t').insert({ who: 'after' });
      });
      expect((await db('t').orderBy('id')).map((r: { who: string }) => r.who)).toEqual(['first', 'after']);
    },
    WRITE_WAIT_MS * 3,
  );
});
