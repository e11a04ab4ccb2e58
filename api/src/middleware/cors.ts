// CORS allow-list with credentials: partner sites on other origins call the API with cookies.
import cors from '@koa/cors';
import type { Middleware } from 'koa';
import type { Config } from '../config';

const LOCAL = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** True when `origin` may call the API with credentials under `config`. */
export function isAllowedOrigin(origin: string, config: Pick<Config, 'corsOrigins' | 'production'>): boolean {
  if (config.corsOrigins) return config.corsOrigins.includes(origin);
  return !config.production && LOCAL.test(origin);
}

/** @koa/cors configured from the allow-list. */
export function corsMiddleware(config: Config): Middleware {
  return cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return origin && isAllowedOrigin(origin, config) ? origin : '';
    },
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Lat', 'Lon', 'Content-Type', 'X-Request-Id'],
    exposeHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}
