// The open price export (docs/export.md): GET /api/export/prices.jsonl.gz and the writer behind
// `npm run export`, on both engines.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExportRepository } from '../src/repositories/export';
import { EXPORT_LICENCE, exportLines } from '../src/services/export';
import { engines, startTestServer, type TestServer } from './helpers';

describe.each(engines())('price export on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const count = async (table: string) =>
    Number(((await server.db(table).count({ n: '*' }))[0] as { n: unknown }).n);

  it('serves every product, offer and observation, one JSON object a line, with the licence first', async () => {
    const res = await server.client().raw('/api/export/prices.jsonl.gz', { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const buffer = Buffer.from(
      await (await fetch(`${server.baseUrl}/api/export/prices.jsonl.gz`)).arrayBuffer(),
    );
    const lines = gunzipSync(buffer)
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({
      type: 'export',
      schemaVersion: 1,
      licence: EXPORT_LICENCE,
      currency: 'INR',
    });
    const of = (type: string) => lines.filter((l) => l.type === type);
    expect(of('product')).toHaveLength(await count('products'));
    expect(of('offer')).toHaveLength(await count('offers'));
    expect(of('observation')).toHaveLength(await count('price_observations'));
    const offer = of('offer')[0];
    expect(Object.keys(offer).sort()).toEqual(
      [
        'cityId',
        'id',
        'inStock',
        'merchant',
        'mrp',
        'observedAt',
        'price',
        'productId',
        'title',
        'type',
        'url',
        'variantId',
      ].sort(),
    );
    expect(typeof offer.price).toBe('number');
    const observation = of('observation')[0];
    expect(observation).toMatchObject({ offerId: expect.any(String), observedAt: expect.any(String) });
    expect(of('product')[0].variants.length).toBeGreaterThan(0);
  });

  it('is written once and served again until it expires', async () => {
    const first = await server.client().raw('/api/export/prices.jsonl.gz', { method: 'HEAD' });
    const second = await server.client().raw('/api/export/prices.jsonl.gz', { method: 'GET' });
    expect(first.headers.get('last-modified')).toBe(second.headers.get('last-modified'));
  });

  it('reads the tables a page at a time, in key order, whatever the page size', async () => {
    const small = createExportRepository(server.db, 7);
    const lines: string[] = [];
    for await (const chunk of exportLines(small, new Date())) lines.push(...chunk.trimEnd().split('\n'));
    const ids = lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.type === 'observation')
      .map((l) => l.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toHaveLength(await count('price_observations'));
  });
});
