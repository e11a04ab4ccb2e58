// The account-write limit counted in memory against points taken ahead from the shared rate_limits
// count (services/limits.ts createLeasedLimit), on both engines: one process allows exactly the
// limit and refuses the next with the window's end; two processes on one database sending at once
// never allow more than the limit between them; points one process took and did not use go back to
// the shared count (idle or flushed) and the other process can then use them; a new window starts
// afresh; and the shared count is touched once per block of uses, not per use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimitsRepository, type LimitsRepository } from '../src/repositories/limits';
import { createLeasedLimit, LEASE_IDLE_MS, LEASE_POINTS } from '../src/services/limits';
import { createTestDb, engines, type TestDb } from './helpers';

const WINDOW = 60_000;

describe.each(engines())('leased limit on $name', (engine) => {
  let t: TestDb;
  let repo: LimitsRepository;
  beforeAll(async () => {
    t = await createTestDb(engine, false);
    repo = createLimitsRepository(t.db);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const uses = async (limit: ReturnType<typeof createLeasedLimit>, key: string, n: number, now: number) =>
    (await Promise.all(Array.from({ length: n }, () => limit.take(key, now)))).filter((r) => r.allowed)
      .length;

  it('allows exactly the limit in one process, then refuses with the end of the window', async () => {
    const now = Date.now();
    const limit = createLeasedLimit(repo, { points: 40, windowMs: WINDOW });
    expect(await uses(limit, 'one', 40, now)).toBe(40);
    const over = await limit.take('one', now);
    expect(over).toEqual({ allowed: false, resetAt: now + WINDOW });
    // Another key is counted on its own.
    expect((await limit.take('other', now)).allowed).toBe(true);
    await limit.flush();
  });

  it('asks the shared count once per block of uses, not once per use', async () => {
    const now = Date.now();
    let hits = 0;
    const counting: LimitsRepository = {
      ...repo,
      hit: (...args) => {
        hits += 1;
        return repo.hit(...args);
      },
    };
    const limit = createLeasedLimit(counting, { points: 240, windowMs: WINDOW });
    expect(await uses(limit, 'blocks', 2 * LEASE_POINTS, now)).toBe(2 * LEASE_POINTS);
    expect(hits).toBe(2);
    await limit.flush();
  });

  it('never allows more than the limit between two processes writing at once', async () => {
    const now = Date.now();
    const rule = { points: 50, windowMs: WINDOW };
    const a = createLeasedLimit(repo, rule);
    const b = createLeasedLimit(repo, rule);
    const [fromA, fromB] = await Promise.all([uses(a, 'shared', 60, now), uses(b, 'shared', 60, now)]);
    expect(fromA + fromB).toBeLessThanOrEqual(50);
    // Each held back at most the points it took and did not use.
    expect(fromA + fromB).toBeGreaterThanOrEqual(50 - 2 * (LEASE_POINTS - 1));
    await Promise.all([a.flush(), b.flush()]);
    // Once both gave their unused points back, the shared count is exactly what was used.
    const held = await repo.peek(['shared'], now);
    expect(held.get('shared')?.points).toBe(fromA + fromB);
  });

  it('gives unused points back when the key goes idle, for another process to use', async () => {
    const now = Date.now();
    const rule = { points: 20, windowMs: WINDOW };
    const a = createLeasedLimit(repo, rule);
    const b = createLeasedLimit(repo, rule);
    expect(await uses(a, 'idle', 1, now)).toBe(1);
    // a holds a block: b gets what is left of the limit.
    expect(await uses(b, 'idle', 20, now)).toBe(20 - LEASE_POINTS);
    await new Promise((resolve) => setTimeout(resolve, LEASE_IDLE_MS * 2.5));
    expect((await repo.peek(['idle'], Date.now())).get('idle')?.points).toBe(1 + 20 - LEASE_POINTS);
    // b's refusal is remembered for LEASE_IDLE_MS only; then it finds a's returned points.
    expect(await uses(b, 'idle', 20, Date.now())).toBe(LEASE_POINTS - 1);
    await b.flush();
  });

  it('starts afresh in a new window', async () => {
    const now = Date.now();
    const limit = createLeasedLimit(repo, { points: 3, windowMs: WINDOW });
    expect(await uses(limit, 'window', 5, now)).toBe(3);
    expect(await uses(limit, 'window', 5, now + WINDOW)).toBe(3);
    await limit.flush();
  });
});
