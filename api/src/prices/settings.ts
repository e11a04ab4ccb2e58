// Live-price settings read from the environment once, at app build time. The general config
// (config.ts) owns PRICE_SOURCE; the knobs below belong to this module alone.
import { z } from 'zod';
import { DEFAULT_DRIFT_SEED } from './embedded-source';
import { PRICE_SERVICE_DEFAULTS, type PriceServiceTuning } from './price-service';
import { SAFE_FETCH_DEFAULTS } from './safe-fetch';
import type { PriceSourceKind } from './types';
import { type HostOverride, parseHostOverrides } from './url-guard';

/** Typed live-price settings. */
export interface PriceSettings {
  kind: PriceSourceKind;
  /** Test-only host -> simulator address map; empty unless explicitly allowed. */
  hostOverrides: Map<string, HostOverride>;
  driftSeed: string;
  timeoutMs: number;
  maxBytes: number;
  tuning: PriceServiceTuning;
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

const PriceEnv = z.object({
  NODE_ENV: z.string().optional(),
  ALLOW_TEST_OVERRIDES: z.string().optional(),
  PRICE_HOST_OVERRIDES: z.string().optional(),
  PRICE_DRIFT_SEED: z.string().min(1).max(200).optional(),
  PRICE_TIMEOUT_MS: int(100, 60_000),
  PRICE_MAX_BYTES: int(1024, 16 * 1024 * 1024),
  PRICE_CACHE_TTL_MS: int(0, 24 * 60 * 60 * 1000),
  PRICE_CONCURRENCY: int(1, 256),
  PRICE_BREAKER_THRESHOLD: int(1, 1000),
  PRICE_BREAKER_COOLDOWN_MS: int(0, 60 * 60 * 1000),
});

/** Reads the live-price settings; refuses host overrides outside tests. */
export function readPriceSettings(
  kind: PriceSourceKind,
  env: Record<string, string | undefined>,
): PriceSettings {
  const parsed = PriceEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const overridesAllowed = e.NODE_ENV === 'test' || e.ALLOW_TEST_OVERRIDES === '1';
  if (e.PRICE_HOST_OVERRIDES && !overridesAllowed) {
    // Pointing merchant hosts elsewhere outside tests would defeat the SSRF guard: refuse to start.
    throw new Error('PRICE_HOST_OVERRIDES is honoured only with NODE_ENV=test or ALLOW_TEST_OVERRIDES=1');
  }
  return {
    kind,
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
