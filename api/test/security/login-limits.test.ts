// Attack probes on sign-in and sign-up: forged client addresses, IPv6 address rotation, locking
// out an account's owner, username spelling tricks, registration and suggestion floods, and
// limits that hold across two API instances on one database.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { silentLogger } from '../../src/logger';
import {
  createTestDb,
  engines,
  json,
  postgresMissing,
  startTestServer,
  type TestDb,
  type TestServer,
} from '../helpers';

interface ErrorBody {
  success: false;
  error: { code: string; message: string };
}

const HOP = { kind: 'hops', hops: 1 } as const;

describe('security suite prerequisites', () => {
  it('has PostgreSQL when CI requires it', () => {
    expect(postgresMissing()).toBe(false);
  });
});

describe.each(engines())('login, registration and suggestion limits on $name', (engine) => {
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await startTestServer(engine);
    proxied = await startTestServer(engine, { config: { trustProxy: HOP } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const login = (s: TestServer, username: string, password: string, headers: Record<string, string> = {}) =>
    s.client().post('/api/login', { username, password }, headers);

  it('without TRUST_PROXY a forged X-Forwarded-For gives no fresh limit: 25 forged addresses end in 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await login(direct, `nobody${i}`, 'wrong-pass', {
        'X-Forwarded-For': `198.51.100.${i + 1}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const blocked = await login(direct, 'someone', 'wrong-pass', { 'X-Forwarded-For': '192.0.2.200' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(json<ErrorBody>(blocked).error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many login attempts. Try again later.',
    });
  });

  it('with TRUST_PROXY=1 only the address the proxy appended counts: forged left-hand entries share one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await login(proxied, `ghost${i}`, 'wrong-pass', {
        'X-Forwarded-For': `10.9.${i}.1, 203.0.113.7`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another real client behind the same proxy is unaffected.
    const other = await login(proxied, 'ghost0', 'wrong-pass', {
      'X-Forwarded-For': '10.9.0.1, 203.0.113.8',
    });
    expect(other.status).toBe(401);
  });

  it('keys IPv6 clients by /64: rotating addresses inside one /64 hits the limit, another /64 does not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await login(proxied, `v6ghost${i}`, 'wrong-pass', {
        'X-Forwarded-For': `2001:db8:aa:bb:${(i + 1).toString(16)}::${i + 7}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    const sameNet = await login(proxied, 'v6ghost', 'wrong-pass', {
      'X-Forwarded-For': '2001:db8:aa:bb::ffff',
    });
    expect(sameNet.status).toBe(429);
    const otherNet = await login(proxied, 'v6ghost', 'wrong-pass', {
      'X-Forwarded-For': '2001:db8:aa:bc::1',
    });
    expect(otherNet.status).toBe(401);
  });

  it('does not lock the owner out: 7 wrong passwords from one address, then the owner signs in from another', async () => {
    await proxied.client().post(
      '/api/register',
      { username: 'asha', password: 'owner-pass' },
      {
        'X-Forwarded-For': '198.18.0.1',
      },
    );
    for (let i = 0; i < 7; i++) {
      const res = await login(proxied, 'asha', `guess-${i}`, { 'X-Forwarded-For': '198.18.1.1' });
      expect(res.status).toBe(i < 5 ? 401 : 429);
    }
    const owner = await login(proxied, 'asha', 'owner-pass', { 'X-Forwarded-For': '198.18.2.1' });
    expect(owner.status).toBe(200);
    expect(json<{ username: string }>(owner).username).toBe('asha');
  });

  it('does not lock the owner out of an account attacked from 25 addresses, while those addresses stop being heard', async () => {
    await proxied.client().post(
      '/api/register',
      { username: 'ravi.k', password: 'owner-pass' },
      {
        'X-Forwarded-For': '198.18.3.1',
      },
    );
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await login(proxied, 'ravi.k', `guess-${i}`, { 'X-Forwarded-For': `100.64.${i}.9` });
      statuses.push(res.status);
    }
    // The first 10 are checked and wrong; past the slower per-username limit guesses get 429.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // An attacking address is refused even with the right password: it is not heard at all.
    const attacker = await login(proxied, 'ravi.k', 'owner-pass', { 'X-Forwarded-For': '100.64.3.9' });
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner, from a network with no recent failures, gets in.
    const owner = await login(proxied, 'RAVI.K', 'owner-pass', { 'X-Forwarded-For': '198.18.4.1' });
    expect(owner.status).toBe(200);
  });

  it('treats ALICE and " alice " as the one account alice (registration, login and uniqueness)', async () => {
    const from = { 'X-Forwarded-For': '198.18.9.1' };
    const reg = await proxied
      .client()
      .post('/api/register', { username: ' ALICE ', password: 'alice-pass' }, from);
    expect(reg.status).toBe(201);
    expect(json<{ username: string }>(reg).username).toBe('alice');
    const again = await proxied
      .client()
      .post('/api/register', { username: 'alice', password: 'other-pass' }, from);
    expect(again.status).toBe(409);
    for (const name of ['ALICE', ' alice ', 'Alice']) {
      const res = await login(proxied, name, 'alice-pass', from);
      expect(res.status).toBe(200);
      expect(json<{ username: string }>(res).username).toBe('alice');
    }
    const rows = await proxied.db('users').where('username_lower', 'alice').select('username');
    expect(rows).toEqual([{ username: 'alice' }]);
  });

  it('answers registration spam from one client with 429 and Retry-After, and another client still registers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await proxied
        .client()
        .post(
          '/api/register',
          { username: `spam_${i}`, password: 'secret12' },
          { 'X-Forwarded-For': '192.0.2.50' },
        );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(json<ErrorBody>(res).error.code).toBe('TOO_MANY_REQUESTS');
      }
    }
    expect(statuses).toEqual([...new Array<number>(10).fill(201), 429, 429]);
    const [row] = await proxied.db('users').where('username', 'like', 'spam_%').count({ n: '*' });
    expect(Number(row?.n)).toBe(10);
    const other = await proxied
      .client()
      .post(
        '/api/register',
        { username: 'not_spam', password: 'secret12' },
        { 'X-Forwarded-For': '192.0.2.51' },
      );
    expect(other.status).toBe(201);
  });

  it('answers suggestion spam from one client with 429 after 5, not counting invalid ones', async () => {
    const send = (body: unknown) =>
      proxied.client().post('/api/suggestions', body, { 'X-Forwarded-For': '192.0.2.60' });
    for (let i = 0; i < 3; i++) expect((await send({ vertical: '' })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await send({ vertical: 'Snacks', description: 'x'.repeat(2000) })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const blocked = await send({ vertical: 'Snacks' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(json<ErrorBody>(blocked).error.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe.each(engines())('limits shared by two instances on $name', (engine) => {
  let t: TestDb;
  const servers: Server[] = [];
  const bases: string[] = [];
  beforeAll(async () => {
    t = await createTestDb(engine);
    for (let i = 0; i < 2; i++) {
      const app = createApp({ db: t.db, config: t.config, logger: silentLogger });
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
      bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    for (const s of servers) await new Promise((resolve) => s.close(resolve));
    await t.cleanup();
  });

  it('counts failed logins against one limit whichever instance answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${bases[i % 2]}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'shared.name', password: 'wrong-pass' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
