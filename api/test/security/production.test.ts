// Attack probes on production settings: registration over plain HTTP, all-or-nothing sign-up,
// PUBLIC_URL and Host headers, readiness during a database outage, refused test overrides,
// security headers, unknown methods and source maps.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { createDb } from '../../src/db/knex';
import { silentLogger } from '../../src/logger';
import { createTestDb, engines, json, startTestServer, type TestDb, type TestServer } from '../helpers';

interface ErrorBody {
  success: false;
  error: { code: string; message: string };
}

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCTION: Partial<Config> = {
  production: true,
  sessionKeys: ['prod-secret'],
  publicUrl: 'https://compare.example',
};

/** A raw HTTP request (fetch refuses TRACE and custom Host headers). */
function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Runs the real server entry with `env` and answers its exit code and output. */
function startProcess(env: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'compare-start-'));
  try {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? dir,
        DATABASE_URL: `sqlite:${join(dir, 'x.sqlite')}`,
        PORT: '0',
        ...env,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('production start-up refusals', () => {
  const base = { NODE_ENV: 'production', SESSION_KEYS: 'prod-secret', PUBLIC_URL: 'https://compare.example' };

  it('refuses to start in production without PUBLIC_URL, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_KEYS: 'prod-secret' })).toThrow(
      'Refusing to start: set PUBLIC_URL to the public origin of the API (e.g. https://compare.example) when NODE_ENV=production',
    );
    const run = startProcess({ NODE_ENV: 'production', SESSION_KEYS: 'prod-secret' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('set PUBLIC_URL');
  }, 60_000);

  it('refuses ALLOW_TEST_OVERRIDES and PRICE_HOST_OVERRIDES in production, naming them', () => {
    expect(() => loadConfig({ ...base, ALLOW_TEST_OVERRIDES: '1' })).toThrow(
      'Refusing to start: ALLOW_TEST_OVERRIDES is honoured only in tests and development, never with NODE_ENV=production; unset it',
    );
    expect(() =>
      loadConfig({ ...base, ALLOW_TEST_OVERRIDES: '1', PRICE_HOST_OVERRIDES: 'blinkit.com=127.0.0.1:4010' }),
    ).toThrow(/ALLOW_TEST_OVERRIDES and PRICE_HOST_OVERRIDES are honoured only/);
    const run = startProcess({
      ...base,
      ALLOW_TEST_OVERRIDES: '1',
      PRICE_HOST_OVERRIDES: 'blinkit.com=127.0.0.1:4010',
    });
    expect(run.status).toBe(1);
    expect(run.output).toContain('never with NODE_ENV=production');
  }, 60_000);

  it('reads TRUST_PROXY as off, a hop count or proxy addresses, and rejects anything else', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'off' });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16, fd00::/8' }).trustProxy).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.2', '10.1.0.0/16', 'fd00::/8'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe.each(engines())('production behaviour on $name', (engine) => {
  let prod: TestServer;
  let dev: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'compare-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Compare</title><div id="root"></div>',
    );
    writeFileSync(
      join(staticDir, 'assets', 'app-1.js'),
      'console.log(1);\n//# sourceMappingURL=app-1.js.map\n',
    );
    writeFileSync(join(staticDir, 'assets', 'app-1.js.map'), '{"version":3,"sources":["secret.ts"]}');
    // The site's pages, as its server module would answer them: its one page, and 404 elsewhere.
    const site = {
      answer: async ({ path }: { path: string }) => ({
        status: path === '/' ? 200 : 404,
        html: '<!doctype html><title>Compare</title><div id="root"></div>',
      }),
      warm: async () => undefined,
    };
    prod = await startTestServer(engine, { config: { ...PRODUCTION, staticDir }, site });
    dev = await startTestServer(engine, { config: { staticDir }, site });
  });
  afterAll(async () => {
    await prod.close();
    await dev.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('registers over plain HTTP in production with 201 and a Secure session cookie (https PUBLIC_URL), not 500', async () => {
    const c = prod.client();
    const res = await c.post('/api/register', { username: 'plain_http', password: 'secret12' });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('compare.sid='));
    expect(cookie).toMatch(/httponly/i);
    // The site is reached over HTTPS (PUBLIC_URL), whatever the socket to this process is.
    expect(cookie).toMatch(/;\s*secure/i);
    expect(res.headers.getSetCookie().find((line) => line.startsWith('compare.sid.sig='))).toMatch(
      /;\s*secure/i,
    );
    expect((await c.get('/api/user')).status).toBe(200);
    expect(await prod.db('users').where('username_lower', 'plain_http').count({ n: '*' })).toEqual([
      { n: engine.name === 'postgres' ? '1' : 1 },
    ]);
  });

  it('marks the session cookie Secure when a trusted proxy says the request was HTTPS', async () => {
    const behindTls = await startTestServer(engine, {
      config: { ...PRODUCTION, trustProxy: { kind: 'addresses', addresses: ['127.0.0.1'] } },
    });
    try {
      const res = await behindTls
        .client()
        .post(
          '/api/register',
          { username: 'tls_user', password: 'secret12' },
          { 'X-Forwarded-Proto': 'https' },
        );
      expect(res.status).toBe(201);
      const cookie = res.headers.getSetCookie().find((line) => line.startsWith('compare.sid='));
      expect(cookie).toMatch(/;\s*secure/i);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindTls.close();
    }
  });

  it('leaves no half-created user when the session cannot be stored', async () => {
    const broken = await startTestServer(engine);
    try {
      await broken.db.schema.dropTable('sessions');
      const res = await broken
        .client()
        .post('/api/register', { username: 'half_user', password: 'secret12' });
      expect(res.status).toBe(500);
      expect(json<ErrorBody>(res)).toEqual({
        success: false,
        error: { code: 'INTERNAL', message: 'Internal server error' },
      });
      expect(await broken.db('users').where('username_lower', 'half_user').first()).toBeUndefined();
    } finally {
      await broken.db.schema.createTable('sessions', (t) => {
        t.string('id', 128).primary();
        t.text('data').notNullable();
        t.bigInteger('expires_at').notNullable();
      });
      await broken.close();
    }
  });

  it('never reflects Host or X-Forwarded-Host into image URLs or /openapi.json, even through a trusted proxy', async () => {
    const proxied = await startTestServer(engine, { config: { trustProxy: { kind: 'hops', hops: 1 } } });
    try {
      for (const server of [prod, proxied]) {
        const expected = server.config.publicUrl ?? server.baseUrl;
        const hostile = {
          Host: 'evil.example',
          'X-Forwarded-Host': 'evil.example',
          'X-Forwarded-Proto': 'https',
        };
        const products = await rawRequest(server.baseUrl, 'GET', '/products?limit=3', hostile);
        expect(products.status).toBe(200);
        expect(products.body).not.toContain('evil.example');
        const images = (JSON.parse(products.body) as { data: Array<{ images: string[] }> }).data.flatMap(
          (p) => p.images,
        );
        expect(images.length).toBeGreaterThan(0);
        for (const url of images) expect(url.startsWith(`${expected}/images/`)).toBe(true);
        // The cached page a later, honest client gets was not poisoned either.
        const honest = await server.client().get('/products?limit=3');
        expect(honest.text).not.toContain('evil.example');
        const doc = await rawRequest(server.baseUrl, 'GET', '/openapi.json', hostile);
        expect((JSON.parse(doc.body) as { servers: Array<{ url: string }> }).servers).toEqual([
          { url: expected },
        ]);
      }
    } finally {
      await proxied.close();
    }
  });

  it('sends CSP, frame and sniffing protections on HTML and JSON, and HSTS only in production', async () => {
    for (const path of ['/', '/healthz', '/api/nope']) {
      const res = await prod.client().get(path, { Accept: path === '/' ? 'text/html' : 'application/json' });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("img-src 'self' data: https://compare.example");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
    const html = await prod.client().get('/', { Accept: 'text/html' });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    const local = await dev.client().get('/healthz');
    expect(local.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(local.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers TRACE and other unknown methods with 501 and an honest message', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const res = await rawRequest(prod.baseUrl, method, '/healthz');
      expect(res.status).toBe(501);
      expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(JSON.parse(res.body)).toEqual({
        success: false,
        error: {
          code: 'NOT_IMPLEMENTED',
          message: `Method ${method} is not supported; use GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS`,
        },
      });
    }
    const put = await rawRequest(prod.baseUrl, 'PUT', '/healthz');
    expect(put.status).toBe(405);
  });

  it('serves no source maps in production (and still serves them in development)', async () => {
    expect((await prod.client().get('/assets/app-1.js')).status).toBe(200);
    const map = await prod.client().get('/assets/app-1.js.map');
    expect(map.status).toBe(404);
    expect(map.text).not.toContain('secret.ts');
    expect((await dev.client().get('/assets/app-1.js.map')).status).toBe(200);
  });
});

describe.each(engines())('database outage on $name', (engine) => {
  let t: TestDb;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(async () => {
    if (server) await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  it('says ready while the database answers, then 503 on /readyz and on requests once it is gone; /healthz stays 200', async () => {
    // A separate pool on the same database, so the outage can be staged without losing the data.
    const db = createDb(
      t.config.database,
      engine.name === 'postgres' ? { schema: await currentSchema(t) } : {},
    );
    const app = createApp({ db, config: t.config, logger: silentLogger });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });

    await db.destroy();
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('retry-after')).toBe('5');
    expect(await notReady.json()).toEqual({
      success: false,
      error: { code: 'UNAVAILABLE', message: 'Database unreachable' },
    });
    for (const [path, body] of [
      ['/api/login', { username: 'someone', password: 'secret12' }],
      ['/api/register', { username: 'someone', password: 'secret12' }],
      ['/api/suggestions', { vertical: 'Snacks' }],
    ] as const) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        success: false,
        error: { code: 'UNAVAILABLE', message: 'Service temporarily unavailable. Try again shortly.' },
      });
    }
    const live = await fetch(`${base}/healthz`);
    expect(live.status).toBe(200);
  });

  // PostgreSQL is a server that can refuse connections; SQLite's outage is the pool case above.
  if (engine.name !== 'postgres') return;
  it('answers 503 on /readyz and requests when PostgreSQL refuses connections', async () => {
    const url = new URL(engine.url!);
    url.port = '1';
    const db = createDb({ client: 'pg', connectionString: url.toString() });
    const app = createApp({ db, config: t.config, logger: silentLogger });
    const down = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => down.once('listening', resolve));
    const downBase = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${downBase}/readyz`)).status).toBe(503);
      const login = await fetch(`${downBase}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'someone', password: 'secret12' }),
      });
      expect(login.status).toBe(503);
      expect(((await login.json()) as ErrorBody).error.code).toBe('UNAVAILABLE');
    } finally {
      await new Promise((resolve) => down.close(resolve));
      await db.destroy();
    }
  });
});

/** The PostgreSQL schema the test database lives in (each suite has its own). */
async function currentSchema(t: TestDb): Promise<string> {
  const result = (await t.db.raw('select current_schema() as schema')) as { rows: Array<{ schema: string }> };
  return result.rows[0]!.schema;
}
