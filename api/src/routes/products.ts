// Product, category, trending, platform and fee routes under /products.
import { ProductSchema } from '@compare/core/contract';
import Router from '@koa/router';
import { z } from 'zod';
import { SharedList, shapeOnce } from '../answers/encode';
import { notFound } from '../errors';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { ProductPage as ServicePage } from '../services/products';
import type { RouteDeps } from './deps';
import { imageOrigin, LocationHeaders, LocationQuery, queryObject, readPoint } from './location';
import {
  CategoryList,
  FeeRulesAnswer,
  FeesAnswer,
  FeesBody,
  PlatformEtaList,
  ProductListQuery,
  ProductPage,
  ProductParams,
  TrendingList,
} from './schemas';

/** GET /products/suggest query: what the shopper has typed so far. */
export const SuggestQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(2, 'q must be at least 2 characters')
    .max(100, 'q must be at most 100 characters'),
  limit: z.coerce
    .number({ error: 'limit must be a whole number between 1 and 10' })
    .int('limit must be a whole number between 1 and 10')
    .min(1, 'limit must be a whole number between 1 and 10')
    .max(10, 'limit must be a whole number between 1 and 10')
    .default(8),
});

/** One search-box suggestion. */
const SuggestionSchema = z.object({ text: z.string(), kind: z.enum(['term', 'brand']) });

const splitList = (value: string | undefined): string[] | undefined => {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
};

/**
 * A search page as GET /products answers it; searchedFor and similar only appear when they say
 * something (a correction, a fallback).
 */
const pageAnswer = shapeOnce((page: ServicePage) => ({
  success: true,
  data: new SharedList(page.data),
  total: page.total,
  ...(page.searchedFor === null ? {} : { searchedFor: page.searchedFor }),
  ...(page.similar ? { similar: true } : {}),
}));

/** The /products router; fixed paths are registered before /products/:id. */
export function createProductsRouter(deps: RouteDeps): Router {
  const { products, fees } = deps.services;
  const router = new Router({ prefix: '/products' });
  const origin = (ctx: Parameters<typeof imageOrigin>[0]) => imageOrigin(ctx, deps.config.publicUrl);

  registerRoute({
    method: 'get',
    path: '/products',
    summary: 'Search products at the location',
    query: ProductListQuery,
    headers: LocationHeaders,
    response: ProductPage,
    errors: [400],
  });
  router.get('/', async (ctx) => {
    const query = parseInput(ProductListQuery, queryObject(ctx));
    const point = readPoint(ctx);
    const q = query.q?.trim();
    const page = await products.list(
      {
        q: q ? q : undefined,
        platforms: splitList(query.platform),
        category: query.category?.trim() || undefined,
        brand: query.brand?.trim() || undefined,
        sort: query.sort,
        offset: query.offset,
        limit: query.limit,
      },
      point,
      origin(ctx),
    );
    ctx.body = pageAnswer(page);
  });

  registerRoute({
    method: 'get',
    path: '/products/suggest',
    summary: 'Search-box suggestions: catalogue terms, brands and Hinglish words starting with q',
    query: SuggestQuery,
    response: z.object({ success: z.literal(true), data: z.array(SuggestionSchema) }),
    errors: [400],
  });
  router.get('/suggest', async (ctx) => {
    const query = parseInput(SuggestQuery, queryObject(ctx));
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { success: true, data: await products.suggest(query.q, query.limit) };
  });

  registerRoute({
    method: 'get',
    path: '/products/categories',
    summary: 'Category tiles',
    query: LocationQuery,
    headers: LocationHeaders,
    response: CategoryList,
    errors: [400],
  });
  router.get('/categories', async (ctx) => {
    readPoint(ctx);
    ctx.body = await products.categories(origin(ctx));
  });

  registerRoute({
    method: 'get',
    path: '/products/trending',
    summary: 'Trending sections at the location',
    query: LocationQuery,
    headers: LocationHeaders,
    response: TrendingList,
    errors: [400],
  });
  router.get('/trending', async (ctx) => {
    ctx.body = await products.trending(readPoint(ctx), origin(ctx));
  });

  registerRoute({
    method: 'get',
    path: '/products/platforms',
    summary: 'Merchant delivery estimates at the location',
    query: LocationQuery,
    headers: LocationHeaders,
    response: PlatformEtaList,
    errors: [400],
  });
  router.get('/platforms', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await products.platforms(readPoint(ctx));
  });

  registerRoute({
    method: 'get',
    path: '/products/fee-rules',
    summary: 'Fee rules in effect, with source notes and effective dates',
    tag: 'fees',
    response: FeeRulesAnswer,
  });
  router.get('/fee-rules', async (ctx) => {
    ctx.body = { success: true, data: await fees.rules() };
  });

  registerRoute({
    method: 'post',
    path: '/products/calculate-all-fees',
    summary: 'Estimate each platform basket’s fees and grand total',
    tag: 'fees',
    body: FeesBody,
    response: FeesAnswer,
    errors: [400, 413],
  });
  router.post('/calculate-all-fees', async (ctx) => {
    const body = parseInput(FeesBody, ctx.request.body ?? {});
    ctx.body = { success: true, data: await fees.calculate(body.platformTotals, body.memberships) };
  });

  registerRoute({
    method: 'get',
    path: '/products/{id}',
    summary: 'One product with offers at the location',
    params: ProductParams,
    query: LocationQuery,
    headers: LocationHeaders,
    response: ProductSchema,
    errors: [400, 404],
  });
  router.get('/:id', async (ctx) => {
    const { id } = parseInput(ProductParams, ctx.params);
    const product = await products.byId(id, readPoint(ctx), origin(ctx));
    if (!product) throw notFound('Product not found');
    ctx.body = product;
  });
  return router;
}
