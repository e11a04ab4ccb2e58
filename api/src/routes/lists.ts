// POST /products/resolve-list: a typed shopping list matched with the site's search. Mounted
// before the products router, so the path is not read as a product id.
import { ResolveListAnswerSchema, ResolveListRequestSchema } from '@compare/core/contract';
import Router from '@koa/router';
import { currentUser } from '../middleware/account';
import { clientKey } from '../middleware/client';
import { routeDefiner } from './define';
import type { RouteDeps } from './deps';

/** The lists router (prefix /products). */
export function createListsRouter(deps: RouteDeps): Router {
  const { lists, accounts } = deps.services;
  const router = new Router({ prefix: '/products' });
  const define = routeDefiner(router, deps);

  define({
    method: 'post',
    path: '/products/resolve-list',
    summary: 'Match a typed shopping list (one item per line or comma) with products at the location',
    tag: 'lists',
    located: true,
    body: ResolveListRequestSchema,
    response: ResolveListAnswerSchema,
    errors: [400, 403, 413, 429],
    session: 'optional',
    handle: async ({ body, point, origin, ctx }) => {
      const userId = currentUser(ctx);
      await accounts.countListResolution(userId === null ? `client:${clientKey(ctx)}` : `user:${userId}`);
      ctx.set('Cache-Control', 'no-store');
      return lists.resolve(body.text, point, origin);
    },
  });

  return router;
}
