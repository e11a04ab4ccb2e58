// The in-memory catalogue at scale: periodic reloads cost one small query when nothing changed
// (a version read from the database), and only what changed is read again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangeStream } from '../src/change-stream';
import { createOffersRepository } from '../src/repositories/offers';
import { createProductsRepository, type ProductsRepository } from '../src/repositories/products';
import { createLoadingCache } from '../src/services/cache';
import { createTestDb, engines, type TestDb } from './helpers';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refreshing loader with a version check', () => {
  it('keeps an unchanged value past its ttl (no reload) and reloads once the version changes', async () => {
    let clock = 0;
    let version = 'v1';
    let loads = 0;
    let checks = 0;
    const loader = createLoadingCache({
      ttlMs: 1000,
      stale: 'serve',
      load: async (key: string) => {
        loads++;
        return `${key}@${version}#${loads}`;
      },
      now: () => clock,
      version: async () => {
        checks++;
        return version;
      },
    });
    expect(await loader.get('a', 'a')).toBe('a@v1#1');
    clock = 1500;
    expect(await loader.get('a', 'a')).toBe('a@v1#1');
    await settle();
    // Checked, unchanged: the same value, and no second check until the ttl passes again.
    expect(checks).toBe(2);
    expect(loads).toBe(1);
    expect(await loader.get('a', 'a')).toBe('a@v1#1');
    expect(checks).toBe(2);
    version = 'v2';
    clock = 3000;
    expect(await loader.get('a', 'a')).toBe('a@v1#1');
    await settle();
    expect(await loader.get('a', 'a')).toBe('a@v2#2');
    expect(loads).toBe(2);
  });

  it('expire() checks the version; expire with force reloads whatever it says; a failed check reloads', async () => {
    let loads = 0;
    let failCheck = false;
    const cache = createLoadingCache({
      ttlMs: 60_000,
      stale: 'serve',
      load: async (_key: null) => {
        loads++;
        return loads;
      },
      version: async () => {
        if (failCheck) throw new Error('database away');
        return 'same';
      },
    });
    const value = () => cache.get(null, '');
    expect(await value()).toBe(1);
    cache.expire();
    expect(await value()).toBe(1);
    await settle();
    expect(await value()).toBe(1);
    expect(loads).toBe(1);
    cache.expire({ force: true });
    expect(await value()).toBe(1);
    await settle();
    expect(await value()).toBe(2);
    failCheck = true;
    cache.expire();
    await value();
    await settle();
    expect(await value()).toBe(3);
  });
});

describe('caches following the change stream', () => {
  it('drops its values on one kind of change and marks them out of date on another', async () => {
    const changes = createChangeStream();
    let loads = 0;
    const cache = createLoadingCache({
      ttlMs: 60_000,
      stale: 'serve',
      load: async (_key: null) => ++loads,
      changes: { stream: changes, on: { offer: 'drop', catalogue: 'expire' } },
    });
    expect(await cache.get(null, '')).toBe(1);
    // Out of date: answered with the old value while the new one loads.
    changes.publish({ kind: 'catalogue' });
    expect(await cache.get(null, '')).toBe(1);
    await settle();
    expect(await cache.get(null, '')).toBe(2);
    // Dropped: the next call waits for a new value.
    changes.publish({
      kind: 'offer',
      offer: { id: 'o', price_paise: 1, mrp_paise: 1, in_stock: 1, updated_at: '' },
    });
    expect(await cache.get(null, '')).toBe(3);
    // Other kinds leave it alone.
    changes.publish({ kind: 'zones' });
    expect(await cache.get(null, '')).toBe(3);
  });

  it('reloads a value whose load was running when it was marked out of date', async () => {
    let loads = 0;
    let release: () => void = () => undefined;
    const cache = createLoadingCache({
      ttlMs: 60_000,
      stale: 'serve',
      load: async (_key: null) => {
        loads++;
        if (loads === 2) await new Promise<void>((resolve) => (release = resolve));
        return loads;
      },
    });
    expect(await cache.get(null, '')).toBe(1);
    cache.expire();
    expect(await cache.get(null, '')).toBe(1);
    await settle();
    // The change the load may have missed: marked again while it runs.
    cache.expire();
    release();
    await settle();
    expect(await cache.get(null, '')).toBe(2);
    await settle();
    expect(await cache.get(null, '')).toBe(3);
  });
});

describe.each(engines())('catalogue and zone versions on $name', (engine) => {
  let testDb: TestDb;
  let repo: ProductsRepository;
  const zone = { merchant: 'blinkit', cityId: 'mumbai' };
  beforeAll(async () => {
    testDb = await createTestDb(engine);
    repo = createProductsRepository(testDb.db);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('reads a zone as compact tuples, the same offers as a row-by-row read', async () => {
    const tuples = await repo.zonePrices(zone);
    const rows = (await testDb
      .db('offers')
      .where({ merchant: zone.merchant, city_id: zone.cityId })
      .select('variant_id', 'price_paise', 'mrp_paise', 'in_stock')) as Array<{
      variant_id: string;
      price_paise: number;
      mrp_paise: number;
      in_stock: number | boolean;
    }>;
    expect(tuples.length).toBeGreaterThan(0);
    const text = (t: readonly unknown[]) =>
      `${String(t[0])}|${Number(t[1])}|${Number(t[2])}|${Boolean(t[3])}`;
    expect(tuples.map(text).sort()).toEqual(
      rows.map((r) => text([r.variant_id, r.price_paise, r.mrp_paise, r.in_stock])).sort(),
    );
  });

  it('reads the catalogue as tuples: products by position, with every variant', async () => {
    const { products, variants } = await repo.catalogueRows();
    const ordered = (await testDb.db('products').orderBy('position').pluck('id')) as string[];
    expect(products.map((p) => p.id)).toEqual(ordered);
    expect(variants).toHaveLength(Number((await testDb.db('variants').count({ n: '*' }))[0]!.n));
    const first = await testDb.db('products').where('id', ordered[0]).first();
    expect(products[0]).toEqual({
      id: first.id,
      brand: first.brand,
      name: first.name,
      category: first.category,
      category_title: first.category_title,
      tags: first.tags,
      images: first.images,
    });
  });

  it("changes a zone's version when one of its prices changes, and no other zone's", async () => {
    const other = { merchant: 'zepto', cityId: 'mumbai' };
    const [before, otherBefore] = [await repo.zoneVersion(zone), await repo.zoneVersion(other)];
    expect(await repo.zoneVersion(zone)).toBe(before);
    const offer = await testDb
      .db('offers')
      .where({ merchant: zone.merchant, city_id: zone.cityId })
      .first('id', 'price_paise', 'mrp_paise');
    await createOffersRepository(testDb.db, createChangeStream()).applyQuote(
      offer.id,
      { price: (Number(offer.price_paise) - 100) / 100, mrp: Number(offer.mrp_paise) / 100, inStock: true },
      'test',
    );
    expect(await repo.zoneVersion(zone)).not.toBe(before);
    expect(await repo.zoneVersion(other)).toBe(otherBefore);
  });

  it("changes the catalogue's version when a product is renamed or a variant added", async () => {
    const before = await repo.catalogueVersion();
    expect(await repo.catalogueVersion()).toBe(before);
    const product = await testDb.db('products').orderBy('position').first('id', 'name');
    await testDb
      .db('products')
      .where('id', product.id)
      .update({ name: `${product.name} Family Pack` });
    const renamed = await repo.catalogueVersion();
    expect(renamed).not.toBe(before);
    const variant = await testDb.db('variants').where('product_id', product.id).first();
    await testDb.db('variants').insert({ ...variant, id: `${variant.id}-extra`, sort_order: 99 });
    expect(await repo.catalogueVersion()).not.toBe(renamed);
  });
});
