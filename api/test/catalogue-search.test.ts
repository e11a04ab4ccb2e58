// The API over the real demo catalogue: every Hinglish word finds products, and the spec's
// default location sees a full site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../src/catalogue/index';
import { engines, json, startTestServer, type TestServer } from './helpers';

interface Page {
  data: Array<{ productId: string; name: string; platformData: Record<string, unknown[]> }>;
  total: number;
}

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
      const page = json<Page>(await c.get(`/products?q=${encodeURIComponent(word)}&limit=1`));
      if (page.total === 0) misses.push(word);
    }
    expect(misses).toEqual([]);
  });

  it('finds milk by prefix and doodh by Hinglish, and serves Mumbai from the five basket merchants', async () => {
    const c = server.client();
    const mil = json<Page>(await c.get('/products?q=mil&limit=100'));
    const doodh = json<Page>(await c.get('/products?q=doodh&limit=100'));
    expect(mil.total).toBeGreaterThan(0);
    expect(doodh.data.map((p) => p.name).some((name) => /milk/i.test(name))).toBe(true);
    const platforms = json<Array<{ name: string; eta: { value: number | null } }>>(
      await c.get('/products/platforms'),
    );
    for (const name of ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart']) {
      expect(platforms.find((p) => p.name === name)?.eta.value, name).toEqual(expect.any(Number));
    }
    const all = json<Page>(await c.get('/products?limit=100'));
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(all.data.every((p) => Object.keys(p.platformData).length > 0)).toBe(true);
  });
});
