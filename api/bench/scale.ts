// Scale bench: the demo catalogue grown to --scale N times its size through the real feed importer
// (N-1 copies of every demo listing with brand and product-name variations, so each copy is a new
// product), then the real server (src/server.ts, ROLE=api) in a child process on it. Reports, per
// engine (SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a database):
// import time, start to first search answer, RSS warm and peak, uncached search p50/p99 over
// distinct queries, rps at 50 connections (cached trending, and searches that vary), and /healthz
// worst latency while a price import of 1% of the listings runs. The server's CPU time per varied
// search and the machine's load average go beside them: on a shared machine the rates follow the
// load, the CPU per search much less.
// Run: npm run bench -- --scale 10   (or cd api && npx tsx bench/scale.ts --scale 10)
// BENCH_KEEP=<dir> keeps the SQLite file in <dir> and the PostgreSQL schema (scale_<N>x) after the
// run, and a later run with the same settings reuses them instead of importing again (import time
// then reads "kept"). BENCH_ENGINE=sqlite or BENCH_ENGINE=postgres runs one engine only.
// BENCH_SEED=1 writes the same grown catalogue with the seeder (one transaction of bulk inserts)
// instead of the importer: the importer takes far longer at 100x on a shared machine, and the
// server figures do not depend on how the rows got there (import time then reads "seed N s").
// BENCH_SERVER_FLAGS adds Node flags to the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" or
// "--import ./lag-monitor.mjs"); BENCH_VERBOSE=1 prints each phase's start time on stderr
// (and the five slowest uncached searches: compare them with the server log's own times).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import { generateCatalogue } from '../src/catalogue/index';
import type { Catalogue } from '../src/catalogue/types';
import { createDb, migrate } from '../src/db/knex';
import { seedIfEmpty } from '../src/db/seed';
import { importFeed } from '../src/import/importer';
import { publishChange } from '../src/repositories/changes';
import { feed, grown } from './grown-catalogue';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const scaleArg = process.argv.indexOf('--scale');
const SCALE = Math.max(
  1,
  Number(scaleArg >= 0 ? process.argv[scaleArg + 1] : (process.env.BENCH_SCALE ?? 1)),
);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const QUERIES = 240;

// /healthz worst latency, probed on a worker thread until told to stop (then it posts the worst).
// Asking for trending meanwhile makes the server rebuild what the import changed.
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
let worst = 0;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const t = performance.now();
    await (await fetch(workerData.base + '/healthz')).text();
    const took = performance.now() - t;
    if (took > 100) parentPort.postMessage({ slow: took });
    worst = Math.max(worst, took);
    await (await fetch(workerData.base + '/products/trending')).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage({ worst });
})();
`;

// Uncached searches, one after another, timed on a thread of their own: this thread holds the base
// catalogue and the feed generator, and its garbage collections would otherwise count as the
// server's latency.
const SEQUENTIAL = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  // The thread's first fetch loads and compiles its HTTP client: not the server's time.
  await (await fetch(workerData.base + '/healthz')).text();
  const latencies = [];
  for (const path of workerData.paths) {
    const t = performance.now();
    await (await fetch(workerData.base + path)).text();
    latencies.push(performance.now() - t);
  }
  parentPort.postMessage(latencies);
})();
`;

/** Says on stderr when a phase starts (BENCH_VERBOSE=1), to match server logs against phases. */
function phase(name: string): void {
  if (process.env.BENCH_VERBOSE === '1') process.stderr.write(`${new Date().toISOString()} ${name}\n`);
}

interface Server {
  child: ChildProcess;
  base: string;
  startedAt: number;
}

function startServer(databaseUrl: string, logFile: string): Promise<Server> {
  const startedAt = performance.now();
  const extra = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  // The server's log goes to a file, not a pipe to this process: stdout to a pipe is written
  // synchronously, so while this process is busy (autocannon, the import) the server would stall on
  // its request log lines and the figures would measure this process instead.
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      ROLE: 'api',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`server exited early (${code})`));
    child.once('exit', exited);
    const poll = setInterval(() => {
      const line = readFileSync(logFile, 'utf8')
        .split('\n')
        .find((l) => l.includes('"listening"'));
      if (!line) return;
      clearInterval(poll);
      child.off('exit', exited);
      const { url } = JSON.parse(line) as { url: string };
      resolve({ child, base: url.replace('localhost', '127.0.0.1'), startedAt });
    }, 20);
  });
}

/** CPU time (user + system, every thread) a process has used so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The machine's 1-minute load average (the machine may be shared: figures depend on it). */
const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** RSS now and at its peak (VmHWM) of a process, in MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Distinct search texts from the catalogue's words (a word, a word pair, a prefix). */
function queries(base: Catalogue): string[] {
  const words = [...new Set(base.products.flatMap((p) => `${p.brand} ${p.name}`.toLowerCase().split(/\s+/)))]
    .filter((w) => /^[a-z]{3,}$/.test(w))
    .sort();
  const out = new Set<string>();
  for (let i = 0; out.size < QUERIES && i < words.length * 3; i++) {
    const w = words[i % words.length]!;
    if (i < words.length) out.add(w);
    else if (i < words.length * 2) out.add(`${w} ${words[(i * 7) % words.length]}`);
    else out.add(w.slice(0, 3));
  }
  return [...out];
}

interface Result {
  engine: string;
  importS: number;
  firstAnswerMs: number;
  firstSearchMs: number;
  rssWarm: number;
  rssPeak: number;
  searchP50: number;
  searchP99: number;
  trendingRps: number;
  searchRps: number;
  searchRpsP99: number;
  /** The server process's CPU time per varied search (database work on other processes excluded). */
  searchCpuMs: number;
  /** Load average at the start and the end of the run. */
  load: [number, number];
  healthzWorst: number;
  churnS: number;
}

async function benchEngine(engine: string, databaseUrl: string, db: Knex, base: Catalogue): Promise<Result> {
  await migrate(db);
  const loadAtStart = loadAverage();
  let started = performance.now();
  const seeded = process.env.BENCH_SEED === '1' && (await seedIfEmpty(db, () => grown(base, SCALE)));
  await seedIfEmpty(db, base);
  const counted = (await db('products').count({ n: '*' })) as Array<{ n: number | string }>;
  const imported = seeded || Number(counted[0]?.n ?? 0) >= base.products.length * SCALE;
  if (SCALE > 1 && !imported) {
    await importFeed(db, { input: Readable.from(feed(base, 1, SCALE)), format: 'jsonl' });
  }
  const importS = seeded
    ? -(performance.now() - started) / 1000
    : imported && SCALE > 1
      ? Number.NaN
      : (performance.now() - started) / 1000;
  const logFile = join(tmpdir(), `compare-scale-${engine}-${SCALE}x-${process.pid}.log`);
  const server = await startServer(databaseUrl, logFile);
  const q = queries(base);
  // Start to first answer: the first search, index built on demand; and that search alone (from
  // the moment the server listens).
  const asked = performance.now();
  const first = await fetch(`${server.base}/products?q=${encodeURIComponent(q[0]!)}`);
  await first.text();
  const firstAnswerMs = performance.now() - server.startedAt;
  const firstSearchMs = performance.now() - asked;
  const pid = server.child.pid!;
  // Uncached searches: every query once.
  phase('uncached searches');
  const texts = q.slice(1);
  const paths = texts.map((text) => `/products?q=${encodeURIComponent(text)}&limit=20`);
  const latencies = await new Promise<number[]>((resolve, reject) => {
    const timing = new Worker(SEQUENTIAL, { eval: true, workerData: { base: server.base, paths } });
    timing.once('message', (times: number[]) => {
      resolve(times);
      void timing.terminate();
    });
    timing.once('error', reject);
  });
  const slowest = latencies.map((ms, i): [number, string] => [ms, texts[i]!]);
  slowest.sort((a, b) => b[0] - a[0]);
  phase(
    `slowest uncached: ${slowest
      .slice(0, 5)
      .map(([ms, text]) => `${text} ${Math.round(ms)} ms`)
      .join(', ')}`,
  );
  latencies.sort((a, b) => a - b);
  phase('trending at 50 connections');
  const trending = await autocannon({
    url: `${server.base}/products/trending`,
    connections: 50,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br' },
  });
  // Broad searches that vary (each distinct text and page pair is new to the page cache at first).
  let i = 0;
  phase('varied searches at 50 connections');
  const cpuBefore = cpuMs(server.child.pid!);
  const searching = await autocannon({
    url: server.base,
    connections: 50,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br' },
    requests: [
      {
        setupRequest: (req) => {
          const text = q[i % q.length]!;
          const offset = (Math.floor(i / q.length) % 5) * 20;
          i++;
          return { ...req, path: `/products?q=${encodeURIComponent(text)}&offset=${offset}` };
        },
      },
    ],
  });
  const searchCpuMs = (cpuMs(pid) - cpuBefore) / Math.max(1, searching.requests.total);
  const warm = memory(pid);
  // autocannon stops sending at the end of its run, but the server may still be answering what was
  // queued: let it drain (a quick /healthz) so the probe below measures the import, not that tail.
  phase('waiting for the server to drain');
  for (const until = performance.now() + 10_000; performance.now() < until; ) {
    const t = performance.now();
    await (await fetch(`${server.base}/healthz`)).text();
    if (performance.now() - t < 20) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // /healthz while a price import of 1% of the listings runs (and is announced to the server).
  phase('1% price import with /healthz probes');
  // The probe runs on its own thread: the import below runs on this one and holds its event loop
  // for a while at a time, which would otherwise count as the server's latency.
  const probe = new Worker(PROBE, { eval: true, workerData: { base: server.base } });
  probe.on('message', (message: { slow?: number }) => {
    if (message.slow !== undefined) phase(`/healthz took ${Math.round(message.slow)} ms`);
  });
  started = performance.now();
  // Every 100th imported listing 5% cheaper; at 1x (nothing imported yet) 1% of one copy, as new listings.
  await importFeed(db, {
    input: Readable.from(feed(base, 1, Math.max(2, SCALE), 100, 0.95)),
    format: 'jsonl',
  });
  await publishChange(db, { kind: 'catalogue' });
  const churnS = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const worst = await new Promise<number>((resolve) => {
    probe.on('message', (message: { worst?: number }) => {
      if (message.worst !== undefined) resolve(message.worst);
    });
    probe.postMessage('stop');
  });
  await probe.terminate();
  const peak = memory(pid);
  const loadAtEnd = loadAverage();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  if (process.env.BENCH_VERBOSE === '1') phase(`server log: ${logFile}`);
  else rmSync(logFile, { force: true });
  return {
    engine,
    importS,
    firstAnswerMs,
    firstSearchMs,
    rssWarm: warm.rss,
    rssPeak: peak.peak,
    searchP50: percentile(latencies, 0.5),
    searchP99: percentile(latencies, 0.99),
    trendingRps: trending.requests.average,
    searchRps: searching.requests.average,
    searchRpsP99: searching.latency.p99,
    searchCpuMs,
    load: [loadAtStart, loadAtEnd],
    healthzWorst: worst,
    churnS,
  };
}

async function main(): Promise<void> {
  const base = generateCatalogue();
  const results: Result[] = [];
  const keep = process.env.BENCH_KEEP;
  const only = process.env.BENCH_ENGINE;
  const dir = keep ?? mkdtempSync(join(tmpdir(), 'compare-scale-'));
  if (only !== 'postgres') {
    try {
      const file = join(dir, keep ? `scale-${SCALE}x.sqlite` : 'scale.sqlite');
      const db = createDb({ client: 'sqlite', filename: file });
      try {
        results.push(await benchEngine('sqlite', `sqlite:${file}`, db, base));
      } finally {
        await db.destroy();
      }
    } finally {
      if (!keep) rmSync(dir, { recursive: true, force: true });
    }
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl && only !== 'sqlite') {
    const schema = keep ? `scale_${SCALE}x` : `scale_${randomBytes(4).toString('hex')}`;
    const admin = createDb({ client: 'pg', connectionString: pgUrl });
    await admin.raw(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const db = createDb({ client: 'pg', connectionString: pgUrl }, { schema });
    const url = `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    try {
      results.push(await benchEngine('postgres', url, db, base));
    } finally {
      await db.destroy();
      if (!keep) await admin.raw(`DROP SCHEMA ${schema} CASCADE`);
      await admin.destroy();
    }
  }
  const products = base.products.length * SCALE;
  const offers = base.offers.length * SCALE;
  console.log(`\nScale ${SCALE}x: ${products} products, ${offers} listings (${SECONDS} s per load run)`);
  console.log(
    '| engine | import s | start to first answer ms | first search ms | RSS warm MB | RSS peak MB | uncached search p50 / p99 ms | trending rps (50 conn, br) | varied search rps / p99 ms | server CPU ms per varied search | /healthz worst ms during 1% import | 1% import s | load average start / end |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.engine} | ${Number.isNaN(r.importS) ? 'kept' : r.importS < 0 ? `seed ${(-r.importS).toFixed(1)}` : r.importS.toFixed(1)} | ${Math.round(r.firstAnswerMs)} | ${Math.round(r.firstSearchMs)} | ${r.rssWarm} | ${r.rssPeak} | ${r.searchP50.toFixed(1)} / ${r.searchP99.toFixed(1)} | ${Math.round(r.trendingRps)} | ${Math.round(r.searchRps)} / ${r.searchRpsP99} | ${r.searchCpuMs.toFixed(2)} | ${r.healthzWorst.toFixed(1)} | ${r.churnS.toFixed(1)} | ${r.load[0].toFixed(1)} / ${r.load[1].toFixed(1)} |`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
