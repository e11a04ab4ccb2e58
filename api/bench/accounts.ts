// Accounts bench at --scale N (default 100; BENCH_SCALE too): the demo catalogue grown N times
// through the real importer (as bench/scale.ts builds it), then the real server in child processes.
// Reports per engine (SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set):
// - POST /products/resolve-list of 50 everyday lines (English, Hinglish, Devanagari, pack sizes):
//   the server's own time per request (its request log), over distinct lists;
// - 100,000 price watches (2,000 accounts x 50) on Mumbai variants, each just under the variant's
//   lowest price; a 1% price import (every 100th listing 5% cheaper) is announced as a catalogue
//   change, and the worker evaluates every watch: time from the announcement until its alerts are
//   written, the worker's own evaluation time, and /healthz worst on the API meanwhile.
// On PostgreSQL the API (ROLE=api) and the worker (ROLE=worker) are separate processes and the
// announcement travels by LISTEN/NOTIFY; on SQLite one process runs both (ROLE=all), and its
// scheduled evaluation (WATCH_EVALUATE_SECONDS=1) picks up the import made by this process.
// BENCH_KEEP=<dir> keeps the SQLite file and the PostgreSQL schema (accounts_<N>x) for a later run
// (the previous run's price drop is undone first). BENCH_ENGINE=sqlite|postgres runs one engine.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Knex } from 'knex';
import { generateCatalogue } from '../src/catalogue/index';
import type { Catalogue } from '../src/catalogue/types';
import { createDb, migrate } from '../src/db/knex';
import { seedIfEmpty } from '../src/db/seed';
import { importFeed } from '../src/import/importer';
import { publishChange } from '../src/repositories/changes';
import { feed } from './grown-catalogue';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const scaleArg = process.argv.indexOf('--scale');
const SCALE = Math.max(
  1,
  Number(scaleArg >= 0 ? process.argv[scaleArg + 1] : (process.env.BENCH_SCALE ?? 100)),
);
const WATCHES = 100_000;
const ACCOUNTS = 2_000;
const LISTS = 8;

// Everyday lines a shopper types; the lists below take 50 of them at a time, with other sizes and counts.
const ITEMS = [
  'doodh',
  'milk',
  'दूध',
  'atta',
  'आटा',
  'chawal',
  'चावल',
  'basmati rice',
  'pyaz',
  'प्याज़',
  'aloo',
  'tamatar',
  'टमाटर',
  'amul butter',
  'paneer',
  'dahi',
  'curd',
  'eggs',
  'अंडे',
  'bread',
  'brown bread',
  'maggi',
  'namkeen',
  'biscuits',
  'parle g',
  'chai patti',
  'tea',
  'coffee',
  'sugar',
  'cheeni',
  'चीनी',
  'namak',
  'salt',
  'haldi',
  'mirchi powder',
  'jeera',
  'toor dal',
  'moong dal',
  'chana',
  'rajma',
  'sarson tel',
  'mustard oil',
  'sunflower oil',
  'ghee',
  'देसी घी',
  'soap',
  'detergent',
  'toothpaste',
  'shampoo',
  'dishwash',
  'kela',
  'banana',
  'apple',
  'seb',
  'poha',
  'besan',
  'suji',
  'cornflakes',
  'ketchup',
  'jam',
  'noodles',
  'chips',
];
const PACKS = [
  '',
  '1 kg',
  '500g',
  '1 l',
  '500 ml',
  '5kg',
  '2 kg',
  '200 g',
  '1 लीटर',
  '1 dozen',
  '250 g',
  '100g',
];
const QUANTITY = ['', '2 ', '', 'x3', '', '3 '];

function list(n: number): string {
  const lines: string[] = [];
  for (let i = 0; i < 50; i++) {
    const item = ITEMS[(i * 7 + n * 13) % ITEMS.length]!;
    const pack = PACKS[(i + n * 5) % PACKS.length]!;
    const q = QUANTITY[(i + n) % QUANTITY.length]!;
    lines.push(
      q.startsWith('x') ? `${item} ${pack} ${q}`.replace(/\s+/g, ' ').trim() : `${q}${item} ${pack}`.trim(),
    );
  }
  return lines.join('\n');
}

const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
let phase = 0;
const worst = [0, 0];
parentPort.on('message', (m) => { if (m === 'announced') phase = 1; else running = false; });
(async () => {
  while (running) {
    const t = performance.now();
    await (await fetch(workerData.base + '/healthz')).text();
    worst[phase] = Math.max(worst[phase], performance.now() - t);
    await new Promise((r) => setTimeout(r, 10));
  }
  parentPort.postMessage({ worst });
})();
`;

interface Child {
  child: ChildProcess;
  base: string;
  logFile: string;
}

function start(databaseUrl: string, role: 'api' | 'worker' | 'all', name: string): Promise<Child> {
  const logFile = join(tmpdir(), `compare-accounts-${name}-${process.pid}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      ROLE: role,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      WATCH_EVALUATE_SECONDS: role === 'all' ? '1' : '3600',
      REFRESH_EVERY_SECONDS: '86400',
    },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const ready = role === 'worker' ? '"worker started"' : '"listening"';
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`${name} exited early (${code})`));
    child.once('exit', exited);
    const poll = setInterval(() => {
      const line = readFileSync(logFile, 'utf8')
        .split('\n')
        .find((l) => l.includes(ready));
      if (!line) return;
      clearInterval(poll);
      child.off('exit', exited);
      const { url } = JSON.parse(line) as { url?: string };
      resolve({ child, base: (url ?? '').replace('localhost', '127.0.0.1'), logFile });
    }, 50);
  });
}

async function stop(c: Child): Promise<void> {
  c.child.kill('SIGTERM');
  await new Promise((resolve) => c.child.once('exit', resolve));
}

function logLines(file: string): Array<Record<string, unknown>> {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

const count = async (db: Knex, table: string) =>
  Number(((await db(table).count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);

/** 2,000 accounts with 50 watches each on Mumbai variants, each 2% under the variant's lowest price. */
async function ensureWatches(db: Knex): Promise<void> {
  if ((await count(db, 'price_watches')) >= WATCHES) return;
  const now = new Date().toISOString();
  const lowest = (await db('offers as o')
    .join('variants as v', 'v.id', 'o.variant_id')
    .where({ 'o.city_id': 'mumbai', 'o.in_stock': true })
    .groupBy('o.variant_id', 'v.product_id', 'v.label')
    .select('o.variant_id', 'v.product_id', 'v.label', db.raw('MIN(o.price_paise) AS low'))) as Array<{
    variant_id: string;
    product_id: string;
    label: string;
    low: number | string;
  }>;
  await db.transaction(async (trx) => {
    const users = Array.from({ length: ACCOUNTS }, (_, i) => ({
      username: `bench${i}`,
      username_lower: `bench${i}`,
      password_hash: 'scrypt$not-a-login',
      created_at: now,
    }));
    for (let i = 0; i < users.length; i += 500) await trx('users').insert(users.slice(i, i + 500));
    const ids = (
      (await trx('users').where('username_lower', 'like', 'bench%').select('id')) as Array<{ id: number }>
    ).map((r) => r.id);
    const rows = Array.from({ length: WATCHES }, (_, i) => {
      const v = lowest[(i * 7919) % lowest.length]!;
      return {
        user_id: ids[i % ids.length]!,
        product_id: v.product_id,
        variant_id: v.variant_id,
        variant: v.label,
        city_id: 'mumbai',
        below_paise: Math.floor(Number(v.low) * 0.98),
        merchants: i % 5 === 0 ? ',blinkit,zepto,swiggy,' : null,
        last_alert_paise: null,
        created_at: now,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await trx('price_watches').insert(rows.slice(i, i + 500));
  });
}

interface Result {
  engine: string;
  resolveP50: number;
  resolveMax: number;
  lines: number;
  matched: number;
  alerts: number;
  alertsWrittenS: number;
  evaluationMs: number;
  /** /healthz worst while the import wrote its rows (before it was announced). */
  importWorst: number;
  /** /healthz worst from the announcement until the alerts were written (the API reloads meanwhile). */
  evaluationWorst: number;
}

async function benchEngine(
  engine: string,
  databaseUrl: string,
  db: Knex,
  base: Catalogue,
  kept: boolean,
): Promise<Result> {
  await migrate(db);
  await seedIfEmpty(db, base);
  if ((await count(db, 'products')) < base.products.length * SCALE && SCALE > 1) {
    console.error(`[${engine}] importing ${SCALE}x ...`);
    await importFeed(db, { input: Readable.from(feed(base, 1, SCALE)), format: 'jsonl' });
  } else if (kept && SCALE > 1) {
    // A kept database holds the last run's price drop: put those prices back first.
    await importFeed(db, { input: Readable.from(feed(base, 1, SCALE, 100, 1)), format: 'jsonl' });
  }
  await ensureWatches(db);
  await db('price_alerts').delete();
  await db('price_watches').update({ last_alert_paise: null });
  const watches = await count(db, 'price_watches');

  const api = await start(databaseUrl, engine === 'postgres' ? 'api' : 'all', `${engine}-api`);
  const worker = engine === 'postgres' ? await start(databaseUrl, 'worker', `${engine}-worker`) : null;
  try {
    // Resolve-list: distinct lists (each line searched afresh), after one warm-up list.
    const resolve = async (text: string) => {
      const res = await fetch(`${api.base}/products/resolve-list`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      if (!res.ok) throw new Error(`resolve-list answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { lines: Array<{ match: unknown }> };
    };
    // Warm-up lists first: the words of a list's first use load their parts of the search index.
    for (const n of [97, 98, 99]) await resolve(list(n));
    let lines = 0;
    let matched = 0;
    for (let n = 0; n < LISTS; n++) {
      const answer = await resolve(list(n));
      lines += answer.lines.length;
      matched += answer.lines.filter((l) => l.match).length;
    }
    const times = logLines(api.logFile)
      .filter((l) => l.msg === 'request' && l.path === '/products/resolve-list')
      .map((l) => Number(l.ms))
      .slice(3);

    // The 1% price import, announced; the worker evaluates every watch.
    const probe = new Worker(PROBE, { eval: true, workerData: { base: api.base } });
    await new Promise((r) => setTimeout(r, 500));
    await importFeed(db, {
      input: Readable.from(feed(base, 1, Math.max(2, SCALE), 100, 0.95)),
      format: 'jsonl',
    });
    const announcedAt = new Date().toISOString();
    await publishChange(db, { kind: 'catalogue' });
    const announced = performance.now();
    probe.postMessage('announced');
    let alerts = 0;
    let lastChange = announced;
    // Until the first alerts are written, then until no more come for 3 s (2 minutes at most).
    while (
      (alerts === 0 || performance.now() - lastChange < 3000) &&
      performance.now() - announced < 120_000
    ) {
      // Only this announcement's alerts (a job left queued by an earlier run may write some first).
      const n = Number(
        (
          (await db('price_alerts').where('created_at', '>=', announcedAt).count({ n: '*' }).first()) as
            | { n: number | string }
            | undefined
        )?.n ?? 0,
      );
      if (n !== alerts) {
        alerts = n;
        lastChange = performance.now();
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const [importWorst, evaluationWorst] = await new Promise<number[]>((resolve) => {
      probe.on('message', (m: { worst: number[] }) => resolve(m.worst));
      probe.postMessage('stop');
    });
    await probe.terminate();
    const evaluations = logLines((worker ?? api).logFile)
      .filter((l) => l.msg === 'price watches evaluated')
      .map((l) => Number(l.elapsedMs));
    console.error(`[${engine}] ${watches} watches, evaluation runs (ms): ${evaluations.join(', ')}`);
    return {
      engine,
      resolveP50: percentile(times, 0.5),
      resolveMax: Math.max(...times),
      lines,
      matched,
      alerts,
      alertsWrittenS: (lastChange - announced) / 1000,
      evaluationMs: Math.max(0, ...evaluations),
      importWorst: importWorst ?? Number.NaN,
      evaluationWorst: evaluationWorst ?? Number.NaN,
    };
  } finally {
    if (worker) await stop(worker);
    await stop(api);
    if (process.env.BENCH_VERBOSE === '1') console.error(`logs: ${api.logFile} ${worker?.logFile ?? ''}`);
    else for (const f of [api.logFile, worker?.logFile]) if (f) rmSync(f, { force: true });
  }
}

async function main(): Promise<void> {
  const base = generateCatalogue();
  const results: Result[] = [];
  const keep = process.env.BENCH_KEEP;
  const only = process.env.BENCH_ENGINE;
  if (only !== 'postgres') {
    const dir = keep ?? mkdtempSync(join(tmpdir(), 'compare-accounts-'));
    const file = join(dir, `accounts-${SCALE}x.sqlite`);
    const db = createDb({ client: 'sqlite', filename: file });
    try {
      results.push(await benchEngine('sqlite', `sqlite:${file}`, db, base, Boolean(keep)));
    } finally {
      await db.destroy();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    }
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl && only !== 'sqlite') {
    const schema = keep ? `accounts_${SCALE}x` : `accounts_${randomBytes(4).toString('hex')}`;
    const admin = createDb({ client: 'pg', connectionString: pgUrl });
    await admin.raw(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const db = createDb({ client: 'pg', connectionString: pgUrl }, { schema });
    const url = `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    try {
      results.push(await benchEngine('postgres', url, db, base, Boolean(keep)));
    } finally {
      await db.destroy();
      if (!keep) await admin.raw(`DROP SCHEMA ${schema} CASCADE`);
      await admin.destroy();
    }
  }
  console.log(
    `\nAccounts at ${SCALE}x: ${base.products.length * SCALE} products, ${base.offers.length * SCALE} offers (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
  );
  console.log(
    '| engine | resolve-list 50 lines, server ms p50 / max | lines matched | watches | alerts | alerts written s after the import | worker evaluation ms | /healthz worst ms: import / announcement to alerts |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.engine} | ${r.resolveP50.toFixed(1)} / ${r.resolveMax.toFixed(1)} | ${r.matched} of ${r.lines} | ${WATCHES} | ${r.alerts} | ${r.alertsWrittenS.toFixed(2)} | ${r.evaluationMs} | ${r.importWorst.toFixed(1)} / ${r.evaluationWorst.toFixed(1)} |`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(String(err instanceof Error ? err.message : err).slice(0, 2000));
  process.exit(1);
});
