// GET /products/{id}/history: the observed prices of a product's offers at the shopper's point
// (services/history.ts decides what a series holds).
import type Router from '@koa/router';
import { notFound } from '../errors';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { LocationHeaders, LocationQuery, readPoint } from './location';
import { HistoryResponse, ProductParams } from './schemas';

/** Adds GET /products/:id/history to `router`. */
export function addHistoryRoute(router: Router, deps: RouteDeps): void {
  const { services } = deps;
  registerRoute({
    method: 'get',
    path: '/products/{id}/history',
    summary: 'Observed price history of a product’s offers at the location',
    tag: 'prices',
    params: ProductParams,
    query: LocationQuery,
    headers: LocationHeaders,
    response: HistoryResponse,
    errors: [400, 404],
  });
  router.get('/products/:id/history', async (ctx) => {
    const { id } = parseInput(ProductParams, ctx.params);
    const data = await services.history.forProduct(id, readPoint(ctx));
    if (!data) throw notFound('Product not found');
    ctx.body = { success: true, data };
  });
}
