// Configuration is parsed once from the environment into a typed object. Safe defaults keep the
// embedded mode (SQLite file under api/data/) working with no variables at all; production refuses
// to start with the development session keys.
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LogLevel } from './logger';

/** Where the data lives: a SQLite file or a PostgreSQL connection string. */
export type DatabaseConfig =
  | { client: 'sqlite'; filename: string }
  | { client: 'pg'; connectionString: string };

/** The API's typed configuration. */
export interface Config {
  port: number;
  production: boolean;
  database: DatabaseConfig;
  sessionKeys: string[];
  /** Explicit partner origins allowed with credentials; null means the development default. */
  corsOrigins: string[] | null;
  priceSource: 'embedded' | 'http';
  /** Directory of the demo build to serve, or null when there is none. */
  staticDir: string | null;
  /** Absolute origin used for image URLs; null means the request's own origin. */
  publicUrl: string | null;
  logLevel: LogLevel;
}

/** The development session keys; refused in production. */
export const DEV_SESSION_KEYS = ['compare-dev-key-1', 'compare-dev-key-2'];

// api/src/config.ts and api/dist/server.js both sit two levels below the repository root.
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().trim().optional(),
  SESSION_KEYS: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  PRICE_SOURCE: z.enum(['embedded', 'http']).default('embedded'),
  STATIC_DIR: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  INIT_CWD: z.string().optional(),
});

/** Parses `DATABASE_URL`; relative SQLite paths resolve against `baseDir` (where npm start ran). */
export function parseDatabaseUrl(url: string | undefined, baseDir: string): DatabaseConfig {
  if (!url) return { client: 'sqlite', filename: join(REPO_ROOT, 'api', 'data', 'compare.sqlite') };
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { client: 'pg', connectionString: url };
  }
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!path) throw new Error('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/compare.sqlite');
    if (path === ':memory:') return { client: 'sqlite', filename: path };
    return { client: 'sqlite', filename: isAbsolute(path) ? path : resolve(baseDir, path) };
  }
  throw new Error('DATABASE_URL must start with sqlite:, postgres:// or postgresql://');
}

/** Reads and validates the configuration from an environment object (default: process.env). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const baseDir = e.INIT_CWD ?? process.cwd();
  const keys = list(e.SESSION_KEYS);
  const sessionKeys = keys.length > 0 ? keys : DEV_SESSION_KEYS;
  if (production && sessionKeys.some((k) => DEV_SESSION_KEYS.includes(k))) {
    throw new Error('Refusing to start: set SESSION_KEYS to secret values when NODE_ENV=production');
  }
  const origins = list(e.CORS_ORIGINS);
  let staticDir: string | null = null;
  if (e.STATIC_DIR) staticDir = isAbsolute(e.STATIC_DIR) ? e.STATIC_DIR : resolve(baseDir, e.STATIC_DIR);
  else if (existsSync(join(REPO_ROOT, 'examples', 'demo', 'dist', 'index.html'))) {
    staticDir = join(REPO_ROOT, 'examples', 'demo', 'dist');
  }
  return {
    port: e.PORT,
    production,
    database: parseDatabaseUrl(e.DATABASE_URL, baseDir),
    sessionKeys,
    corsOrigins: origins.length > 0 ? origins : null,
    priceSource: e.PRICE_SOURCE,
    staticDir,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    logLevel: e.LOG_LEVEL,
  };
}
