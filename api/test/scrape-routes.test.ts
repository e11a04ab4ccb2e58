// The live-price routes through the real app on a real database (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set): validation, SSRF refusals with no outbound request, the embedded
// drift, the HTTP source against the simulator on 127.0.0.1, batch isolation and price history.

import type { AddressInfo } from 'node:net';
import type { PlatformKey } from '@compare/core';
import {
  ErrorEnvelopeSchema,
  PriceHistorySchema,
  PriceQuoteSchema,
  RefreshAnswerSchema,
  successEnvelope,
} from '@compare/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp, DEFAULT_ROUTERS } from '../src/app';
import type { Catalogue } from '../src/catalogue/types';
import { seedIfEmpty } from '../src/db/seed';
import { silentLogger } from '../src/logger';
import { driftQuote } from '../src/prices/drift';
import { createObservationsRepository } from '../src/repositories/offers';
import type { RouterFactory } from '../src/routes/deps';
import { createScrapeRouter } from '../src/routes/scrape';
import { DEFAULT_DRIFT_SEED } from '../src/settings';
import { type MerchantSimulator, startMerchantSimulator } from '../src/simulator/server';
import { fixtureCatalogue } from './fixtures/catalogue';
import { answer, engines, postgresMissing, startTestServer, type TestServer, testPrices } from './helpers';

const MUMBAI = { lat: 19.076, lon: 72.8777 };

/** A merchant URL in that merchant's real pattern, with a numeric id the simulator keys by. */
function merchantUrl(merchant: PlatformKey, n: number): { url: string; simId: string } {
  const id = String(100_000 + n);
  switch (merchant) {
    case 'blinkit':
      return { url: `https://blinkit.com/prn/item-${n}/prid/${id}`, simId: id };
    case 'zepto': {
      const uuid = `00000000-0000-4000-8000-${id.padStart(12, '0')}`;
      return { url: `https://www.zeptonow.com/pn/item-${n}/pvid/${uuid}`, simId: uuid };
    }
    case 'swiggy':
      return { url: `https://www.swiggy.com/instamart/item/${id}`, simId: id };
    case 'bigbasket':
      return { url: `https://www.bigbasket.com/pd/${id}/item-${n}/`, simId: id };
    case 'dmart':
      return { url: `https://www.dmart.in/product/item-${n}?selectedProd=${id}`, simId: id };
    case 'jiomart':
      return { url: `https://www.jiomart.com/p/groceries/item-${n}/${id}`, simId: id };
  }
}

/** The API suite's fixture catalogue with merchant URLs on the real, allow-listed hosts. */
function catalogueWithMerchantUrls(): { catalogue: Catalogue; simIds: Map<string, string> } {
  const catalogue = fixtureCatalogue();
  const byKey = new Map<string, { url: string; simId: string }>();
  const simIds = new Map<string, string>();
  catalogue.offers = catalogue.offers.map((offer) => {
    // The same (merchant, variant) keeps one URL in every city, as in the real catalogue.
    const key = `${offer.merchant}|${offer.variantId}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = merchantUrl(offer.merchant, byKey.size + 1);
      byKey.set(key, entry);
      simIds.set(entry.url, entry.simId);
    }
    return { ...offer, url: entry.url };
  });
  return { catalogue, simIds };
}

const scrapeRouters = (): RouterFactory[] =>
  DEFAULT_ROUTERS.includes(createScrapeRouter) ? [] : [createScrapeRouter];

const scrapePath = (platform: string, url: string, point = MUMBAI) =>
  `/api/scrape/cart/products?platform=${encodeURIComponent(platform)}&lat=${point.lat}&lon=${point.lon}&url=${encodeURIComponent(url)}`;

const QuoteAnswer = successEnvelope(PriceQuoteSchema);
const RefreshAnswer = successEnvelope(z.array(RefreshAnswerSchema));
const HistoryAnswer = successEnvelope(PriceHistorySchema);

it('PostgreSQL is configured when required', () => {
  expect(postgresMissing()).toBe(false);
});

describe.each(engines())('live-price routes on $name', (engine) => {
  describe('embedded source (default)', () => {
    let server: TestServer;
    const { catalogue } = catalogueWithMerchantUrls();
    const mumbai = (merchant: PlatformKey) =>
      catalogue.offers.filter((o) => o.merchant === merchant && o.cityId === 'mumbai');

    beforeAll(async () => {
      // No cache: every call reaches the source, so a compounding drift would show.
      server = await startTestServer(engine, {
        seed: false,
        routers: scrapeRouters(),
        config: { prices: testPrices({ PRICE_CACHE_TTL_MS: '0' }) },
      });
      await seedIfEmpty(server.db, catalogue);
    });
    afterAll(async () => {
      await server.close();
    });

    it.each([
      [
        'a missing platform',
        { lat: '19', lon: '72', url: 'https://blinkit.com/prn/x/prid/1' },
        /platform must be one of/,
      ],
      [
        'an unknown platform',
        { platform: 'amazon', lat: '19', lon: '72', url: 'https://blinkit.com/prn/x/prid/1' },
        /platform must be one of/,
      ],
      [
        'a missing lat',
        { platform: 'blinkit', lon: '72', url: 'https://blinkit.com/prn/x/prid/1' },
        /lat is required/,
      ],
      [
        'a non-numeric lat',
        { platform: 'blinkit', lat: 'north', lon: '72', url: 'https://blinkit.com/prn/x/prid/1' },
        /lat must be a number/,
      ],
      [
        'an out-of-range lon',
        { platform: 'blinkit', lat: '19', lon: '181', url: 'https://blinkit.com/prn/x/prid/1' },
        /lon must be a number between -180 and 180/,
      ],
      ['a missing url', { platform: 'blinkit', lat: '19', lon: '72' }, /url is required/],
      [
        'a url over 2048 characters',
        { platform: 'blinkit', lat: '19', lon: '72', url: `https://blinkit.com/${'a'.repeat(2050)}` },
        /at most 2048/,
      ],
    ])('GET answers 400 for %s', async (_name, query, message) => {
      const res = await server.client().get(`/api/scrape/cart/products?${new URLSearchParams(query)}`);
      expect(res.status).toBe(400);
      const body = answer(ErrorEnvelopeSchema, res);
      expect(body.success).toBe(false);
      expect(body.error?.code).toBe('VALIDATION');
      expect(body.error?.message).toMatch(message);
    });

    it.each([
      ['http', 'http://blinkit.com/prn/x/prid/1', 'URL_NOT_ALLOWED'],
      ['an IP literal', 'https://127.0.0.1/prn/x/prid/1', 'IP_LITERAL_NOT_ALLOWED'],
      ['a decimal IP', 'https://2130706433/', 'IP_LITERAL_NOT_ALLOWED'],
      ['credentials', 'https://a:b@blinkit.com/prn/x/prid/1', 'CREDENTIALS_NOT_ALLOWED'],
      ['a port', 'https://blinkit.com:8443/prn/x/prid/1', 'PORT_NOT_ALLOWED'],
      ['another host', 'https://evil.example/prn/x/prid/1', 'HOST_NOT_ALLOWED'],
    ])('GET refuses %s with a 400 code', async (_name, url, code) => {
      const res = await server.client().get(scrapePath('blinkit', url));
      expect(res.status).toBe(400);
      expect(answer(ErrorEnvelopeSchema, res).error?.code).toBe(code);
    });

    it('GET answers the drifted catalogue price for the city serving the point', async () => {
      const offer = mumbai('blinkit')[0]!;
      const before = Date.now();
      const res = await server.client().get(scrapePath('BlinKit', offer.url));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = answer(QuoteAnswer, res);
      expect(body.success).toBe(true);
      const base = { basePrice: offer.price, mrp: offer.mrp, inStock: offer.inStock };
      const expected = [before, Date.now()].map((t) => driftQuote(base, offer.url, t, DEFAULT_DRIFT_SEED));
      expect(expected).toContainEqual(body.data);
    });

    it('GET answers 404 for a product the merchant does not list, and says so apart where it does not deliver', async () => {
      const unknown = await server.client().get(scrapePath('blinkit', 'https://blinkit.com/prn/none/prid/9'));
      expect(unknown.status).toBe(404);
      expect(answer(ErrorEnvelopeSchema, unknown).error?.code).toBe('PRICE_NOT_FOUND');
      // jiomart has no store in Mumbai in the fixture: its Delhi offer has no price there, and the
      // answer says jiomart does not deliver here (not that the product is gone).
      const delhiOnly = catalogue.offers.find((o) => o.merchant === 'jiomart')!;
      const res = await server.client().get(scrapePath('jiomart', delhiOnly.url));
      expect(res.status).toBe(404);
      expect(answer(ErrorEnvelopeSchema, res).error).toEqual({
        code: 'NOT_SERVED_HERE',
        message: 'jiomart does not deliver here',
      });
      const delhi = await server
        .client()
        .get(scrapePath('jiomart', delhiOnly.url, { lat: 28.6139, lon: 77.209 }));
      expect(delhi.status).toBe(200);
    });

    it.each([
      ['a body that is not an object', [1, 2], /Request body must be a JSON object/],
      ['a missing lat', { lon: 72, items: [] }, /lat must be a number/],
      ['items that are not a list', { lat: 19, lon: 72, items: 'all' }, /items must be a list/],
      [
        'an unknown platform',
        { lat: 19, lon: 72, items: [{ platform: 'amazon', url: 'https://x' }] },
        /platform must be one of/,
      ],
      [
        'more than 200 items',
        {
          lat: 19,
          lon: 72,
          items: Array.from({ length: 201 }, () => ({ platform: 'blinkit', url: 'https://blinkit.com/' })),
        },
        /at most 200/,
      ],
    ])('POST refresh answers 400 for %s', async (_name, body, message) => {
      const res = await server.client().post('/api/scrape/cart/refresh', body);
      expect(res.status).toBe(400);
      expect(answer(ErrorEnvelopeSchema, res).error?.message).toMatch(message);
    });

    it('POST refresh answers every line in order; a refused line fails alone', async () => {
      const items = [
        ...(['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart'] as const).map((m) => ({
          platform: m,
          url: mumbai(m)[0]!.url,
        })),
        { platform: 'zepto' as const, url: 'https://127.0.0.1/pn/x/pvid/1' },
      ];
      const res = await server.client().post('/api/scrape/cart/refresh', { ...MUMBAI, items });
      expect(res.status).toBe(200);
      const lines = answer(RefreshAnswer, res).data;
      expect(lines.map((l) => [l.platform, l.url])).toEqual(items.map((i) => [i.platform, i.url]));
      expect(lines.slice(0, 5).every((l) => l.ok && typeof l.data?.price === 'number')).toBe(true);
      expect(lines[5]).toMatchObject({ ok: false, error: { code: 'IP_LITERAL_NOT_ALLOWED' } });
    });

    it('POST refresh tells a listing that is gone from a merchant that does not deliver here', async () => {
      const delhiOnly = catalogue.offers.find((o) => o.merchant === 'jiomart')!;
      const res = await server.client().post('/api/scrape/cart/refresh', {
        ...MUMBAI,
        items: [
          { platform: 'blinkit', url: 'https://blinkit.com/prn/gone/prid/404' },
          { platform: 'jiomart', url: delhiOnly.url },
        ],
      });
      const [gone, notServed] = answer(RefreshAnswer, res).data;
      expect(gone).toMatchObject({ ok: false, error: { code: 'PRICE_NOT_FOUND' } });
      expect(notServed).toMatchObject({ ok: false, error: { code: 'NOT_SERVED_HERE' } });
    });

    it('a listing a snapshot retired is no longer listed: a refresh never brings it back in stock', async () => {
      const offer = mumbai('swiggy').at(-1)!;
      const row = await server.db('offers').where({ url: offer.url, city_id: 'mumbai' }).first();
      await server
        .db('offers')
        .where({ id: row.id })
        .update({ in_stock: false, retired_at: new Date().toISOString() });
      try {
        const res = await server.client().post('/api/scrape/cart/refresh', {
          ...MUMBAI,
          items: [{ platform: 'swiggy', url: offer.url }],
        });
        expect(answer(RefreshAnswer, res).data[0]).toMatchObject({
          ok: false,
          error: { code: 'PRICE_NOT_FOUND' },
        });
        const after = await server.db('offers').where({ id: row.id }).first();
        expect(Boolean(after.in_stock)).toBe(false);
      } finally {
        await server.db('offers').where({ id: row.id }).update({ in_stock: row.in_stock, retired_at: null });
      }
    });

    it('history: 404 for an unknown product, and a refresh that changes prices is recorded', async () => {
      const missing = await server.client().get('/products/no-such-product/history');
      expect(missing.status).toBe(404);
      expect(answer(ErrorEnvelopeSchema, missing).error?.code).toBe('NOT_FOUND');

      const product = catalogue.products[0]!;
      const variantIds = new Set(
        catalogue.variants.filter((v) => v.productId === product.id).map((v) => v.id),
      );
      const offers = catalogue.offers.filter((o) => variantIds.has(o.variantId) && o.cityId === 'mumbai');
      const now = Date.now();
      const changed = offers.filter((o) => {
        const q = driftQuote(
          { basePrice: o.price, mrp: o.mrp, inStock: o.inStock },
          o.url,
          now,
          DEFAULT_DRIFT_SEED,
        );
        return q.price !== o.price || q.available !== o.inStock;
      });
      expect(changed.length).toBeGreaterThan(0);

      const refresh = await server.client().post('/api/scrape/cart/refresh', {
        ...MUMBAI,
        items: offers.map((o) => ({ platform: o.merchant, url: o.url })),
      });
      expect(answer(RefreshAnswer, refresh).data.every((l) => l.ok)).toBe(true);

      const observations = await createObservationsRepository(server.db).historyForProduct(product.id);
      for (const offer of changed) {
        expect(observations.some((o) => o.offerId === offer.id && o.source === 'embedded')).toBe(true);
      }

      const res = await server
        .client()
        .get(`/products/${product.id}/history?lat=${MUMBAI.lat}&lon=${MUMBAI.lon}`);
      expect(res.status).toBe(200);
      const history = answer(HistoryAnswer, res).data;
      expect(history.productId).toBe(product.id);
      expect(history.series).toHaveLength(offers.length);
      for (const series of history.series) {
        expect(series.points.length).toBeGreaterThan(0);
        expect(typeof series.variant).toBe('string');
        expect(series.points.every((p) => typeof p.at === 'string' && p.mrp > 0)).toBe(true);
      }
      const first = changed[0]!;
      const label = catalogue.variants.find((v) => v.id === first.variantId)!.label;
      const series = history.series.find((s) => s.merchantName === first.merchant && s.variant === label)!;
      const latest = driftQuote(
        { basePrice: first.price, mrp: first.mrp, inStock: first.inStock },
        first.url,
        now,
        DEFAULT_DRIFT_SEED,
      );
      expect(series.points.at(-1)).toMatchObject({ price: latest.price, available: latest.available });
      // The history starts at the seeded price (the seeder's observation, marked as demo data),
      // then the refresh (a real observation).
      expect(series.points).toHaveLength(2);
      expect(series.points[0]!.demo).toBe(true);
      expect(series.points[1]!.demo).toBeUndefined();
      expect(series.points[0]).toMatchObject({
        price: first.price,
        mrp: first.mrp,
        available: first.inStock,
      });

      // Refreshing again in the same drift bucket neither moves the price nor writes history.
      const again = await server.client().post('/api/scrape/cart/refresh', {
        ...MUMBAI,
        items: offers.map((o) => ({ platform: o.merchant, url: o.url })),
      });
      expect(answer(RefreshAnswer, again).data).toEqual(answer(RefreshAnswer, refresh).data);
      const after = await createObservationsRepository(server.db).historyForProduct(product.id);
      expect(after).toHaveLength(observations.length);
    });

    it('a restarted server drifts from the seeded price, so refreshes never compound', async () => {
      const offers = mumbai('blinkit');
      const items = offers.map((o) => ({ platform: o.merchant, url: o.url }));
      const before = answer(
        RefreshAnswer,
        await server.client().post('/api/scrape/cart/refresh', { ...MUMBAI, items }),
      ).data;
      // A second app over the same database: it knows nothing the first one remembered in memory.
      const restarted = createApp({
        db: server.db,
        config: server.config,
        logger: silentLogger,
        routers: scrapeRouters(),
      });
      const listener = restarted.listen(0, '127.0.0.1');
      await new Promise((resolve) => listener.once('listening', resolve));
      try {
        const { port } = listener.address() as AddressInfo;
        const res = await fetch(`http://127.0.0.1:${port}/api/scrape/cart/refresh`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...MUMBAI, items }),
        });
        const after = answer(RefreshAnswer, { body: await res.json() }).data;
        expect(after).toEqual(before);
        const now = Date.now();
        for (const [i, o] of offers.entries()) {
          const expected = driftQuote(
            { basePrice: o.price, mrp: o.mrp, inStock: o.inStock },
            o.url,
            now,
            DEFAULT_DRIFT_SEED,
          );
          expect(after[i]?.data).toMatchObject({ price: expected.price, available: expected.available });
        }
      } finally {
        await new Promise((resolve) => listener.close(resolve));
      }
    });

    it('documents the routes in /openapi.json', async () => {
      const res = await server.client().get('/openapi.json');
      const paths = (res.body as { paths: Record<string, Record<string, unknown>> }).paths;
      expect(paths['/api/scrape/cart/products']?.get).toBeDefined();
      expect(paths['/api/scrape/cart/refresh']?.post).toBeDefined();
      expect(paths['/products/{id}/history']?.get).toBeDefined();
      type Operation = { responses: Record<string, { description: string }> };
      const responses = (paths['/api/scrape/cart/products']?.get as Operation | undefined)?.responses ?? {};
      expect(responses['502']?.description).toBe('Upstream merchant failed');
      expect(responses['503']?.description).toBe('Merchant unavailable (circuit open)');
      expect(responses['504']?.description).toBe('Merchant timed out');
      // No documented status falls back to the generic 500 text.
      const described = Object.entries(paths).flatMap(([, ops]) =>
        Object.values(ops).flatMap((op) => Object.entries((op as Operation).responses)),
      );
      expect(
        described.filter(([code, r]) => code !== '500' && r.description === 'Internal server error'),
      ).toEqual([]);
    });
  });

  describe('HTTP source against the simulator', () => {
    let server: TestServer;
    let sim: MerchantSimulator;
    const { catalogue, simIds } = catalogueWithMerchantUrls();
    const mumbai = (merchant: PlatformKey) =>
      catalogue.offers.filter((o) => o.merchant === merchant && o.cityId === 'mumbai');

    beforeAll(async () => {
      sim = await startMerchantSimulator();
      server = await startTestServer(engine, {
        seed: false,
        config: { prices: testPrices({ PRICE_SOURCE: 'http', PRICE_HOST_OVERRIDES: sim.hostOverrides() }) },
        routers: scrapeRouters(),
      });
      await seedIfEmpty(server.db, catalogue);
    });
    afterAll(async () => {
      await server.close();
      await sim.close();
    });
    beforeEach(() => sim.reset());

    it('GET fetches the merchant once and answers repeats from the cache', async () => {
      const offer = mumbai('zepto')[0]!;
      sim.setProduct('zepto', simIds.get(offer.url)!, { price: 21.5, mrp: 28, available: true });
      const first = await server.client().get(scrapePath('zepto', offer.url));
      expect(answer(QuoteAnswer, first).data).toEqual({ price: 21.5, mrp: 28, available: true });
      const again = await server.client().get(scrapePath('zepto', offer.url, { lat: 19.0761, lon: 72.8778 }));
      expect(answer(QuoteAnswer, again).data).toEqual({ price: 21.5, mrp: 28, available: true });
      expect(sim.requests).toHaveLength(1);
      expect(sim.requests[0]?.host).toBe('www.zeptonow.com');
    });

    it('GET refusals make no outbound request', async () => {
      for (const url of [
        'http://blinkit.com/prn/x/prid/1',
        `https://127.0.0.1:${sim.port}/v1/product/1`,
        'https://blinkit.com:443@127.0.0.1/v1/product/1',
        'https://blinkit.com./prn/x/prid/1',
      ]) {
        const res = await server.client().get(scrapePath('blinkit', url));
        expect(res.status).toBe(400);
      }
      expect(sim.requests).toHaveLength(0);
    });

    it('GET maps merchant failures to 502/504 envelopes without leaking details', async () => {
      const offer = mumbai('swiggy')[0]!;
      sim.configure('swiggy', { body: 'not-json' });
      const res = await server.client().get(scrapePath('swiggy', offer.url));
      expect(res.status).toBe(502);
      expect(answer(ErrorEnvelopeSchema, res).error).toEqual({
        code: 'MERCHANT_BAD_RESPONSE',
        message: 'Merchant answered something other than JSON',
      });
    });

    it('a batch with one merchant failing: the others succeed and changed prices reach history', async () => {
      sim.configure('bigbasket', { status: 503 });
      const merchants = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart'] as const;
      // The last two offers per merchant: the cache test above already asked for the first.
      const items = merchants.flatMap((m) =>
        mumbai(m)
          .slice(-2)
          .map((o) => ({ platform: m, url: o.url, offer: o })),
      );
      for (const { platform, url, offer } of items) {
        sim.setProduct(platform, simIds.get(url)!, { price: offer.mrp - 1, mrp: offer.mrp, available: true });
      }
      const res = await server.client().post('/api/scrape/cart/refresh', {
        ...MUMBAI,
        items: items.map(({ platform, url }) => ({ platform, url })),
      });
      expect(res.status).toBe(200);
      const lines = answer(RefreshAnswer, res).data;
      for (const [i, line] of lines.entries()) {
        const item = items[i]!;
        if (item.platform === 'bigbasket') {
          expect(line).toMatchObject({ ok: false, error: { code: 'MERCHANT_HTTP_ERROR' } });
        } else {
          expect(line).toMatchObject({ ok: true, data: { price: item.offer.mrp - 1, mrp: item.offer.mrp } });
        }
      }
      const changed = items.find((i) => i.platform === 'dmart' && i.offer.price !== i.offer.mrp - 1)!;
      const product = catalogue.variants.find((v) => v.id === changed.offer.variantId)!.productId;
      const observations = await createObservationsRepository(server.db).historyForProduct(product);
      expect(observations).toContainEqual(
        expect.objectContaining({ offerId: changed.offer.id, price: changed.offer.mrp - 1, source: 'http' }),
      );
      const productPage = await server.client().get(`/products/${product}`);
      expect(productPage.status).toBe(200);
    });

    it('an open breaker answers at once with the stored price flagged stale', async () => {
      // The first two offers: the batch above cached the last two.
      const [failing, other] = mumbai('blinkit').slice(0, 2);
      sim.configure('blinkit', { status: 500 });
      // Default threshold: 5 consecutive failures open the breaker.
      for (let i = 0; i < 5; i += 1) {
        expect((await server.client().get(scrapePath('blinkit', failing!.url))).status).toBe(502);
      }
      sim.clearRequests();
      const res = await server.client().get(scrapePath('blinkit', other!.url));
      expect(res.status).toBe(200);
      expect(answer(QuoteAnswer, res).data).toEqual({
        price: other!.price,
        mrp: other!.mrp,
        available: other!.inStock,
        stale: true,
      });
      expect(sim.requests).toHaveLength(0);
    });
  });
});
