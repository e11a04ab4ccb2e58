// An import into an empty catalogue builds the tables' secondary indexes once, at its end
// (db/deferred-indexes.ts). Whatever happens, the database keeps the indexes the migrations define:
// after the import, after an import that failed part way, and after a killed one (the next start's
// migrate builds what it left out). An import into a catalogue that has listings never drops them.
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildDeferredIndexes,
  DEFERRED_INDEXES,
  deferredIndexes,
  dropDeferredIndexes,
} from '../../src/db/deferred-indexes';
import { isSqlite } from '../../src/db/engine';
import { migrate } from '../../src/db/knex';
import { importFeed } from '../../src/import/importer';
import { createTestDb, engines, type TestDb } from '../helpers';

const NOW = '2026-01-10T00:00:00.000Z';

/** Every index of the import's tables, as its name and what it indexes. */
async function indexesOf(db: Knex): Promise<string[]> {
  const tables = ['listings', 'offers', 'price_observations', 'products', 'variants', 'match_reviews'];
  if (isSqlite(db)) {
    const out: string[] = [];
    for (const table of tables) {
      const list = (await db.raw(`PRAGMA index_list(${table})`)) as Array<{ name: string; unique: number }>;
      for (const index of list) {
        const columns = (await db.raw(`PRAGMA index_info(${index.name})`)) as Array<{ name: string }>;
        out.push(
          `${table}.${index.name}${index.unique ? ' unique' : ''} (${columns.map((c) => c.name).join(', ')})`,
        );
      }
    }
    return out.sort();
  }
  const rows = (
    await db.raw(
      'SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ANY(?)',
      [tables],
    )
  ).rows as Array<{ indexname: string; indexdef: string }>;
  return rows.map((r) => r.indexdef).sort();
}

function rows(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(
      JSON.stringify({
        merchant: i % 2 === 0 ? 'blinkit' : 'zepto',
        sku: `s${i}`,
        title: `Korvan Line${i} Cookies`,
        brand: 'Korvan',
        pack: '200 g',
        url:
          i % 2 === 0 ? `https://blinkit.com/prn/x/prid/s${i}` : `https://www.zeptonow.com/pn/x/pvid/s${i}`,
        mrp: 50 + i,
        price: 48 + i,
        inStock: true,
        city: 'Mumbai',
      }),
    );
  return out;
}

describe.each(engines())(
  'indexes an import into an empty catalogue builds at its end, on $name',
  (engine) => {
    let t: TestDb;
    let migrated: string[];

    beforeEach(async () => {
      t = await createTestDb(engine, false);
      migrated = await indexesOf(t.db);
    }, 120_000);
    afterEach(async () => {
      await t.cleanup();
    });

    /** Imports 40 rows in batches of 10; what indexes there were after each batch, as read then. */
    async function importReadingIndexes() {
      const seen: Array<Promise<string[]>> = [];
      const summary = await importFeed(t.db, {
        input: Readable.from([rows(40).join('\n')]),
        format: 'jsonl',
        batchSize: 10,
        now: NOW,
        onProgress: () => {
          seen.push(indexesOf(t.db));
        },
      });
      return { summary, seen };
    }

    it('are all there, as migrated, when it ends, and its rows are found through them', async () => {
      for (const index of DEFERRED_INDEXES) expect(migrated.join('\n')).toContain(index.name);
      const { summary, seen } = await importReadingIndexes();
      // After the first batch, the deferred ones were not there.
      const during = (await seen[0]!).join('\n');
      for (const index of deferredIndexes(t.db)) expect(during).not.toContain(index.name);
      // On SQLite, the listings' GTIN index stays (rows without a GTIN all go to its end).
      if (engine.name === 'sqlite') expect(during).toContain('listings_gtin_index');
      expect(summary.listingsNew).toBe(40);
      expect(await indexesOf(t.db)).toEqual(migrated);
      const found = await t
        .db('offers')
        .where({ url: 'https://www.zeptonow.com/pn/x/pvid/s7' })
        .first('merchant');
      expect(found).toEqual({ merchant: 'zepto' });
    });

    it('are there again after an import that failed part way', async () => {
      const input = new Readable({ read() {} });
      const failing = importFeed(t.db, { input, format: 'jsonl', batchSize: 5, now: NOW });
      input.push(`${rows(30).join('\n')}\n`);
      setTimeout(() => input.destroy(new Error('the disk went away')), 50);
      await expect(failing).rejects.toThrow('the disk went away');
      expect(await indexesOf(t.db)).toEqual(migrated);
    });

    it('are built by the next start after a killed import left them out', async () => {
      await dropDeferredIndexes(t.db);
      expect(await indexesOf(t.db)).not.toEqual(migrated);
      await migrate(t.db);
      expect(await indexesOf(t.db)).toEqual(migrated);
    });

    it('are built once when two starts after a killed import run side by side', async () => {
      await dropDeferredIndexes(t.db);
      await Promise.all([buildDeferredIndexes(t.db), buildDeferredIndexes(t.db), migrate(t.db)]);
      expect(await indexesOf(t.db)).toEqual(migrated);
    });

    it('are kept while an import adds to a catalogue that has listings', async () => {
      await importFeed(t.db, { input: Readable.from([rows(10).join('\n')]), format: 'jsonl', now: NOW });
      const { seen } = await importReadingIndexes();
      expect(seen.length).toBeGreaterThan(1);
      for (const during of await Promise.all(seen)) expect(during).toEqual(migrated);
    });
  },
);
