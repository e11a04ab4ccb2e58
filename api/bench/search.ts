// Search quality and latency over the evaluation set (test/search-eval): the demo catalogue in a
// fresh SQLite database (or DATABASE_URL), the app in this process, every query through
// GET /products. Prints first-result relevance, precision@5, zero-result rate, pack-size selection
// and median/p99 latency per query class, then the hardest queries and what each returns now.
// A second table times the word index alone (query understanding and ranking, no HTTP, no offers).
// Latency is uncached: each request is a search the answer cache has not seen (the limit varies
// per round), after one warm-up pass that loads the catalogue and offers.
// Run: cd api && npx tsx bench/search.ts   (SEARCH_BENCH_ROUNDS overrides the 5 timing rounds)
//
// With --scale N (e.g. `npx tsx bench/search.ts --scale 100`) it times the search engine alone over
// the demo catalogue grown N times in this process, as bench/scale.ts grows it through the importer
// (N-1 copies of every product with a brand variation: "Amul Gold Amul Taaza Toned Milk"), no
// database: index build (at once and in background slices, with the longest event-loop pause),
// the first search of a fresh process, p50/p99 of uncached searches over 200+ distinct queries
// (pages of 20 through SearchRanking.page) and the broad queries one by one.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { generateCatalogue } from '../src/catalogue/index';
import type { Catalogue as DemoCatalogue } from '../src/catalogue/types';
import { loadConfig } from '../src/config';
import { createDb, migrate } from '../src/db/knex';
import { seedIfEmpty } from '../src/db/seed';
import { silentLogger } from '../src/logger';
import { createSearchIndex } from '../src/search/search-index';
import { createCatalogueSearch, indexedProduct } from '../src/services/catalogue-search';
import type { Catalogue, CatalogueEntry } from '../src/services/loaded-catalogue';
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
      hits = index
        .page(query.q, { accept: () => true, offset: 0, limit: index.size })
        .hits.map((h) => ({ id: catalogue.products[h.product]!.id, variantId: h.variantId }));
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

const VARIANTS = ['Gold', 'Select', 'Daily', 'Royal', 'Super', 'Prime', 'Classic', 'Fresh', 'Lite', 'Pure'];
const variantWord = (copy: number) =>
  `${VARIANTS[copy % VARIANTS.length]}${copy >= VARIANTS.length ? ` ${Math.floor(copy / VARIANTS.length)}` : ''}`;

/** The demo catalogue `scale` times over, as the service loads it (copies as bench/scale.ts imports them). */
function grownCatalogue(base: DemoCatalogue, scale: number): Catalogue {
  const titles = new Map(base.categories.map((c) => [c.slug, c.title]));
  const variantsOf = new Map<string, DemoCatalogue['variants']>();
  for (const v of base.variants) variantsOf.set(v.productId, [...(variantsOf.get(v.productId) ?? []), v]);
  const trending = new Map(base.products.slice(0, 40).map((p, i) => [p.id, i]));
  const entries: CatalogueEntry[] = [];
  for (let copy = 0; copy < scale; copy++) {
    for (const p of base.products) {
      const brand = copy === 0 ? p.brand : `${p.brand} ${variantWord(copy - 1)}`;
      const name = copy === 0 ? p.name : `${brand} ${p.name}`;
      const id = copy === 0 ? p.id : `${p.id}~${copy}`;
      entries.push({
        row: {
          id,
          brand,
          name,
          category: p.category,
          category_title: titles.get(p.category) ?? p.category,
          tags: p.tags.join(' '),
          images: '[]',
        },
        variants: (variantsOf.get(p.id) ?? []).map((v, order) => ({
          id: copy === 0 ? v.id : `${v.id}~${copy}`,
          product_id: id,
          label: v.label,
          pack_value: 1,
          pack_unit: 'g',
          sort_order: order,
        })),
        images: [],
        kind: p.tags[0] ?? '',
        trending: copy === 0 ? (trending.get(p.id) ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY,
      });
    }
  }
  return { entries, byId: new Map(entries.map((e) => [e.row.id, e])), sections: [] };
}

/** Distinct queries: the evaluation set, then catalogue words, word pairs and 3-letter prefixes. */
function benchQueries(base: DemoCatalogue, count: number): string[] {
  const out = new Set(EVAL_QUERIES.map((q) => q.q));
  const vocabulary = [
    ...new Set(base.products.flatMap((p) => `${p.brand} ${p.name}`.toLowerCase().split(/\s+/))),
  ]
    .filter((w) => /^[a-z]{3,}$/.test(w))
    .sort();
  for (let i = 0; out.size < count && i < vocabulary.length * 3; i++) {
    const w = vocabulary[i % vocabulary.length]!;
    if (i < vocabulary.length) out.add(w);
    else if (i < vocabulary.length * 2) out.add(`${w} ${vocabulary[(i * 7) % vocabulary.length]}`);
    else out.add(w.slice(0, 3));
  }
  return [...out];
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

/** The word index and ranking alone at `scale` times the demo catalogue. */
async function scaleFigures(scale: number): Promise<void> {
  const base = generateCatalogue();
  const synonyms = { all: async () => base.hinglish };
  const grown = grownCatalogue(base, scale);
  const everything = () => true;
  console.log(
    `Search engine at ${scale}x the demo catalogue: ${grown.entries.length} products, no database (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );

  // The first search of a fresh process: the index is built (in slices) and the page answered.
  // CPU time beside wall time: on a shared machine the wall clock also counts other processes.
  const cpuSince = (from: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(from);
    return (used.user + used.system) / 1000;
  };
  const fresh = createCatalogueSearch({ synonyms });
  let started = performance.now();
  let cpu = process.cpuUsage();
  await fresh.page('milk', grown, { accept: everything, offset: 0, limit: 20 });
  const firstSearch = performance.now() - started;
  const firstSearchCpu = cpuSince(cpu);

  // A build in the background: wall time, and the longest the event loop waited meanwhile.
  const background = createCatalogueSearch({ synonyms });
  let worstPause = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    worstPause = Math.max(worstPause, now - last);
    last = now;
  }, 1);
  started = performance.now();
  last = started;
  await background.warm(grown);
  const backgroundBuild = performance.now() - started;
  clearInterval(probe);

  // A new catalogue load: searches keep answering from the previous index while it is rebuilt.
  // One product renamed: a search for the new word finds it once the new index is in use.
  const copies = grown.entries.map((e, i) =>
    i === 0 ? { ...e, row: { ...e.row, name: `${e.row.name} Zorbified` } } : e,
  );
  const reloaded: Catalogue = { ...grown, entries: copies, byId: new Map(copies.map((e) => [e.row.id, e])) };
  const during: number[] = [];
  started = performance.now();
  for (;;) {
    const t = performance.now();
    await fresh.page('rice', reloaded, { accept: everything, offset: 0, limit: 20 });
    during.push(performance.now() - t);
    await new Promise((resolve) => setImmediate(resolve));
    if ((await fresh.page('zorbified', reloaded, { accept: everything, offset: 0, limit: 1 })).total > 0)
      break;
    if (performance.now() - started > 60_000) break;
  }
  const rebuild = performance.now() - started;

  // The same build at once, without pauses (best of 3).
  const atOnce: number[] = [];
  const atOnceCpu: number[] = [];
  const products = grown.entries.map(indexedProduct);
  for (let round = 0; round < 3; round++) {
    started = performance.now();
    cpu = process.cpuUsage();
    createSearchIndex(products, base.hinglish);
    atOnce.push(performance.now() - started);
    atOnceCpu.push(cpuSince(cpu));
  }

  // Uncached searches: every query once per round, a page of 20, after one warm-up pass.
  const queries = benchQueries(base, 240);
  for (const q of queries) await background.page(q, grown, { accept: everything, offset: 0, limit: 20 });
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      started = performance.now();
      await background.page(q, grown, { accept: everything, offset: round, limit: 20 });
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  console.log(
    `  index build, at once (best of 3):        ${ms(Math.min(...atOnce))} (CPU ${ms(Math.min(...atOnceCpu))}, garbage collection included)`,
  );
  console.log(
    `  index build, background slices:          ${ms(backgroundBuild)} (longest event-loop pause ${ms(worstPause)})`,
  );
  console.log(
    `  first search of a fresh process:         ${ms(firstSearch)} (build included; CPU ${ms(firstSearchCpu)})`,
  );
  console.log(
    `  searches during a rebuild:                ${during.length} answered in ${ms(rebuild)}, slowest ${ms(Math.max(...during))}`,
  );
  console.log(
    `  uncached searches, ${queries.length} distinct x ${ROUNDS}:   p50 ${ms(quantile(samples, 0.5))}, p99 ${ms(quantile(samples, 0.99))}, max ${ms(samples.at(-1) ?? 0)}`,
  );
  console.log('  broad queries (page of 20; median, p99 of 50; matches):');
  for (const q of [
    'a',
    'milk',
    'rice',
    'ma',
    'ch',
    'oil',
    'atta 5kg',
    'doodh',
    'tomatoe',
    'chocolate biscuit',
  ]) {
    const times: number[] = [];
    let total = 0;
    for (let round = 0; round < 50; round++) {
      started = performance.now();
      total = (await background.page(q, grown, { accept: everything, offset: round % 5, limit: 20 })).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `    ${JSON.stringify(q).padEnd(22)} ${ms(quantile(times, 0.5)).padStart(9)} ${ms(quantile(times, 0.99)).padStart(9)} ${String(total).padStart(7)}`,
    );
  }
}

const scaleArg = process.argv.indexOf('--scale');
if (scaleArg >= 0) await scaleFigures(Math.max(1, Number(process.argv[scaleArg + 1] ?? 1)));
else await main();
