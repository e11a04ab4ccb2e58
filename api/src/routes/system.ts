// Liveness and the OpenAPI document.
import Router from '@koa/router';
import { z } from 'zod';
import { buildOpenApiDocument, registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { imageOrigin } from './location';

/** GET /healthz and GET /openapi.json. */
export function createSystemRouter(deps: RouteDeps): Router {
  const router = new Router();
  registerRoute({
    method: 'get',
    path: '/healthz',
    summary: 'Liveness check',
    tag: 'system',
    response: z.object({ status: z.literal('ok') }),
  });
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
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
