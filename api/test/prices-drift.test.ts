import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DRIFT_BUCKET_MS, driftBucket, driftQuote } from '../src/prices/drift';
import { createEmbeddedSource } from '../src/prices/embedded-source';
import { NotServedError, PriceNotFoundError } from '../src/prices/errors';
import { createUrlGuard } from '../src/prices/url-guard';
import { createOfferLookup, createPriceSources } from '../src/services/live-prices';

const URL_A = 'https://blinkit.com/prn/amul-taaza-toned-milk/prid/10001';
const T0 = Date.UTC(2026, 10, 22, 0, 0, 0);

describe('embedded drift', () => {
  it('is deterministic: same seed, url and moment give the same quote', () => {
    const base = { basePrice: 54, mrp: 56, inStock: true };
    expect(driftQuote(base, URL_A, T0, 's')).toEqual(driftQuote(base, URL_A, T0, 's'));
  });

  it('holds a price within a 6-hour bucket and moves between buckets', () => {
    const base = { basePrice: 240, mrp: 275, inStock: true };
    const start = driftBucket(T0) * DRIFT_BUCKET_MS;
    expect(driftQuote(base, URL_A, start + 1, 's')).toEqual(
      driftQuote(base, URL_A, start + DRIFT_BUCKET_MS - 1, 's'),
    );
    const prices = new Set<number>();
    for (let b = 0; b < 12; b += 1)
      prices.add(driftQuote(base, URL_A, start + b * DRIFT_BUCKET_MS, 's').price);
    expect(prices.size).toBeGreaterThan(4);
  });

  it('visibly changes most seeded prices in a given bucket', () => {
    let changed = 0;
    for (let i = 0; i < 100; i += 1) {
      const base = { basePrice: 50 + i * 3, mrp: 60 + i * 4, inStock: true };
      if (driftQuote(base, `${URL_A}${i}`, T0, 'demo').price !== base.basePrice) changed += 1;
    }
    expect(changed).toBeGreaterThan(70);
  });

  it('depends on the seed', () => {
    const base = { basePrice: 240, mrp: 275, inStock: true };
    const a = [0, 1, 2, 3, 4].map((b) => driftQuote(base, URL_A, T0 + b * DRIFT_BUCKET_MS, 'one').price);
    const b = [0, 1, 2, 3, 4].map((b) => driftQuote(base, URL_A, T0 + b * DRIFT_BUCKET_MS, 'two').price);
    expect(a).not.toEqual(b);
  });

  it('stays within −8%..+5% of base (before clamping), ≤ MRP, ≥ half MRP, on ₹0.50 steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 500_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.string(),
        (mrpPaise, offPercent, bucket, url) => {
          const mrp = mrpPaise / 100;
          const basePrice = Math.round(mrpPaise * (1 - offPercent / 100)) / 100;
          const q = driftQuote({ basePrice, mrp, inStock: true }, url, bucket * DRIFT_BUCKET_MS, 'p');
          const pricePaise = Math.round(q.price * 100);
          expect(q.mrp).toBe(mrp);
          expect(pricePaise).toBeLessThanOrEqual(mrpPaise);
          expect(pricePaise).toBeGreaterThanOrEqual(Math.ceil(mrpPaise / 2));
          const clamped = pricePaise === mrpPaise || pricePaise <= Math.ceil(mrpPaise / 2 / 50) * 50;
          if (!clamped) {
            expect(pricePaise % 50).toBe(0);
            expect(pricePaise).toBeGreaterThanOrEqual(Math.floor(basePrice * 100 * 0.92) - 25);
            expect(pricePaise).toBeLessThanOrEqual(Math.ceil(basePrice * 100 * 1.05) + 25);
          }
        },
      ),
    );
  });

  it('has occasional out-of-stock buckets for in-stock offers', () => {
    const base = { basePrice: 40, mrp: 45, inStock: true };
    let out = 0;
    for (let b = 0; b < 1000; b += 1)
      if (!driftQuote(base, URL_A, b * DRIFT_BUCKET_MS, 's').available) out += 1;
    expect(out).toBeGreaterThan(20);
    expect(out).toBeLessThan(120);
  });
});

describe('embedded source', () => {
  it('drifts the stored offer with the injected clock and seed', async () => {
    let now = T0;
    const source = createEmbeddedSource('blinkit', {
      lookup: async ({ url }) =>
        url === URL_A ? { offerId: 'o1', price: 60, mrp: 64, inStock: true } : undefined,
      now: () => now,
      seed: 'test',
    });
    const first = await source.quote({ platform: 'blinkit', url: URL_A, lat: 19.07, lon: 72.87 });
    expect(first).toEqual(driftQuote({ basePrice: 60, mrp: 64, inStock: true }, URL_A, T0, 'test'));
    now += DRIFT_BUCKET_MS;
    const second = await source.quote({ platform: 'blinkit', url: URL_A, lat: 19.07, lon: 72.87 });
    expect(second).toEqual(driftQuote({ basePrice: 60, mrp: 64, inStock: true }, URL_A, now, 'test'));
  });

  it('answers 404 for a URL the catalogue does not list there', async () => {
    const source = createEmbeddedSource('zepto', { lookup: async () => undefined });
    await expect(
      source.quote({ platform: 'zepto', url: 'https://www.zeptonow.com/pn/x/pvid/abc', lat: 0, lon: 0 }),
    ).rejects.toBeInstanceOf(PriceNotFoundError);
  });
});

describe('offer lookup for the embedded source', () => {
  const offer = (cityId: string, price: number, inStock = true) => ({
    id: `o-${cityId}`,
    variantId: 'v1',
    productId: 'p1',
    merchant: 'blinkit',
    cityId,
    title: 't',
    url: URL_A,
    image: '/i.svg',
    price,
    mrp: 64,
    inStock,
    updatedAt: '2026-11-22T00:00:00.000Z',
  });
  const reach = async ({ lat }: { lat: number }) => [
    { merchant: 'blinkit' as const, eta: 10, cityId: lat > 25 ? 'delhi' : 'mumbai' },
  ];

  it('picks the offer of the city serving the point, and none where the merchant does not serve', async () => {
    const lookup = createOfferLookup({
      offers: {
        findAllByUrl: async () => [offer('mumbai', 60), offer('delhi', 58)],
        applyQuote: async () => true,
      },
      reach,
    });
    expect(await lookup({ platform: 'blinkit', url: URL_A, lat: 19, lon: 72 })).toMatchObject({
      offerId: 'o-mumbai',
    });
    expect(await lookup({ platform: 'blinkit', url: URL_A, lat: 28, lon: 77 })).toMatchObject({
      offerId: 'o-delhi',
    });
    expect(await lookup({ platform: 'zepto', url: URL_A, lat: 19, lon: 72 })).toBeUndefined();
  });

  it('a retired listing is not listed; a merchant that does not deliver to the point says so', async () => {
    const lookup = createOfferLookup({
      offers: {
        findAllByUrl: async () => [
          { ...offer('mumbai', 60), retiredAt: '2026-11-20T00:00:00.000Z' },
          offer('delhi', 58),
        ],
        applyQuote: async () => true,
      },
      reach: async ({ lat }) =>
        lat > 25 ? [{ merchant: 'blinkit' as const, eta: 10, cityId: 'delhi' }] : [],
    });
    expect(await lookup({ platform: 'blinkit', url: URL_A, lat: 28, lon: 77 })).toMatchObject({
      offerId: 'o-delhi',
    });
    await expect(lookup({ platform: 'blinkit', url: URL_A, lat: 19, lon: 72 })).rejects.toBeInstanceOf(
      NotServedError,
    );
    const retiredOnly = createOfferLookup({
      offers: {
        findAllByUrl: async () => [{ ...offer('mumbai', 60), retiredAt: '2026-11-20T00:00:00.000Z' }],
        applyQuote: async () => true,
      },
      reach,
    });
    expect(await retiredOnly({ platform: 'blinkit', url: URL_A, lat: 19, lon: 72 })).toBeUndefined();
  });

  it('drifts from the earliest observation, not from the refreshed price, so drift never compounds', async () => {
    let current = offer('mumbai', 57.5, false);
    const lookup = createOfferLookup({
      offers: { findAllByUrl: async () => [current], applyQuote: async () => true },
      observations: {
        historyForProduct: async () => [
          { ...current, offerId: 'o-mumbai', price: 60, inStock: true, observedAt: 'a', source: 'seed' },
          {
            ...current,
            offerId: 'o-mumbai',
            price: 57.5,
            inStock: false,
            observedAt: 'b',
            source: 'embedded',
          },
        ],
      },
      reach,
    });
    const first = await lookup({ platform: 'blinkit', url: URL_A, lat: 19, lon: 72 });
    expect(first?.base).toEqual({ price: 60, inStock: true });
    current = offer('mumbai', 55, true);
    const second = await lookup({ platform: 'blinkit', url: URL_A, lat: 19, lon: 72 });
    expect(second).toMatchObject({ price: 55, base: { price: 60, inStock: true } });
  });
});

describe('price-source registry', () => {
  it.each(['embedded', 'http'] as const)('has a %s source for all six merchants', (kind) => {
    const sources = createPriceSources(loadConfig({ PRICE_SOURCE: kind }).prices, {
      guard: createUrlGuard(),
      lookup: async () => undefined,
    });
    expect(Object.keys(sources).sort()).toEqual([
      'bigbasket',
      'blinkit',
      'dmart',
      'jiomart',
      'swiggy',
      'zepto',
    ]);
    expect(Object.values(sources).every((s) => typeof s.quote === 'function')).toBe(true);
  });

  it('embedded sources drift with the configured seed', async () => {
    const settings = loadConfig({ PRICE_DRIFT_SEED: 'registry' }).prices;
    const sources = createPriceSources(settings, {
      guard: createUrlGuard(),
      lookup: async () => ({ offerId: 'o', price: 80, mrp: 90, inStock: true }),
      now: () => T0,
    });
    expect(await sources.jiomart.quote({ platform: 'jiomart', url: URL_A, lat: 0, lon: 0 })).toEqual(
      driftQuote({ basePrice: 80, mrp: 90, inStock: true }, URL_A, T0, 'registry'),
    );
  });
});
