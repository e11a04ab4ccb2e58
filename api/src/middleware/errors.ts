// The one error middleware: every failure becomes `{success: false, error: {code, message}}`.
import type { Middleware } from 'koa';
import { AppError } from '../errors';
import type { Logger } from '../logger';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

// Driver errors that mean "the database cannot be reached right now" (pool, sockets, PostgreSQL
// connection classes and shutdowns, SQLite files that cannot be opened or are locked too long).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_CANTOPEN',
  'SQLITE_BUSY',
  'SQLITE_IOERR',
  'SQLITE_NOTADB',
]);
const UNAVAILABLE_MESSAGES =
  /Unable to acquire a connection|Timeout acquiring a connection|Connection terminated|connection is closed|Client has encountered a connection error|SQLITE_MISUSE: Database is closed/i;

/** True when `err` says the database is unreachable (the answer is then 503, not 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: unknown; code?: unknown; message?: unknown };
  if (e.name === 'KnexTimeoutError') return true;
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message);
}

/**
 * Turns a thrown value into an AppError: known HTTP errors keep their status, an unreachable
 * database becomes 503 (with Retry-After), the rest 500.
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isDatabaseUnavailable(err)) {
    return new AppError(503, 'UNAVAILABLE', 'Service temporarily unavailable. Try again shortly.', true, {
      'Retry-After': '5',
    });
  }
  const e = (err ?? {}) as HttpLikeError;
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413)
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large (limit 100 kb)');
    return new AppError(
      status,
      CODES[status] ?? 'BAD_REQUEST',
      e.expose && e.message ? e.message : 'Bad request',
    );
  }
  return new AppError(500, 'INTERNAL', 'Internal server error', false);
}

/** Error envelope middleware; unknown errors are logged with the request id and answered as 500. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const appError = toAppError(err);
      if (appError.status === 503 && !(err instanceof AppError)) {
        logger.warn('database unavailable', {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          error: err instanceof Error ? err.message : String(err),
        });
      } else if (appError.status >= 500 && appError.status !== 501 && appError.status !== 503) {
        logger.error('request failed', {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          error: err instanceof Error ? err.message : String(err),
          stack: err instanceof Error ? err.stack : undefined,
        });
      }
      ctx.status = appError.status;
      for (const [name, value] of Object.entries(appError.headers)) ctx.set(name, value);
      ctx.body = {
        success: false,
        error: { code: appError.code, message: appError.expose ? appError.message : 'Internal server error' },
      };
    }
  };
}
