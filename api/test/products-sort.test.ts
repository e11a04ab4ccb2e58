// GET /products `sort`: the whole result set ordered by what each card shows first (its first pack
// size and that size's lowest visible offer, docs/rules.md "Lowest offer"), then paged; the same
// keys as the search page's own sort, so infinite scroll continues one order.
import { lowestOffer, type Product, toPaise, unitPrice } from '@compare/core';
import { ErrorEnvelopeSchema, ProductPageSchema } from '@compare/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createOffersRepository } from '../src/repositories/offers';
import { topK } from '../src/search/top-k';
import { answer, engines, startTestServer, type TestServer } from './helpers';

type Page = z.infer<typeof ProductPageSchema>;
type Sort = 'price' | 'unit-price' | 'discount';

/** A card's sort key as the search page computes it; null sorts last. */
function keyOf(product: Product, sort: Sort): number | null {
  const variant = Object.keys(product.platformData)[0] ?? '';
  const offer = lowestOffer(product.platformData[variant] ?? []);
  if (!offer) return null;
  if (sort === 'price') return toPaise(offer.price);
  if (sort === 'discount') return -offer.discount;
  const perUnit = unitPrice(offer.price, variant);
  return perUnit ? ['100 g', '100 ml', '1 pc'].indexOf(perUnit.per) * 1e9 + toPaise(perUnit.amount) : null;
}

/** `products` (in relevance order) in `sort` order: no key last, ties in relevance order. */
function expectedOrder(products: readonly Product[], sort: Sort): string[] {
  return products
    .map((product, index) => ({ id: product.productId, index, key: keyOf(product, sort) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null)
        return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      return a.key - b.key || a.index - b.index;
    })
    .map((p) => p.id);
}

describe.each(engines())('product sort on $name', (engine) => {
  let server: TestServer;
  const page = async (query: string): Promise<Page> => {
    const res = await server.client().get(`/products?${query}`);
    expect(res.status).toBe(200);
    return answer(ProductPageSchema, res);
  };
  const ids = (p: Page) => p.data.map((d) => d.productId);

  beforeAll(async () => {
    server = await startTestServer(engine);
    // The demo's test catalogue gives every offer the same discount: vary prices and MRPs so each
    // order differs from relevance order (before anything is cached: no request has been made).
    const rows = (await server.db('offers').orderBy('id').select('id', 'price_paise')) as Array<{
      id: string;
      price_paise: number | string;
    }>;
    for (const [i, row] of rows.entries()) {
      const price = Number(row.price_paise) + ((i * 37) % 11) * 100;
      await server
        .db('offers')
        .where({ id: row.id })
        .update({ price_paise: price, mrp_paise: price + ((i * 13) % 7) * 250 });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(['price', 'unit-price', 'discount'] as const)(
    'sort=%s orders every match by the card’s first offer, the same order page by page',
    async (sort) => {
      const all = await page('limit=100');
      const sorted = await page(`sort=${sort}&limit=100`);
      expect(sorted.total).toBe(all.total);
      expect(ids(sorted)).toEqual(expectedOrder(all.data as Product[], sort));
      // The order is not relevance order: the sort did something a shopper sees.
      expect(ids(sorted)).not.toEqual(ids(all));
      // Paging continues the same order over the whole result set.
      const pages = await Promise.all(
        [0, 7, 14, 21, 28].map((offset) => page(`sort=${sort}&offset=${offset}&limit=7`)),
      );
      expect(pages.flatMap(ids)).toEqual(ids(sorted));
      expect(pages.every((p) => p.total === all.total)).toBe(true);
    },
  );

  it('sorts a text search and a platform filter by what is visible', async () => {
    const parle = await page('q=parle&limit=100');
    expect(parle.total).toBeGreaterThan(10);
    const byPrice = await page('q=parle&sort=price&limit=100');
    expect(ids(byPrice)).toEqual(expectedOrder(parle.data as Product[], 'price'));
    expect(ids(byPrice)).not.toEqual(ids(parle));
    const zepto = await page('platform=zepto&limit=100');
    const zeptoByDiscount = await page('platform=zepto&sort=discount&limit=100');
    expect(ids(zeptoByDiscount)).toEqual(expectedOrder(zepto.data as Product[], 'discount'));
    expect((await page('sort=relevance&limit=100')).data).toEqual((await page('limit=100')).data);
  });

  it('re-sorts after a price change once the zone has reloaded', async () => {
    const before = await page('sort=price&limit=100');
    const last = before.data[before.data.length - 1]!;
    const offers = createOffersRepository(server.db, server.changes);
    // Every visible offer of the priciest product's first pack size at ₹1 makes it the cheapest.
    // A drop that far is held as quarantined until a second quote confirms it (docs/rules.md,
    // "Quarantined observations"), so each offer is quoted twice.
    for (const o of Object.values(last.platformData)[0]!) {
      const [row] = (await server.db('offers').where({ url: o.merchantUrl }).select('id')) as Array<{
        id: string;
      }>;
      await offers.applyQuote(row!.id, { price: 1, mrp: o.mrp, inStock: true }, 'test');
      await offers.applyQuote(row!.id, { price: 1, mrp: o.mrp, inStock: true }, 'test');
    }
    await expect
      .poll(async () => ids(await page('sort=price&limit=100'))[0], { timeout: 5_000, interval: 100 })
      .toBe(last.productId);
  });

  it('answers 400 for an unknown sort', async () => {
    const res = await server.client().get('/products?sort=cheapest');
    expect(res.status).toBe(400);
    expect(answer(ErrorEnvelopeSchema, res)).toEqual({
      success: false,
      error: { code: 'VALIDATION', message: 'sort must be one of relevance, price, unit-price, discount' },
    });
  });
});

describe('topK', () => {
  it('selects the first k in order without sorting all, ties kept in input order', () => {
    const items = Array.from({ length: 500 }, (_, i) => ({ i, key: (i * 7919) % 97 }));
    const compare = (a: { i: number; key: number }, b: { i: number; key: number }) =>
      a.key - b.key || a.i - b.i;
    const full = [...items].sort(compare);
    for (const k of [0, 1, 5, 20, 96, 499, 500, 800])
      expect(topK(items, k, compare)).toEqual(full.slice(0, k));
  });
});
