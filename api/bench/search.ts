// Search quality and latency over the evaluation set (test/search-eval): the demo catalogue in a
// fresh SQLite database (or DATABASE_URL), the app in this process, every query through
// GET /products. Prints first-result relevance, precision@5, zero-result rate, pack-size selection
// and median/p99 latency per query class, then the hardest queries and what each returns now.
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
import { evaluate, formatTable, hardest, summarise, TARGETS } from '../test/search-eval/evaluate';
import { EVAL_QUERIES } from '../test/search-eval/queries';

const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 5);

interface Page {
  data: Array<{ productId: string; platformData: Record<string, unknown[]> }>;
  searchedFor?: string;
  similar?: true;
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
