// The live-price routes: GET /api/scrape/cart/products answers one merchant URL, POST
// /api/scrape/cart/refresh answers a whole basket in one round trip, and GET
// /products/{id}/history shows what was observed. Input is validated here; the price service
// decides (SSRF guard, cache, concurrency, breaker) and records observations.

import Router from '@koa/router';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { addHistoryRoute } from './history';
import { queryObject } from './location';
import { RefreshBody, RefreshResponse, ScrapeQuery, ScrapeResponse } from './schemas';

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
