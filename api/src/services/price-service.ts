// The live-price service: one place that decides how a merchant is asked. It refuses bad URLs
// before anything else, answers repeated questions from a short TTL cache, coalesces identical
// questions in flight, limits each merchant's concurrency, fails fast through a per-merchant
// circuit breaker (serving the last known price as stale), and records every observed change.
import type { PlatformKey } from '@compare/core';
import { PLATFORM_KEYS } from '@compare/core';
import {
  BreakerOpenError,
  type BreakerState,
  type CircuitBreaker,
  createCircuitBreaker,
} from '../circuit-breaker';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { isMerchantFault, MerchantError, NotServedError, PriceNotFoundError } from '../prices/errors';
import { createLimiter, type Limiter } from '../prices/limiter';
import type {
  LiveQuote,
  OfferLookup,
  PriceSourceKind,
  PriceSources,
  Quote,
  QuoteRecorder,
} from '../prices/types';
import type { UrlGuard } from '../prices/url-guard';
import { PRICE_SERVICE_DEFAULTS, type PriceServiceTuning } from '../settings';
import { type Cache, createCache } from './cache';

/** One line of a batch refresh. */
export interface RefreshItem {
  platform: PlatformKey;
  url: string;
}

/** The answer for one line: a quote, or the error that line met (never failing the batch). */
export interface RefreshResult {
  platform: PlatformKey;
  url: string;
  ok: boolean;
  data?: LiveQuote;
  error?: { code: string; message: string };
}

/** Dependencies of the service. */
export interface PriceServiceDeps {
  sources: PriceSources;
  kind: PriceSourceKind;
  /** Told of each successful live quote of a stored offer (services/sources.ts dates the refresh). */
  refreshed?: (offerId: string) => Promise<void>;
  guard: UrlGuard;
  /** The stored offer for a URL at a point: used for recording and as the last known price. */
  lookup?: OfferLookup;
  recorder?: QuoteRecorder;
  logger?: Logger;
  now?: () => number;
  tuning?: Partial<PriceServiceTuning>;
}

/** Answers live prices for the scrape routes. */
export interface PriceService {
  quote(input: { platform: PlatformKey; url: string; lat: number; lon: number }): Promise<LiveQuote>;
  refresh(input: { lat: number; lon: number; items: RefreshItem[] }): Promise<RefreshResult[]>;
  breakerState(platform: PlatformKey): BreakerState;
}

// 0.01° of latitude is ~1.1 km: shoppers within a neighbourhood share a dark store and a price.
const roundPoint = (value: number): string => value.toFixed(2);

function sameQuote(a: Quote, b: { price: number; mrp: number; inStock: boolean }): boolean {
  return a.price === b.price && a.mrp === b.mrp && a.available === b.inStock;
}

/** Creates the price service. */
export function createPriceService(deps: PriceServiceDeps): PriceService {
  const tuning = { ...PRICE_SERVICE_DEFAULTS, ...deps.tuning };
  const now = deps.now ?? Date.now;
  const cache: Cache<Quote> = createCache({ ttlMs: tuning.cacheTtlMs, now });
  // Last good answers outlive the cache: they are what an open breaker serves as stale.
  const lastGood: Cache<Quote> = createCache({ ttlMs: 24 * 60 * 60 * 1000, now, maxEntries: 50_000 });
  const inFlight = new Map<string, Promise<LiveQuote>>();
  const limiters = new Map<PlatformKey, Limiter>();
  const breakers = new Map<PlatformKey, CircuitBreaker>();
  for (const platform of PLATFORM_KEYS) {
    limiters.set(platform, createLimiter(tuning.concurrencyPerMerchant));
    breakers.set(
      platform,
      createCircuitBreaker({
        failureThreshold: tuning.breakerThreshold,
        cooldownMs: tuning.breakerCooldownMs,
        isFailure: isMerchantFault,
        // The merchant answered "no such product" or "not delivering there": it is healthy.
        isHealthy: (error) => error instanceof PriceNotFoundError || error instanceof NotServedError,
      }),
    );
  }

  async function record(
    platform: PlatformKey,
    url: string,
    lat: number,
    lon: number,
    quote: Quote,
  ): Promise<void> {
    if (!deps.lookup || !deps.recorder) return;
    try {
      const offer = await deps.lookup({ platform, url, lat, lon });
      if (!offer) return;
      // Every successful quote of a stored offer counts as a live refresh (sources page), changed or not.
      await deps.refreshed?.(offer.offerId);
      if (sameQuote(quote, offer)) return;
      await deps.recorder(
        offer.offerId,
        { price: quote.price, mrp: quote.mrp, inStock: quote.available },
        deps.kind,
      );
    } catch (error) {
      // A failed history write must not cost the shopper the fresh price.
      deps.logger?.error('price observation not recorded', { platform, url, error: String(error) });
    }
  }

  async function lastKnown(key: string, platform: PlatformKey, url: string, lat: number, lon: number) {
    const remembered = lastGood.get(key);
    if (remembered) return remembered;
    if (!deps.lookup) return undefined;
    try {
      const offer = await deps.lookup({ platform, url, lat, lon });
      return offer ? { price: offer.price, mrp: offer.mrp, available: offer.inStock } : undefined;
    } catch {
      return undefined;
    }
  }

  async function ask(
    key: string,
    platform: PlatformKey,
    url: string,
    lat: number,
    lon: number,
  ): Promise<LiveQuote> {
    let quote: Quote;
    try {
      quote = await breakers
        .get(platform)!
        .run(() =>
          limiters.get(platform)!.run(() => deps.sources[platform].quote({ platform, url, lat, lon })),
        );
    } catch (error) {
      if (!(error instanceof BreakerOpenError)) throw error;
      const known = await lastKnown(key, platform, url, lat, lon);
      if (known) return { ...known, stale: true };
      throw new MerchantError('MERCHANT_UNAVAILABLE', `${platform} is not answering; try again shortly`, 503);
    }
    cache.set(key, quote);
    lastGood.set(key, quote);
    await record(platform, url, lat, lon, quote);
    return quote;
  }

  async function quote(input: {
    platform: PlatformKey;
    url: string;
    lat: number;
    lon: number;
  }): Promise<LiveQuote> {
    const url = deps.guard.check(input.platform, input.url).href;
    const key = `${input.platform}|${url}|${roundPoint(input.lat)}|${roundPoint(input.lon)}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const promise = ask(key, input.platform, url, input.lat, input.lon).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  async function refresh(input: {
    lat: number;
    lon: number;
    items: RefreshItem[];
  }): Promise<RefreshResult[]> {
    return Promise.all(
      input.items.map(async ({ platform, url }): Promise<RefreshResult> => {
        try {
          const data = await quote({ platform, url, lat: input.lat, lon: input.lon });
          return { platform, url, ok: true, data };
        } catch (error) {
          if (error instanceof AppError && error.expose) {
            return { platform, url, ok: false, error: { code: error.code, message: error.message } };
          }
          deps.logger?.error('price refresh item failed', { platform, url, error: String(error) });
          return { platform, url, ok: false, error: { code: 'INTERNAL', message: 'Internal server error' } };
        }
      }),
    );
  }

  return {
    quote,
    refresh,
    breakerState: (platform) => breakers.get(platform)!.state,
  };
}

export type { PriceServiceTuning };
