// HTTP throughput benchmark: the seeded catalogue plus synthetic offers (>= 100,000 offers) in
// SQLite, the app in a child process, autocannon against a bare JSON route and the hot API routes.
// Prints req/s, p99 latency and each route's throughput as a share of the bare route.
// Run: cd api && npx tsx bench/http.ts   (BENCH_SECONDS, BENCH_CONNECTIONS override the defaults)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { generateCatalogue } from '../src/catalogue/index';
import type { Catalogue } from '../src/catalogue/types';
import { createDb, migrate } from '../src/db/knex';
import { seedIfEmpty } from '../src/db/seed';

const MIN_OFFERS = 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** The demo catalogue with its offers copied into synthetic cities until there are enough rows. */
function benchCatalogue(): Catalogue {
  const base = generateCatalogue();
  const offers = [...base.offers];
  const cities = [...base.cities];
  for (let copy = 1; offers.length < MIN_OFFERS; copy++) {
    const cityId = `bench-city-${copy}`;
    cities.push({ id: cityId, name: `Bench City ${copy}`, state: 'Bench', lat: 0, lon: 0 });
    for (const o of base.offers) offers.push({ ...o, id: `${o.id}#${copy}`, cityId });
  }
  return { ...base, offers, cities };
}

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const serve = fileURLToPath(new URL('./serve.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', serve], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      resolve({ child, port: (JSON.parse(line) as { port: number }).port });
    });
  });
}

interface Row {
  route: string;
  rps: number;
  p99: number;
  errors: number;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'compare-bench-'));
  const file = join(dir, 'bench.sqlite');
  const db = createDb({ client: 'sqlite', filename: file });
  await migrate(db);
  const catalogue = benchCatalogue();
  const started = performance.now();
  await seedIfEmpty(db, catalogue);
  const seedMs = Math.round(performance.now() - started);
  const productId = catalogue.products[0]!.id;
  await db.destroy();
  console.log(
    `seeded ${catalogue.products.length} products, ${catalogue.offers.length} offers in ${seedMs} ms`,
  );

  const { child, port } = await startServer(`sqlite:${file}`);
  const base = `http://127.0.0.1:${port}`;
  const routes: Array<{ route: string; url: string; method?: 'POST'; body?: string }> = [
    { route: 'GET /healthz (bare)', url: `${base}/healthz` },
    { route: 'GET /products?q=milk', url: `${base}/products?q=milk` },
    { route: `GET /products/{id}`, url: `${base}/products/${productId}` },
    {
      route: 'POST /products/calculate-all-fees',
      url: `${base}/products/calculate-all-fees`,
      method: 'POST',
      body: JSON.stringify({
        platformTotals: [
          { platform: 'blinkit', cartTotal: 180 },
          { platform: 'zepto', cartTotal: 260 },
          { platform: 'swiggy', cartTotal: 95 },
          { platform: 'bigbasket', cartTotal: 640 },
          { platform: 'dmart', cartTotal: 1200 },
        ],
      }),
    },
  ];
  const rows: Row[] = [];
  try {
    for (const r of routes) {
      const result = await autocannon({
        url: r.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        method: r.method ?? 'GET',
        headers: { 'content-type': 'application/json', lat: '19.076', lon: '72.8777' },
        ...(r.body ? { body: r.body } : {}),
      });
      rows.push({
        route: r.route,
        rps: Math.round(result.requests.average),
        p99: result.latency.p99,
        errors: result.errors + result.non2xx + result.timeouts,
      });
    }
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
  const bare = rows[0]!.rps || 1;
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per route, server in its own process`);
  console.log(
    `${'route'.padEnd(36)}${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}${'vs bare'.padStart(10)}${'errors'.padStart(9)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(36)}${String(row.rps).padStart(10)}${String(row.p99).padStart(10)}${`${((row.rps / bare) * 100).toFixed(1)}%`.padStart(10)}${String(row.errors).padStart(9)}`,
    );
  }
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

await main();
