// Per-request plumbing: request id and one JSON log line per request (the security headers are
// security-headers.ts's).
// The line goes through the pino logger directly, not pino-http: pino-http logs nested req/res
// objects and responseTime, not the flat method/path/status/ms/requestId fields log readers use.
import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Request ids of this process, in a UUID's shape (36 characters, hex and dashes, as log readers
 * expect): 96 random bits drawn once per process, then a counter of 48 bits. As unique across
 * instances as a random UUID for any one request, without drawing and formatting 16 random bytes
 * per request.
 */
export function requestIds(): () => string {
  const hex = randomBytes(12).toString('hex');
  const prefix = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-`;
  let count = 0;
  return () => {
    count = count >= 0xffff_ffff_ffff ? 1 : count + 1;
    return prefix + count.toString(16).padStart(12, '0');
  };
}

/** Assigns `ctx.state.requestId` (reusing a safe incoming X-Request-Id) and logs the request when done. */
export function requestMiddleware(logger: Logger): Middleware {
  const nextId = requestIds();
  // The line is made only when it is written: below info (LOG_LEVEL=warn) a request logs nothing.
  const logs = logger.enabled('info');
  return async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : nextId();
    ctx.state.requestId = requestId;
    // Straight to the response: Koa's `ctx.set` builds arrays per call to normalise its arguments.
    ctx.res.setHeader('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      if (logs)
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
