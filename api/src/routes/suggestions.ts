// POST /api/suggestions: the contact page's deal-category suggestion form.
import Router from '@koa/router';
import { z } from 'zod';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { Ok } from './schemas';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Suggestion body. */
export const SuggestionBody = z.object(
  {
    email: z.preprocess(
      emptyToUndefined,
      z.email({ error: 'Enter a valid email address' }).max(254, 'Enter a valid email address').optional(),
    ),
    vertical: z
      .string({ error: 'Select a deal category' })
      .trim()
      .min(1, 'Select a deal category')
      .max(128, 'Deal category must be at most 128 characters'),
    description: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: 'Description must be text' })
        .max(2000, 'Description must be at most 2000 characters')
        .optional(),
    ),
  },
  { error: 'Request body must be a JSON object' },
);

/** The suggestions router. */
export function createSuggestionsRouter(deps: RouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  registerRoute({
    method: 'post',
    path: '/api/suggestions',
    summary: 'Suggest a deal category',
    tag: 'suggestions',
    body: SuggestionBody,
    response: Ok,
    status: 201,
    errors: [400, 413, 429],
  });
  router.post('/suggestions', async (ctx) => {
    const body = parseInput(SuggestionBody, ctx.request.body ?? {});
    await deps.services.suggestions.submit({
      email: body.email ?? null,
      vertical: body.vertical,
      description: body.description ?? null,
    });
    ctx.status = 201;
    ctx.body = { success: true };
  });
  return router;
}
