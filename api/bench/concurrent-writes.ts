// Concurrent account writes: 32 accounts create price watches and saved baskets at the same time
// through the real app (in this process, on a loopback port), on SQLite and on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Prints, per engine, writes stored of writes sent
// and the request times (p50, p99) for two shapes of load:
// - steady: each account sends its writes one after another, 32 in flight at any moment;
// - burst: every account sends all its writes at once (256 in flight).
// Also prints the steady phase's wall time and this process's CPU time per write (server and
// client together), the figure a busy machine does not inflate.
// Run: cd api && npx tsx bench/concurrent-writes.ts [--rounds N] (N writes per account, default 8).
import { LIMIT_DEFAULTS } from '../src/config';
import { burst, percentile } from '../test/edges/burst';
import { type Engine, startTestServer, type TestClient, type TestServer } from '../test/helpers';

const ACCOUNTS = 32;
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = Math.max(2, Number(roundsArg >= 0 ? process.argv[roundsArg + 1] : 8));

async function accounts(server: TestServer, prefix: string): Promise<TestClient[]> {
  const clients: TestClient[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const c = server.client();
    const res = await c.post('/api/register', { username: `${prefix}${i}`, password: 'secret12' });
    if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.text}`);
    clients.push(c);
  }
  return clients;
}

async function stored(server: TestServer): Promise<number> {
  const w = await server.db('price_watches').count({ n: '*' }).first();
  const b = await server.db('saved_baskets').count({ n: '*' }).first();
  return Number(w?.n ?? 0) + Number(b?.n ?? 0);
}

function line(
  engine: string,
  shape: string,
  sent: number,
  kept: number,
  timings: number[],
  statuses: object,
) {
  const p50 = percentile(timings, 50).toFixed(1);
  const p99 = percentile(timings, 99).toFixed(1);
  console.log(
    `${engine.padEnd(8)} ${shape.padEnd(6)} stored ${kept}/${sent}  p50 ${p50} ms  p99 ${p99} ms  answers ${JSON.stringify(statuses)}`,
  );
}

async function run(engine: Engine): Promise<void> {
  const server = await startTestServer(engine, {
    config: { limits: { ...LIMIT_DEFAULTS, register: { points: 10_000, windowMs: 60_000 } } },
  });
  try {
    const watches = Math.ceil(ROUNDS / 2);
    const baskets = ROUNDS - watches;
    // Steady: one write at a time per account.
    const steady = await accounts(server, 'steady');
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    const timings: number[] = [];
    const statuses: Record<number, number> = {};
    await Promise.all(
      steady.map(async (c) => {
        for (let i = 0; i < ROUNDS; i += 1) {
          const r = await burst([c], i < watches ? { watches: 1, baskets: 0 } : { watches: 0, baskets: 1 });
          timings.push(...r.timings);
          for (const [s, n] of Object.entries(r.statuses))
            statuses[Number(s)] = (statuses[Number(s)] ?? 0) + n;
        }
      }),
    );
    const wall = performance.now() - wallStart;
    const cpu = process.cpuUsage(cpuStart);
    line(engine.name, 'steady', ACCOUNTS * ROUNDS, await stored(server), timings, statuses);
    // On a shared machine the wall time stretches with other work; the CPU time per write does not.
    console.log(
      `${''.padEnd(8)} steady took ${wall.toFixed(0)} ms, ${((cpu.user + cpu.system) / 1000 / (ACCOUNTS * ROUNDS)).toFixed(2)} ms of this process's CPU per write`,
    );
    // Burst: everything at once, from other accounts.
    const before = await stored(server);
    const all = await burst(await accounts(server, 'burst'), { watches, baskets });
    line(engine.name, 'burst', ACCOUNTS * ROUNDS, (await stored(server)) - before, all.timings, all.statuses);
  } finally {
    await server.close();
  }
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const list: Engine[] = [{ name: 'sqlite' }, ...(url ? [{ name: 'postgres' as const, url }] : [])];
console.log(
  `${ACCOUNTS} accounts x ${ROUNDS} writes (watches and saved baskets); timings include this process's own client`,
);
for (const engine of list) await run(engine);
