// Feed import benchmark: a feed of BENCH_IMPORT_ROWS listings (default 1,000,000; 24,000 items
// whose brands, names, packs and MRPs come from BigBasket's public list through scale-feed.ts,
// not from any word list in api/src, each listed by the six merchants in their own title styles,
// priced in several cities) written to a temporary file and streamed through the real importer into a fresh
// database seeded with the demo catalogue, on SQLite and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names one, PostgreSQL. Reports rows/s for the first import (matching and
// creating everything) and for a re-import of the same feed (nothing changes): speed only, since
// this feed meets the demo catalogue, whose words come from the code. Then the scale feed
// (import-scale.ts: 315,100 labelled rows in both sku schemes, through `npm run import` as an
// operator runs it; BENCH_SCALE_FEED=off skips it), and the matching evaluation on sets the matcher was not written from (matching-eval.ts: the
// hand-labelled cross-merchant set and BigBasket's public list; BENCH_MATCHING_EVAL=off skips it).
// Memory: each import's peak RSS (sampled while it runs) and the process's peak so far, with the
// importer set up as `npm run import` runs it: glibc's arenas capped (MALLOC_ARENA_MAX=2, set by
// starting the bench again when the caller did not) and V8's heap let grow by half between full
// collections (import/cli.ts).
// Run: cd api && npx tsx bench/import.ts   (--print-feed writes the synthetic feed to stdout instead;
// BENCH_ENGINE=sqlite|postgres runs one engine)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { Knex } from 'knex';
import { generateCatalogue } from '../src/catalogue/index';
import { createDb, migrate } from '../src/db/knex';
import { seedIfEmpty } from '../src/db/seed';
import { type ImportSummary, importFeed } from '../src/import/importer';
import { benchScaleFeed } from './import-scale';
import { evaluateSet } from './matching-eval';
import { scaleItems } from './scale-feed';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 24_000);
const MERCHANTS = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'] as const;
const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad'];

/** The feed as JSON Lines, 1,000 rows per chunk, city by city so a listing recurs in each city. */
function* feed(rows: number): Generator<string> {
  const items = scaleItems();
  let made = 0;
  for (let city = 0; made < rows; city++) {
    let chunk = '';
    for (let p = 0; p < PRODUCTS && made < rows; p++) {
      const item = items[p % items.length]!;
      const brand = item.brand;
      const pack = `${item.count > 1 ? `${item.count} x ` : ''}${item.size} ${item.unit}`;
      const base = `${item.brand} ${item.name}`;
      const mrp = item.mrp;
      for (let m = 0; m < MERCHANTS.length && made < rows; m++) {
        const merchant = MERCHANTS[m]!;
        const sku = `${merchant[0]}${p}`;
        const price = Math.round(mrp * (0.8 + ((p + m * 7 + city) % 20) / 100) * 100) / 100;
        const title =
          merchant === 'bigbasket' ? `${base}, ${pack}` : merchant === 'dmart' ? `${base} : ${pack}` : base;
        const host: Record<(typeof MERCHANTS)[number], string> = {
          blinkit: `https://blinkit.com/prn/x/prid/${sku}`,
          zepto: `https://www.zeptonow.com/pn/x/pvid/${sku}`,
          swiggy: `https://www.swiggy.com/instamart/item/${sku}`,
          bigbasket: `https://www.bigbasket.com/pd/${sku}/x/`,
          dmart: `https://www.dmart.in/product/x?selectedProd=${sku}`,
          jiomart: `https://www.jiomart.com/p/groceries/x/${sku}`,
        };
        const row: Record<string, unknown> = {
          merchant,
          sku,
          title,
          url: host[merchant],
          mrp,
          price: Math.min(price, mrp),
          inStock: (p + m + city) % 17 !== 0,
          city: CITIES[city % CITIES.length],
        };
        if (merchant !== 'dmart' && merchant !== 'bigbasket') row.pack = pack;
        if (m % 2 === 0) row.brand = brand;
        chunk += `${JSON.stringify(row)}\n`;
        made++;
        if (made % 1000 === 0) {
          yield chunk;
          chunk = '';
        }
      }
    }
    if (chunk) yield chunk;
  }
}

/** CPU seconds used so far by each PostgreSQL server process of this database (none on SQLite). */
async function databaseCpu(db: Knex): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  if (db.client.config.client !== 'pg') return used;
  const { rows } = (await db.raw('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')) as {
    rows: Array<{ pid: number }>;
  };
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // A backend that has gone, or a server on another machine: its CPU is not counted.
    }
  }
  return used;
}

/** CPU seconds the database's processes used between two readings (new processes count whole). */
function databaseCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** CPU seconds used so far by each thread of this process, by thread id. */
function threadCpu(): Map<string, number> {
  const used = new Map<string, number>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      used.set(tid, (Number(fields[11]) + Number(fields[12])) / 100);
    }
  } catch {
    // No /proc (not Linux): the split is not reported.
  }
  return used;
}

interface Timed {
  summary: ImportSummary;
  /** The highest RSS seen while it ran (MB, sampled every 20 ms). */
  peakRss: number;
  /** CPU seconds of this process (the importer and SQLite's threads) plus PostgreSQL's backends. */
  cpu: number;
  /** Of those, the main thread's (the importer's JavaScript) and the busiest other thread's. */
  threads: { main: number; busiest: number; others: number };
}

async function timed(db: Knex, file: string): Promise<Timed> {
  const before = process.cpuUsage();
  const dbBefore = await databaseCpu(db);
  const threadsBefore = threadCpu();
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const summary = await importFeed(db, { input: createReadStream(file), format: 'jsonl' });
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const used = process.cpuUsage(before);
  const cpu = (used.user + used.system) / 1e6 + databaseCpuBetween(dbBefore, await databaseCpu(db));
  const threads = { main: 0, busiest: 0, others: 0 };
  for (const [tid, seconds] of threadCpu()) {
    const delta = seconds - (threadsBefore.get(tid) ?? 0);
    if (Number(tid) === process.pid) threads.main = delta;
    else {
      threads.others += delta;
      threads.busiest = Math.max(threads.busiest, delta);
    }
  }
  return { summary, cpu, threads, peakRss: Math.round(peak / 1024 / 1024) };
}

/** The process's peak RSS so far (MB), as the kernel counts it. */
const processPeakRss = () => Math.round(process.resourceUsage().maxRSS / 1024);

const n = (value: number) => Math.round(value).toLocaleString('en-IN');
const line = (label: string, { summary, cpu, threads }: Timed, detail: string) =>
  `  ${label.padEnd(13)} ${n(summary.rowsRead)} rows in ${(summary.elapsedMs / 1000).toFixed(1)} s = ${n(summary.rowsRead / (summary.elapsedMs / 1000))} rows/s wall; ` +
  `${cpu.toFixed(1)} CPU-s (main thread ${threads.main.toFixed(1)}, other threads ${threads.others.toFixed(1)} of which the busiest ${threads.busiest.toFixed(1)}, database server ${(cpu - threads.main - threads.others).toFixed(1)}) = ${n(summary.rowsRead / cpu)} rows per CPU-second; ${detail}`;

async function benchEngine(name: string, db: Knex, file: string): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db, generateCatalogue);
  console.log(name);
  const first = await timed(db, file);
  const s = first.summary;
  console.log(
    line(
      'first import',
      first,
      `${n(s.newListings)} listings: ${n(s.productsCreated)} products created, ${n(s.matchedToExisting)} matched, ${n(s.leftForReview)} for review; ${s.rejectedCount} rejected; peak RSS ${first.peakRss} MB (process so far ${processPeakRss()} MB)`,
    ),
  );
  const again = await timed(db, file);
  console.log(
    line(
      're-import',
      again,
      `${n(again.summary.listingsUnchanged)} unchanged, ${again.summary.observationsAdded} observations added; peak RSS ${again.peakRss} MB (process so far ${processPeakRss()} MB)`,
    ),
  );
}

// As `npm run import` runs the importer (package.json, import/cli.ts).
const ARENAS = '2';
const HEAP_GROWING = '--heap-growing-percent=50';

async function main(): Promise<void> {
  if (process.env.MALLOC_ARENA_MAX === undefined && !process.argv.includes('--print-feed')) {
    // glibc reads the cap when the process starts: start again with it, with the same flags.
    const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, MALLOC_ARENA_MAX: ARENAS },
    });
    process.exit(again.status ?? 1);
  }
  setFlagsFromString(HEAP_GROWING);
  if (process.argv.includes('--print-feed')) {
    // The synthetic feed itself, for trying `npm run import` at scale.
    for (const chunk of feed(ROWS))
      if (!process.stdout.write(chunk)) await new Promise((r) => process.stdout.once('drain', r));
    return;
  }
  console.log(
    `Feed import: ${ROWS.toLocaleString('en-IN')} listings per run (BENCH_IMPORT_ROWS); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )} on ${cpus().length} cores. Rows per CPU-second counts the importer's CPU and the database's (SQLite's threads, PostgreSQL's backends): a figure a loaded machine does not distort, and the rows/s to expect on one idle core (batches are written while the next is matched, so two cores do better).`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'compare-import-bench-'));
  try {
    // The feed is written to a file first and imported from it, as `npm run import` reads one: the
    // generator's own work stays out of the importer's figures.
    const file = join(dir, 'feed.jsonl');
    const out = createWriteStream(file);
    for (const chunk of feed(ROWS)) if (!out.write(chunk)) await once(out, 'drain');
    out.end();
    await once(out, 'finish');
    // BENCH_ENGINE=sqlite or postgres measures one engine only.
    const engine = process.env.BENCH_ENGINE;
    if (engine !== 'postgres') {
      const sqlite = createDb({ client: 'sqlite', filename: join(dir, 'bench.sqlite') });
      await benchEngine('sqlite', sqlite, file);
      await sqlite.destroy();
    }
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (engine === 'sqlite') {
      console.log('postgres: skipped (BENCH_ENGINE=sqlite)');
    } else if (url) {
      const schema = `bench_${randomBytes(4).toString('hex')}`;
      const admin = createDb({ client: 'pg', connectionString: url });
      await admin.raw(`CREATE SCHEMA ${schema}`);
      const pg = createDb({ client: 'pg', connectionString: url }, { schema });
      try {
        await benchEngine('postgres', pg, file);
      } finally {
        await pg.destroy();
        await admin.raw(`DROP SCHEMA ${schema} CASCADE`);
        await admin.destroy();
      }
    } else {
      console.log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_SCALE_FEED !== 'off') await benchScaleFeed();
  if (process.env.BENCH_MATCHING_EVAL !== 'off') {
    console.log(
      '\nMatching on sets the matcher was not written from (bench/matching-eval.ts; the scale feed: --set scale)',
    );
    await evaluateSet('labelled');
    await evaluateSet('bigbasket');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
