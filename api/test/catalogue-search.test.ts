// The API over the real demo catalogue: every Hinglish word finds products, and the
// default location sees a full site.
import { PlatformEtaSchema, ProductPageSchema } from '@compare/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generateCatalogue } from '../src/catalogue/index';
import { answer, engines, startTestServer, type TestServer } from './helpers';

// The plain drinking milks of the demo catalogue: what a shopper typing "milk" means.
const PLAIN_MILK =
  /^(Amul Taaza|Amul Gold|Mother Dairy|Nandini|Heritage|Aavin|Nestle a\+ Nourish|Amul Slim n Trim).* Milk$/;

const catalogue = generateCatalogue();

describe.each(engines())('demo catalogue on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { seed: catalogue });
  });
  afterAll(async () => {
    await server.close();
  });

  it('finds products for every Hinglish word of the catalogue', async () => {
    const c = server.client();
    const misses: string[] = [];
    for (const word of Object.keys(catalogue.hinglish)) {
      const page = answer(ProductPageSchema, await c.get(`/products?q=${encodeURIComponent(word)}&limit=1`));
      if (page.total === 0) misses.push(word);
    }
    expect(misses).toEqual([]);
  });

  it('finds milk by prefix and doodh by Hinglish, and serves Mumbai from the five basket merchants', async () => {
    const c = server.client();
    const mil = answer(ProductPageSchema, await c.get('/products?q=mil&limit=100'));
    const doodh = answer(ProductPageSchema, await c.get('/products?q=doodh&limit=100'));
    expect(mil.total).toBeGreaterThan(0);
    expect(doodh.data.map((p) => p.name).some((name) => /milk/i.test(name))).toBe(true);
    const platforms = answer(z.array(PlatformEtaSchema), await c.get('/products/platforms'));
    for (const name of ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart']) {
      expect(platforms.find((p) => p.name === name)?.eta.value, name).toEqual(expect.any(Number));
    }
    const all = answer(ProductPageSchema, await c.get('/products?limit=100'));
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(all.data.every((p) => Object.keys(p.platformData).length > 0)).toBe(true);
  });

  it.each(['milk', 'doodh', 'Milk', 'dudh'])(
    'ranks real milk before Milkmaid and milk snacks for %s',
    async (q) => {
      const page = answer(ProductPageSchema, await server.client().get(`/products?q=${q}&limit=100`));
      const names = page.data.map((p) => p.name);
      expect(names[0]).toMatch(PLAIN_MILK);
      const milkmaid = names.findIndex((n) => n.includes('Milkmaid'));
      const lastPlainMilk = names.findLastIndex((n) => PLAIN_MILK.test(n));
      expect(milkmaid).toBeGreaterThan(lastPlainMilk);
      // Whole-word name matches come before products that only match by prefix (Milky Mist curd).
      const prefixOnly = names.findIndex((n) => !/\bmilk\b/i.test(n));
      expect(prefixOnly === -1 || prefixOnly > milkmaid).toBe(true);
    },
  );

  it('ranks Onion first for pyaz and onion, and pages the same order with a stable total', async () => {
    const c = server.client();
    for (const q of ['pyaz', 'pyaaz', 'onion']) {
      const page = answer(ProductPageSchema, await c.get(`/products?q=${q}`));
      expect(page.data[0]?.name, q).toBe('Onion');
    }
    const all = answer(ProductPageSchema, await c.get('/products?q=milk&limit=100'));
    const first = answer(ProductPageSchema, await c.get('/products?q=milk&limit=5'));
    const second = answer(ProductPageSchema, await c.get('/products?q=milk&limit=5&offset=5'));
    expect([...first.data, ...second.data].map((p) => p.productId)).toEqual(
      all.data.slice(0, 10).map((p) => p.productId),
    );
    expect(first.total).toBe(all.total);
    expect(second.total).toBe(all.total);
  });
});
