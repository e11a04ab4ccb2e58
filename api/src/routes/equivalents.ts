// Equivalents: GET /products/{id}/equivalents (the product page's 'Same kind, other brands') and
// POST /baskets/compare (a basket with per-line 'any brand' flags: the cheapest equivalent per
// merchant and what it saves). Mounted before the products router so the path is not read as an id.
import {
  BasketComparisonSchema,
  CompareBasketRequestSchema,
  EquivalentsQuerySchema,
  EquivalentsSchema,
  successEnvelope as envelopeSchema,
  ProductParamsSchema,
} from '@compare/core/contract';
import Router from '@koa/router';
import { notFound } from '../errors';
import { routeDefiner, successEnvelope } from './define';
import type { RouteDeps } from './deps';

const EquivalentsAnswer = envelopeSchema(EquivalentsSchema);
const ComparisonAnswer = envelopeSchema(BasketComparisonSchema);

/** The equivalents router. */
export function createEquivalentsRouter(deps: RouteDeps): Router {
  const { equivalents } = deps.services;
  const router = new Router();
  const define = routeDefiner(router, deps);

  define({
    method: 'get',
    path: '/products/{id}/equivalents',
    summary:
      "Same kind, other brands: products of the product's kind with the same attributes that matter, at the location, cheapest unit price first",
    tag: 'products',
    params: ProductParamsSchema,
    query: EquivalentsQuerySchema,
    located: true,
    response: EquivalentsAnswer,
    errors: [400, 404],
    answer: successEnvelope,
    handle: async ({ params, query, point, origin, ctx }) => {
      const data = await equivalents.forProduct(params.id, query.variant, point, origin);
      if (!data)
        throw notFound(query.variant === undefined ? 'Product not found' : 'Product or variant not found');
      ctx.set('Cache-Control', 'no-store');
      return data;
    },
  });

  define({
    method: 'post',
    path: '/baskets/compare',
    summary:
      'Compare a basket at the location; a line with anyBrand may be bought as the cheapest equivalent of its kind at each merchant (same quantity), with what it saves',
    tag: 'products',
    located: true,
    body: CompareBasketRequestSchema,
    response: ComparisonAnswer,
    errors: [400, 404, 413],
    answer: successEnvelope,
    handle: async ({ body, point, origin, ctx }) => {
      const result = await equivalents.compare(body.lines, point, origin);
      if ('unknown' in result) throw notFound(`Product not found: ${result.unknown}`);
      ctx.set('Cache-Control', 'no-store');
      return result;
    },
  });

  return router;
}
