// Issue 33: a running server on SQLite shows what another process's import wrote within 5 s. The
// import is played here as another process writes: straight to the database file (no change on
// this server's stream), then the catalogue mark bumped as `npm run import` does at its end; the
// server hears it through its poll of the mark (every 2 s, as server.ts starts it).
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/logger';
import { publishChange } from '../src/repositories/changes';
import { createSourcesRepository } from '../src/repositories/sources';
import { pollCatalogueMark } from '../src/services/catalogue-mark';
import { startTestServer, type TestServer } from './helpers';

interface Page {
  data: Array<{ productId: string; name: string; platformData: Record<string, Array<{ price: number }>> }>;
}

const VISIBLE_WITHIN_MS = 5000;

describe('an import written by another process (SQLite)', () => {
  let server: TestServer | null = null;
  let stop: (() => void) | null = null;
  afterEach(async () => {
    stop?.();
    await server?.close();
    server = null;
  });

  it('shows its new names and prices in searches and product pages within 5 s', async () => {
    server = await startTestServer({ name: 'sqlite' });
    const { db } = server;
    stop = pollCatalogueMark({
      sources: createSourcesRepository(db),
      changes: server.changes,
      logger: silentLogger,
    });
    const client = server.client();
    const search = async () => (await client.get('/products?q=milk')).body as Page;
    // Hot caches: the page, its products, the catalogue and the zones are all loaded and kept.
    const before = await search();
    await search();
    const shown = before.data[0]!;
    const label = Object.keys(shown.platformData)[0]!;
    const oldPrice = shown.platformData[label]![0]!.price;
    const variant = (await db('variants').where({ product_id: shown.productId, label }).first('id')) as {
      id: string;
    };
    const newPrice = oldPrice + 7;
    const newName = `${shown.name} (new pack)`;

    const started = Date.now();
    await db.transaction(async (trx) => {
      await trx('products').where('id', shown.productId).update({ name: newName });
      await trx('offers')
        .where('variant_id', variant.id)
        .update({ price_paise: newPrice * 100 });
    });
    await publishChange(db, { kind: 'catalogue' });

    const seen = (page: Page) => {
      const product = page.data.find((p) => p.productId === shown.productId);
      const prices = product?.platformData[label]?.map((o) => o.price) ?? [];
      return product?.name === newName && prices.length > 0 && prices.every((p) => p === newPrice);
    };
    await expect
      .poll(async () => seen(await search()), { timeout: VISIBLE_WITHIN_MS, interval: 100 })
      .toBe(true);
    const searchMs = Date.now() - started;
    const product = (await client.get(`/products/${shown.productId}`)).body as Page['data'][number];
    expect(product.name).toBe(newName);
    expect(product.platformData[label]!.every((o) => o.price === newPrice)).toBe(true);
    expect(searchMs).toBeLessThan(VISIBLE_WITHIN_MS);
  });
});
