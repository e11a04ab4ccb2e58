// GET /products/{id}/history: the observed prices of a product's offers at the shopper's point
// (services/history.ts decides what a series holds).
import type Router from '@koa/router';
import { notFound } from '../errors';
import { routeDefiner, successEnvelope } from './define';
import type { RouteDeps } from './deps';
import { HistoryResponse, ProductParams } from './schemas';

/** Adds GET /products/{id}/history to `router`. */
export function addHistoryRoute(router: Router, deps: RouteDeps): void {
  const { services } = deps;
  routeDefiner(
    router,
    deps,
  )({
    method: 'get',
    path: '/products/{id}/history',
    summary: 'Observed price history of a product’s offers at the location',
    tag: 'prices',
    params: ProductParams,
    located: true,
    response: HistoryResponse,
    errors: [400, 404],
    answer: successEnvelope,
    handle: async ({ params, point }) => {
      const data = await services.history.forProduct(params.id, point);
      if (!data) throw notFound('Product not found');
      return data;
    },
  });
}
