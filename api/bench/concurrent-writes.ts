// Concurrent account writes: 32 accounts create price watches and saved baskets at the same time
// through the real app on a loopback port, on SQLite and on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set. Prints, per engine, writes stored of writes sent and the request times
// (p50, p99) for two shapes of load:
// - steady: each account sends its writes one after another, 32 in flight at any moment;
// - burst: every account sends all its writes at once (256 in flight).
// The clients run in a child process of their own, as a shopper's browser is not the server: in
// the server's process their fetch calls took about 40% of its event loop (profiled), and every
// request waited for the other clients' work too. The timed writes go out on node:http (see
// `lean`), and the clients' CPU per write is printed: on a 2-core machine it shares the cores.
// Registration and a warm-up (each account writes 8 watches and 8 saved baskets, 32 in flight: the
// pool's connections opened, the code paths compiled and optimised) come before the clock starts,
// as on a server that has served a busy evening's first minute. With one watch and one basket per
// account (64 writes) V8 was still optimising the write path while the clock ran: the server's
// CPU per write on PostgreSQL was 15% higher (2.73-3.25 against 2.28-2.76 ms, three interleaved
// pairs; event loop 2.03-2.38 against 1.60-1.99 ms; on SQLite, measured first, two pairs showed no
// difference); `--warm 2` measures that colder server. Also
// printed: the steady phase's wall time, the server process's CPU time per write (the figure a
// busy machine inflates least), split on Linux between the event loop and the other threads
// (libuv's pool, where SQLite's statements run, and V8's), the clients' CPU per write, what could
// hold every request up at once (the event loop's delay, GC pauses), and the load average when the
// engine's run began.
// Run: cd api && npx tsx bench/concurrent-writes.ts [--rounds N] [--warm W] [--engine sqlite|postgres]
// [--profile DIR] (N timed writes per account, default 8; W untimed writes per account before them,
// default 16; DIR receives the server's CPU profile of each steady phase, for Chrome's DevTools or
// speedscope). On PostgreSQL the backends' CPU per write is printed too (from /proc, same machine).
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { LIMIT_DEFAULTS } from '../src/config';
import { type BurstResult, burst, type Poster, percentile } from '../test/edges/burst';
import {
  createClient,
  type Engine,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/helpers';

const ACCOUNTS = 32;
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = Math.max(2, Number(roundsArg >= 0 ? process.argv[roundsArg + 1] : 8));
const WATCHES = Math.ceil(ROUNDS / 2);
const BASKETS = ROUNDS - WATCHES;
const warmArg = process.argv.indexOf('--warm');
/** Untimed writes per account before the clock starts (half watches, half saved baskets). */
const WARM = Math.max(2, Number(warmArg >= 0 ? process.argv[warmArg + 1] : 16));
const profileArg = process.argv.indexOf('--profile');
const PROFILE_DIR = profileArg >= 0 ? process.argv[profileArg + 1] : undefined;

/** Server -> clients: what to do next. */
type Command = { do: 'steady' | 'burst' } | { do: 'stop' };
/** Clients -> server: ready (accounts registered and warm), or a phase's result. */
type Report =
  | { ready: true }
  | { phase: 'steady' | 'burst'; result: BurstResult; wallMs: number; clientCpuMs: number };

// ---- The clients' process -------------------------------------------------------------------

async function register(baseUrl: string, prefix: string): Promise<TestClient[]> {
  const clients: TestClient[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const c = createClient(baseUrl);
    const res = await c.post('/api/register', { username: `${prefix}${i}`, password: 'secret12' });
    if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.text}`);
    clients.push(c);
  }
  return clients;
}

// The timed writes go out on node:http with kept-alive connections, not fetch: on the 2-core
// machines this runs on, the clients' fetch calls (undici, WHATWG streams and Headers) took 1.5-2.0
// ms of CPU per write, about as much as the server's whole work, and every write waited for that
// work on the shared cores too. A shopper's browser does not run on the server's cores.
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** A JSON poster for the account `client` signed in as (its cookies, this site's Origin). */
function lean(baseUrl: string, client: TestClient): Poster {
  const url = new URL(baseUrl);
  const cookie = () => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    post: (path, body) =>
      new Promise<{ status: number }>((resolve, reject) => {
        const payload = JSON.stringify(body);
        const req = request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path,
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(payload),
              Origin: baseUrl,
              Cookie: cookie(),
            },
          },
          (res) => {
            // A renewed session cookie is kept, as a browser would.
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const eq = pair!.indexOf('=');
              client.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
            }
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      }),
  };
}

/** Each account sends `watches` then `baskets` writes, one after another; 32 in flight. */
async function steadily(clients: readonly Poster[], watches: number, baskets: number) {
  const timings: number[] = [];
  const statuses: Record<number, number> = {};
  await Promise.all(
    clients.map(async (c) => {
      for (let i = 0; i < watches + baskets; i += 1) {
        const r = await burst([c], i < watches ? { watches: 1, baskets: 0 } : { watches: 0, baskets: 1 });
        timings.push(...r.timings);
        for (const [s, n] of Object.entries(r.statuses)) statuses[Number(s)] = (statuses[Number(s)] ?? 0) + n;
      }
    }),
  );
  return { timings, statuses };
}

async function clientsProcess(baseUrl: string): Promise<void> {
  const send = (report: Report) => process.send?.(report);
  const steady = (await register(baseUrl, 'steady')).map((c) => lean(baseUrl, c));
  const bursting = (await register(baseUrl, 'burst')).map((c) => lean(baseUrl, c));
  // Warm-up, not timed: one watch and one saved basket per account, 32 in flight.
  const warm = await steadily(steady, Math.ceil(WARM / 2), Math.floor(WARM / 2));
  if (Object.keys(warm.statuses).join() !== '201')
    throw new Error(`warm-up answered ${JSON.stringify(warm.statuses)}`);
  send({ ready: true });
  process.on('message', async (command: Command) => {
    if (command.do === 'stop') process.exit(0);
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const result =
      command.do === 'steady'
        ? await steadily(steady, WATCHES, BASKETS)
        : await burst(bursting, { watches: WATCHES, baskets: BASKETS });
    const cpu = process.cpuUsage(cpuStart);
    send({
      phase: command.do,
      result,
      wallMs: performance.now() - started,
      clientCpuMs: (cpu.user + cpu.system) / 1000,
    });
  });
}

// ---- The server's process -------------------------------------------------------------------

async function stored(server: TestServer): Promise<number> {
  const w = await server.db('price_watches').count({ n: '*' }).first();
  const b = await server.db('saved_baskets').count({ n: '*' }).first();
  return Number(w?.n ?? 0) + Number(b?.n ?? 0);
}

/**
 * CPU time (ms) of this process's threads from /proc (Linux; empty elsewhere): the event loop
 * (`main`) and the others (`threads`: libuv's pool, where SQLite's statements run, and V8's
 * helpers; Node 20 names them all "node"), and of the event loop's time the part in the kernel.
 */
function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  if (!existsSync('/proc/self/task')) return out;
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended
    }
    const name =
      tid === String(process.pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * tick;
    const kind = name.startsWith('libuv-worker') ? 'libuv-worker' : name === 'main' ? 'main' : 'other';
    out.set(kind, (out.get(kind) ?? 0) + ms);
    // The event loop's time in the kernel (socket reads and writes, epoll, waking SQLite's threads).
    if (kind === 'main') out.set('main in kernel', Number(fields[12]) * tick);
  }
  return out;
}

/**
 * CPU time (ms) of the PostgreSQL backends serving this run's database, by process id, from /proc
 * (Linux, same machine; empty elsewhere or on SQLite): the database's share of the 2 cores, which
 * the server's own figures do not include.
 */
async function backendCpu(server: TestServer, engine: Engine): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (engine.name !== 'postgres' || !existsSync('/proc/self/stat')) return out;
  const { rows } = (await server.db.raw(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'",
  )) as { rows: Array<{ pid: number }> };
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the backend ended
    }
  }
  return out;
}

function line(engine: string, shape: string, sent: number, kept: number, r: BurstResult) {
  const p50 = percentile(r.timings, 50).toFixed(1);
  const p99 = percentile(r.timings, 99).toFixed(1);
  console.log(
    `${engine.padEnd(8)} ${shape.padEnd(6)} stored ${kept}/${sent}  p50 ${p50} ms  p99 ${p99} ms  answers ${JSON.stringify(r.statuses)}`,
  );
}

async function run(engine: Engine): Promise<void> {
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const server = await startTestServer(engine, {
    config: { limits: { ...LIMIT_DEFAULTS, register: { points: 10_000, windowMs: 60_000 } } },
  });
  const child = fork(
    fileURLToPath(import.meta.url),
    ['--clients', server.baseUrl, '--rounds', String(ROUNDS), '--warm', String(WARM)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const reports: Report[] = [];
  let wake: (() => void) | null = null;
  child.on('message', (m: Report) => {
    reports.push(m);
    wake?.();
  });
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code) => reject(new Error(`the clients' process ended (${code})`))),
  );
  const next = async (): Promise<Report> => {
    while (reports.length === 0) await Promise.race([new Promise<void>((r) => (wake = r)), exited]);
    return reports.shift()!;
  };
  try {
    await next(); // registered and warm
    const steadySent = ACCOUNTS * ROUNDS;
    let before = await stored(server);
    const profiler = PROFILE_DIR ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    // What could hold every request up at once: the event loop's longest waits, and GC pauses.
    const gcPauses: number[] = [];
    const majorPauses: number[] = [];
    const gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        gcPauses.push(entry.duration);
        const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
        if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) majorPauses.push(entry.duration);
      }
    });
    gc.observe({ entryTypes: ['gc'] });
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    const backendsStart = await backendCpu(server, engine);
    const threadsStart = threadCpu();
    const cpuStart = process.cpuUsage();
    child.send({ do: 'steady' } satisfies Command);
    const steady = await next();
    const cpu = process.cpuUsage(cpuStart);
    const threads = threadCpu();
    const backends = await backendCpu(server, engine);
    loopDelay.disable();
    gc.disconnect();
    if (profiler && PROFILE_DIR) {
      const { profile } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(join(PROFILE_DIR, `steady-${engine.name}.cpuprofile`), JSON.stringify(profile));
    }
    if (!('phase' in steady)) throw new Error('the clients answered out of turn');
    console.log(`${engine.name.padEnd(8)} load average ${load}`);
    line(engine.name, 'steady', steadySent, (await stored(server)) - before, steady.result);
    // On a shared machine the wall time stretches with other work; the CPU time per write does not.
    console.log(
      `${''.padEnd(8)} steady took ${steady.wallMs.toFixed(0)} ms, ${((cpu.user + cpu.system) / 1000 / steadySent).toFixed(2)} ms of the server process's CPU per write`,
    );
    const split = [...threads]
      .map(([kind, ms]) => `${kind} ${((ms - (threadsStart.get(kind) ?? 0)) / steadySent).toFixed(2)}`)
      .join(', ');
    if (split) console.log(`${''.padEnd(8)} of which by thread (ms per write, 10 ms ticks): ${split}`);
    if (backends.size > 0) {
      let ms = 0;
      for (const [pid, end] of backends) ms += end - (backendsStart.get(pid) ?? 0);
      console.log(
        `${''.padEnd(8)} PostgreSQL's backends (${backends.size}): ${(ms / steadySent).toFixed(2)} ms of CPU per write (10 ms ticks)`,
      );
    }
    console.log(
      `${''.padEnd(8)} the clients' process: ${(steady.clientCpuMs / steadySent).toFixed(2)} ms of CPU per write`,
    );
    const ms = (ns: number) => (ns / 1e6).toFixed(1);
    console.log(
      `${''.padEnd(8)} event loop delay p99 ${ms(loopDelay.percentile(99))} ms, max ${ms(loopDelay.max)} ms; ` +
        `GC pauses ${gcPauses.length}, ${gcPauses.reduce((a, b) => a + b, 0).toFixed(1)} ms in all, longest ${Math.max(0, ...gcPauses).toFixed(1)} ms (${majorPauses.length} full, longest ${Math.max(0, ...majorPauses).toFixed(1)} ms); heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB`,
    );
    before = await stored(server);
    child.send({ do: 'burst' } satisfies Command);
    const all = await next();
    if (!('phase' in all)) throw new Error('the clients answered out of turn');
    line(engine.name, 'burst', ACCOUNTS * ROUNDS, (await stored(server)) - before, all.result);
  } finally {
    child.removeAllListeners('exit');
    if (child.connected) child.send({ do: 'stop' } satisfies Command);
    await server.close();
  }
}

const clientsArg = process.argv.indexOf('--clients');
if (clientsArg >= 0) {
  await clientsProcess(process.argv[clientsArg + 1]!);
} else {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const only = process.argv.indexOf('--engine');
  const list: Engine[] = [
    { name: 'sqlite' as const },
    ...(url ? [{ name: 'postgres' as const, url }] : []),
  ].filter((e) => only < 0 || e.name === process.argv[only + 1]);
  console.log(
    `${ACCOUNTS} accounts x ${ROUNDS} writes (watches and saved baskets), after a warm-up of ${WARM} per account; clients in a child process`,
  );
  for (const engine of list) await run(engine);
}
