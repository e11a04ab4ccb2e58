// Live prices and their history: the quote a merchant gives for one URL, the batch refresh and
// the observed price points per merchant and variant.
import { z } from 'zod';
import { getPlatform, PLATFORM_KEYS } from '../platforms';
import { ApiErrorSchema } from './envelopes';
import { PlatformKeySchema } from './keys';
import { coordinateNumber, coordinateText } from './location';

/** Most items one refresh call may carry (a large basket times its merchants). */
export const MAX_REFRESH_ITEMS = 200;

/** The API's live price for one merchant URL. Rupees. */
export const PriceQuoteSchema = z.object({
  price: z.number(),
  mrp: z.number(),
  available: z.boolean(),
  stale: z.boolean().optional().describe('Last known price, served while the merchant is failing'),
});

/**
 * A live price as a client must accept it from any scraper service: figures may come as text or
 * be missing, and the refresh merge keeps the old value for anything that is not a number.
 */
export const LoosePriceQuoteSchema = z.object({
  price: z.union([z.number(), z.string()]).nullable(),
  mrp: z.union([z.number(), z.string()]).nullable(),
  available: z.union([z.boolean(), z.string()]).nullable(),
  /** Set when the answer came from the last known price because the merchant is failing. */
  stale: z.boolean().optional(),
});

const platformMessage = `platform must be one of ${PLATFORM_KEYS.join(', ')}`;

/** A merchant named in any known spelling, read as its platform key. */
export const PlatformFieldSchema = z
  .string({ error: platformMessage })
  .transform((value, ctx) => {
    const platform = getPlatform(value)?.key;
    if (!platform) {
      ctx.addIssue({ code: 'custom', message: platformMessage });
      return z.NEVER;
    }
    return platform;
  })
  .describe(`Merchant key: ${PLATFORM_KEYS.join(', ')}`);

/** A merchant's product URL. */
export const MerchantUrlSchema = z
  .string({ error: 'url is required' })
  .min(1, 'url is required')
  .max(2048, 'url must be at most 2048 characters')
  .describe('The merchant’s product URL (https, on that merchant’s own host)');

/** GET /api/scrape/cart/products query. */
export const ScrapeQuerySchema = z.object({
  platform: PlatformFieldSchema,
  lat: coordinateText('lat', 90),
  lon: coordinateText('lon', 180),
  url: MerchantUrlSchema,
});

/** One offer to refresh: its merchant and URL. */
export const RefreshItemSchema = z.object(
  { platform: PlatformFieldSchema, url: MerchantUrlSchema },
  { error: 'Each item must be {platform, url}' },
);

/** POST /api/scrape/cart/refresh body. */
export const RefreshRequestSchema = z.object(
  {
    lat: coordinateNumber('lat', 90),
    lon: coordinateNumber('lon', 180),
    items: z
      .array(RefreshItemSchema, { error: 'items must be a list' })
      .max(MAX_REFRESH_ITEMS, `items can have at most ${MAX_REFRESH_ITEMS} entries`),
  },
  { error: 'Request body must be a JSON object' },
);

/** One item's answer in a batch refresh: the quote, or why there is none. */
export const RefreshAnswerSchema = z.object({
  platform: PlatformKeySchema,
  url: z.string(),
  ok: z.boolean(),
  data: PriceQuoteSchema.optional(),
  error: ApiErrorSchema.optional(),
});

/**
 * A batch refresh answer as a client accepts it from any scraper service: loose figures, the
 * platform as sent, and the error as the API's `{code, message}` or as plain text.
 */
export const LooseRefreshAnswerSchema = z.object({
  platform: z.string(),
  url: z.string(),
  ok: z.boolean(),
  data: LoosePriceQuoteSchema.optional(),
  error: z.union([ApiErrorSchema, z.string()]).optional(),
});

/** One observed price of an offer. Rupees. */
export const PricePointSchema = z.object({
  at: z.string(),
  price: z.number(),
  mrp: z.number(),
  available: z.boolean(),
  /** True for demo data (seeded history), not a real observation; no verdict counts it. */
  demo: z.boolean().optional(),
});

/** One offer's observed prices: a merchant and a variant label. */
export const PriceSeriesSchema = z.object({
  merchantName: z.string(),
  variant: z.string(),
  points: z.array(PricePointSchema),
});

/** Price history of one product at the shopper's point, one series per merchant and variant. */
export const PriceHistorySchema = z.object({
  productId: z.string(),
  series: z.array(PriceSeriesSchema),
});
