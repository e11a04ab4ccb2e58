// Liveness, readiness and the OpenAPI document.
import Router from '@koa/router';
import { z } from 'zod';
import { AppError } from '../errors';
import { buildOpenApiDocument } from '../openapi';
import { routeDefiner } from './define';
import type { RouteDeps } from './deps';

/** GET /healthz, GET /readyz and GET /openapi.json. */
export function createSystemRouter(deps: RouteDeps): Router {
  const router = new Router();
  const define = routeDefiner(router, deps);
  const { health } = deps.services;
  define({
    method: 'get',
    path: '/healthz',
    summary: 'Liveness check (the process answers; the database is not consulted)',
    tag: 'system',
    response: z.object({ status: z.literal('ok') }),
    handle: ({ ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return { status: 'ok' };
    },
  });
  define({
    method: 'get',
    path: '/readyz',
    summary: 'Readiness check: 200 when the database answers, 503 when it does not',
    tag: 'system',
    response: z.object({ status: z.literal('ok') }),
    errors: [503],
    handle: async ({ ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      const problem = await health.databaseProblem();
      if (problem) {
        deps.logger.warn('not ready: database unreachable', {
          requestId: ctx.state.requestId,
          error: problem,
        });
        throw new AppError(503, 'UNAVAILABLE', 'Database unreachable', true, { 'Retry-After': '5' });
      }
      return { status: 'ok' };
    },
  });
  define({
    method: 'get',
    path: '/openapi.json',
    summary: 'OpenAPI 3.1 document of every route',
    tag: 'system',
    response: z.record(z.string(), z.unknown()),
    handle: ({ origin }) => buildOpenApiDocument(origin),
  });
  return router;
}
