// Product, category, trending, platform and fee routes under /products.
import { ProductSchema } from '@compare/core/contract';
import Router from '@koa/router';
import { z } from 'zod';
import { SharedList } from '../answers/encode';
import { notFound } from '../errors';
import type { ProductPage as ServicePage } from '../services/products';
import { routeDefiner, successEnvelope } from './define';
import type { RouteDeps } from './deps';
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
const pageAnswer = (page: ServicePage) => ({
  success: true,
  data: new SharedList(page.data),
  total: page.total,
  ...(page.searchedFor === null ? {} : { searchedFor: page.searchedFor }),
  ...(page.similar ? { similar: true } : {}),
});

/** The /products router; fixed paths are declared before /products/{id}. */
export function createProductsRouter(deps: RouteDeps): Router {
  const { products, fees } = deps.services;
  const router = new Router({ prefix: '/products' });
  const define = routeDefiner(router, deps);

  define({
    method: 'get',
    path: '/products',
    summary: 'Search products at the location',
    query: ProductListQuery,
    located: true,
    response: ProductPage,
    errors: [400],
    answer: pageAnswer,
    handle: ({ query, point, origin }) => {
      const q = query.q?.trim();
      return products.list(
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
        origin,
      );
    },
  });

  define({
    method: 'get',
    path: '/products/suggest',
    summary: 'Search-box suggestions: catalogue terms, brands and Hinglish words starting with q',
    query: SuggestQuery,
    response: z.object({ success: z.literal(true), data: z.array(SuggestionSchema) }),
    errors: [400],
    answer: successEnvelope,
    handle: ({ query, ctx }) => {
      ctx.set('Cache-Control', 'public, max-age=300');
      return products.suggest(query.q, query.limit);
    },
  });

  define({
    method: 'get',
    path: '/products/categories',
    summary: 'Category tiles',
    located: true,
    response: CategoryList,
    errors: [400],
    handle: ({ origin }) => products.categories(origin),
  });

  define({
    method: 'get',
    path: '/products/trending',
    summary: 'Trending sections at the location',
    located: true,
    response: TrendingList,
    errors: [400],
    handle: ({ point, origin }) => products.trending(point, origin),
  });

  define({
    method: 'get',
    path: '/products/platforms',
    summary: 'Merchant delivery estimates at the location',
    located: true,
    response: PlatformEtaList,
    errors: [400],
    handle: ({ point, ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return products.platforms(point);
    },
  });

  define({
    method: 'get',
    path: '/products/fee-rules',
    summary: 'Fee rules in effect, with source notes and effective dates',
    tag: 'fees',
    response: FeeRulesAnswer,
    answer: successEnvelope,
    handle: () => fees.rules(),
  });

  define({
    method: 'post',
    path: '/products/calculate-all-fees',
    summary: 'Estimate each platform basket’s fees and grand total',
    tag: 'fees',
    body: FeesBody,
    response: FeesAnswer,
    errors: [400, 413],
    answer: successEnvelope,
    handle: ({ body }) => fees.calculate(body.platformTotals, body.memberships),
  });

  define({
    method: 'get',
    path: '/products/{id}',
    summary: 'One product with offers at the location',
    params: ProductParams,
    located: true,
    response: ProductSchema,
    errors: [400, 404],
    handle: async ({ params, point, origin }) => {
      const product = await products.byId(params.id, point, origin);
      if (!product) throw notFound('Product not found');
      return product;
    },
  });
  return router;
}
