// Price sources watched (docs/feeds.md, "Price sources"): per merchant and city, the listings, the
// last feed import, the last successful live refresh, the share of stale offers, the merchant's
// circuit breaker and 'stalled' when no fresh price arrived for SOURCE_STALLED_MINUTES. One
// answer feeds GET /api/sources and GET /metrics, cached briefly so a scrape costs no query.
import { PLATFORM_KEYS, type PlatformKey, type SourcesAnswer } from '@compare/core';
import type { BreakerState } from '../circuit-breaker';
import { SOURCE_STALLED_MINUTES_DEFAULT, type SourceSettings } from '../config';
import { IMPORT_SOURCE } from '../import/importer';
import type { QuarantineRepository } from '../repositories/quarantine';
import type { SourcesRepository } from '../repositories/sources';
import { cached } from './cached-loader';

/** Days the freshness chart covers (today included as the last). */
export const FRESHNESS_DAYS = 14;

/** How long one sources answer is reused. */
export const SOURCES_TTL_MS = 15_000;

/** Pending held rows listed in the sources answer. */
export const QUARANTINE_ROWS_SHOWN = 50;

/** Sources use cases. */
export interface SourcesService {
  list(): Promise<SourcesAnswer>;
  /** Counts a successful live refresh (and records it for its merchant and city). */
  recordRefresh(offerId: string): Promise<void>;
  /** The Prometheus exposition of the sources' figures. */
  metrics(): Promise<{ contentType: string; body: string }>;
}

const latest = (...times: Array<string | null>): string | null =>
  times.reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);

const isPlatform = (key: string): key is PlatformKey => (PLATFORM_KEYS as readonly string[]).includes(key);

/** Creates the sources service. */
export function createSourcesService(deps: {
  sources: SourcesRepository;
  quarantine: Pick<QuarantineRepository, 'list' | 'pendingCounts' | 'pendingCount'>;
  breakerState: (platform: PlatformKey) => BreakerState;
  offerMaxAgeHours: number;
  settings?: SourceSettings | undefined;
  now?: () => Date;
}): SourcesService {
  const now = deps.now ?? (() => new Date());
  const stalledAfterMinutes = deps.settings?.stalledAfterMinutes ?? SOURCE_STALLED_MINUTES_DEFAULT;
  const load = async (): Promise<SourcesAnswer> => {
    const at = now();
    const staleBefore = new Date(at.getTime() - deps.offerMaxAgeHours * 3_600_000).toISOString();
    const stalledBefore = new Date(at.getTime() - stalledAfterMinutes * 60_000).toISOString();
    const [rows, held, heldBySource, pending] = await Promise.all([
      deps.sources.sources(staleBefore, at, FRESHNESS_DAYS - 1, IMPORT_SOURCE),
      deps.quarantine.list({ status: 'pending', limit: QUARANTINE_ROWS_SHOWN }),
      deps.quarantine.pendingCounts(),
      deps.quarantine.pendingCount(),
    ]);
    const heldCount = new Map(heldBySource.map((h) => [`${h.merchant}\n${h.cityId}`, h.pending]));
    return {
      quarantine: { pending, rows: held },
      generatedAt: at.toISOString(),
      offerMaxAgeHours: deps.offerMaxAgeHours,
      stalledAfterMinutes,
      sources: rows.map((r) => {
        const lastPriceAt = latest(r.newestPriceAt, r.lastImportAt, r.lastRefreshAt);
        return {
          merchant: r.merchant,
          cityId: r.cityId,
          listings: r.listings,
          lastImportAt: r.lastImportAt,
          lastRefreshAt: r.lastRefreshAt,
          refreshes: r.refreshes,
          lastPriceAt,
          staleShare: r.listings > 0 ? Math.round((r.staleOffers / r.listings) * 1000) / 1000 : 0,
          breaker: isPlatform(r.merchant) ? deps.breakerState(r.merchant) : 'unknown',
          stalled: lastPriceAt === null || lastPriceAt < stalledBefore,
          freshness: r.daily,
          quarantined: heldCount.get(`${r.merchant}\n${r.cityId}`) ?? 0,
        };
      }),
    };
  };
  const answer = cached(SOURCES_TTL_MS, load);

  // One registry per service instance (no module singleton): tests and several apps in one
  // process each get their own. prom-client (with the @opentelemetry/api it loads, ~90 modules) is
  // loaded by the first scrape, not at start; refreshes are counted before it.
  let refreshCount = 0;
  let counted = 0;
  let kit: ReturnType<typeof loadKit> | null = null;
  const loadKit = async () => {
    const { Counter, Gauge, Registry } = await import('prom-client');
    const registry = new Registry();
    const labelNames = ['merchant', 'city'] as const;
    const refreshes = new Counter({
      name: 'compare_live_refreshes_total',
      help: 'Successful live price refreshes recorded by this instance',
      registers: [registry],
    });
    const gauges = {
      listings: new Gauge({
        name: 'compare_source_listings',
        help: 'Offers listed',
        labelNames,
        registers: [registry],
      }),
      stale: new Gauge({
        name: 'compare_source_stale_ratio',
        help: 'Share of offers whose price is older than OFFER_MAX_AGE_HOURS',
        labelNames,
        registers: [registry],
      }),
      age: new Gauge({
        name: 'compare_source_freshness_seconds',
        help: 'Seconds since the newest price of the source',
        labelNames,
        registers: [registry],
      }),
      imported: new Gauge({
        name: 'compare_source_last_import_timestamp_seconds',
        help: 'Unix time of the newest price a feed import brought',
        labelNames,
        registers: [registry],
      }),
      refreshed: new Gauge({
        name: 'compare_source_last_refresh_timestamp_seconds',
        help: 'Unix time of the last successful live refresh',
        labelNames,
        registers: [registry],
      }),
      refreshTotal: new Gauge({
        name: 'compare_source_refreshes',
        help: 'Successful live refreshes recorded in the database (all instances)',
        labelNames,
        registers: [registry],
      }),
      quarantined: new Gauge({
        name: 'compare_source_quarantined',
        help: 'Observations held back as quarantined, waiting for a confirmation or an operator',
        labelNames,
        registers: [registry],
      }),
      stalled: new Gauge({
        name: 'compare_source_stalled',
        help: '1 when no fresh price arrived for SOURCE_STALLED_MINUTES',
        labelNames,
        registers: [registry],
      }),
    };
    return { registry, refreshes, gauges };
  };

  return {
    list: () => answer(),
    async recordRefresh(offerId) {
      await deps.sources.recordRefresh(offerId, now().toISOString());
      refreshCount++;
    },
    async metrics() {
      kit ??= loadKit();
      const { registry, refreshes, gauges } = await kit;
      refreshes.inc(refreshCount - counted);
      counted = refreshCount;
      const { sources, generatedAt } = await answer();
      const at = Date.parse(generatedAt);
      for (const gauge of Object.values(gauges)) gauge.reset();
      for (const s of sources) {
        const labels = { merchant: s.merchant, city: s.cityId };
        gauges.listings.set(labels, s.listings);
        gauges.stale.set(labels, s.staleShare);
        gauges.stalled.set(labels, s.stalled ? 1 : 0);
        gauges.quarantined.set(labels, s.quarantined);
        if (s.lastPriceAt) gauges.age.set(labels, Math.max(0, (at - Date.parse(s.lastPriceAt)) / 1000));
        if (s.lastImportAt) gauges.imported.set(labels, Date.parse(s.lastImportAt) / 1000);
        if (s.lastRefreshAt) gauges.refreshed.set(labels, Date.parse(s.lastRefreshAt) / 1000);
        gauges.refreshTotal.set(labels, s.refreshes);
      }
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
