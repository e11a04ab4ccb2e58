// A batch's stored listings and offers are read ahead, 5,000 rows at a time, while the batch before
// it is matched and written (importer.ts). Batches of 6,000 rows make every batch after the first
// read its first chunk ahead while the one before runs; a re-import then has to find every stored
// listing and offer, and what earlier batches of the same run changed, exactly as a run that looked
// each batch up when it ran.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFeed } from '../../src/import/importer';
import { createTestDb, engines, type TestDb } from '../helpers';

const BRANDS = ['Korvan', 'Ameli', 'Tusko', 'Barnaby', 'Quillo', 'Nestar', 'Pavlo', 'Druma'];
const KINDS = ['Cookies', 'Chutney', 'Tea', 'Noodles', 'Ghee', 'Rusk'];
const SKUS = 3500;
const BATCH = 6000;
const NOW = '2026-01-10T00:00:00.000Z';
const LATER = '2026-01-11T00:00:00.000Z';

interface Row {
  merchant: string;
  sku: string;
  title: string;
  brand: string;
  pack: string;
  url: string;
  mrp: number;
  price: number;
  inStock: boolean;
  city: string;
}

/** Two merchants' SKUS listings, in Mumbai and then (the same listings) in Delhi. */
function rows(): Row[] {
  const out: Row[] = [];
  for (const city of ['Mumbai', 'Delhi']) {
    for (let i = 0; i < SKUS; i++) {
      const brand = BRANDS[i % BRANDS.length]!;
      const kind = KINDS[Math.floor(i / BRANDS.length) % KINDS.length]!;
      const line = `Line${Math.floor(i / (BRANDS.length * KINDS.length))}`;
      const mrp = 50 + (i % 400);
      out.push({
        merchant: 'blinkit',
        sku: `b${i}`,
        title: `${brand} ${line} ${kind}`,
        brand,
        pack: '200 g',
        url: `https://blinkit.com/prn/x/prid/b${i}`,
        mrp,
        price: mrp - 2,
        inStock: true,
        city,
      });
      out.push({
        merchant: 'zepto',
        sku: `z${i}`,
        title: `${brand} ${kind} ${line} 200 g`,
        brand,
        pack: '200 g',
        url: `https://www.zeptonow.com/pn/x/pvid/z${i}`,
        mrp,
        price: mrp - 1,
        inStock: true,
        city,
      });
    }
  }
  return out;
}

const feed = (list: readonly Row[]) => Readable.from([list.map((r) => JSON.stringify(r)).join('\n')]);

describe.each(engines())('look-ups read ahead on $name', (engine) => {
  let t: TestDb;
  const first = rows();
  // The re-import: every 7th row a new price, every 11th a new title, and a row repeated at the end.
  const second = first.map((r, i) => ({
    ...r,
    ...(i % 7 === 0 ? { price: r.price - 5 } : {}),
    ...(i % 11 === 0 ? { title: `${r.title} Pouch` } : {}),
  }));
  second.push({ ...second[BATCH + 10]! });
  const priced = second.filter((_, i) => i < first.length && i % 7 === 0).length;
  const changed = second.filter((_, i) => i < first.length && (i % 7 === 0 || i % 11 === 0)).length;

  beforeAll(async () => {
    t = await createTestDb(engine, false);
  }, 120_000);
  afterAll(async () => {
    await t.cleanup();
  });

  it('finds every stored listing and offer, and what earlier batches of the run changed', async () => {
    const made = await importFeed(t.db, { input: feed(first), format: 'jsonl', batchSize: BATCH, now: NOW });
    expect(made.listingsNew).toBe(first.length);
    expect(made.newListings).toBe(2 * SKUS);

    const again = await importFeed(t.db, {
      input: feed(second),
      format: 'jsonl',
      batchSize: BATCH,
      now: LATER,
    });
    expect(again.newListings).toBe(0);
    expect(again.listingsNew).toBe(0);
    expect(again.listingsUpdated).toBe(changed);
    expect(again.listingsUnchanged).toBe(first.length - changed);
    expect(again.observationsAdded).toBe(priced);
    expect(again.rejected).toEqual([
      {
        line: second.length,
        reason: `same merchant, sku and city as line ${BATCH + 11} (prices are kept per city)`,
      },
    ]);

    // A listing shows the title of its last row: the Delhi half's rows (later batches) meet their
    // listings as the Mumbai half's rows of this run left them.
    const lastTitle = new Map(second.map((r) => [`${r.merchant}:${r.sku}`, r.title]));
    const stored = (await t.db('listings').select('key', 'title')) as Array<{ key: string; title: string }>;
    expect(new Map(stored.map((l) => [l.key, l.title]))).toEqual(lastTitle);
    const offer = (await t
      .db('offers')
      .where({ merchant: second[7]!.merchant, url: second[7]!.url })
      .first('price_paise')) as { price_paise: number | string };
    expect(Number(offer.price_paise)).toBe(Math.round(second[7]!.price * 100));

    const third = await importFeed(t.db, {
      input: feed(second),
      format: 'jsonl',
      batchSize: BATCH,
      now: LATER,
    });
    expect(third.listingsUnchanged).toBe(first.length);
    expect(third.listingsUpdated + third.listingsNew + third.observationsAdded + third.newListings).toBe(0);
  }, 240_000);
});
