// Price sources watched (docs/feeds.md, "Price sources"): GET /api/sources, a stalled source
// flagged, live refreshes recorded, GET /metrics behind its token, and the SQLite catalogue mark
// that shows another process's import within seconds.
import { afterEach, describe, expect, it } from 'vitest';
import { createChangeStream } from '../src/change-stream';
import { silentLogger } from '../src/logger';
import { publishChange } from '../src/repositories/changes';
import { createRepositories } from '../src/repositories/index';
import { createSourcesRepository } from '../src/repositories/sources';
import { SourcesAnswerSchema } from '../src/routes/sources';
import { pollCatalogueMark } from '../src/services/catalogue-mark';
import { createSourcesService } from '../src/services/sources';
import { answer, createTestDb, engines, startTestServer, type TestServer } from './helpers';

describe.each(engines())('price sources on $name', (engine) => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('lists every merchant and city with listings, stale share, breaker and a 14-day freshness chart', async () => {
    server = await startTestServer(engine);
    const res = await server.client().get('/api/sources');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=15');
    const body = answer(SourcesAnswerSchema, res);
    expect(body.sources.length).toBeGreaterThan(1);
    const total = (await server.db('offers').count({ n: '*' }))[0] as { n: unknown };
    expect(body.sources.reduce((sum, s) => sum + s.listings, 0)).toBe(Number(total.n));
    for (const s of body.sources) {
      expect(s.breaker).toBe('closed');
      expect(s.freshness).toHaveLength(14);
      expect(s.stalled).toBe(false);
      expect(s.staleShare).toBe(0);
    }
    const doc = (await server.client().get('/openapi.json')).body as { paths: Record<string, unknown> };
    expect(doc.paths['/api/sources']).toBeDefined();
    expect(doc.paths['/metrics']).toBeDefined();
  });

  it('flags a source stalled when no fresh price arrived for SOURCE_STALLED_MINUTES, and counts its stale offers', async () => {
    server = await startTestServer(engine, {
      config: { offerMaxAgeHours: 1, sources: { stalledAfterMinutes: 30, metricsToken: null } },
    });
    const first = (await server.db('offers').first('merchant', 'city_id')) as {
      merchant: string;
      city_id: string;
    };
    // Its refresh stopped two hours ago: every price of that merchant and city is that old.
    const old = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const ids = (await server
      .db('offers')
      .where({ merchant: first.merchant, city_id: first.city_id })
      .pluck('id')) as string[];
    await server.db('offers').whereIn('id', ids).update({ updated_at: old });
    await server.db('price_observations').whereIn('offer_id', ids).update({ observed_at: old });
    const body = answer(SourcesAnswerSchema, await server.client().get('/api/sources'));
    const stalled = body.sources.filter((s) => s.stalled);
    expect(stalled.map((s) => [s.merchant, s.cityId])).toEqual([[first.merchant, first.city_id]]);
    expect(stalled[0]?.staleShare).toBe(1);
    expect(stalled[0]?.lastPriceAt).toBe(old);
    expect(body.stalledAfterMinutes).toBe(30);
  });

  it('records each successful live refresh on its merchant and city', async () => {
    server = await startTestServer(engine);
    const offer = (await server.db('offers').first('id', 'merchant', 'city_id')) as {
      id: string;
      merchant: string;
      city_id: string;
    };
    const repo = createSourcesRepository(server.db);
    await repo.recordRefresh(offer.id, '2026-11-27T10:00:00.000Z');
    await repo.recordRefresh(offer.id, '2026-11-27T10:05:00.000Z');
    const body = answer(SourcesAnswerSchema, await server.client().get('/api/sources'));
    const source = body.sources.find((s) => s.merchant === offer.merchant && s.cityId === offer.city_id);
    expect(source?.lastRefreshAt).toBe('2026-11-27T10:05:00.000Z');
    expect(source?.refreshes).toBe(2);
  });

  it('answers /metrics in the Prometheus text format, behind METRICS_TOKEN when set', async () => {
    server = await startTestServer(engine, {
      config: { sources: { stalledAfterMinutes: 60, metricsToken: 'a-long-metrics-token-1234' } },
    });
    expect((await server.client().get('/metrics')).status).toBe(401);
    expect((await server.client().get('/metrics', { Authorization: 'Bearer wrong' })).status).toBe(401);
    const res = await server.client().get('/metrics', { Authorization: 'Bearer a-long-metrics-token-1234' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(/# TYPE compare_source_stale_ratio gauge/);
    expect(res.text).toMatch(/compare_source_listings\{merchant="\w+",city="[\w-]+"\} \d+/);
    expect(res.text).toMatch(/compare_source_freshness_seconds\{/);
    expect(res.text).toMatch(/compare_live_refreshes_total 0/);
  });

  it('keeps /metrics off in production without a token', async () => {
    server = await startTestServer(engine, { config: { production: true } });
    expect((await server.client().get('/metrics')).status).toBe(404);
  });

  it('holds a live quote 100x below the recent prices: listed with its source, not applied, no change announced', async () => {
    server = await startTestServer(engine);
    const repos = createRepositories(server.db, server.changes);
    const offer = (await server
      .db('offers')
      .orderBy('id')
      .first('id', 'merchant', 'city_id', 'price_paise', 'mrp_paise')) as {
      id: string;
      merchant: string;
      city_id: string;
      price_paise: number | string;
      mrp_paise: number | string;
    };
    const price = Number(offer.price_paise) / 100;
    const mrp = Number(offer.mrp_paise) / 100;
    const heard: unknown[] = [];
    const stop = server.changes.subscribe('offer', (c) => heard.push(c));
    const bad = { price: Math.round(price) / 100, mrp, inStock: true };
    expect(await repos.offers.applyQuote(offer.id, bad, 'test')).toBe(false);
    expect(heard).toHaveLength(0);
    expect(Number((await server.db('offers').where('id', offer.id).first('price_paise'))!.price_paise)).toBe(
      Number(offer.price_paise),
    );
    const body = answer(SourcesAnswerSchema, await server.client().get('/api/sources'));
    expect(body.quarantine.pending).toBe(1);
    expect(body.quarantine.rows[0]).toMatchObject({
      offerId: offer.id,
      reasons: ['price-drop'],
      status: 'pending',
      currentPrice: price,
    });
    const source = body.sources.find((s) => s.merchant === offer.merchant && s.cityId === offer.city_id);
    expect(source?.quarantined).toBe(1);
    expect(body.sources.filter((s) => s !== source).every((s) => s.quarantined === 0)).toBe(true);
    // A second quote at that price confirms it: applied, announced, the held one kept as confirmed.
    expect(await repos.offers.applyQuote(offer.id, bad, 'test')).toBe(true);
    stop();
    expect(heard).toHaveLength(1);
    const rows = (await server.db('quarantined_observations').select('status')) as Array<{ status: string }>;
    expect(rows).toEqual([{ status: 'confirmed' }]);
    const history = (
      await server.db('price_observations').where({ offer_id: offer.id, source: 'test' }).count({ n: '*' })
    )[0] as { n: unknown };
    expect(Number(history.n)).toBe(2);
  });
});

describe('the SQLite catalogue mark', () => {
  it("tells a running server of another process's import within seconds", async () => {
    const testDb = await createTestDb({ name: 'sqlite' }, false);
    try {
      const changes = createChangeStream();
      const heard: number[] = [];
      changes.subscribe('catalogue', () => heard.push(Date.now()));
      const stop = pollCatalogueMark({
        sources: createSourcesRepository(testDb.db),
        changes,
        logger: silentLogger,
        everyMs: 50,
      });
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(heard).toHaveLength(0);
      // What the import command does at its end, from its own process (no stream of this server).
      const started = Date.now();
      await publishChange(testDb.db, { kind: 'catalogue' });
      await expect.poll(() => heard.length, { timeout: 2000, interval: 20 }).toBe(1);
      expect((heard[0] as number) - started).toBeLessThan(1000);
      stop();
    } finally {
      await testDb.cleanup();
    }
  });
});

describe('the live refresh counter of /metrics', () => {
  it('counts the refreshes recorded before the first scrape (the metrics library loads with it) and after', async () => {
    const testDb = await createTestDb({ name: 'sqlite' });
    try {
      const service = createSourcesService({
        sources: createSourcesRepository(testDb.db),
        quarantine: { list: async () => [], pendingCounts: async () => [], pendingCount: async () => 0 },
        breakerState: () => 'closed',
        offerMaxAgeHours: 24,
      });
      const offer = (await testDb.db('offers').first('id')) as { id: string };
      await service.recordRefresh(offer.id);
      await service.recordRefresh(offer.id);
      expect((await service.metrics()).body).toMatch(/^compare_live_refreshes_total 2$/m);
      await service.recordRefresh(offer.id);
      expect((await service.metrics()).body).toMatch(/^compare_live_refreshes_total 3$/m);
    } finally {
      await testDb.cleanup();
    }
  });
});
