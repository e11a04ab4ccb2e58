// POST /api/suggestions: the contact page's deal-category suggestion form.
import Router from '@koa/router';
import { routeDefiner } from './define';
import type { RouteDeps } from './deps';
import { Ok, SuggestionBody } from './schemas';

/** The suggestions router. */
export function createSuggestionsRouter(deps: RouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  routeDefiner(
    router,
    deps,
  )({
    method: 'post',
    path: '/api/suggestions',
    summary: 'Suggest a deal category',
    tag: 'suggestions',
    body: SuggestionBody,
    response: Ok,
    status: 201,
    errors: [400, 413, 429],
    handle: async ({ body }) => {
      await deps.services.suggestions.submit({
        email: body.email ?? null,
        vertical: body.vertical,
        description: body.description ?? null,
      });
      return { success: true };
    },
  });
  return router;
}
