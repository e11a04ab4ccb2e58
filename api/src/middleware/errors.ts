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
  501: 'NOT_IMPLEMENTED',
};

/** Turns a thrown value into an AppError: known HTTP errors keep their status, the rest become 500. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
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
      if (appError.status >= 500) {
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
