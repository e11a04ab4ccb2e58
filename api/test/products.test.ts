import type { Product } from '@compare/core';
import {
  CategoryTileSchema,
  ErrorEnvelopeSchema,
  PlatformEtaSchema,
  ProductPageSchema,
  ProductSchema,
  TrendingSectionSchema,
} from '@compare/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOffersRepository } from '../src/repositories/offers';
import { answer, engines, startTestServer, type TestServer } from './helpers';

const NOWHERE = 'lat=10.0&lon=80.0';
const DELHI = 'lat=28.6139&lon=77.209';

describe.each(engines())('products on $name', (engine) => {
  let server: TestServer;
  const get = (path: string, headers?: Record<string, string>) => server.client().get(path, headers);
  const page = async (query: string) => {
    const res = await get(`/products?${query}`);
    expect(res.status).toBe(200);
    return answer(ProductPageSchema, res);
  };
  const ids = (p: z.infer<typeof ProductPageSchema>) => p.data.map((d) => d.productId);

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('pages with limit 20 by default and reports the total', async () => {
    const first = await page('');
    expect(first.success).toBe(true);
    expect(first.total).toBe(31);
    expect(first.data).toHaveLength(20);
    const second = await page('offset=20');
    expect(second.data).toHaveLength(11);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(31);
    const past = await page('offset=500');
    expect(past).toEqual({ success: true, data: [], total: 31 });
    expect((await page('limit=100')).data).toHaveLength(31);
    expect((await page('limit=1&offset=3')).data).toHaveLength(1);
  });

  it.each([
    ['limit=101', 'limit must be a whole number between 1 and 100'],
    ['limit=0', 'limit must be a whole number between 1 and 100'],
    ['limit=abc', 'limit must be a whole number between 1 and 100'],
    ['limit=2.5', 'limit must be a whole number between 1 and 100'],
    ['offset=-1', 'offset must be a whole number of 0 or more'],
    ['offset=x', 'offset must be a whole number of 0 or more'],
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['lat=abc&lon=72', 'lat must be a number between -90 and 90'],
    ['lat=91&lon=72', 'lat must be a number between -90 and 90'],
    ['lat=19&lon=181', 'lon must be a number between -180 and 180'],
    ['lat=19', 'lat and lon must be given together'],
  ])('GET /products?%s -> 400 %s', async (query, message) => {
    const res = await get(`/products?${query}`);
    expect(res.status).toBe(400);
    expect(answer(ErrorEnvelopeSchema, res)).toEqual({
      success: false,
      error: { code: 'VALIDATION', message },
    });
  });

  it('shapes a product with offers per variant sorted by price, discount rounded up and ETAs', async () => {
    const res = await get('/products/amul-taaza-milk');
    expect(res.status).toBe(200);
    const p = answer(ProductSchema, res);
    expect(p.productId).toBe('amul-taaza-milk');
    expect(p.brand).toBe('Amul');
    expect(p.category).toBe('Dairy & Eggs');
    expect(p.images[0]).toBe(`${server.baseUrl}/images/products/amul-taaza-milk.svg`);
    expect(Object.keys(p.platformData)).toEqual(['500 ml', '1 l']);
    expect(p.variants).toEqual([
      { label: '500 ml', packValue: 500, packUnit: 'ml' },
      { label: '1 l', packValue: 1, packUnit: 'l' },
    ]);
    const offers = p.platformData['500 ml']!;
    expect(offers.map((o) => o.merchantName)).toEqual(['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart']);
    const prices = offers.map((o) => o.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const blinkit = offers[0]!;
    // 28 * 0.8 = 22.40 -> (28 - 22.4) / 28 = 20% exactly.
    expect(blinkit).toEqual({
      merchantName: 'blinkit',
      merchantUrl: 'https://www.blinkit.example/p/amul-taaza-milk-v0',
      name: 'blinkit amul-taaza-milk 500 ml',
      img: `${server.baseUrl}/images/products/amul-taaza-milk.svg`,
      price: 22.4,
      mrp: 28,
      discount: 20,
      isOutOfStock: false,
      eta: 8,
      observedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      stale: false,
    });
    // 28 * 0.84 = 23.52 -> 16% exactly; 28 * 0.88 = 24.64 -> 12%; 28 * 0.92 = 25.76 -> 8%; 26.88 -> 4%.
    expect(offers.map((o) => o.discount)).toEqual([20, 16, 12, 8, 4]);
  });

  it('rounds discounts up and reports out of stock', async () => {
    const p = answer(ProductSchema, await get('/products/madhur-sugar'));
    const offers = p.platformData['1 kg']!;
    // mrp 60: 60 * 0.84 = 50.4 -> 16%; 60 * 0.92 = 55.2 -> 8%.
    expect(offers.find((o) => o.merchantName === 'zepto')!.discount).toBe(16);
    expect(offers.find((o) => o.merchantName === 'dmart')!.isOutOfStock).toBe(true);
    // A price update (as a live refresh makes it) shows on the next answer.
    await createOffersRepository(server.db, server.changes).applyQuote(
      'madhur-sugar-v0-blinkit-mumbai',
      { price: 59.99, mrp: 60, inStock: true },
      'test',
    );
    const after = answer(ProductSchema, await get('/products/madhur-sugar'));
    // (60 - 59.99) / 60 = 0.0167% -> rounded up to 1.
    expect(after.platformData['1 kg']!.find((o) => o.merchantName === 'blinkit')!.discount).toBe(1);
  });

  it('shows a price update in the very next search answer (the answer cache is dropped)', async () => {
    const priceIn = (page: { data: Product[] }) =>
      page.data
        .find((p) => p.productId === 'amul-taaza-milk')
        ?.platformData['500 ml']?.find((o) => o.merchantName === 'zepto')?.price;
    const before = answer(ProductPageSchema, await get('/products?q=taaza'));
    expect(priceIn(before)).toBe(23.52);
    await createOffersRepository(server.db, server.changes).applyQuote(
      'amul-taaza-milk-v0-zepto-mumbai',
      { price: 22.5, mrp: 28, inStock: true },
      'test',
    );
    expect(priceIn(answer(ProductPageSchema, await get('/products?q=taaza')))).toBe(22.5);
    expect(
      answer(ProductSchema, await get('/products/amul-taaza-milk')).platformData['500 ml']?.find(
        (o) => o.merchantName === 'zepto',
      )?.price,
    ).toBe(22.5);
  });

  it('answers 404 in the envelope for an unknown product', async () => {
    const res = await get('/products/not-a-product');
    expect(res.status).toBe(404);
    expect(answer(ErrorEnvelopeSchema, res)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Product not found' },
    });
  });

  it('finds products by prefix over brand, name, category and tags', async () => {
    expect(ids(await page('q=mil'))).toEqual(['amul-taaza-milk']);
    expect(ids(await page('q=AMUL'))).toEqual(['amul-taaza-milk']);
    expect(ids(await page('q=basm'))).toEqual(['india-gate-basmati']);
    expect(ids(await page('q=dairy')).sort()).toEqual(['amul-taaza-milk', 'mother-dairy-curd']);
    expect(ids(await page('q=vegetab'))).toEqual(['fresh-onion']);
    expect((await page('q=biscuit')).total).toBe(25);
    expect((await page('q=amul%20milk')).total).toBe(1);
    expect((await page('q=zzzznothing')).total).toBe(0);
  });

  it('treats an empty or punctuation-only q as no text filter and sanitises operators', async () => {
    expect((await page('q=')).total).toBe(31);
    expect((await page('q=%20%20')).total).toBe(31);
    expect((await page('q=%22%22%20*%20OR')).total).toBe(0);
    expect(ids(await page('q=%22milk%22'))).toEqual(['amul-taaza-milk']);
    expect((await get('/products?q=NEAR(milk%2C%20rice)%20%5E%20*')).status).toBe(200);
    expect(ids(await page(`q=${encodeURIComponent('milk" OR "rice')}`))).toEqual([]);
    expect((await page(`q=${encodeURIComponent("o'reilly -- ; drop table products")}`)).total).toBe(0);
    expect((await page(`q=${encodeURIComponent('दूध')}`)).total).toBe(0);
  });

  it.each([
    ['doodh', ['amul-taaza-milk']],
    ['dudh', ['amul-taaza-milk']],
    ['dooodh', ['amul-taaza-milk']],
    ['pyaz', ['fresh-onion']],
    ['pyaaz', ['fresh-onion']],
    ['atta', ['aashirvaad-atta']],
    ['chawal', ['india-gate-basmati']],
    ['cheeni', ['madhur-sugar']],
    ['chini', ['madhur-sugar']],
    ['dahi', ['mother-dairy-curd']],
    ['amul doodh', ['amul-taaza-milk']],
  ])('Hinglish %s finds %j', async (q, expected) => {
    expect(ids(await page(`q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it('filters by platform: keeps products listed there and shows only those offers', async () => {
    const bb = await page('platform=bigbasket&limit=100');
    expect(bb.total).toBe(6);
    for (const p of bb.data) {
      for (const offers of Object.values(p.platformData)) {
        expect(offers.every((o) => o.merchantName === 'bigbasket')).toBe(true);
      }
    }
    const two = await page('platform=bigbasket,Zepto&limit=100');
    expect(two.total).toBe(31);
    const merchants = new Set(
      two.data.flatMap((p) =>
        Object.values(p.platformData)
          .flat()
          .map((o) => o.merchantName),
      ),
    );
    expect([...merchants].sort()).toEqual(['bigbasket', 'zepto']);
    expect((await page('platform=Swiggy%20Instamart')).total).toBe(31);
    expect((await page('platform=jiomart')).total).toBe(0);
    expect((await page('platform=unknown')).total).toBe(0);
  });

  it('filters by category title or slug and by brand, case-insensitively', async () => {
    expect((await page('category=dairy%20%26%20eggs')).total).toBe(2);
    expect((await page('category=DAIRY')).total).toBe(2);
    expect((await page('category=staples&q=rice')).total).toBe(1);
    expect((await page('category=nope')).total).toBe(0);
    expect((await page('brand=amul')).total).toBe(1);
    expect((await page('brand=PARLE&limit=5&offset=22')).data).toHaveLength(3);
    expect((await page('brand=parle&category=snacks&platform=bigbasket')).total).toBe(0);
  });

  it('uses the location: Delhi sees only Delhi offers and ETAs, nowhere sees nothing', async () => {
    const delhi = answer(ProductSchema, await get(`/products/amul-taaza-milk?${DELHI}`));
    const merchants = delhi.platformData['500 ml']!.map((o) => o.merchantName).sort();
    expect(merchants).toEqual(['blinkit', 'jiomart']);
    expect(delhi.platformData['500 ml']!.every((o) => o.name.endsWith('(Delhi)'))).toBe(true);
    expect(delhi.platformData['500 ml']!.find((o) => o.merchantName === 'jiomart')!.eta).toBe(20);
    expect((await page(`platform=jiomart&${DELHI}`)).total).toBe(31);

    const nowhere = answer(ProductSchema, await get(`/products/amul-taaza-milk?${NOWHERE}`));
    expect(nowhere.platformData).toEqual({});
    expect((await page(NOWHERE)).total).toBe(0);
  });

  it('reads the location from Lat/Lon headers, with query parameters winning', async () => {
    const viaHeaders = await get('/products/amul-taaza-milk', { Lat: '28.6139', Lon: '77.209' });
    expect(
      Object.values(answer(ProductSchema, viaHeaders).platformData)[0]!
        .map((o) => o.merchantName)
        .sort(),
    ).toEqual(['blinkit', 'jiomart']);
    const queryWins = await get(`/products/amul-taaza-milk?${NOWHERE}`, { Lat: '28.6139', Lon: '77.209' });
    expect(answer(ProductSchema, queryWins).platformData).toEqual({});
    const bad = await get('/products/platforms', { Lat: 'north', Lon: '77' });
    expect(bad.status).toBe(400);
    expect(answer(ErrorEnvelopeSchema, bad).error.message).toBe('Lat must be a number between -90 and 90');
    const blankHeaders = await get('/products/platforms', { Lat: '', Lon: 'null' });
    expect(blankHeaders.status).toBe(200);
  });

  it('answers platform ETAs for all six merchants with no-store caching', async () => {
    const res = await get('/products/platforms');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual([
      { name: 'blinkit', eta: { value: 8, unit: 'mins' } },
      { name: 'swiggy', eta: { value: 13, unit: 'mins' } },
      { name: 'zepto', eta: { value: 11, unit: 'mins' } },
      { name: 'bigbasket', eta: { value: 16, unit: 'mins' } },
      { name: 'dmart', eta: { value: 19, unit: 'mins' } },
      { name: 'jiomart', eta: { value: null, unit: 'mins' } },
    ]);
    const nowhere = answer(z.array(PlatformEtaSchema), await get(`/products/platforms?${NOWHERE}`));
    expect(nowhere).toHaveLength(6);
    expect(nowhere.every((p) => p.eta.value === null)).toBe(true);
    // 0.1 degrees of latitude north of the Delhi store is ~11.1 km: 10 + 2 * 11.1 = 32 minutes.
    const far = answer(z.array(PlatformEtaSchema), await get('/products/platforms?lat=28.7139&lon=77.209'));
    expect(far.find((p) => p.name === 'blinkit')!.eta.value).toBe(32);
  });

  it('answers category tiles with absolute image URLs', async () => {
    const res = await get('/products/categories');
    expect(res.status).toBe(200);
    const tiles = answer(z.array(CategoryTileSchema), res);
    expect(tiles.map((t) => t.title)).toEqual([
      'Dairy & Eggs',
      'Fruits & Vegetables',
      'Kitchen Staples',
      'Snacks',
    ]);
    expect(tiles[0]).toMatchObject({ search: 'milk', img: `${server.baseUrl}/images/categories/dairy.svg` });
    expect((await get('/products/categories?lat=x&lon=1')).status).toBe(400);
  });

  it('answers trending sections with products at the location', async () => {
    const res = await get('/products/trending');
    const sections = answer(z.array(TrendingSectionSchema), res);
    expect(sections.map((s) => [s.title, s.category, s.products.map((p) => p.productId)])).toEqual([
      ['Daily Essentials', 'Dairy & Eggs', ['amul-taaza-milk', 'mother-dairy-curd']],
      ['Pantry Picks', 'Kitchen Staples', ['aashirvaad-atta']],
    ]);
    const nowhere = answer(z.array(TrendingSectionSchema), await get(`/products/trending?${NOWHERE}`));
    expect(nowhere.every((s) => s.products.length === 0)).toBe(true);
  });

  it('uses PUBLIC_URL for image URLs when configured', async () => {
    const other = await startTestServer(engine, { config: { publicUrl: 'https://cdn.example.in' } });
    try {
      const p = answer(ProductSchema, await other.client().get('/products/amul-taaza-milk'));
      expect(p.images[0]).toBe('https://cdn.example.in/images/products/amul-taaza-milk.svg');
    } finally {
      await other.close();
    }
  });

  it('serves generated SVG images and refuses odd paths', async () => {
    const res = await get('/images/products/amul-taaza-milk.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.text).toContain('<svg');
    expect(res.text).toContain('Amul Taaza Milk');
    expect((await get('/images/..%2Fsecret')).status).toBe(404);
    expect((await get('/images/a%3Cscript%3E.svg')).status).toBe(404);
  });
});
