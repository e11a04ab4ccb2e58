// Observations in the order they were made, on both engines: a feed row observed before the stored
// price never replaces it (it is kept as a price observation), observedAt more than a day ahead is
// refused, and pack sizes must be positive and finite, each refusal with its reason in the report.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFeed } from '../../src/import/importer';
import { packProblem } from '../../src/import/validate';
import { engines, startTestServer, type TestServer } from '../helpers';

const base = {
  merchant: 'blinkit',
  sku: 'edge-jam-1',
  title: 'Kissan Mixed Fruit Jam 500 g',
  pack: '500 g',
  url: 'https://blinkit.com/prn/kissan-mixed-fruit-jam/prid/990001',
  mrp: 180,
  inStock: true,
  city: 'Mumbai',
};
const run = (server: TestServer, rows: object[]) =>
  importFeed(server.db, {
    input: Readable.from([rows.map((r) => JSON.stringify(r)).join('\n')]),
    format: 'jsonl',
    dryRun: false,
  });
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

describe.each(engines())('import order and bounds on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });
  const offer = () =>
    server
      .db('offers as o')
      .join('listings as l', 'l.variant_id', 'o.variant_id')
      .where({ 'l.key': 'blinkit:edge-jam-1', 'o.merchant': 'blinkit', 'o.city_id': 'mumbai' })
      .first('o.id', 'o.price_paise', 'o.updated_at');

  it('keeps the newer price when an older observation arrives, and keeps the older one as history', async () => {
    expect((await run(server, [{ ...base, price: 150, observedAt: hours(-1) }])).rejectedCount).toBe(0);
    const newer = await offer();
    expect(Number(newer.price_paise)).toBe(15000);
    const late = await run(server, [{ ...base, price: 170, observedAt: hours(-5) }]);
    expect(late).toMatchObject({ rejectedCount: 0, listingsUpdated: 0, observationsAdded: 1 });
    const after = await offer();
    expect([Number(after.price_paise), after.updated_at]).toEqual([15000, newer.updated_at]);
    const history = await server
      .db('price_observations')
      .where('offer_id', newer.id)
      .orderBy('observed_at')
      .select('price_paise', 'observed_at');
    expect(history.map((h) => Number(h.price_paise))).toEqual([17000, 15000]);
    // A newer one still replaces it.
    await run(server, [{ ...base, price: 140, observedAt: hours(0) }]);
    expect(Number((await offer()).price_paise)).toBe(14000);
  });

  it('refuses observedAt more than a day ahead, and impossible pack sizes, saying why', async () => {
    const summary = await run(server, [
      { ...base, sku: 'edge-far', price: 150, observedAt: '2999-01-01T00:00:00Z' },
      { ...base, sku: 'edge-26h', price: 150, observedAt: hours(26) },
      { ...base, sku: 'edge-huge', price: 150, pack: '1e308 kg' },
      { ...base, sku: 'edge-neg', price: 150, pack: '-5 kg' },
      { ...base, sku: 'edge-zero', price: 150, pack: '0 g' },
      { ...base, sku: 'edge-ok', price: 150, pack: '2 x 500 g', observedAt: hours(2) },
    ]);
    expect(summary.rejected).toEqual([
      { line: 1, reason: 'observedAt 2999-01-01T00:00:00Z is more than a day ahead of the import' },
      { line: 2, reason: expect.stringMatching(/^observedAt .* is more than a day ahead of the import$/) },
      { line: 3, reason: 'pack "1e308 kg" must give its size as a plain number, not 1e308' },
      { line: 4, reason: 'pack "-5 kg" must be a positive size' },
      { line: 5, reason: 'pack "0 g" must be a positive size' },
    ]);
    expect(
      await server.db('listings').whereIn('key', ['blinkit:edge-huge', 'blinkit:edge-neg']).count({ n: '*' }),
    ).toEqual([{ n: engine.name === 'postgres' ? '0' : 0 }]);
  });

  it('reads pack numbers: plain sizes, counts and ranges pass; signs, exponents and absurd sizes do not', () => {
    for (const ok of ['500 ml', '2 x 500 ml', '4-5 pcs', 'Pack of 6', '1,000 g', '1.5 l', '25 kg', undefined])
      expect([ok, packProblem(ok)]).toEqual([ok, null]);
    for (const bad of ['-5 kg', '−2 l', '1e308 kg', '2E3 g', '99999999 kg', '0 ml'])
      expect(packProblem(bad)).not.toBeNull();
  });
});
