// The search evaluation set through GET /products over the demo catalogue, on each database engine:
// fails when first-result relevance, precision over the top 5, zero-result rate or pack-size
// selection fall below the targets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../src/catalogue/index';
import { engines, json, startTestServer, type TestServer } from '../helpers';
import { type Answer, evaluate, formatTable, hardest, summarise, TARGETS } from './evaluate';
import { EVAL_QUERIES } from './queries';

interface Page {
  data: Array<{ productId: string; platformData: Record<string, unknown[]> }>;
  total: number;
}

const catalogue = generateCatalogue();

describe.each(engines())('search evaluation on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { seed: catalogue });
  });
  afterAll(async () => {
    await server.close();
  });

  it('judges only products that exist, with at least 150 queries across every class', () => {
    const ids = new Set(catalogue.products.map((p) => p.id));
    const unknown = EVAL_QUERIES.flatMap((q) => q.relevant.filter((r) => !r.startsWith('@') && !ids.has(r)));
    expect(unknown).toEqual([]);
    expect(EVAL_QUERIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(EVAL_QUERIES.map((q) => q.kind)).size).toBe(8);
  });

  it('meets the relevance targets', async () => {
    const c = server.client();
    const outcomes = await evaluate(catalogue, async (q): Promise<Answer> => {
      const started = performance.now();
      const page = json<Page>(await c.get(`/products?q=${encodeURIComponent(q)}&limit=20`));
      const ms = performance.now() - started;
      return {
        ids: page.data.map((p) => p.productId),
        firstVariants: page.data.map((p) => Object.keys(p.platformData)[0] ?? ''),
        ms,
      };
    });
    const all = summarise(outcomes).at(-1)!;
    const misses = hardest(outcomes, 10)
      .filter((o) => !o.firstRelevant || o.precision5 < 1 || o.variantOk === false)
      .map((o) => `${o.query.q}: ${o.answer.ids.slice(0, 5).join(', ')}`);
    const report = `${formatTable(summarise(outcomes))}\n${misses.join('\n')}`;
    expect(all.firstRelevant, report).toBeGreaterThanOrEqual(TARGETS.firstRelevant);
    expect(all.precision5, report).toBeGreaterThanOrEqual(TARGETS.precision5);
    expect(all.zeroRate, report).toBeLessThanOrEqual(TARGETS.zeroRate);
    expect(all.variantOk, report).toBeGreaterThanOrEqual(TARGETS.variantOk);
  });
});
