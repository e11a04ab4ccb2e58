// Search quality and latency over the evaluation set (test/search-eval): the demo catalogue in a
// fresh SQLite database (or DATABASE_URL), the app in this process, every query through
// GET /products. Prints first-result relevance, precision@5, zero-result rate, pack-size selection
// and median/p99 latency per query class, then the hardest queries and what each returns now.
// A second table times the word index alone (query understanding and ranking, no HTTP, no offers).
// Latency is uncached: each request is a search the answer cache has not seen (the limit varies
// per round), after one warm-up pass that loads the catalogue and offers.
// Run: cd api && npx tsx bench/search.ts   (SEARCH_BENCH_ROUNDS overrides the 5 timing rounds)
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { generateCatalogue } from '../src/catalogue/index';
import { loadConfig } from '../src/config';
import { createDb, migrate } from '../src/db/knex';
import { seedIfEmpty } from '../src/db/seed';
import { silentLogger } from '../src/logger';
import { createSearchIndex } from '../src/services/search/search-index';
import {
  evaluate,
  formatTable,
  hardest,
  relevantIds,
  scoreQuery,
  summarise,
  TARGETS,
} from '../test/search-eval/evaluate';
import { EVAL_QUERIES } from '../test/search-eval/queries';

const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 5);

interface Page {
  data: Array<{ productId: string; platformData: Record<string, unknown[]> }>;
  searchedFor?: string;
  similar?: true;
}

/** Times query understanding and ranking over an index of the demo catalogue, ROUNDS times per query. */
function indexFigures(catalogue: ReturnType<typeof generateCatalogue>) {
  const titles = new Map(catalogue.categories.map((c) => [c.slug, c.title]));
  const index = createSearchIndex(
    catalogue.products.map((p) => ({
      id: p.id,
      brand: p.brand,
      name: p.name,
      tags: p.tags.join(' '),
      category: p.category,
      categoryTitle: titles.get(p.category) ?? p.category,
      variants: catalogue.variants
        .filter((v) => v.productId === p.id)
        .map((v) => ({ id: v.id, label: v.label })),
      trending: Number.POSITIVE_INFINITY,
    })),
    catalogue.hinglish,
  );
  const labels = new Map(catalogue.variants.map((v) => [v.id, v.label]));
  const outcomes = EVAL_QUERIES.map((query) => {
    const samples: number[] = [];
    let hits: Array<{ id: string; variantId: string | null }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      hits = index.search(query.q).hits;
      samples.push(performance.now() - started);
    }
    // What each card would select first: the matching variant, else the product's first one.
    const firstVariants = hits.map(
      (h) =>
        labels.get(h.variantId ?? '') ?? catalogue.variants.find((v) => v.productId === h.id)?.label ?? '',
    );
    return { query, samples, ids: hits.map((h) => h.id), firstVariants };
  });
  return summarise(
    outcomes.map((o) =>
      scoreQuery(o.query, relevantIds(o.query, catalogue), {
        ids: o.ids,
        firstVariants: o.firstVariants,
        ms: o.samples[0]!,
      }),
    ),
    outcomes.flatMap((o) => o.samples.slice(1)),
  );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'compare-search-bench-'));
  const env = process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : { DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}` };
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', NODE_ENV: 'development' });
  const db = createDb(config.database);
  await migrate(db);
  const catalogue = generateCatalogue();
  await seedIfEmpty(db, catalogue);
  const app = createApp({ db, config, logger: silentLogger });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (q: string, limit: number) => {
    const started = performance.now();
    const res = await fetch(`${base}/products?q=${encodeURIComponent(q)}&limit=${limit}`);
    const page = (await res.json()) as Page;
    return { page, ms: performance.now() - started };
  };
  try {
    // Warm-up: loads the catalogue, the zones' offers and the word index once.
    for (const query of EVAL_QUERIES) await get(query.q, 99);
    const outcomes = await evaluate(catalogue, async (q) => {
      const { page, ms } = await get(q, 20);
      return {
        ids: page.data.map((p) => p.productId),
        firstVariants: page.data.map((p) => Object.keys(p.platformData)[0] ?? ''),
        ms,
      };
    });
    const extra: number[] = [];
    for (let round = 1; round < ROUNDS; round++) {
      for (const query of EVAL_QUERIES) extra.push((await get(query.q, 20 - round)).ms);
    }
    const figures = summarise(outcomes, extra);
    console.log(
      `Search evaluation: ${EVAL_QUERIES.length} queries, ${ROUNDS} uncached requests each (${config.database.client})`,
    );
    console.log(formatTable(figures));
    console.log('\nThe word index alone (parse, match, rank; in this process):');
    console.log(formatTable(indexFigures(catalogue)));
    const all = figures.at(-1)!;
    console.log(
      `targets: first relevant >= ${TARGETS.firstRelevant * 100}%, precision@5 >= ${TARGETS.precision5}, zero results <= ${TARGETS.zeroRate * 100}%, p99 <= ${TARGETS.p99Ms} ms -> ${
        all.firstRelevant >= TARGETS.firstRelevant &&
        all.precision5 >= TARGETS.precision5 &&
        all.zeroRate <= TARGETS.zeroRate &&
        all.p99Ms <= TARGETS.p99Ms
          ? 'met'
          : 'NOT met'
      }`,
    );
    console.log('\nHardest queries and what each returns now (+ relevant, - not; @ the pack shown first):');
    for (const o of hardest(outcomes, 10)) {
      const shown = o.answer.ids
        .slice(0, 5)
        .map((id, i) => `${o.relevant.has(id) ? '+' : '-'}${id}@${o.answer.firstVariants[i]}`);
      const { page } = await get(o.query.q, 5);
      const notes = [
        page.searchedFor ? `searched for "${page.searchedFor}"` : '',
        page.similar ? 'similar products' : '',
      ].filter(Boolean);
      console.log(
        `  ${o.query.kind.padEnd(10)} ${JSON.stringify(o.query.q).padEnd(22)} p@5 ${o.precision5.toFixed(2)}${notes.length ? ` (${notes.join(', ')})` : ''}: ${shown.join(', ') || '(nothing)'}`,
      );
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
