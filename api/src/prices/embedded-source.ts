// The default price source: the stored catalogue offer for the URL and point, drifted
// deterministically over time (see drift.ts). It makes no network call at all.
import type { PlatformKey } from '@compare/core';
import { DEFAULT_DRIFT_SEED } from '../settings';
import { driftQuote } from './drift';
import { PriceNotFoundError } from './errors';
import type { OfferLookup, PriceSource, PriceSources } from './types';

/** Dependencies of the embedded source. */
export interface EmbeddedSourceOptions {
  lookup: OfferLookup;
  /** Milliseconds since the epoch; injected so tests can move through drift buckets. */
  now?: () => number;
  /** Changes every drifted price at once (PRICE_DRIFT_SEED). */
  seed?: string;
}

/** Creates the embedded source for one merchant. */
export function createEmbeddedSource(platform: PlatformKey, options: EmbeddedSourceOptions): PriceSource {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? DEFAULT_DRIFT_SEED;
  return {
    async quote(input) {
      const offer = await options.lookup({ platform, url: input.url, lat: input.lat, lon: input.lon });
      if (!offer) throw new PriceNotFoundError(`${platform} does not list this product here`);
      return driftQuote(
        {
          basePrice: offer.base?.price ?? offer.price,
          mrp: offer.mrp,
          inStock: offer.base?.inStock ?? offer.inStock,
        },
        input.url,
        now(),
        seed,
      );
    },
  };
}

/** Embedded sources for all six merchants. */
export function createEmbeddedSources(options: EmbeddedSourceOptions): PriceSources {
  return {
    blinkit: createEmbeddedSource('blinkit', options),
    zepto: createEmbeddedSource('zepto', options),
    swiggy: createEmbeddedSource('swiggy', options),
    bigbasket: createEmbeddedSource('bigbasket', options),
    dmart: createEmbeddedSource('dmart', options),
    jiomart: createEmbeddedSource('jiomart', options),
  };
}
