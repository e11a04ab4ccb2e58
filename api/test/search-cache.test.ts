// Search pages are assembled from products shaped once and shared by every page that shows them
// (other searches, other pages of one search): the answers stay exactly what they were, and a price
// change shows in the next answer of any search, not only of the one asked before.
import { ProductPageSchema } from '@compare/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createOffersRepository } from '../src/repositories/offers';
import { answer, engines, startTestServer, type TestServer } from './helpers';

type Page = z.infer<typeof ProductPageSchema>;

describe.each(engines())('search pages from shared products on $name', (engine) => {
  let server: TestServer;
  const page = async (query: string): Promise<Page> => {
    const res = await server.client().get(`/products?${query}`);
    expect(res.status).toBe(200);
    return answer(ProductPageSchema, res);
  };
  const zeptoPrice = (p: Page) =>
    p.data
      .find((product) => product.productId === 'amul-taaza-milk')
      ?.platformData['500 ml']?.find((o) => o.merchantName === 'zepto')?.price;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows a product the same in every search that finds it', async () => {
    const byName = await page('q=taaza');
    const byBrand = await page('q=amul');
    const shown = (p: Page) => p.data.find((product) => product.productId === 'amul-taaza-milk');
    expect(shown(byName)).toBeDefined();
    expect(shown(byBrand)).toEqual(shown(byName));
  });

  it('answers the JSON text a serialiser writes, plain and compressed alike', async () => {
    const plain = await fetch(`${server.baseUrl}/products?q=milk&limit=5`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    const text = await plain.text();
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    expect((JSON.parse(text) as Page).data.length).toBeGreaterThan(0);
    // Large enough to be compressed.
    expect(text.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${server.baseUrl}/products?q=milk&limit=5`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.text()).toBe(text);
    }
  });

  it('shows a price change in the next answer of a search not asked before', async () => {
    expect(zeptoPrice(await page('q=taaza'))).toBe(23.52);
    await createOffersRepository(server.db, server.changes).applyQuote(
      'amul-taaza-milk-v0-zepto-mumbai',
      { price: 21.5, mrp: 28, inStock: true },
      'test',
    );
    // Another search (another page) showing the same product.
    expect(zeptoPrice(await page('q=amul%20milk&limit=40'))).toBe(21.5);
    expect(zeptoPrice(await page('q=taaza'))).toBe(21.5);
  });
});
