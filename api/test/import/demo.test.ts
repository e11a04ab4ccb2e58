import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { demoFeedLines } from '../../src/catalogue/feed';
import { generateCatalogue } from '../../src/catalogue/index';
import { loadDemoIfEmpty } from '../../src/import/demo';
import { importFeed } from '../../src/import/importer';
import { createTestDb, engines } from '../helpers';

describe.each(engines())('the demo catalogue loads through the importer on $name', (engine) => {
  it('gives the generator’s products, variants and offers, history marked as demo, once', async () => {
    const t = await createTestDb(engine, false);
    try {
      const catalogue = generateCatalogue();
      const summary = await loadDemoIfEmpty(t.db, catalogue);
      // Every offer came in as a feed row, none rejected, every listing on its canonical product.
      expect(summary).toMatchObject({
        rowsRead: catalogue.offers.length,
        listingsNew: catalogue.offers.length,
        rejectedCount: 0,
        productsCreated: 0,
        newPackSizes: 0,
        leftForReview: 0,
      });
      const count = async (table: string) => Number((await t.db(table).count({ n: '*' }).first())?.n ?? 0);
      expect(await count('products')).toBe(catalogue.products.length);
      expect(await count('variants')).toBe(catalogue.variants.length);
      const offers = await t
        .db('offers')
        .select('id', 'variant_id', 'title', 'url', 'image', 'price_paise', 'in_stock');
      const stored = new Map(offers.map((o) => [o.id, o]));
      expect(stored.size).toBe(catalogue.offers.length);
      for (const o of catalogue.offers) {
        const row = stored.get(o.id);
        expect(row, o.id).toBeDefined();
        expect([
          row.variant_id,
          row.title,
          row.url,
          row.image,
          Number(row.price_paise),
          Boolean(row.in_stock),
        ]).toEqual([o.variantId, o.title, o.url, o.image, Math.round(o.price * 100), o.inStock]);
      }
      // The price history starts at the demo prices and says so.
      expect(await count('price_observations')).toBe(catalogue.offers.length);
      const notDemo = await t.db('price_observations').whereNot('source', 'seed').count({ n: '*' }).first();
      expect(Number(notDemo?.n)).toBe(0);
      // A second start finds the catalogue there; importing the same feed again changes nothing.
      expect(await loadDemoIfEmpty(t.db, catalogue)).toBeNull();
      const again = await importFeed(t.db, {
        input: Readable.from(demoFeedLines(catalogue)),
        format: 'jsonl',
      });
      expect(again.listingsUnchanged).toBe(catalogue.offers.length);
      expect(await count('price_observations')).toBe(catalogue.offers.length);
    } finally {
      await t.cleanup();
    }
  });
});
