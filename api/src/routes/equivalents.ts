// Equivalents: GET /products/{id}/equivalents (the product page's 'Same kind, other brands') and
// POST /baskets/compare (a basket with per-line 'any brand' flags: the cheapest equivalent per
// merchant and what it saves). Mounted before the products router so the path is not read as an id.
import {
  BasketComparisonSchema,
  CompareBasketRequestSchema,
  EquivalentsQuerySchema,
  EquivalentsSchema,
  ProductParamsSchema,
  successEnvelope,
} from '@compare/core/contract';
import Router from '@koa/router';
import { notFound } from '../errors';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { imageOrigin, LocationHeaders, LocationQuery, queryObject, readPoint } from './location';

const EquivalentsAnswer = successEnvelope(EquivalentsSchema);
const ComparisonAnswer = successEnvelope(BasketComparisonSchema);

/** The equivalents router. */
export function createEquivalentsRouter(deps: RouteDeps): Router {
  const { equivalents } = deps.services;
  const router = new Router();

  registerRoute({
    method: 'get',
    path: '/products/{id}/equivalents',
    summary:
      "Same kind, other brands: products of the product's kind with the same attributes that matter, at the location, cheapest unit price first",
    tag: 'products',
    params: ProductParamsSchema,
    query: LocationQuery.extend(EquivalentsQuerySchema.shape),
    headers: LocationHeaders,
    response: EquivalentsAnswer,
    errors: [400, 404],
  });
  router.get('/products/:id/equivalents', async (ctx) => {
    const { id } = parseInput(ProductParamsSchema, ctx.params);
    const { variant } = parseInput(EquivalentsQuerySchema, { variant: queryObject(ctx).variant });
    const data = await equivalents.forProduct(
      id,
      variant,
      readPoint(ctx),
      imageOrigin(ctx, deps.config.publicUrl),
    );
    if (!data) throw notFound(variant === undefined ? 'Product not found' : 'Product or variant not found');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data };
  });

  registerRoute({
    method: 'post',
    path: '/baskets/compare',
    summary:
      'Compare a basket at the location; a line with anyBrand may be bought as the cheapest equivalent of its kind at each merchant (same quantity), with what it saves',
    tag: 'products',
    headers: LocationHeaders,
    query: LocationQuery,
    body: CompareBasketRequestSchema,
    response: ComparisonAnswer,
    errors: [400, 404, 413],
  });
  router.post('/baskets/compare', async (ctx) => {
    const { lines } = parseInput(CompareBasketRequestSchema, ctx.request.body ?? {});
    const result = await equivalents.compare(lines, readPoint(ctx), imageOrigin(ctx, deps.config.publicUrl));
    if ('unknown' in result) throw notFound(`Product not found: ${result.unknown}`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: result };
  });

  return router;
}
