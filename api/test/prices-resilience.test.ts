// Cache, coalescing, per-merchant concurrency, circuit breaker and batch isolation of the price
// service, driving the HTTP sources against the simulator on 127.0.0.1 with an injected clock.
import type { PlatformKey } from '@compare/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BreakerOpenError, createCircuitBreaker } from '../src/circuit-breaker';
import { createHttpSources } from '../src/prices/http-source';
import { createLimiter } from '../src/prices/limiter';
import { createSafeFetcher } from '../src/prices/safe-fetch';
import type { OfferLookup, QuoteRecorder } from '../src/prices/types';
import { createUrlGuard } from '../src/prices/url-guard';
import { createCache } from '../src/services/cache';
import { createPriceService } from '../src/services/price-service';
import type { PriceServiceTuning } from '../src/settings';
import { parseHostOverrides } from '../src/settings';
import { type MerchantSimulator, startMerchantSimulator } from '../src/simulator/server';

const URLS: Record<PlatformKey, (n: number) => string> = {
  blinkit: (n) => `https://blinkit.com/prn/item-${n}/prid/${10_000 + n}`,
  zepto: (n) =>
    `https://www.zeptonow.com/pn/item-${n}/pvid/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  swiggy: (n) => `https://www.swiggy.com/instamart/item/SW${n}`,
  bigbasket: (n) => `https://www.bigbasket.com/pd/${40_000 + n}/item-${n}/`,
  dmart: (n) => `https://www.dmart.in/product/item-${n}?selectedProd=${70_000 + n}`,
  jiomart: (n) => `https://www.jiomart.com/p/groceries/item-${n}/${59_000 + n}`,
};
const POINT = { lat: 19.076, lon: 72.8777 };

// The breaker (cockatiel) reads Date.now(): the tests move a fake Date instead of injecting a clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('building blocks', () => {
  it('TTL cache expires entries and evicts the oldest beyond its bound', () => {
    let now = 0;
    const cache = createCache<number>({ ttlMs: 100, maxEntries: 2, now: () => now });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    now = 100;
    expect(cache.get('c')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('limiter never runs more than its concurrency and keeps order', async () => {
    const limiter = createLimiter(3);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_v, i) =>
        limiter.run(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((r) => setTimeout(r, 5));
          order.push(i);
          active -= 1;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(order.slice(0, 3).sort()).toEqual([0, 1, 2]);
    expect(limiter.active).toBe(0);
  });

  it('limiter refuses past its queue bound with MERCHANT_BUSY', async () => {
    const limiter = createLimiter(1, 1);
    const slow = limiter.run(() => new Promise((r) => setTimeout(r, 20)));
    const queued = limiter.run(async () => 'ok');
    await expect(limiter.run(async () => 'x')).rejects.toMatchObject({ status: 503, code: 'MERCHANT_BUSY' });
    await slow;
    await expect(queued).resolves.toBe('ok');
  });

  it('breaker: closed → open after N failures → half-open after cool-down → closed on success', async () => {
    vi.setSystemTime(0);
    const b = createCircuitBreaker({ failureThreshold: 2, cooldownMs: 1000, isFailure: () => true });
    const fail = () => Promise.reject(new Error('merchant down'));
    await expect(b.run(fail)).rejects.toThrow('merchant down');
    expect(b.state).toBe('closed');
    await expect(b.run(fail)).rejects.toThrow('merchant down');
    expect(b.state).toBe('open');
    let calls = 0;
    const ok = async () => {
      calls += 1;
      return 'ok';
    };
    await expect(b.run(ok)).rejects.toBeInstanceOf(BreakerOpenError);
    expect(calls).toBe(0);
    vi.setSystemTime(1000);
    expect(b.state).toBe('half-open');
    let answer: (value: string) => void = () => undefined;
    const probe = b.run(() => new Promise<string>((resolve) => (answer = resolve)));
    await expect(b.run(ok)).rejects.toBeInstanceOf(BreakerOpenError);
    answer('probed');
    await expect(probe).resolves.toBe('probed');
    expect(b.state).toBe('closed');
    await expect(b.run(ok)).resolves.toBe('ok');
  });

  it('breaker: a failed probe re-opens for another cool-down', async () => {
    vi.setSystemTime(0);
    const b = createCircuitBreaker({ failureThreshold: 1, cooldownMs: 1000, isFailure: () => true });
    const fail = () => Promise.reject(new Error('merchant down'));
    await expect(b.run(fail)).rejects.toThrow('merchant down');
    vi.setSystemTime(1500);
    await expect(b.run(fail)).rejects.toThrow('merchant down');
    expect(b.state).toBe('open');
    vi.setSystemTime(2000);
    await expect(b.run(async () => 'x')).rejects.toBeInstanceOf(BreakerOpenError);
    vi.setSystemTime(2500);
    await expect(b.run(async () => 'probed')).resolves.toBe('probed');
  });

  it('breaker: errors that say nothing against the merchant do not count; healthy ones reset the count', async () => {
    vi.setSystemTime(0);
    const b = createCircuitBreaker({
      failureThreshold: 2,
      cooldownMs: 1000,
      isFailure: (e) => e instanceof Error && e.message === 'down',
      isHealthy: (e) => e instanceof Error && e.message === 'not listed',
    });
    await expect(b.run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(b.run(() => Promise.reject(new Error('bad url')))).rejects.toThrow('bad url');
    await expect(b.run(() => Promise.reject(new Error('not listed')))).rejects.toThrow('not listed');
    await expect(b.run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(b.state).toBe('closed');
    await expect(b.run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(b.state).toBe('open');
  });
});

describe('price service against the simulator (real sockets, 127.0.0.1)', () => {
  let sim: MerchantSimulator;
  let now = Date.UTC(2026, 10, 22);

  beforeAll(async () => {
    sim = await startMerchantSimulator();
  });
  afterAll(async () => {
    await sim.close();
  });
  beforeEach(() => {
    sim.reset();
    now = Date.UTC(2026, 10, 22);
    vi.setSystemTime(now);
  });
  /** Moves the injected clock (caches) and the fake Date (breakers) together. */
  const advance = (ms: number) => {
    now += ms;
    vi.setSystemTime(now);
  };

  function service(
    tuning: Partial<PriceServiceTuning> = {},
    extra: {
      lookup?: OfferLookup;
      recorder?: QuoteRecorder;
      refreshed?: (offerId: string) => Promise<void>;
    } = {},
  ) {
    const guard = createUrlGuard({ hostOverrides: parseHostOverrides(sim.hostOverrides()) });
    const sources = createHttpSources(guard, createSafeFetcher({ guard, timeoutMs: 2000 }));
    return createPriceService({ sources, kind: 'http', guard, now: () => now, tuning, ...extra });
  }

  it('answers the same URL near the same point from the cache with no second request', async () => {
    const prices = service({ cacheTtlMs: 60_000 });
    const url = URLS.blinkit(1);
    const first = await prices.quote({ platform: 'blinkit', url, ...POINT });
    const second = await prices.quote({
      platform: 'blinkit',
      url,
      lat: POINT.lat + 0.001,
      lon: POINT.lon - 0.001,
    });
    expect(second).toEqual(first);
    expect(sim.requests).toHaveLength(1);
    await prices.quote({ platform: 'blinkit', url, lat: POINT.lat + 0.05, lon: POINT.lon });
    expect(sim.requests).toHaveLength(2);
    advance(60_001);
    await prices.quote({ platform: 'blinkit', url, ...POINT });
    expect(sim.requests).toHaveLength(3);
  });

  it('coalesces identical questions in flight into one request', async () => {
    sim.configure('zepto', { latencyMs: 50 });
    const prices = service();
    const url = URLS.zepto(2);
    const answers = await Promise.all(
      [1, 2, 3].map(() => prices.quote({ platform: 'zepto', url, ...POINT })),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(sim.requests).toHaveLength(1);
  });

  it('limits concurrency per merchant, not across merchants', async () => {
    sim.configure('swiggy', { latencyMs: 100 });
    sim.configure('jiomart', { latencyMs: 100 });
    const prices = service({ concurrencyPerMerchant: 2 });
    const started = performance.now();
    const items = [
      ...[1, 2, 3, 4].map((n) => ({ platform: 'swiggy' as const, url: URLS.swiggy(n) })),
      ...[1, 2].map((n) => ({ platform: 'jiomart' as const, url: URLS.jiomart(n) })),
    ];
    const results = await prices.refresh({ ...POINT, items });
    const elapsed = performance.now() - started;
    expect(results.every((r) => r.ok)).toBe(true);
    // swiggy: 4 items, 2 at a time → two rounds; jiomart runs alongside in one round.
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(900);
  });

  it('a failing merchant never fails the rest of a batch', async () => {
    sim.configure('bigbasket', { status: 500 });
    sim.configure('dmart', { body: 'wrong-shape' });
    const prices = service();
    const platforms: PlatformKey[] = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'];
    const items = platforms.flatMap((p) => [1, 2].map((n) => ({ platform: p, url: URLS[p](n) })));
    items.push({ platform: 'blinkit', url: 'https://evil.example/prn/x/prid/1' });
    const results = await prices.refresh({ ...POINT, items });
    expect(results).toHaveLength(items.length);
    const by = (p: PlatformKey) => results.filter((r) => r.platform === p && !r.url.includes('evil'));
    for (const p of ['blinkit', 'zepto', 'swiggy', 'jiomart'] as const) {
      expect(by(p).every((r) => r.ok && typeof r.data?.price === 'number')).toBe(true);
    }
    expect(by('bigbasket').map((r) => r.error?.code)).toEqual(['MERCHANT_HTTP_ERROR', 'MERCHANT_HTTP_ERROR']);
    expect(by('dmart').map((r) => r.error?.code)).toEqual(['MERCHANT_BAD_RESPONSE', 'MERCHANT_BAD_RESPONSE']);
    expect(results.at(-1)).toMatchObject({ ok: false, error: { code: 'HOST_NOT_ALLOWED' } });
    expect(sim.requests.some((r) => r.host === 'evil.example')).toBe(false);
  });

  it('breaker opens after N failures, serves the last known price as stale, probes and closes', async () => {
    const prices = service({ cacheTtlMs: 0, breakerThreshold: 3, breakerCooldownMs: 10_000 });
    const known = URLS.blinkit(7);
    sim.setProduct('blinkit', '10007', { price: 41, mrp: 45, available: true });
    expect(await prices.quote({ platform: 'blinkit', url: known, ...POINT })).toEqual({
      price: 41,
      mrp: 45,
      available: true,
    });

    sim.configure('blinkit', { status: 500 });
    for (let i = 0; i < 3; i += 1) {
      await expect(prices.quote({ platform: 'blinkit', url: known, ...POINT })).rejects.toMatchObject({
        status: 502,
      });
    }
    expect(prices.breakerState('blinkit')).toBe('open');
    expect(sim.requests).toHaveLength(4);

    // Open: answered at once without a request — stale last known price, or 503 when none.
    expect(await prices.quote({ platform: 'blinkit', url: known, ...POINT })).toEqual({
      price: 41,
      mrp: 45,
      available: true,
      stale: true,
    });
    await expect(prices.quote({ platform: 'blinkit', url: URLS.blinkit(8), ...POINT })).rejects.toMatchObject(
      {
        status: 503,
        code: 'MERCHANT_UNAVAILABLE',
      },
    );
    expect(sim.requests).toHaveLength(4);
    // Other merchants are unaffected.
    await expect(prices.quote({ platform: 'zepto', url: URLS.zepto(1), ...POINT })).resolves.toMatchObject({
      available: expect.any(Boolean),
    });

    // Half-open after the cool-down: one probe goes through; its success closes the breaker.
    advance(10_000);
    expect(prices.breakerState('blinkit')).toBe('half-open');
    sim.configure('blinkit', { status: null });
    sim.setProduct('blinkit', '10007', { price: 39, mrp: 45, available: true });
    expect(await prices.quote({ platform: 'blinkit', url: known, ...POINT })).toEqual({
      price: 39,
      mrp: 45,
      available: true,
    });
    expect(prices.breakerState('blinkit')).toBe('closed');
  });

  it('half-open lets exactly one probe through while others answer at once', async () => {
    const prices = service({ cacheTtlMs: 0, breakerThreshold: 1, breakerCooldownMs: 5_000 });
    sim.configure('jiomart', { status: 502 });
    await expect(prices.quote({ platform: 'jiomart', url: URLS.jiomart(1), ...POINT })).rejects.toMatchObject(
      {
        code: 'MERCHANT_HTTP_ERROR',
      },
    );
    advance(5_000);
    sim.clearRequests();
    sim.configure('jiomart', { status: null, latencyMs: 80 });
    const [probe, other] = await Promise.allSettled([
      prices.quote({ platform: 'jiomart', url: URLS.jiomart(2), ...POINT }),
      prices.quote({ platform: 'jiomart', url: URLS.jiomart(3), ...POINT }),
    ]);
    expect(probe.status).toBe('fulfilled');
    expect(other).toMatchObject({ status: 'rejected', reason: { code: 'MERCHANT_UNAVAILABLE' } });
    expect(sim.requests).toHaveLength(1);
    expect(prices.breakerState('jiomart')).toBe('closed');
  });

  it('a failed probe re-opens the breaker', async () => {
    const prices = service({ cacheTtlMs: 0, breakerThreshold: 1, breakerCooldownMs: 5_000 });
    sim.configure('swiggy', { status: 500 });
    await expect(prices.quote({ platform: 'swiggy', url: URLS.swiggy(1), ...POINT })).rejects.toBeDefined();
    advance(5_000);
    await expect(prices.quote({ platform: 'swiggy', url: URLS.swiggy(1), ...POINT })).rejects.toMatchObject({
      code: 'MERCHANT_HTTP_ERROR',
    });
    expect(prices.breakerState('swiggy')).toBe('open');
    expect(sim.requests).toHaveLength(2);
  });

  it('refused URLs never trip the breaker and make no request', async () => {
    const prices = service({ cacheTtlMs: 0, breakerThreshold: 2 });
    for (let i = 0; i < 3; i += 1) {
      await expect(
        prices.quote({ platform: 'zepto', url: 'http://www.zeptonow.com/pn/x/pvid/abc', ...POINT }),
      ).rejects.toMatchObject({ status: 400 });
    }
    expect(prices.breakerState('zepto')).toBe('closed');
    expect(sim.requests).toHaveLength(0);
  });

  it('records an observation only when price, mrp or stock changed', async () => {
    const recorded: Array<{ offerId: string; price: number; source: string }> = [];
    const stored = { offerId: 'offer-1', price: 41, mrp: 45, inStock: true };
    const prices = service(
      { cacheTtlMs: 0 },
      {
        lookup: async () => stored,
        recorder: async (offerId, quote, source) => {
          recorded.push({ offerId, price: quote.price, source });
        },
      },
    );
    sim.setProduct('blinkit', '10001', { price: 41, mrp: 45, available: true });
    await prices.quote({ platform: 'blinkit', url: URLS.blinkit(1), ...POINT });
    expect(recorded).toEqual([]);
    sim.setProduct('blinkit', '10001', { price: 38.5, mrp: 45, available: true });
    await prices.quote({ platform: 'blinkit', url: URLS.blinkit(1), ...POINT });
    expect(recorded).toEqual([{ offerId: 'offer-1', price: 38.5, source: 'http' }]);
  });

  it('dates a live refresh on every successful quote of a stored offer, changed or not, and never on a failure', async () => {
    const refreshed: string[] = [];
    const stored = { offerId: 'offer-1', price: 41, mrp: 45, inStock: true };
    const prices = service(
      { cacheTtlMs: 0, breakerThreshold: 100 },
      {
        lookup: async () => stored,
        recorder: async () => undefined,
        refreshed: async (id) => void refreshed.push(id),
      },
    );
    sim.setProduct('blinkit', '10001', { price: 41, mrp: 45, available: true });
    await prices.quote({ platform: 'blinkit', url: URLS.blinkit(1), ...POINT });
    await prices.quote({ platform: 'blinkit', url: URLS.blinkit(1), ...POINT });
    expect(refreshed).toEqual(['offer-1', 'offer-1']);
    sim.configure('blinkit', { status: 500 });
    await prices.quote({ platform: 'blinkit', url: URLS.blinkit(1), ...POINT }).catch(() => undefined);
    expect(refreshed).toHaveLength(2);
  });
});
