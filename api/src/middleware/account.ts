// Cookie-authenticated writes and the signed-in user. The session cookie is SameSite=Lax, so
// browsers already leave it off cross-site POSTs; on top of that a write that carries the cookie
// must come from this site (or a partner origin CORS_ORIGINS allows): its Origin (or, without
// one, its Referer) is checked, and a browser's `Sec-Fetch-Site: cross-site` is refused.
import type { Context, Middleware } from 'koa';
import type { Config } from '../config';
import { AppError } from '../errors';
import { isAllowedOrigin } from './cors';
import { getSession, SESSION_COOKIE } from './session';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** 403 for a cookie-carrying write that another site started. */
export function csrfGuard(config: Pick<Config, 'publicUrl' | 'corsOrigins' | 'production'>): Middleware {
  return async (ctx, next) => {
    if (!UNSAFE.has(ctx.method) || !ctx.cookies.get(SESSION_COOKIE)) return next();
    const own = new Set([`${ctx.protocol}://${ctx.host}`]);
    if (config.publicUrl) own.add(config.publicUrl);
    const allowed = (origin: string) => own.has(origin) || isAllowedOrigin(origin, config);
    const origin = ctx.get('Origin');
    const referer = ctx.get('Referer');
    const from = origin && origin !== 'null' ? origin : referer ? originOf(referer) : null;
    const crossSite = ctx.get('Sec-Fetch-Site') === 'cross-site';
    if (
      (from !== null && !allowed(from)) ||
      origin === 'null' ||
      (crossSite && (from === null || !allowed(from)))
    ) {
      throw new AppError(403, 'CROSS_SITE_REQUEST', 'This request came from another site and was refused');
    }
    return next();
  };
}

/** The signed-in user's id; 401 without a session. */
export function requireUser(ctx: Context): number {
  const userId = getSession(ctx)?.userId;
  if (typeof userId !== 'number') throw new AppError(401, 'UNAUTHORIZED', 'Sign in to use this');
  return userId;
}

/** The signed-in user's id, or null. */
export function currentUser(ctx: Context): number | null {
  const userId = getSession(ctx)?.userId;
  return typeof userId === 'number' ? userId : null;
}
