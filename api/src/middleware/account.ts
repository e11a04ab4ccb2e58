// Cookie-authenticated writes and the signed-in user. The session cookie is SameSite=Lax, so
// browsers already leave it off cross-site POSTs; on top of that a write that carries the cookie
// must prove it comes from this site (or a partner origin CORS_ORIGINS allows): an allowed Origin,
// or without one a Referer of this site, or without either a browser's `Sec-Fetch-Site:
// same-origin`. A write with no proof at all is refused like a foreign one (browsers send Origin
// on every POST, PUT, PATCH and DELETE fetch, so only non-browser or stripped requests lack it).
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

/** The answer to a cookie-carrying write without a same-site proof. */
export const crossSiteRequest = () =>
  new AppError(403, 'CROSS_SITE_REQUEST', 'This request came from another site and was refused');

/** 403 for a cookie-carrying write that another site started, or that proves no origin at all. */
export function csrfGuard(config: Pick<Config, 'publicUrl' | 'corsOrigins' | 'production'>): Middleware {
  return async (ctx, next) => {
    if (!UNSAFE.has(ctx.method) || !ctx.cookies.get(SESSION_COOKIE)) return next();
    const own = new Set([`${ctx.protocol}://${ctx.host}`]);
    if (config.publicUrl) own.add(originOf(config.publicUrl) ?? config.publicUrl);
    const origin = ctx.get('Origin');
    const referer = ctx.get('Referer');
    const fetchSite = ctx.get('Sec-Fetch-Site');
    let proven: boolean;
    if (origin) proven = origin !== 'null' && (own.has(origin) || isAllowedOrigin(origin, config));
    else if (referer) {
      const from = originOf(referer);
      proven = from !== null && own.has(from) && fetchSite !== 'cross-site';
    } else proven = fetchSite === 'same-origin';
    if (!proven) throw crossSiteRequest();
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
