// Background work: views counted in memory reach the database in batches; the scheduled refresh
// asks merchants again about the viewed offers whose price is older than the configured age (and
// leaves a merchant with an open breaker alone); the in-process queue finishes its running job
// before it stops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangeStream } from '../../src/change-stream';
import { createLocalQueue } from '../../src/jobs/queue';
import { createHotOfferRefresh } from '../../src/jobs/refresh';
import { JOB_DEFAULTS, loadJobSettings } from '../../src/jobs/settings';
import { silentLogger } from '../../src/logger';
import { createRepositories, type Repositories } from '../../src/repositories/index';
import { createServices } from '../../src/services/index';
import type { PriceService } from '../../src/services/price-service';
import { createTestDb, engines, type TestDb } from '../helpers';

const HOUR = 3_600_000;

describe.each(engines())('background refresh on $name', (engine) => {
  let t: TestDb;
  let repos: Repositories;
  const changes = createChangeStream();
  beforeAll(async () => {
    t = await createTestDb(engine);
    repos = createRepositories(t.db, changes);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const offersOf = async (productId: string) =>
    (await t
      .db('offers as o')
      .join('variants as v', 'v.id', 'o.variant_id')
      .where('v.product_id', productId)
      .select('o.id', 'o.merchant', 'o.updated_at')) as Array<{
      id: string;
      merchant: string;
      updated_at: string;
    }>;

  it('counts product page views and writes them in one batch', async () => {
    const services = createServices(repos, { config: t.config, logger: silentLogger, changes });
    await services.products.byId('amul-taaza-milk', { lat: 19.076, lon: 72.8777 }, 'http://x');
    await services.products.byId('amul-taaza-milk', { lat: 19.076, lon: 72.8777 }, 'http://x');
    expect(await t.db('product_views').select('product_id')).toEqual([]);
    await services.views.flush();
    const [row] = await t.db('product_views').where('product_id', 'amul-taaza-milk').select('views');
    expect(Number(row.views)).toBe(2);
    services.views.record(['amul-taaza-milk']);
    await services.views.stop();
    const [again] = await t.db('product_views').where('product_id', 'amul-taaza-milk').select('views');
    expect(Number(again.views)).toBe(3);
  });

  it('refreshes viewed offers older than the age limit, skipping a merchant whose breaker is open', async () => {
    const old = new Date(Date.now() - 2 * HOUR).toISOString();
    await t.db('offers').update({ updated_at: old });
    // The fixture's merchant URLs are on example hosts the live-price guard refuses: answer here.
    const asked: string[] = [];
    const prices: Pick<PriceService, 'quote' | 'breakerState'> = {
      quote: async (input) => {
        asked.push(input.platform);
        return { price: 30, mrp: 30, available: true };
      },
      breakerState: (platform) => (platform === 'zepto' ? 'open' : 'closed'),
    };
    const refresh = createHotOfferRefresh({
      views: repos.views,
      offers: repos.offers,
      stores: repos.stores,
      prices,
      settings: { ...JOB_DEFAULTS, refreshMaxAgeMinutes: 30 },
    });
    const before = Date.now();
    const run = await refresh();
    const offers = await offersOf('amul-taaza-milk');
    const zepto = offers.filter((o) => o.merchant === 'zepto');
    const others = offers.filter((o) => o.merchant !== 'zepto');
    expect(zepto.length).toBeGreaterThan(0);
    expect(asked).not.toContain('zepto');
    expect(zepto.every((o) => o.updated_at === old)).toBe(true);
    // Every other viewed offer now carries a fresh observation time.
    expect(others.every((o) => Date.parse(o.updated_at) >= before - 1000)).toBe(true);
    expect(run.refreshed).toBe(others.length);
    expect(run.skipped).toBe(zepto.length);
    // Offers of products nobody viewed were left alone.
    expect((await offersOf('mother-dairy-curd')).every((o) => o.updated_at === old)).toBe(true);
    // A second run finds nothing due but the open merchant's offers.
    const second = await refresh();
    expect(second.due).toBe(zepto.length);
  });
});

describe('in-process job queue', () => {
  it('runs jobs one at a time and lets the running one finish on stop', async () => {
    const queue = createLocalQueue();
    const done: number[] = [];
    await queue.work('slow', async (data) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done.push(Number(data.n));
    });
    await queue.send('slow', { n: 1 });
    await queue.send('slow', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await queue.stop();
    // The first job was running and finished; the queued one was not started after stop.
    expect(done).toEqual([1]);
  });

  it('reads ROLE and REFRESH_MAX_AGE_MINUTES, refusing nonsense', () => {
    expect(loadJobSettings({ ROLE: 'worker', REFRESH_MAX_AGE_MINUTES: '15' })).toMatchObject({
      role: 'worker',
      refreshMaxAgeMinutes: 15,
    });
    expect(() => loadJobSettings({ ROLE: 'both' })).toThrow('ROLE must be all, api or worker');
    expect(() => loadJobSettings({ REFRESH_MAX_AGE_MINUTES: '0' })).toThrow(
      'REFRESH_MAX_AGE_MINUTES must be a whole number from 1 to 10080',
    );
  });
});
