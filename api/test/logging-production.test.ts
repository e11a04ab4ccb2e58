import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { createLogger } from '../src/logger';
import { createTestDb, engines, type TestDb } from './helpers';

describe.each(engines())('logging and production cookies on $name', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  async function serve(config: Partial<TestDb['config']>, lines: string[]) {
    const logger = createLogger('info', (line) => lines.push(line));
    const app = createApp({ db: t.db, config: { ...t.config, ...config }, logger });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('writes one JSON line per request with method, path, status, ms and request id', async () => {
    const lines: string[] = [];
    const s = await serve({ logLevel: 'info' }, lines);
    try {
      const res = await fetch(`${s.base}/products/nope`);
      await res.text();
      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      const request = entries.find((e) => e.msg === 'request');
      expect(request).toMatchObject({
        level: 'info',
        method: 'GET',
        path: '/products/nope',
        status: 404,
        requestId: res.headers.get('x-request-id'),
      });
      expect(typeof request?.ms).toBe('number');
    } finally {
      await s.close();
    }
  });

  it('sets a Secure session cookie in production behind a TLS proxy', async () => {
    // X-Forwarded-Proto counts only from a proxy TRUST_PROXY trusts (here: one hop in front).
    const s = await serve(
      { production: true, sessionKeys: ['prod-secret'], trustProxy: { kind: 'hops', hops: 1 } },
      [],
    );
    try {
      const res = await fetch(`${s.base}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
        body: JSON.stringify({ username: 'secure_user', password: 'secret12' }),
      });
      expect(res.status).toBe(201);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('compare.sid='));
      expect(cookie).toMatch(/;\s*secure/i);
      expect(cookie).toMatch(/httponly/i);
    } finally {
      await s.close();
    }
  });
});
