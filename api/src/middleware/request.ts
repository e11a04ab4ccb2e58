// Per-request plumbing: request id and one JSON log line per request (the security headers are
// security-headers.ts's).
// The line goes through the pino logger directly, not pino-http: pino-http logs nested req/res
// objects and responseTime, not the flat method/path/status/ms/requestId fields log readers use.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Assigns `ctx.state.requestId` (reusing a safe incoming X-Request-Id) and logs the request when done. */
export function requestMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // Straight to the response: Koa's `ctx.set` builds arrays per call to normalise its arguments.
    ctx.res.setHeader('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      logger.info('request', {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId,
      });
    }
  };
}
