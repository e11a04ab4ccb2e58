// The HTTP price source: derive the merchant's JSON endpoint from the product URL, fetch it through
// the SSRF-safe fetcher, and parse it with that merchant's adapter.
import type { PlatformKey } from '@compare/core';
import type { MerchantAdapter } from './adapters/adapter';
import { MERCHANT_ADAPTERS } from './adapters/index';
import type { SafeFetcher } from './safe-fetch';
import type { PriceSource, PriceSources } from './types';
import type { UrlGuard } from './url-guard';

/** Creates the HTTP source for one merchant. */
export function createHttpSource(
  adapter: MerchantAdapter,
  guard: UrlGuard,
  fetcher: SafeFetcher,
): PriceSource {
  return {
    async quote(input) {
      const productUrl = guard.check(adapter.platform, input.url);
      const endpoint = adapter.endpoint(productUrl);
      // Merchants price per dark store, chosen from the shopper's point (blinkit reads lat/lon
      // headers the same way); the point is rounded to ~100 m so it is not a precise location.
      const headers = { lat: input.lat.toFixed(3), lon: input.lon.toFixed(3) };
      const body = await fetcher.getJson(
        adapter.platform,
        endpoint,
        input.signal ? { signal: input.signal, headers } : { headers },
      );
      return adapter.parse(body, productUrl);
    },
  };
}

/** HTTP sources for all six merchants. */
export function createHttpSources(guard: UrlGuard, fetcher: SafeFetcher): PriceSources {
  const make = (platform: PlatformKey): PriceSource =>
    createHttpSource(MERCHANT_ADAPTERS[platform], guard, fetcher);
  return {
    blinkit: make('blinkit'),
    zepto: make('zepto'),
    swiggy: make('swiggy'),
    bigbasket: make('bigbasket'),
    dmart: make('dmart'),
    jiomart: make('jiomart'),
  };
}
