// Geo bench: the server in its own process on a seeded SQLite file; start to first answer (any
// route, and the first place search), then 1,000 place searches (towns, misspellings, PIN codes,
// Devanagari) and 1,000 reverse lookups, one at a time over keep-alive HTTP; p50/p99 of each and
// the server's memory (RSS) after them. The server's CPU time is printed beside the wall times: on
// a machine shared with other work it is the steadier figure. `--root DIR` measures another checkout the same way (the
// untouched code, for the figures before a change). Ports from GEO_BENCH_PORT (default 3127).
// GEO_BENCH_NODE_ARGS adds Node flags to the measured server (say `--cpu-prof --cpu-prof-dir=/tmp/p`
// for a profile of its start and queries, or `--heapsnapshot-signal=SIGUSR2`); with
// `--import ./api/bench/geo-probe.mjs` the server also prints its own p50/p99, the garbage
// collections during the measured passes, and its slowest 1% (path, asked before or not, and
// whether a collection ran meanwhile).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileGazetteer } from '../src/geo/shared';
import { stringAt, tableSize } from '../src/geo/tables';

const here = fileURLToPath(new URL('.', import.meta.url));
const rootAt = process.argv.indexOf('--root');
const root = rootAt >= 0 ? process.argv[rootAt + 1]! : join(here, '../..');
const port = Number(process.env.GEO_BENCH_PORT ?? 3127);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// The measured checkout's server runs with the Node flags its `npm start` gives it (the API's start
// script's), as in production.
const startFlags: string[] = JSON.parse(readFileSync(join(root, 'api/package.json'), 'utf8'))
  .scripts.start.split(' ')
  .filter((arg: string) => arg.startsWith('--'));

function startServer(database: string, nodeArgs: string[] = []): { child: ChildProcess; started: number } {
  const started = performance.now();
  const args = [...startFlags, ...nodeArgs, '--import', 'tsx', join(root, 'api/src/server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${database}`,
      LOG_LEVEL: 'warn',
      ROLE: 'api',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, started };
}

async function firstAnswer(child: ChildProcess, path: string, started: number): Promise<number> {
  for (;;) {
    // A server that failed to start (its error is on stderr above) never answers: stop, do not wait.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited before answering ${path} (${child.exitCode ?? child.signalCode})`);
    try {
      const res = await get(path);
      if (res.status === 200) return Math.round(performance.now() - started);
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** CPU time the process has used, in ms (user + system; a busy machine does not inflate it). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

// The queries: hold-out towns as typed, misspelt (a letter dropped), hold-out PIN codes,
// Devanagari town names, and points near hold-out towns.
const holdout = readFileSync(join(here, 'geo-holdout.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t'));
const towns = holdout.filter((r) => r[0] === 'town');
const pins = holdout.filter((r) => r[0] === 'pin').map((r) => r[1]!);
const { keys: devanagariKeys } = fileGazetteer().devanagari;
const devanagari = Array.from({ length: tableSize(devanagariKeys) }, (_, i) => stringAt(devanagariKeys, i));
const misspell = (name: string, i: number) => {
  if (name.length < 5) return name;
  const at = 1 + (i % Math.max(1, name.length - 2));
  return name.slice(0, at) + name.slice(at + 1);
};
const searches: string[] = [];
for (let i = 0; i < 1000; i++) {
  const town = towns[(i * 7) % towns.length]![1]!;
  if (i % 4 === 0) searches.push(town);
  else if (i % 4 === 1) searches.push(misspell(town, i));
  else if (i % 4 === 2) searches.push(pins[(i * 13) % pins.length]!);
  else searches.push(devanagari[(i * 31) % devanagari.length]!);
}
const points = Array.from({ length: 1000 }, (_, i) => {
  const town = towns[(i * 11) % towns.length]!;
  return { lat: Number(town[3]) + ((i % 9) - 4) * 0.01, lon: Number(town[4]) + ((i % 7) - 3) * 0.01 };
});

// A path asked before (in the warm-up or earlier in the pass) may be answered from the server's
// kept searches; `firstAsked` holds the times of the paths asked for the first time, so the bench
// shows what a new question costs as well as the mix.
const asked = new Set<string>();
async function timed(
  paths: string[],
): Promise<{ p50: number; p99: number; errors: number; firstAsked: number[] }> {
  const times: number[] = [];
  const firstAsked: number[] = [];
  let errors = 0;
  for (const path of paths) {
    const t = performance.now();
    const res = await get(path);
    const took = performance.now() - t;
    times.push(took);
    if (!asked.has(path)) firstAsked.push(took);
    asked.add(path);
    if (res.status !== 200 && res.status !== 404) {
      errors++;
      if (process.env.GEO_BENCH_VERBOSE) console.error(res.status, path, res.body.slice(0, 200));
    }
  }
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), errors, firstAsked };
}

const dir = mkdtempSync(join(tmpdir(), 'compare-geo-bench-'));
const database = join(dir, 'bench.sqlite');
try {
  // The first start seeds the demo catalogue; the measured start finds it seeded.
  const seeding = startServer(database);
  await firstAnswer(seeding.child, '/healthz', seeding.started);
  await stop(seeding.child);

  const { child, started } = startServer(
    database,
    (process.env.GEO_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  );
  const firstAny = await firstAnswer(child, '/healthz', started);
  const cpuFirst = cpuMs(child.pid!);
  const firstGeo = await firstAnswer(child, '/api/geo/search?q=Indore', started);
  const rssIdle = rssMb(child.pid!);
  // One warm-up pass, so the figures are of a running server, not of its first compile.
  await timed(searches.slice(0, 100).map((q) => `/api/geo/search?q=${encodeURIComponent(q)}`));
  const cpuBefore = cpuMs(child.pid!);
  const search = await timed(searches.map((q) => `/api/geo/search?q=${encodeURIComponent(q)}`));
  const cpuSearch = cpuMs(child.pid!) - cpuBefore;
  const reverse = await timed(
    points.map((p) => `/api/geo/reverse?lat=${p.lat.toFixed(4)}&lon=${p.lon.toFixed(4)}`),
  );
  const cpuReverse = cpuMs(child.pid!) - cpuBefore - cpuSearch;
  const rss = rssMb(child.pid!);
  await stop(child);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(`checkout: ${root} (node ${startFlags.join(' ') || 'without flags'})`);
  console.log(`start to first answer (/healthz):        ${firstAny} ms (${cpuFirst} ms of CPU)`);
  console.log(`start to first place search answered:    ${firstGeo} ms`);
  console.log(
    `search  x1000: p50 ${ms(search.p50)}, p99 ${ms(search.p99)}, errors ${search.errors}, server CPU ${cpuSearch / 1000} ms each`,
  );
  console.log(
    `  of which asked for the first time: ${search.firstAsked.length}, p50 ${ms(quantile(search.firstAsked, 0.5))}, p99 ${ms(quantile(search.firstAsked, 0.99))}`,
  );
  console.log(
    `reverse x1000: p50 ${ms(reverse.p50)}, p99 ${ms(reverse.p99)}, errors ${reverse.errors}, server CPU ${cpuReverse / 1000} ms each`,
  );
  console.log(`server RSS: ${rssIdle} MB at first answer, ${rss} MB after the queries`);
} finally {
  agent.destroy();
  rmSync(dir, { recursive: true, force: true });
}
