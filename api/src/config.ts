// Configuration is parsed once from the environment into a typed object. Safe defaults keep the
// embedded mode (SQLite file under api/data/) working with no variables at all; production refuses
// to start with the development session keys, without PUBLIC_URL, with test overrides or with a
// weakened password hash cost.
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LogLevel } from './logger';
import {
  type AccountSettings,
  DEFAULT_DRIFT_SEED,
  GEOCODER_DEFAULTS,
  type GeocoderSettings,
  loadAccountSettings,
  PRICE_SERVICE_DEFAULTS,
  type PriceSettings,
  parseHostOverrides,
  SAFE_FETCH_DEFAULTS,
} from './settings';

/** Where the data lives: a SQLite file or a PostgreSQL connection string. */
export type DatabaseConfig =
  | { client: 'sqlite'; filename: string }
  | { client: 'pg'; connectionString: string };

/** The API's typed configuration. */
/** Where a site build leaves its server module, relative to its files (examples/demo's vite.config.ts). */
const SITE_MODULE_IN_BUILD = join('.server', 'host.js');

export interface Config {
  port: number;
  production: boolean;
  database: DatabaseConfig;
  sessionKeys: string[];
  /** Explicit partner origins allowed with credentials; null means the development default. */
  corsOrigins: string[] | null;
  /** Live prices: the source (PRICE_SOURCE) and the PRICE_* tuning knobs. */
  prices: PriceSettings;
  /** Directory of the site's files to serve beside the API (the demo build), or null when there is none. */
  staticDir: string | null;
  /** The site's server module (its pages), loaded at start when the file exists; null for none. */
  siteModule: string | null;
  /** Absolute origin used for image URLs; null means the request's own origin. */
  publicUrl: string | null;
  logLevel: LogLevel;
  /** Which hops may set X-Forwarded-* (TRUST_PROXY); off means the socket's peer is the client. */
  trustProxy: TrustProxy;
  /** Abuse limits, stored in the database so every instance shares them. */
  limits: LimitSettings;
  /** scrypt cost as log2(N); 17 unless a test lowers it (production refuses less). */
  scryptLog2N: number;
  /** GEOCODER_URL (a Nominatim-compatible service in front of the gazetteer) and its GEOCODER_* knobs. */
  geocoder: GeocoderSettings;
  /** DEMO_DATA: whether an empty database gets the demo catalogue (off: reference data only). */
  demoData: boolean;
  /** OFFER_MAX_AGE_HOURS: an offer observed longer ago than this is stale (left out of verdicts). */
  offerMaxAgeHours: number;
  /** Web Push keys and per-account limits (settings.ts); defaults when absent. */
  account?: AccountSettings;
  /** The sources page and /metrics (SOURCE_STALLED_MINUTES, METRICS_TOKEN); defaults when absent. */
  sources?: SourceSettings;
}

/** How price sources are watched. */
export interface SourceSettings {
  /** A merchant and city with no fresh price for this long is 'stalled'. */
  stalledAfterMinutes: number;
  /** Bearer token /metrics asks for; null: open outside production, off in production. */
  metricsToken: string | null;
}

/** Default SOURCE_STALLED_MINUTES: a day without a fresh price. */
export const SOURCE_STALLED_MINUTES_DEFAULT = 24 * 60;

/** Default OFFER_MAX_AGE_HOURS. */
export const OFFER_MAX_AGE_HOURS_DEFAULT = 72;

/** Reads DEMO_DATA: on (the default) or off. */
export function demoDataFrom(value: string | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'on' || v === 'true' || v === '1') return true;
  if (v === 'off' || v === 'false' || v === '0') return false;
  throw new Error('Invalid configuration: DEMO_DATA must be on or off');
}

/** TRUST_PROXY: off, the number of proxies in front of the API, or the proxies' addresses/subnets. */
export type TrustProxy =
  | { kind: 'off' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: string[] };

/** One limit: `points` events per `windowMs` for a key. */
export interface LimitRule {
  points: number;
  windowMs: number;
}

/** Every abuse limit of the API. */
export interface LimitSettings {
  /** Failed logins for one (username, client) pair. */
  loginPair: LimitRule;
  /** Failed logins from one client across usernames. */
  loginClient: LimitRule;
  /**
   * Failed logins for one username from every client together; past it only clients with no recent
   * failures are still heard, and only their correct password passes.
   */
  loginUsername: LimitRule;
  /** Registration attempts from one client. */
  register: LimitRule;
  /** Suggestions sent from one client. */
  suggestions: LimitRule;
}

const MINUTE = 60 * 1000;

/** Default limits (the test harness uses these too). */
export const LIMIT_DEFAULTS: LimitSettings = {
  loginPair: { points: 5, windowMs: 15 * MINUTE },
  loginClient: { points: 20, windowMs: 15 * MINUTE },
  loginUsername: { points: 10, windowMs: 60 * MINUTE },
  register: { points: 10, windowMs: 60 * MINUTE },
  suggestions: { points: 5, windowMs: 60 * MINUTE },
};

/** OWASP's current minimum for scrypt is N=2^17 (r=8, p=1). */
export const SCRYPT_LOG2N_DEFAULT = 17;

/** The development session keys; refused in production. */
export const DEV_SESSION_KEYS = ['compare-dev-key-1', 'compare-dev-key-2'];

// api/src/config.ts and api/dist/server.js both sit two levels below the repository root.
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional();
};

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().trim().optional(),
  SESSION_KEYS: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  PRICE_SOURCE: z
    .enum(['embedded', 'http'], { error: 'PRICE_SOURCE must be embedded or http' })
    .default('embedded'),
  ALLOW_TEST_OVERRIDES: z.string().optional(),
  PRICE_HOST_OVERRIDES: z.string().optional(),
  PRICE_DRIFT_SEED: z.string().min(1).max(200, 'PRICE_DRIFT_SEED must be at most 200 characters').optional(),
  PRICE_TIMEOUT_MS: wholeNumber('PRICE_TIMEOUT_MS', 100, 60_000),
  PRICE_MAX_BYTES: wholeNumber('PRICE_MAX_BYTES', 1024, 16 * 1024 * 1024),
  PRICE_CACHE_TTL_MS: wholeNumber('PRICE_CACHE_TTL_MS', 0, 24 * 60 * 60 * 1000),
  PRICE_CONCURRENCY: wholeNumber('PRICE_CONCURRENCY', 1, 256),
  PRICE_BREAKER_THRESHOLD: wholeNumber('PRICE_BREAKER_THRESHOLD', 1, 1000),
  PRICE_BREAKER_COOLDOWN_MS: wholeNumber('PRICE_BREAKER_COOLDOWN_MS', 0, 60 * 60 * 1000),
  STATIC_DIR: z.string().optional(),
  SITE_MODULE: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: z.string().trim().optional(),
  SCRYPT_LOG2N: wholeNumber('SCRYPT_LOG2N', 10, 20),
  DEMO_DATA: z.string().optional(),
  OFFER_MAX_AGE_HOURS: wholeNumber('OFFER_MAX_AGE_HOURS', 1, 24 * 365),
  SOURCE_STALLED_MINUTES: wholeNumber('SOURCE_STALLED_MINUTES', 1, 60 * 24 * 365),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  INIT_CWD: z.string().optional(),
  GEOCODER_URL: z
    .url({
      protocol: /^https?$/,
      error: 'GEOCODER_URL must be an http(s) URL of a Nominatim-compatible service',
    })
    .optional(),
  GEOCODER_TIMEOUT_MS: wholeNumber('GEOCODER_TIMEOUT_MS', 100, 30_000),
  GEOCODER_USER_AGENT: z.string().trim().min(1).max(200).optional(),
});

/** The User-Agent the geocoder's usage policy asks for: the application's name and where it lives. */
export const GEOCODER_USER_AGENT = 'Compare/0.1 (open-source grocery price comparison for India)';

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

type Env = z.infer<typeof EnvSchema>;

/** Parses TRUST_PROXY: empty/off/false/0, a hop count (1-10), or a comma list of IPs and CIDR subnets. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'off' || v === 'false' || v === '0') return { kind: 'off' };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new Error('TRUST_PROXY must be a hop count from 1 to 10, or proxy addresses');
    return { kind: 'hops', hops };
  }
  const addresses = list(v);
  for (const entry of addresses) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an IP address or subnet (use off, a hop count, or e.g. 10.0.0.2,10.1.0.0/16)`,
      );
    }
  }
  return { kind: 'addresses', addresses };
}

function priceSettings(e: Env, production: boolean): PriceSettings {
  if (production && (e.ALLOW_TEST_OVERRIDES || e.PRICE_HOST_OVERRIDES)) {
    // Test overrides send merchant requests over plain HTTP to any address: never in production.
    const set = ['ALLOW_TEST_OVERRIDES', 'PRICE_HOST_OVERRIDES'].filter((k) => e[k as keyof Env]);
    throw new Error(
      `Refusing to start: ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} honoured only in tests and development, never with NODE_ENV=production; unset ${set.length > 1 ? 'them' : 'it'}`,
    );
  }
  const overridesAllowed = e.NODE_ENV === 'test' || e.ALLOW_TEST_OVERRIDES === '1';
  if (e.PRICE_HOST_OVERRIDES && !overridesAllowed) {
    // Pointing merchant hosts elsewhere outside tests would defeat the SSRF guard: refuse to start.
    throw new Error('PRICE_HOST_OVERRIDES is honoured only with NODE_ENV=test or ALLOW_TEST_OVERRIDES=1');
  }
  return {
    kind: e.PRICE_SOURCE,
    hostOverrides: parseHostOverrides(overridesAllowed ? e.PRICE_HOST_OVERRIDES : undefined),
    driftSeed: e.PRICE_DRIFT_SEED ?? DEFAULT_DRIFT_SEED,
    timeoutMs: e.PRICE_TIMEOUT_MS ?? SAFE_FETCH_DEFAULTS.timeoutMs,
    maxBytes: e.PRICE_MAX_BYTES ?? SAFE_FETCH_DEFAULTS.maxBytes,
    tuning: {
      cacheTtlMs: e.PRICE_CACHE_TTL_MS ?? PRICE_SERVICE_DEFAULTS.cacheTtlMs,
      concurrencyPerMerchant: e.PRICE_CONCURRENCY ?? PRICE_SERVICE_DEFAULTS.concurrencyPerMerchant,
      breakerThreshold: e.PRICE_BREAKER_THRESHOLD ?? PRICE_SERVICE_DEFAULTS.breakerThreshold,
      breakerCooldownMs: e.PRICE_BREAKER_COOLDOWN_MS ?? PRICE_SERVICE_DEFAULTS.breakerCooldownMs,
    },
  };
}

/** Reads and validates the configuration from an environment object (default: process.env). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.message.startsWith(String(issue.path[0]))
        ? issue.message
        : `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const baseDir = e.INIT_CWD ?? process.cwd();
  const keys = list(e.SESSION_KEYS);
  const sessionKeys = keys.length > 0 ? keys : DEV_SESSION_KEYS;
  if (production && sessionKeys.some((k) => DEV_SESSION_KEYS.includes(k))) {
    throw new Error('Refusing to start: set SESSION_KEYS to secret values when NODE_ENV=production');
  }
  // Test overrides are refused before anything else: that refusal is the one that matters most.
  const prices = priceSettings(e, production);
  if (production && !e.PUBLIC_URL) {
    // Without it absolute URLs would have to come from the request's Host header, which any client sets.
    throw new Error(
      'Refusing to start: set PUBLIC_URL to the public origin of the API (e.g. https://compare.example) when NODE_ENV=production',
    );
  }
  const scryptLog2N = e.SCRYPT_LOG2N ?? SCRYPT_LOG2N_DEFAULT;
  if (scryptLog2N < SCRYPT_LOG2N_DEFAULT && e.NODE_ENV !== 'test') {
    throw new Error(
      `Refusing to start: SCRYPT_LOG2N below ${SCRYPT_LOG2N_DEFAULT} weakens password hashes and is honoured only with NODE_ENV=test`,
    );
  }
  const origins = list(e.CORS_ORIGINS);
  let staticDir: string | null = null;
  if (e.STATIC_DIR) staticDir = isAbsolute(e.STATIC_DIR) ? e.STATIC_DIR : resolve(baseDir, e.STATIC_DIR);
  else if (existsSync(join(REPO_ROOT, 'examples', 'demo', 'dist', 'index.html'))) {
    staticDir = join(REPO_ROOT, 'examples', 'demo', 'dist');
  }
  // The site's server module: SITE_MODULE, else the one a site build leaves beside its files.
  let siteModule: string | null = null;
  if (e.SITE_MODULE) siteModule = isAbsolute(e.SITE_MODULE) ? e.SITE_MODULE : resolve(baseDir, e.SITE_MODULE);
  else if (staticDir) siteModule = join(staticDir, SITE_MODULE_IN_BUILD);
  return {
    port: e.PORT,
    production,
    database: parseDatabaseUrl(e.DATABASE_URL, baseDir),
    sessionKeys,
    corsOrigins: origins.length > 0 ? origins : null,
    prices,
    staticDir,
    siteModule,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    limits: LIMIT_DEFAULTS,
    account: loadAccountSettings(
      env,
      e.NODE_ENV === 'test' || (!production && e.ALLOW_TEST_OVERRIDES === '1'),
    ),
    scryptLog2N,
    geocoder: {
      ...GEOCODER_DEFAULTS,
      url: e.GEOCODER_URL ?? null,
      userAgent: e.GEOCODER_USER_AGENT ?? GEOCODER_USER_AGENT,
      timeoutMs: e.GEOCODER_TIMEOUT_MS ?? GEOCODER_DEFAULTS.timeoutMs,
    },
    demoData: demoDataFrom(e.DEMO_DATA),
    offerMaxAgeHours: e.OFFER_MAX_AGE_HOURS ?? OFFER_MAX_AGE_HOURS_DEFAULT,
    sources: {
      stalledAfterMinutes: e.SOURCE_STALLED_MINUTES ?? SOURCE_STALLED_MINUTES_DEFAULT,
      metricsToken: e.METRICS_TOKEN ?? null,
    },
  };
}
