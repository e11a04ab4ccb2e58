// Wires the live-price service from the settings and the API's repositories: the offer lookup
// picks the offer of the city whose store serves the point, recording goes through
// offersRepository.applyQuote, and the source is embedded or HTTP as configured.
import type { Logger } from '../logger';
import { createEmbeddedSources } from '../prices/embedded-source';
import { NotServedError } from '../prices/errors';
import { createHttpSources } from '../prices/http-source';
import { createSafeFetcher } from '../prices/safe-fetch';
import type { OfferLookup, PriceSources, QuoteRecorder } from '../prices/types';
import { createUrlGuard, type Resolver, type UrlGuard } from '../prices/url-guard';
import type { ObservationsRepository, OfferRecord, OffersRepository } from '../repositories/offers';
import type { PriceSettings } from '../settings';
import { createLoadingCache } from './cache';
import type { MerchantReach, Point } from './location';
import { createPriceService, type PriceService } from './price-service';

/** What the live-price service needs from the rest of the API. */
export interface LivePricesDeps {
  settings: PriceSettings;
  offers: Pick<OffersRepository, 'findAllByUrl' | 'applyQuote'>;
  /** Price history: its earliest observation of an offer is the base the embedded drift uses. */
  observations?: Pick<ObservationsRepository, 'historyForProduct'>;
  /** Which merchants serve a point and from which city (the location service's `reach`). */
  reach: (point: Point) => Promise<MerchantReach[]>;
  logger?: Logger;
  now?: () => number;
  /** DNS for the HTTP source (tests inject a hostile one). */
  resolver?: Resolver;
  /** Told of each successful live quote of a stored offer. */
  refreshed?: (offerId: string) => Promise<void>;
}

/** Offers whose drift base is remembered at once. */
const MAX_DRIFT_BASES = 200_000;

/**
 * The stored-offer lookup: same URL, same merchant, not retired, in the city serving the point;
 * undefined when the merchant does not list it there, {@link NotServedError} when the merchant does
 * not deliver to the point.
 *
 * Refreshes overwrite the offer's price and stock, so drifting from the current ones would compound
 * (each refresh would move them again). The drift base is therefore the offer's earliest
 * observation (the seeder's initial one), or its current price and stock when it was never
 * observed — remembered per offer for the life of the process, so it never moves under a server.
 */
export function createOfferLookup(
  deps: Pick<LivePricesDeps, 'offers' | 'reach' | 'observations'>,
): OfferLookup {
  // Never stale (a base never moves), so kept without an age; bounded, so a process that sees more
  // offers than this reads the oldest's base again (the same earliest observation).
  const bases = createLoadingCache({
    ttlMs: Number.POSITIVE_INFINITY,
    maxEntries: MAX_DRIFT_BASES,
    load: async (offer: OfferRecord): Promise<{ price: number; inStock: boolean }> => {
      const history = deps.observations ? await deps.observations.historyForProduct(offer.productId) : [];
      const first = history.find((o) => o.offerId === offer.id);
      return first
        ? { price: first.price, inStock: first.inStock }
        : { price: offer.price, inStock: offer.inStock };
    },
  });
  const baseOf = (offer: OfferRecord) => bases.get(offer, offer.id);
  return async ({ platform, url, lat, lon }) => {
    // A listing a snapshot retired is no longer listed: it must not come back in stock on a refresh.
    const offers = (await deps.offers.findAllByUrl(url)).filter(
      (o) => o.merchant === platform && !o.retiredAt,
    );
    if (offers.length === 0) return undefined;
    const reach = await deps.reach({ lat, lon });
    const cityId = reach.find((r) => r.merchant === platform)?.cityId ?? null;
    // A merchant that does not serve the point has no price there (as on the product pages); it is
    // said apart from a product it does not list, which a shopper's basket marks as gone.
    if (cityId === null) throw new NotServedError(`${platform} does not deliver here`);
    const offer = offers.find((o) => o.cityId === cityId);
    if (!offer) return undefined;
    return {
      offerId: offer.id,
      price: offer.price,
      mrp: offer.mrp,
      inStock: offer.inStock,
      base: await baseOf(offer),
    };
  };
}

/** The price-source registry: all six merchants, embedded (default) or over HTTP. */
export function createPriceSources(
  settings: PriceSettings,
  deps: { guard: UrlGuard; lookup: OfferLookup; now?: () => number },
): PriceSources {
  if (settings.kind === 'http') {
    const fetcher = createSafeFetcher({
      guard: deps.guard,
      timeoutMs: settings.timeoutMs,
      maxBytes: settings.maxBytes,
    });
    return createHttpSources(deps.guard, fetcher);
  }
  return createEmbeddedSources({
    lookup: deps.lookup,
    seed: settings.driftSeed,
    ...(deps.now ? { now: deps.now } : {}),
  });
}

/** Builds the live-price service the scrape routes use. */
export function createLivePrices(deps: LivePricesDeps): PriceService {
  const { settings } = deps;
  const lookup = createOfferLookup(deps);
  const recorder: QuoteRecorder = async (offerId, quote, source) => {
    await deps.offers.applyQuote(offerId, quote, source);
  };
  const guard = createUrlGuard({
    hostOverrides: settings.hostOverrides,
    ...(deps.resolver ? { resolver: deps.resolver } : {}),
  });
  return createPriceService({
    sources: createPriceSources(settings, { guard, lookup, ...(deps.now ? { now: deps.now } : {}) }),
    kind: settings.kind,
    guard,
    lookup,
    recorder,
    ...(deps.refreshed ? { refreshed: deps.refreshed } : {}),
    tuning: settings.tuning,
    ...(deps.logger ? { logger: deps.logger } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
}
