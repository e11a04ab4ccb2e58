// Password hashing probes: OWASP's scrypt parameters in every new hash, older hashes upgraded at the
// next successful sign-in, the test-only cost refused outside tests, and hashing that leaves the
// event loop free (liveness stays fast during a burst of logins).
import { randomBytes, scrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { hashPassword, verifyPassword } from '../../src/services/auth';
import { engines, startTestServer, type TestServer } from '../helpers';

/** A hash as the API wrote it before this change: `scrypt$salt$hash` at N=2^14, r=8, p=1. */
function legacyHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(`scrypt$${salt.toString('base64')}$${key.toString('base64')}`),
    );
  });
}

describe('password hashes', () => {
  it('hashes new passwords with scrypt N=2^17, r=8, p=1 and records the parameters in the hash', {
    timeout: 60_000,
  }, async () => {
    const hash = await hashPassword('secret12');
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('secret12', hash)).toBe(true);
    expect(await verifyPassword('secret13', hash)).toBe(false);
  });

  it('still verifies hashes written at the old N=2^14 without parameters', async () => {
    const old = await legacyHash('secret12');
    expect(await verifyPassword('secret12', old)).toBe(true);
    expect(await verifyPassword('wrong-one', old)).toBe(false);
  });

  it('allows a cheaper cost only in tests: SCRYPT_LOG2N under 17 stops any other start', () => {
    expect(loadConfig({ NODE_ENV: 'test', SCRYPT_LOG2N: '10' }).scryptLog2N).toBe(10);
    expect(loadConfig({}).scryptLog2N).toBe(17);
    expect(() => loadConfig({ SCRYPT_LOG2N: '12' })).toThrow(/SCRYPT_LOG2N below 17/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_KEYS: 'secret',
        PUBLIC_URL: 'https://compare.example',
        SCRYPT_LOG2N: '14',
      }),
    ).toThrow(/SCRYPT_LOG2N below 17/);
  });
});

describe.each(engines())('password upgrade on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // Production cost here: this suite is about the real parameters.
    server = await startTestServer(engine, {
      config: { scryptLog2N: 17, trustProxy: { kind: 'hops', hops: 1 } },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('rehashes an old N=2^14 hash at N=2^17 at the next successful login, and the password keeps working', {
    timeout: 60_000,
  }, async () => {
    await server.db('users').insert({
      username: 'old.timer',
      username_lower: 'old.timer',
      password_hash: await legacyHash('first-pass'),
      created_at: new Date().toISOString(),
    });
    const wrong = await server.client().post('/api/login', { username: 'old.timer', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    const before = await server.db('users').where('username_lower', 'old.timer').first('password_hash');
    expect(before.password_hash).not.toMatch(/ln=/);
    const ok = await server.client().post('/api/login', { username: 'old.timer', password: 'first-pass' });
    expect(ok.status).toBe(200);
    const after = await server.db('users').where('username_lower', 'old.timer').first('password_hash');
    expect(after.password_hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    const again = await server.client().post('/api/login', { username: 'old.timer', password: 'first-pass' });
    expect(again.status).toBe(200);
  });
});

// Hashing load does not depend on the engine; SQLite is the demanding case because its queries run
// on the same libuv thread pool as scrypt, so the probe runs there once.
describe('hashing load', () => {
  const engine = { name: 'sqlite' } as const;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: { scryptLog2N: 17, trustProxy: { kind: 'hops', hops: 1 } },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps /healthz answering quickly while 8 logins hash at N=2^17 in parallel (twice the hashing threads)', async () => {
    const reg = await server
      .client()
      .post(
        '/api/register',
        { username: 'burst', password: 'burst-pass' },
        { 'X-Forwarded-For': '192.0.2.90' },
      );
    expect(reg.status).toBe(201);
    // One hash on its own, for scale: a hash on the event loop would hold every probe this long.
    // libuv's pool has 4 threads: 8 logins keep every thread busy with a queue behind them.
    const LOGINS = 8;
    const hashStarted = performance.now();
    await hashPassword('scale-only', 17);
    const hashMs = performance.now() - hashStarted;
    const started = performance.now();
    const logins = Array.from({ length: LOGINS }, (_, i) =>
      server
        .client()
        .post(
          '/api/login',
          { username: 'burst', password: 'burst-pass' },
          { 'X-Forwarded-For': `192.0.2.${100 + i}` },
        ),
    );
    let pending = true;
    const all = Promise.all(logins).finally(() => {
      pending = false;
    });
    const latencies: number[] = [];
    while (pending) {
      const t = performance.now();
      const res = await fetch(`${server.baseUrl}/healthz`);
      await res.text();
      latencies.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const results = await all;
    const elapsed = performance.now() - started;
    expect(results.map((r) => r.status)).toEqual(new Array<number>(LOGINS).fill(200));
    latencies.sort((a, b) => a - b);
    const worst = latencies[latencies.length - 1]!;
    const median = latencies[Math.floor(latencies.length / 2)]!;
    process.stdout.write(
      `healthz during ${LOGINS} parallel N=2^17 logins (${engine.name}): ${latencies.length} probes over ${Math.round(elapsed)} ms, median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (one hash alone: ${Math.round(hashMs)} ms)\n`,
    );
    expect(latencies.length).toBeGreaterThan(5);
    // The hashes run on libuv's pool, so the event loop that answers /healthz stays free: the
    // typical probe takes a few milliseconds, nowhere near the time of one hash.
    expect(median).toBeLessThan(Math.min(50, hashMs / 4));
  }, 120_000);
});
