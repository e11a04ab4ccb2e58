// Quarantine (docs/feeds.md, "Quarantined prices"): a feed row whose price is a hundredth of the
// listing's recent prices and whose MRP jumps 4x is held, not shown and fires no watch; importing
// the same file again stores nothing twice; a later row at the same price confirms it and it is
// applied (the held observation joins history, the watch fires); an operator can accept or reject
// held rows. Both engines.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFeed } from '../../src/import/importer';
import { summaryText } from '../../src/import/report';
import { silentLogger } from '../../src/logger';
import { publishChange } from '../../src/repositories/changes';
import { createRepositories } from '../../src/repositories/index';
import { createQuarantineRepository } from '../../src/repositories/quarantine';
import { createServices, type Services } from '../../src/services/index';
import { engines, json, startTestServer, type TestClient, type TestServer } from '../helpers';

const MUMBAI = { Lat: '19.076', Lon: '72.8777' };
const HOUR = 3_600_000;
const NOW = Date.now();
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();

const row = (price: number, mrp: number, observedAt: string, sku = 'bk-kokum-q') =>
  JSON.stringify({
    merchant: 'blinkit',
    sku,
    title: 'Ratnagiri Kokum Sherbet Concentrate',
    brand: 'Ratnagiri',
    pack: '750 ml',
    url: `https://blinkit.com/prn/kokum/prid/${sku}`,
    mrp,
    price,
    inStock: true,
    city: 'Mumbai',
    observedAt,
  });

interface Offer {
  merchantName: string;
  price: number;
  mrp: number;
}

describe.each(engines())('quarantined observations on $name', (engine) => {
  let server: TestServer;
  let services: Services;
  let shopper: TestClient;
  let productId: string;
  let variant: string;
  // As the import command does: running servers are told, and reload.
  const feed = async (text: string) => {
    const summary = await importFeed(server.db, { input: Readable.from([text]), format: 'jsonl' });
    await publishChange(server.db, { kind: 'catalogue' }, server.changes);
    return summary;
  };
  const stored = async () =>
    (await server.db('offers').where('id', 'like', 'blinkit:%').first('price_paise', 'mrp_paise')) as {
      price_paise: number | string;
      mrp_paise: number | string;
    };
  // The blinkit offer as the product list shows it, once it shows `price` (or after 5 s).
  const shown = async (price: number): Promise<Offer | undefined> => {
    const end = Date.now() + 5000;
    for (;;) {
      const offer = await blinkit();
      if (offer?.price === price || Date.now() > end) return offer;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const blinkit = async (): Promise<Offer | undefined> => {
    const page = json<{ data: Array<{ productId: string; platformData: Record<string, Offer[]> }> }>(
      await server.client().get('/products?q=kokum', MUMBAI),
    );
    const product = page.data.find((p) => p.productId === productId);
    return product?.platformData[variant]?.find((o) => o.merchantName === 'blinkit');
  };
  const history = () =>
    server
      .db('price_observations')
      .where('offer_id', 'like', 'blinkit:%')
      .orderBy('observed_at')
      .select('price_paise', 'mrp_paise', 'observed_at');

  beforeAll(async () => {
    server = await startTestServer(engine);
    services = createServices(createRepositories(server.db, server.changes), {
      config: server.config,
      logger: silentLogger,
      changes: server.changes,
    });
    // The listing's history: ₹180 (MRP ₹200) observed three times over three days.
    for (const hours of [72, 48, 24])
      expect((await feed(row(180 + hours / 24, 200, at(hours)))).rejectedCount).toBe(0);
    const page = json<{ data: Array<{ productId: string; platformData: Record<string, Offer[]> }> }>(
      await server.client().get('/products?q=kokum', MUMBAI),
    );
    productId = page.data[0]!.productId;
    variant = Object.keys(page.data[0]!.platformData)[0]!;
    shopper = server.client();
    expect(
      (await shopper.post('/api/register', { username: `kokum_${engine.name}`, password: 'secret12' }))
        .status,
    ).toBe(201);
    expect((await shopper.post('/api/watches', { productId, variant, below: 150 }, MUMBAI)).status).toBe(201);
    expect((await services.watches.evaluate(null)).alerts).toBe(0);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('holds a 100x price drop with an MRP jump: not shown, no alert, listed in the report', async () => {
    const before = await history();
    const summary = await feed(row(1.81, 800, at(2)));
    expect(summary.quarantined).toBe(1);
    expect(summary.quarantinedNew).toBe(1);
    expect(summary.held[0]).toMatchObject({
      price: 1.81,
      mrp: 800,
      median: 181.5,
      reasons: ['price-drop', 'mrp-jump'],
    });
    expect(summaryText(summary)).toMatch(/quarantined:\s+1/);
    expect(await blinkit()).toMatchObject({ price: 181, mrp: 200 });
    expect(await stored()).toMatchObject({ price_paise: 18_100, mrp_paise: 20_000 });
    expect(await history()).toEqual(before);
    expect((await services.watches.evaluate(null)).alerts).toBe(0);
    const held = await createQuarantineRepository(server.db).list({ status: 'pending', limit: 10 });
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      price: 1.81,
      mrp: 800,
      currentPrice: 181,
      merchant: 'blinkit',
      cityId: 'mumbai',
    });
  });

  it('stores nothing twice when the same file is imported again', async () => {
    const summary = await feed(row(1.81, 800, at(2)));
    expect(summary).toMatchObject({ quarantined: 1, quarantinedNew: 0, confirmed: 0, observationsAdded: 0 });
    expect(await createQuarantineRepository(server.db).list({ status: 'pending', limit: 10 })).toHaveLength(
      1,
    );
    expect(Number((await stored()).price_paise)).toBe(18_100);
  });

  it('applies the held price when a later row confirms it, and the watch then fires', async () => {
    const summary = await feed(row(1.82, 800, at(1)));
    expect(summary).toMatchObject({ quarantined: 0, confirmed: 1, listingsUpdated: 1, observationsAdded: 2 });
    expect(await shown(1.82)).toMatchObject({ price: 1.82, mrp: 800 });
    const prices = (await history()).map((h) => Number(h.price_paise));
    expect(prices.slice(-2)).toEqual([181, 182]);
    const repo = createQuarantineRepository(server.db);
    expect(await repo.list({ status: 'pending', limit: 10 })).toHaveLength(0);
    expect((await repo.list({ limit: 10 }))[0]).toMatchObject({ status: 'confirmed' });
    expect((await services.watches.evaluate(null)).alerts).toBe(1);
  });

  it('lets an operator reject or accept a held row, losing nothing', async () => {
    const repo = createQuarantineRepository(server.db);
    // The MRP jumping from ₹800 to ₹3,000 is held.
    const jump = await feed(row(1.83, 3000, at(0.5)));
    expect(jump.held[0]).toMatchObject({ reasons: ['mrp-jump'], previousMrp: 800 });
    const [held] = await repo.list({ status: 'pending', limit: 1 });
    const rejected = await repo.decide([held!.id, 999_999], 'rejected', new Date().toISOString());
    expect(rejected).toMatchObject({ rejected: [held!.id], notPending: [999_999], offersChanged: [] });
    expect(Number((await stored()).price_paise)).toBe(182);
    expect((await repo.list({ limit: 10 })).find((h) => h.id === held!.id)).toMatchObject({
      status: 'rejected',
    });

    expect((await feed(row(1.84, 2500, at(0.25)))).quarantined).toBe(1);
    const [again] = await repo.list({ status: 'pending', limit: 1 });
    const accepted = await repo.decide([again!.id], 'accepted', new Date().toISOString());
    expect(accepted.offersChanged).toHaveLength(1);
    await publishChange(server.db, { kind: 'catalogue' }, server.changes);
    expect(await shown(1.84)).toMatchObject({ price: 1.84, mrp: 2500 });
    expect(Number((await history()).at(-1)!.price_paise)).toBe(184);
  });

  it('writes an out-of-order row to history once, however often the file is imported', async () => {
    const older = row(1.79, 2500, at(36));
    const first = await feed(older);
    expect(first.observationsAdded).toBe(1);
    const count = (await history()).length;
    const second = await feed(older);
    expect(second.observationsAdded).toBe(0);
    expect(await history()).toHaveLength(count);
    expect(Number((await stored()).price_paise)).toBe(184);
  });
});
