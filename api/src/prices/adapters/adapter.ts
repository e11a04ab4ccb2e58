// What a merchant adapter is: how to turn a shopper-facing product URL into that merchant's JSON
// endpoint, and how to read that endpoint's answer. Adapters never fetch; the HTTP source does.
import type { PlatformKey } from '@compare/core';
import type { z } from 'zod';
import { MerchantError, UrlRefusedError } from '../errors';
import type { Quote } from '../types';

/** Reads one merchant's product JSON. */
export interface MerchantAdapter {
  platform: PlatformKey;
  /** The merchant's JSON endpoint for a product URL (on the same host). */
  endpoint(productUrl: URL): string;
  /** Parses and validates the endpoint's body into rupees; garbage throws MERCHANT_BAD_RESPONSE. */
  parse(body: unknown, productUrl: URL): Quote;
}

/** Validates a body with a zod schema, turning any mismatch into a typed merchant error. */
export function parseBody<T>(platform: PlatformKey, schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new MerchantError('MERCHANT_BAD_RESPONSE', `${platform} answered an unexpected shape`);
  }
  return result.data;
}

/** Matches a product URL path against the merchant's pattern, or refuses it as not a product URL. */
export function matchPath(platform: PlatformKey, url: URL, pattern: RegExp): RegExpExecArray {
  const match = pattern.exec(url.pathname);
  if (!match) throw new UrlRefusedError('URL_NOT_A_PRODUCT', `url is not a ${platform} product URL`);
  return match;
}

/** Builds a quote, refusing impossible amounts (a zero MRP would make every discount meaningless). */
export function makeQuote(
  platform: PlatformKey,
  price: number | undefined,
  mrp: number | undefined,
  available: boolean,
): Quote {
  if (price === undefined || mrp === undefined || price <= 0 || mrp <= 0) {
    throw new MerchantError('MERCHANT_BAD_RESPONSE', `${platform} answered an unusable price`);
  }
  return { price, mrp, available };
}
