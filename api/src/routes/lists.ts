// POST /products/resolve-list (a typed shopping list matched with the site's search) and
// GET /products/shared/{token} (a shared basket priced where the viewer is). Mounted before the
// products router, so neither path is read as a product id.
import {
  ResolveListAnswerSchema,
  ResolveListRequestSchema,
  SharedBasketSchema,
} from '@compare/core/contract';
import Router from '@koa/router';
import { z } from 'zod';
import { currentUser } from '../middleware/account';
import { clientKey } from '../middleware/client';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { imageOrigin, LocationHeaders, LocationQuery, readPoint } from './location';

const ShareParams = z.object({ token: z.string().min(1).max(64) });

/** The lists router (prefix /products). */
export function createListsRouter(deps: RouteDeps): Router {
  const { lists, accounts } = deps.services;
  const router = new Router({ prefix: '/products' });

  registerRoute({
    method: 'post',
    path: '/products/resolve-list',
    summary: 'Match a typed shopping list (one item per line or comma) with products at the location',
    tag: 'lists',
    headers: LocationHeaders,
    query: LocationQuery,
    body: ResolveListRequestSchema,
    response: ResolveListAnswerSchema,
    errors: [400, 403, 413, 429],
    session: 'optional',
  });
  router.post('/resolve-list', async (ctx) => {
    const { text } = parseInput(ResolveListRequestSchema, ctx.request.body ?? {});
    const point = readPoint(ctx);
    const userId = currentUser(ctx);
    await accounts.countListResolution(userId === null ? `client:${clientKey(ctx)}` : `user:${userId}`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await lists.resolve(text, point, imageOrigin(ctx, deps.config.publicUrl));
  });

  registerRoute({
    method: 'get',
    path: '/products/shared/{token}',
    summary: 'A shared basket (read-only), priced at the viewer’s location',
    tag: 'baskets',
    params: ShareParams,
    headers: LocationHeaders,
    query: LocationQuery,
    response: SharedBasketSchema,
    errors: [400, 404],
  });
  router.get('/shared/:token', async (ctx) => {
    const { token } = parseInput(ShareParams, ctx.params);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = await accounts.shared(token, readPoint(ctx), imageOrigin(ctx, deps.config.publicUrl));
  });
  return router;
}
