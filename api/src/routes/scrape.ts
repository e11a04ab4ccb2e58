// The live-price routes: GET /api/scrape/cart/products (spec §7) answers one merchant URL, POST
// /api/scrape/cart/refresh answers a whole basket in one round trip, and GET
// /products/{id}/history shows what was observed. Input is validated here; the price service
// decides (SSRF guard, cache, concurrency, breaker) and records observations.

import { getPlatform, PLATFORM_KEYS, type PlatformKey } from '@compare/core';
import Router from '@koa/router';
import { z } from 'zod';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { addHistoryRoute } from './history';
import { coordinate, queryObject } from './location';

/** Most lines one refresh call may carry (a large basket × its merchants). */
export const MAX_REFRESH_ITEMS = 200;

const platformMessage = `platform must be one of ${PLATFORM_KEYS.join(', ')}`;

const PlatformField = z
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

const UrlField = z
  .string({ error: 'url is required' })
  .min(1, 'url is required')
  .max(2048, 'url must be at most 2048 characters')
  .describe('The merchant’s product URL (https, on that merchant’s own host)');

const bodyCoordinate = (name: 'lat' | 'lon', max: number) => {
  const message = `${name} must be a number between -${max} and ${max}`;
  return z.number({ error: message }).min(-max, message).max(max, message);
};

/** GET /api/scrape/cart/products query. */
export const ScrapeQuery = z.object({
  platform: PlatformField,
  lat: coordinate('lat', 90),
  lon: coordinate('lon', 180),
  url: UrlField,
});

/** POST /api/scrape/cart/refresh body. */
export const RefreshBody = z.object(
  {
    lat: bodyCoordinate('lat', 90),
    lon: bodyCoordinate('lon', 180),
    items: z
      .array(
        z.object({ platform: PlatformField, url: UrlField }, { error: 'Each item must be {platform, url}' }),
        {
          error: 'items must be a list',
        },
      )
      .max(MAX_REFRESH_ITEMS, `items can have at most ${MAX_REFRESH_ITEMS} entries`),
  },
  { error: 'Request body must be a JSON object' },
);

const QuoteSchema = z.object({
  price: z.number(),
  mrp: z.number(),
  available: z.boolean(),
  stale: z.boolean().optional().describe('Last known price, served while the merchant is failing'),
});

/** GET /api/scrape/cart/products answer. */
export const ScrapeResponse = z.object({ success: z.literal(true), data: QuoteSchema });

/** POST /api/scrape/cart/refresh answer. */
export const RefreshResponse = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      platform: z.enum(PLATFORM_KEYS as [PlatformKey, ...PlatformKey[]]),
      url: z.string(),
      ok: z.boolean(),
      data: QuoteSchema.optional(),
      error: z.object({ code: z.string(), message: z.string() }).optional(),
    }),
  ),
});

/** The scrape and history router (mounted by createApp; see app.ts). */
export function createScrapeRouter(deps: RouteDeps): Router {
  const { prices } = deps.services;
  const router = new Router();

  registerRoute({
    method: 'get',
    path: '/api/scrape/cart/products',
    summary: 'Live price, MRP and stock of one merchant product URL at the location',
    tag: 'prices',
    query: ScrapeQuery,
    response: ScrapeResponse,
    errors: [400, 404, 502, 503, 504],
  });
  router.get('/api/scrape/cart/products', async (ctx) => {
    const query = parseInput(ScrapeQuery, queryObject(ctx));
    const data = await prices.quote(query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data };
  });

  registerRoute({
    method: 'post',
    path: '/api/scrape/cart/refresh',
    summary: 'Live prices for a whole basket in one round trip; a failing merchant fails only its lines',
    tag: 'prices',
    body: RefreshBody,
    response: RefreshResponse,
    errors: [400, 413],
  });
  router.post('/api/scrape/cart/refresh', async (ctx) => {
    const body = parseInput(RefreshBody, ctx.request.body ?? {});
    const data = await prices.refresh(body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data };
  });

  addHistoryRoute(router, deps);
  return router;
}
