// Cheap hot paths: trending and category answers are reused per zone until something they show
// changes; compressed bodies are kept beside cached answers; the in-memory catalogue reloads in the
// background while requests keep the previous copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffersRepository } from '../../src/repositories/offers';
import { createLoadingCache } from '../../src/services/cache';
import { engines, startTestServer, type TestServer } from '../helpers';

interface TrendingSection {
  title: string;
  products: Array<{
    productId: string;
    platformData: Record<string, Array<{ merchantName: string; price: number }>>;
  }>;
}

describe.each(engines())('hot paths on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers trending compressed (brotli and gzip) with the same JSON as uncompressed', async () => {
    const plain = await fetch(`${server.baseUrl}/products/trending`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip', 'br']) {
      const res = await fetch(`${server.baseUrl}/products/trending`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.text()).toBe(text);
    }
    const tiles = await fetch(`${server.baseUrl}/products/categories`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(tiles.status).toBe(200);
    expect(Array.isArray(await tiles.json())).toBe(true);
  });

  it('shows a committed price change in the next trending answer', async () => {
    const first = (await server.client().get('/products/trending')).body as TrendingSection[];
    const product = first[0]!.products[0]!;
    const [label, offers] = Object.entries(product.platformData)[0]!;
    const offer = offers[0]!;
    const row = await server
      .db('offers as o')
      .join('variants as v', 'v.id', 'o.variant_id')
      .where({
        'v.product_id': product.productId,
        'v.label': label,
        'o.merchant': offer.merchantName,
        'o.city_id': 'mumbai',
      })
      .first('o.id', 'o.mrp_paise');
    const price = offer.price - 1;
    await createOffersRepository(server.db, server.changes).applyQuote(
      row.id,
      { price, mrp: Number(row.mrp_paise) / 100, inStock: true },
      'test',
    );
    const next = (await server.client().get('/products/trending')).body as TrendingSection[];
    const again = next[0]!.products.find((p) => p.productId === product.productId)!;
    expect(again.platformData[label]!.find((o) => o.merchantName === offer.merchantName)!.price).toBe(price);
  });
});

describe('stale-while-revalidate loader', () => {
  it('waits only for the first load; later reloads run while the old value is served', async () => {
    let clock = 0;
    let version = 0;
    let release: () => void = () => undefined;
    const loader = createLoadingCache({
      ttlMs: 1000,
      stale: 'serve',
      load: async (_key: null) => {
        version++;
        const mine = version;
        if (mine > 1) await new Promise<void>((resolve) => (release = resolve));
        return mine;
      },
      now: () => clock,
    });
    expect(await loader.get(null, 'k')).toBe(1);
    clock = 1500;
    // Out of date: answered at once with the old value while version 2 loads.
    expect(await loader.get(null, 'k')).toBe(1);
    expect(await loader.get(null, 'k')).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await loader.get(null, 'k')).toBe(2);
    expect(version).toBe(2);
    loader.expire();
    expect(await loader.get(null, 'k')).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await loader.get(null, 'k')).toBe(3);
  });

  it('reloads one key in the background on demand, serving its old value until the new one is in', async () => {
    const loads: Record<string, number> = {};
    let release: () => void = () => undefined;
    const loader = createLoadingCache({
      ttlMs: 60_000,
      stale: 'serve',
      load: async (key: string) => {
        loads[key] = (loads[key] ?? 0) + 1;
        if (loads[key] > 1) await new Promise<void>((resolve) => (release = resolve));
        return `${key}${loads[key]}`;
      },
    });
    expect(await loader.get('a', 'a')).toBe('a1');
    expect(await loader.get('b', 'b')).toBe('b1');
    const reloaded = loader.reload('a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Reloading: callers get the previous value at once; the other key is untouched.
    expect(await loader.get('a', 'a')).toBe('a1');
    expect(await loader.get('b', 'b')).toBe('b1');
    release();
    await reloaded;
    expect(await loader.get('a', 'a')).toBe('a2');
    expect(loads).toEqual({ a: 2, b: 1 });
    // Another key's reload: served its old value until the new one is in.
    const again = loader.reload('b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await loader.get('b', 'b')).toBe('b1');
    release();
    await again;
    expect(await loader.get('b', 'b')).toBe('b2');
    // Reloading a key never loaded loads nothing.
    await loader.reload('c');
    expect(loads.c).toBeUndefined();
  });
});
