// GET /products/{id}/history: the observed prices of a product's offers at the shopper's point
// (services/history.ts decides what a series holds).
import type Router from '@koa/router';
import { z } from 'zod';
import { notFound } from '../errors';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { LocationHeaders, LocationQuery, readPoint } from './location';

/** Path parameters of the history route. */
export const HistoryParams = z.object({ id: z.string().min(1).max(64) });

const Point = z.object({ at: z.string(), price: z.number(), mrp: z.number(), available: z.boolean() });

/** Answer of the history route. */
export const HistoryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    productId: z.string(),
    series: z.array(z.object({ merchantName: z.string(), variant: z.string(), points: z.array(Point) })),
  }),
});

/** Adds GET /products/:id/history to `router`. */
export function addHistoryRoute(router: Router, deps: RouteDeps): void {
  const { services } = deps;
  registerRoute({
    method: 'get',
    path: '/products/{id}/history',
    summary: 'Observed price history of a product’s offers at the location',
    tag: 'prices',
    params: HistoryParams,
    query: LocationQuery,
    headers: LocationHeaders,
    response: HistoryResponse,
    errors: [400, 404],
  });
  router.get('/products/:id/history', async (ctx) => {
    const { id } = parseInput(HistoryParams, ctx.params);
    const data = await services.history.forProduct(id, readPoint(ctx));
    if (!data) throw notFound('Product not found');
    ctx.body = { success: true, data };
  });
}
