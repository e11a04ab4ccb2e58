// POST /products/resolve-list: a typed shopping list matched with the site's search. Mounted
// before the products router, so the path is not read as a product id.
import { ResolveListAnswerSchema, ResolveListRequestSchema } from '@compare/core/contract';
import Router from '@koa/router';
import { currentUser } from '../middleware/account';
import { clientKey } from '../middleware/client';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { imageOrigin, LocationHeaders, LocationQuery, readPoint } from './location';

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

  return router;
}
