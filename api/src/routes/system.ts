// Liveness, readiness and the OpenAPI document.
import Router from '@koa/router';
import { z } from 'zod';
import { AppError } from '../errors';
import { buildOpenApiDocument, registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { imageOrigin } from './location';

/** GET /healthz, GET /readyz and GET /openapi.json. */
export function createSystemRouter(deps: RouteDeps): Router {
  const router = new Router();
  const { health } = deps.services;
  registerRoute({
    method: 'get',
    path: '/healthz',
    summary: 'Liveness check (the process answers; the database is not consulted)',
    tag: 'system',
    response: z.object({ status: z.literal('ok') }),
  });
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  registerRoute({
    method: 'get',
    path: '/readyz',
    summary: 'Readiness check: 200 when the database answers, 503 when it does not',
    tag: 'system',
    response: z.object({ status: z.literal('ok') }),
    errors: [503],
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const problem = await health.databaseProblem();
    if (problem) {
      deps.logger.warn('not ready: database unreachable', { requestId: ctx.state.requestId, error: problem });
      throw new AppError(503, 'UNAVAILABLE', 'Database unreachable', true, { 'Retry-After': '5' });
    }
    ctx.body = { status: 'ok' };
  });
  registerRoute({
    method: 'get',
    path: '/openapi.json',
    summary: 'OpenAPI 3.1 document of every route',
    tag: 'system',
    response: z.record(z.string(), z.unknown()),
  });
  router.get('/openapi.json', (ctx) => {
    ctx.body = buildOpenApiDocument(imageOrigin(ctx, deps.config.publicUrl));
  });
  return router;
}
