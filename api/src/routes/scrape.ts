// The live-price routes: GET /api/scrape/cart/products answers one merchant URL, POST
// /api/scrape/cart/refresh answers a whole basket in one round trip, and GET
// /products/{id}/history shows what was observed. Input is validated here; the price service
// decides (SSRF guard, cache, concurrency, breaker) and records observations.

import Router from '@koa/router';
import { routeDefiner, successEnvelope } from './define';
import type { RouteDeps } from './deps';
import { addHistoryRoute } from './history';
import { RefreshBody, RefreshResponse, ScrapeQuery, ScrapeResponse } from './schemas';

/** The scrape and history router (mounted by createApp; see app.ts). */
export function createScrapeRouter(deps: RouteDeps): Router {
  const { prices } = deps.services;
  const router = new Router();
  const define = routeDefiner(router, deps);

  define({
    method: 'get',
    path: '/api/scrape/cart/products',
    summary: 'Live price, MRP and stock of one merchant product URL at the location',
    tag: 'prices',
    query: ScrapeQuery,
    response: ScrapeResponse,
    errors: [400, 404, 502, 503, 504],
    answer: successEnvelope,
    handle: async ({ query, ctx }) => {
      const data = await prices.quote(query);
      ctx.set('Cache-Control', 'no-store');
      return data;
    },
  });

  define({
    method: 'post',
    path: '/api/scrape/cart/refresh',
    summary: 'Live prices for a whole basket in one round trip; a failing merchant fails only its lines',
    tag: 'prices',
    body: RefreshBody,
    response: RefreshResponse,
    errors: [400, 413],
    answer: successEnvelope,
    handle: async ({ body, ctx }) => {
      const data = await prices.refresh(body);
      ctx.set('Cache-Control', 'no-store');
      return data;
    },
  });

  addHistoryRoute(router, deps);
  return router;
}
