// The settings' values: each part's settings type, its defaults and the parsers of its text
// values. config.ts reads the environment into these and nothing else; the parts (prices, geo,
// accounts) take their types and defaults from here, so the configuration never imports a part.
import { isIP } from 'node:net';
import { allMerchantHosts } from '@compare/core';
import { z } from 'zod';
import type { LimitRule } from './config';

/** Where live prices come from: the embedded drift or the merchants over HTTP. */
export type PriceSourceKind = 'embedded' | 'http';

/** Tunables of the service. */
export interface PriceServiceTuning {
  /** Same URL and (rounded) point within this window is answered from memory. */
  cacheTtlMs: number;
  /** Calls in flight per merchant. */
  concurrencyPerMerchant: number;
  /** Consecutive merchant failures that open the breaker. */
  breakerThreshold: number;
  /** How long an open breaker answers at once before letting one probe through. */
  breakerCooldownMs: number;
}

/** Default tunables of the live price service. */
export const PRICE_SERVICE_DEFAULTS: PriceServiceTuning = {
  cacheTtlMs: 60_000,
  // 20 items per merchant in one basket should need about two round trips, not five.
  concurrencyPerMerchant: 12,
  breakerThreshold: 5,
  breakerCooldownMs: 30_000,
};

/** Default limits: 4 s, 512 kB, 3 redirects. */
export const SAFE_FETCH_DEFAULTS = { timeoutMs: 4000, maxBytes: 512 * 1024, maxRedirects: 3 } as const;

/** Default drift seed. */
export const DEFAULT_DRIFT_SEED = 'compare-demo';

/** Where a test-only override sends an allow-listed host (the loopback merchant simulator). */
export interface HostOverride {
  address: string;
  port: number;
}

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

/**
 * Parses `PRICE_HOST_OVERRIDES` ("blinkit.com=127.0.0.1:4010,www.swiggy.com=127.0.0.1:4010").
 * Only allow-listed merchant hosts may be overridden, and only to an IP literal with a port.
 */
export function parseHostOverrides(text: string | undefined): Map<string, HostOverride> {
  const result = new Map<string, HostOverride>();
  const allowed = new Set(allMerchantHosts());
  for (const entry of (text ?? '').split(',')) {
    const item = entry.trim();
    if (item === '') continue;
    const match = /^([a-z0-9.-]+)=(\[[0-9a-f:.]+\]|[0-9.]+):(\d{1,5})$/i.exec(item);
    if (!match) throw new Error(`PRICE_HOST_OVERRIDES: cannot read "${item}" (want host=ip:port)`);
    const host = match[1]!.toLowerCase();
    const address = match[2]!.replace(/^\[|\]$/g, '');
    const port = Number(match[3]);
    if (!allowed.has(host)) throw new Error(`PRICE_HOST_OVERRIDES: ${host} is not a merchant host`);
    if (isIP(address) === 0 || port < 1 || port > 65535) {
      throw new Error(`PRICE_HOST_OVERRIDES: ${item} needs an IP address and a port`);
    }
    result.set(host, { address, port });
  }
  return result;
}

/** GEOCODER_* settings. */
export interface GeocoderSettings {
  /** Base URL of the Nominatim-compatible service, or null for the gazetteer alone. */
  url: string | null;
  userAgent: string;
  timeoutMs: number;
  /** Least time between two requests to the service, per instance. */
  minIntervalMs: number;
  breakerThreshold: number;
  breakerCooldownMs: number;
  cacheTtlMs: number;
}

/** Defaults: one request a second, 2 s timeout, breaker open for 60 s after 3 failures in a row. */
export const GEOCODER_DEFAULTS: Omit<GeocoderSettings, 'url' | 'userAgent'> = {
  timeoutMs: 2000,
  minIntervalMs: 1000,
  breakerThreshold: 3,
  breakerCooldownMs: 60_000,
  cacheTtlMs: 24 * 60 * 60 * 1000,
};

/** VAPID identity of this server for Web Push. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push services can reach the operator at. */
  subject: string;
}

/** Account feature settings. */
export interface AccountSettings {
  /** Null when VAPID_* are unset: push is off and the inbox is the only place alerts land. */
  vapid: VapidKeys | null;
  /** Push endpoints over plain HTTP on loopback are accepted (tests and development only). */
  allowHttpPush: boolean;
  /** List resolutions per account (or per client when signed out). */
  resolveList: LimitRule;
  /** Writes (basket syncs, saves, watches) per account. */
  writes: LimitRule;
}

/** Defaults: no push, 20 list resolutions and 240 writes a minute. */
export const ACCOUNT_DEFAULTS: AccountSettings = {
  vapid: null,
  allowHttpPush: false,
  resolveList: { points: 20, windowMs: 60_000 },
  writes: { points: 240, windowMs: 60_000 },
};

const Env = z.object({
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().optional(),
});

/** Reads VAPID_* (all three or none); `testing` allows loopback HTTP push endpoints. */
export function loadAccountSettings(
  env: Record<string, string | undefined>,
  testing: boolean,
): AccountSettings {
  const e = Env.parse(env);
  const set = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
  if (set !== 0 && set !== 3) {
    throw new Error(
      'Invalid configuration: set all of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT for Web Push, or none',
    );
  }
  if (e.VAPID_SUBJECT && !/^(mailto:|https:\/\/)/.test(e.VAPID_SUBJECT)) {
    throw new Error('Invalid configuration: VAPID_SUBJECT must be a mailto: or https:// URL');
  }
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (set === 3 && (!base64url.test(e.VAPID_PUBLIC_KEY!) || !base64url.test(e.VAPID_PRIVATE_KEY!))) {
    throw new Error(
      'Invalid configuration: VAPID keys must be URL-safe base64 (npx web-push generate-vapid-keys)',
    );
  }
  return {
    ...ACCOUNT_DEFAULTS,
    vapid:
      set === 3
        ? { publicKey: e.VAPID_PUBLIC_KEY!, privateKey: e.VAPID_PRIVATE_KEY!, subject: e.VAPID_SUBJECT! }
        : null,
    allowHttpPush: testing,
  };
}
