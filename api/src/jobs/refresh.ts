// The scheduled refresh: the offers of the products shoppers looked at recently whose price was
// observed longer ago than the configured age are asked again, through the same live-price service
// shoppers use, so each merchant's concurrency limit and circuit breaker hold for this work too.
import { PLATFORM_KEYS, type PlatformKey } from '@compare/core';
import type { Logger } from '../logger';
import type { OffersRepository } from '../repositories/offers';
import type { StoresRepository } from '../repositories/stores';
import type { ViewsRepository } from '../repositories/views';
import type { PriceService } from '../services/price-service';
import type { JobSettings } from './settings';

/** What one refresh run did. */
export interface RefreshRun {
  due: number;
  /** Fresh answers (changed prices recorded, unchanged ones stamped as observed now). */
  refreshed: number;
  /** Left for the next run: the merchant's breaker was open, or it failed to answer. */
  skipped: number;
  failed: number;
}

/** What the refresh needs. */
export interface RefreshDeps {
  views: Pick<ViewsRepository, 'staleHotOffers'>;
  offers: Pick<OffersRepository, 'markObserved'>;
  stores: Pick<StoresRepository, 'all'>;
  prices: Pick<PriceService, 'quote' | 'breakerState'>;
  settings: Pick<JobSettings, 'refreshMaxAgeMinutes' | 'refreshBatch' | 'viewWindowHours'>;
  logger?: Logger;
  now?: () => number;
}

// Background calls per merchant at once: shoppers' own requests keep most of the merchant's slots.
const BACKGROUND_CONCURRENCY = 3;

const isPlatform = (m: string): m is PlatformKey => (PLATFORM_KEYS as readonly string[]).includes(m);

/** Creates the refresh run. */
export function createHotOfferRefresh(deps: RefreshDeps): () => Promise<RefreshRun> {
  const now = deps.now ?? Date.now;
  return async () => {
    const started = now();
    const due = await deps.views.staleHotOffers({
      viewedSince: new Date(started - deps.settings.viewWindowHours * 3_600_000).toISOString(),
      observedBefore: new Date(started - deps.settings.refreshMaxAgeMinutes * 60_000).toISOString(),
      limit: deps.settings.refreshBatch,
    });
    const run: RefreshRun = { due: due.length, refreshed: 0, skipped: 0, failed: 0 };
    if (due.length === 0) return run;
    // A point inside each (merchant, city): one of its stores. The price service finds the offer of
    // the city that serves it, as it does for a shopper standing there.
    const points = new Map<string, { lat: number; lon: number }>();
    for (const s of await deps.stores.all()) {
      const key = `${s.merchant}|${s.cityId}`;
      if (!points.has(key)) points.set(key, { lat: s.lat, lon: s.lon });
    }
    const byMerchant = new Map<PlatformKey, typeof due>();
    for (const offer of due) {
      if (!isPlatform(offer.merchant) || !points.has(`${offer.merchant}|${offer.cityId}`)) {
        run.skipped++;
        continue;
      }
      const list = byMerchant.get(offer.merchant) ?? [];
      list.push(offer);
      byMerchant.set(offer.merchant, list);
    }
    const confirmed: string[] = [];
    await Promise.all(
      [...byMerchant].map(async ([platform, offers]) => {
        let next = 0;
        const lane = async () => {
          while (next < offers.length) {
            const offer = offers[next++]!;
            // An open breaker means the merchant is struggling: leave it alone until it recovers.
            if (deps.prices.breakerState(platform) !== 'closed') {
              run.skipped++;
              continue;
            }
            try {
              const point = points.get(`${offer.merchant}|${offer.cityId}`)!;
              const quote = await deps.prices.quote({ platform, url: offer.url, ...point });
              if (quote.stale) run.skipped++;
              else {
                confirmed.push(offer.id);
                run.refreshed++;
              }
            } catch (err) {
              run.failed++;
              deps.logger?.debug('background price refresh failed', {
                platform,
                offerId: offer.id,
                error: String(err),
              });
            }
          }
        };
        await Promise.all(Array.from({ length: Math.min(BACKGROUND_CONCURRENCY, offers.length) }, lane));
      }),
    );
    await deps.offers.markObserved(confirmed, new Date(now()).toISOString());
    return run;
  };
}
