// Product, category, trending, platform and fee routes under /products (spec section 7 paths).
import Router from '@koa/router';
import { z } from 'zod';
import { notFound } from '../errors';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { imageOrigin, LocationHeaders, LocationQuery, queryObject, readPoint } from './location';
import {
  CategorySchema,
  FeeResultSchema,
  FeeRuleSchema,
  PlatformEtaSchema,
  ProductPageSchema,
  ProductSchema,
  TrendingSchema,
} from './schemas';

const text = (name: string, max: number) =>
  z.string().max(max, `${name} must be at most ${max} characters`).optional();

/** GET /products query. */
export const ProductListQuery = z.object({
  q: text('q', 200).describe('Full text over brand, name, category and tags (prefix match, Hinglish aware)'),
  platform: text('platform', 200).describe('Comma-separated platform keys'),
  category: text('category', 100).describe('Category title or slug'),
  brand: text('brand', 100),
  offset: z.coerce
    .number({ error: 'offset must be a whole number of 0 or more' })
    .int('offset must be a whole number of 0 or more')
    .min(0, 'offset must be a whole number of 0 or more')
    .max(1_000_000, 'offset must be at most 1000000')
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a whole number between 1 and 100' })
    .int('limit must be a whole number between 1 and 100')
    .min(1, 'limit must be a whole number between 1 and 100')
    .max(100, 'limit must be a whole number between 1 and 100')
    .default(20),
  lat: LocationQuery.shape.lat,
  lon: LocationQuery.shape.lon,
});

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

/** GET /products/{id} params. */
export const ProductParams = z.object({ id: z.string().min(1).max(64) });

/** POST /products/calculate-all-fees body. */
export const FeesBody = z.object(
  {
    platformTotals: z
      .array(
        z.object(
          {
            platform: z
              .string({ error: 'platform must be text' })
              .trim()
              .min(1, 'platform is required')
              .max(64, 'platform must be at most 64 characters'),
            cartTotal: z
              .number({ error: 'cartTotal must be a number' })
              .min(0, 'cartTotal must be 0 or more')
              .max(10_000_000, 'cartTotal must be at most 10000000'),
          },
          { error: 'Each platform total must be an object' },
        ),
        { error: 'platformTotals must be a list' },
      )
      .max(20, 'platformTotals can have at most 20 entries'),
  },
  { error: 'Request body must be a JSON object' },
);

const splitList = (value: string | undefined): string[] | undefined => {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
};

/** The /products router; fixed paths are registered before /products/:id. */
export function createProductsRouter(deps: RouteDeps): Router {
  const { products, fees } = deps.services;
  const router = new Router({ prefix: '/products' });
  const bodies = new WeakMap<object, string>();
  const origin = (ctx: Parameters<typeof imageOrigin>[0]) => imageOrigin(ctx, deps.config.publicUrl);

  registerRoute({
    method: 'get',
    path: '/products',
    summary: 'Search products at the location',
    query: ProductListQuery,
    headers: LocationHeaders,
    response: ProductPageSchema,
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
        offset: query.offset,
        limit: query.limit,
      },
      point,
      origin(ctx),
    );
    // A repeated search returns the same cached page object: serialise it once.
    let body = bodies.get(page);
    if (body === undefined) {
      // searchedFor and similar only appear when they say something (a correction, a fallback).
      body = JSON.stringify({
        success: true,
        data: page.data,
        total: page.total,
        ...(page.searchedFor === null ? {} : { searchedFor: page.searchedFor }),
        ...(page.similar ? { similar: true } : {}),
      });
      bodies.set(page, body);
    }
    ctx.type = 'application/json';
    ctx.body = body;
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
    response: z.array(CategorySchema),
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
    response: z.array(TrendingSchema),
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
    response: z.array(PlatformEtaSchema),
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
    response: z.object({ success: z.literal(true), data: z.array(FeeRuleSchema) }),
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
    response: z.object({ success: z.literal(true), data: z.array(FeeResultSchema) }),
    errors: [400, 413],
  });
  router.post('/calculate-all-fees', async (ctx) => {
    const body = parseInput(FeesBody, ctx.request.body ?? {});
    ctx.body = { success: true, data: await fees.calculate(body.platformTotals) };
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
