// An offer observed longer ago than OFFER_MAX_AGE_HOURS is sent with `stale: true` beside its
// observedAt, so clients can show its age and leave it out of 'Cheapest', the split and deals.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFeed } from '../../src/import/importer';
import { engines, json, startTestServer, type TestServer } from '../helpers';

const MUMBAI = { Lat: '19.076', Lon: '72.8777' };
const HOUR = 60 * 60 * 1000;

describe.each(engines())('stale offers on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { config: { offerMaxAgeHours: 48 } });
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();
    const row = (merchant: string, url: string, hoursAgo: number) =>
      JSON.stringify({
        merchant,
        sku: `${merchant}-kokum`,
        title: 'Ratnagiri Kokum Sherbet Concentrate',
        brand: 'Ratnagiri',
        pack: '750 ml',
        url,
        mrp: 200,
        price: 180,
        inStock: true,
        city: 'Mumbai',
        observedAt: at(hoursAgo),
      });
    const feed = [
      row('blinkit', 'https://blinkit.com/prn/kokum/prid/31', 49),
      row('zepto', 'https://www.zeptonow.com/pn/kokum/pvid/32', 1),
    ].join('\n');
    const summary = await importFeed(server.db, { input: Readable.from([feed]), format: 'jsonl' });
    expect(summary.rejectedCount).toBe(0);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('marks offers observed longer ago than the limit, and only those', async () => {
    const page = json<{
      data: Array<{
        platformData: Record<string, Array<{ merchantName: string; stale: boolean; observedAt: string }>>;
      }>;
    }>(await server.client().get('/products?q=kokum', MUMBAI));
    const offers = page.data[0]!.platformData['750 ml']!;
    const byMerchant = Object.fromEntries(offers.map((o) => [o.merchantName, o.stale]));
    expect(byMerchant).toEqual({ blinkit: true, zepto: false });
    expect(offers.every((o) => typeof o.observedAt === 'string')).toBe(true);
  });
});
