import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangeStream } from '../src/change-stream';
import { createRepositories, type Repositories } from '../src/repositories/index';
import { createTestDb, engines, type TestDb } from './helpers';

describe.each(engines())('offer repositories on $name', (engine) => {
  let t: TestDb;
  let repos: Repositories;
  beforeAll(async () => {
    t = await createTestDb(engine);
    repos = createRepositories(t.db, createChangeStream());
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('finds offers by merchant URL', async () => {
    const url = 'https://www.blinkit.example/p/amul-taaza-milk-v0';
    const first = await repos.offers.findByUrl(url);
    expect(first).toMatchObject({
      id: 'amul-taaza-milk-v0-blinkit-delhi',
      productId: 'amul-taaza-milk',
      variantId: 'amul-taaza-milk-v0',
      merchant: 'blinkit',
      price: 23.52,
      mrp: 28,
      inStock: true,
    });
    expect((await repos.offers.findAllByUrl(url)).map((o) => o.cityId)).toEqual(['delhi', 'mumbai']);
    expect(await repos.offers.findByUrl('https://nowhere.example/')).toBeUndefined();
    expect(await repos.offers.findById('amul-taaza-milk-v0-zepto-mumbai')).toMatchObject({ price: 23.52 });
  });

  it('applies a quote only when something changed and records each change', async () => {
    const id = 'amul-taaza-milk-v0-zepto-mumbai';
    expect(await repos.offers.applyQuote(id, { price: 23.52, mrp: 28, inStock: true }, 'embedded')).toBe(
      false,
    );
    expect(await repos.offers.applyQuote(id, { price: 21.99, mrp: 28, inStock: true }, 'embedded')).toBe(
      true,
    );
    expect(await repos.offers.applyQuote(id, { price: 21.99, mrp: 28, inStock: false }, 'http')).toBe(true);
    expect(await repos.offers.applyQuote(id, { price: 21.99, mrp: 28, inStock: false }, 'http')).toBe(false);
    expect(await repos.offers.applyQuote('missing', { price: 1, mrp: 1, inStock: true }, 'http')).toBe(false);
    expect(await repos.offers.findById(id)).toMatchObject({ price: 21.99, inStock: false });
    const history = await repos.observations.historyForProduct('amul-taaza-milk');
    // The seeder's observation comes first, so the history starts at the seeded price.
    expect(history.filter((h) => h.offerId === id).map((h) => [h.price, h.mrp, h.inStock, h.source])).toEqual(
      [
        [23.52, 28, true, 'seed'],
        [21.99, 28, true, 'embedded'],
        [21.99, 28, false, 'http'],
      ],
    );
    // Offers never refreshed have exactly their seed observation.
    const onion = await repos.observations.historyForProduct('fresh-onion');
    expect(onion.length).toBeGreaterThan(0);
    expect(onion.every((h) => h.source === 'seed')).toBe(true);
    expect(new Set(onion.map((h) => h.offerId)).size).toBe(onion.length);
  });
});
