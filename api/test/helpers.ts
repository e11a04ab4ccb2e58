// Test harness: a real database per suite (SQLite file in a temp dir, or a fresh PostgreSQL
// schema), the real app on a loopback port, and a tiny fetch client with a cookie jar.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteHost } from '@compare/core';
import type { Knex } from 'knex';
import { z } from 'zod';
import { createApp } from '../src/app';
import type { Catalogue } from '../src/catalogue/types';
import { type ChangeStream, createChangeStream } from '../src/change-stream';
import { type Config, LIMIT_DEFAULTS, loadConfig, OFFER_MAX_AGE_HOURS_DEFAULT } from '../src/config';
import { createDb, migrate } from '../src/db/knex';
import { seedIfEmpty } from '../src/db/seed';
import { silentLogger } from '../src/logger';
import type { RouterFactory } from '../src/routes/deps';
import { fixtureCatalogue } from './fixtures/catalogue';

/** A database engine the suite runs on. */
export interface Engine {
  name: 'sqlite' | 'postgres';
  url?: string;
}

/** SQLite always; PostgreSQL when TEST_DATABASE_URL is set. */
export function engines(): Engine[] {
  const list: Engine[] = [{ name: 'sqlite' }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', url });
  return list;
}

/** True when PostgreSQL is required but not configured (the suite then fails instead of skipping). */
export function postgresMissing(): boolean {
  return process.env.PG_REQUIRED === '1' && !process.env.TEST_DATABASE_URL;
}

/** Live-price settings as loadConfig reads them from `env` (NODE_ENV=test, so host overrides apply). */
export function testPrices(env: Record<string, string> = {}): Config['prices'] {
  return loadConfig({ NODE_ENV: 'test', ...env }).prices;
}

/** Configuration for tests: defaults with overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    production: false,
    database: { client: 'sqlite', filename: ':memory:' },
    sessionKeys: ['test-key'],
    corsOrigins: null,
    prices: testPrices(),
    staticDir: null,
    siteModule: null,
    publicUrl: null,
    logLevel: 'silent',
    trustProxy: { kind: 'off' },
    limits: LIMIT_DEFAULTS,
    // scrypt at 2^10 keeps suites fast; production refuses anything under 2^17.
    scryptLog2N: 10,
    geocoder: loadConfig({ NODE_ENV: 'test' }).geocoder,
    demoData: true,
    offerMaxAgeHours: OFFER_MAX_AGE_HOURS_DEFAULT,
    ...overrides,
  };
}

/** A database of one engine, migrated and seeded with the fixture catalogue. */
export interface TestDb {
  db: Knex;
  config: Config;
  cleanup(): Promise<void>;
}

/** Creates, migrates and seeds a fresh database for `engine`. */
export async function createTestDb(engine: Engine, seed: boolean | Catalogue = true): Promise<TestDb> {
  const catalogue = seed === true ? fixtureCatalogue() : seed === false ? null : seed;
  if (engine.name === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'compare-api-'));
    const database = { client: 'sqlite' as const, filename: join(dir, 'test.sqlite') };
    const db = createDb(database);
    await migrate(db);
    if (catalogue) await seedIfEmpty(db, catalogue);
    return {
      db,
      config: testConfig({ database }),
      cleanup: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = engine.url!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ client: 'pg', connectionString: url });
  await admin.raw(`CREATE SCHEMA ${schema}`);
  const database = { client: 'pg' as const, connectionString: url };
  const db = createDb(database, { schema });
  await migrate(db);
  if (catalogue) await seedIfEmpty(db, catalogue);
  return {
    db,
    config: testConfig({ database }),
    cleanup: async () => {
      await db.destroy();
      await admin.raw(`DROP SCHEMA ${schema} CASCADE`);
      await admin.destroy();
    },
  };
}

/** An answer with its parsed JSON body. */
export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** A fetch client bound to the test server, keeping cookies like a browser would. */
export interface TestClient {
  get(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  raw(path: string, init: RequestInit): Promise<TestResponse>;
  cookies: Map<string, string>;
}

/** A running app for one suite. */
export interface TestServer {
  baseUrl: string;
  db: Knex;
  config: Config;
  /** The app's change stream: a repository made for the test announces its writes on it. */
  changes: ChangeStream;
  client(): TestClient;
  close(): Promise<void>;
}

/** Starts the app on 127.0.0.1:0 over a fresh seeded database. */
export async function startTestServer(
  engine: Engine,
  options: {
    config?: Partial<Config>;
    routers?: RouterFactory[];
    seed?: boolean | Catalogue;
    site?: SiteHost;
  } = {},
): Promise<TestServer> {
  const testDb = await createTestDb(engine, options.seed ?? true);
  const config = { ...testDb.config, ...options.config };
  const changes = createChangeStream();
  const app = createApp({
    db: testDb.db,
    config,
    changes,
    logger: silentLogger,
    ...(options.routers ? { routers: options.routers } : {}),
    ...(options.site ? { site: options.site } : {}),
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    db: testDb.db,
    config,
    changes,
    client: () => createClient(baseUrl),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testDb.cleanup();
    },
  };
}

/** A client of the app at `baseUrl` (another process may serve it: bench/concurrent-writes.ts). */
export function createClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>();
  const raw = async (path: string, init: RequestInit): Promise<TestResponse> => {
    const headers = new Headers(init.headers);
    // Like a browser's fetch: writes carry this site's Origin unless the test names its own proof
    // (Origin, Referer or Sec-Fetch-Site); `Origin: ''` sends none at all.
    const method = (init.method ?? 'GET').toUpperCase();
    const proof = headers.has('Origin') || headers.has('Referer') || headers.has('Sec-Fetch-Site');
    if (method !== 'GET' && method !== 'HEAD' && !proof) headers.set('Origin', baseUrl);
    if (headers.get('Origin') === '') headers.delete('Origin');
    if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await res.text();
    let body: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
    return { status: res.status, headers: res.headers, body, text };
  };
  return {
    cookies,
    raw,
    get: (path, headers = {}) => raw(path, { method: 'GET', headers }),
    post: (path, body, headers = {}) =>
      raw(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/** Narrowing helper for JSON bodies in assertions. */
export function json<T>(res: TestResponse): T {
  return res.body as T;
}

/**
 * The body of an answer, checked against a wire-contract schema: a test fails when the API sends
 * something the contract does not allow. Returned as sent (nothing stripped), typed by the schema.
 */
export function answer<S extends z.ZodType>(schema: S, res: Pick<TestResponse, 'body'>): z.output<S> {
  const checked = schema.safeParse(res.body);
  if (!checked.success) throw new Error(`Answer breaks the contract:\n${z.prettifyError(checked.error)}`);
  return res.body as z.output<S>;
}
