// Security headers on every answer (the demo's HTML and the API's JSON alike) through koa-helmet,
// and an honest answer to HTTP methods the API does not implement.
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import type { Config } from '../config';
import { AppError } from '../errors';

/** Methods some route or middleware of the API answers; anything else is 501. */
export const KNOWN_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** One year: the HSTS max-age browsers' preload lists expect. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

// Outside production without PUBLIC_URL image URLs name the server's own socket address, which may
// differ from the host the browser typed (localhost vs 127.0.0.1); local origins are allowed then.
// (CSP has no syntax for IPv6 literals: the IPv6 loopback is named localhost, see socketOrigin.)
const LOCAL_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The Content-Security-Policy directives. The demo is served from the API's origin and calls it
 * there; its styling library injects <style> elements at run time (hence 'unsafe-inline' for
 * styles only, never scripts); images come from the API (PUBLIC_URL) and data: URIs; fonts are
 * bundled files. Nothing may frame the site: partners embed through the packages, not frames.
 */
export function cspDirectives(config: Pick<Config, 'production' | 'publicUrl'>): Record<string, string[]> {
  const api = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  const local = config.production ? [] : LOCAL_ORIGINS;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...api, ...local],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...local],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  if (config.production) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** koa-helmet with the API's policy: CSP, HSTS in production, no framing, cross-origin images. */
export function securityHeaders(config: Pick<Config, 'production' | 'publicUrl'>): Middleware {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    strictTransportSecurity: config.production ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Partner sites on other origins show the API's product images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
}

/** Answers methods nothing implements (TRACE, CONNECT, PROPFIND, ...) with 501 and a clear message. */
export function unknownMethodGuard(): Middleware {
  return async (ctx, next) => {
    if (!KNOWN_METHODS.includes(ctx.method)) {
      throw new AppError(
        501,
        'NOT_IMPLEMENTED',
        `Method ${ctx.method.slice(0, 20)} is not supported; use ${KNOWN_METHODS.join(', ')}`,
        true,
        { Allow: KNOWN_METHODS.join(', ') },
      );
    }
    await next();
  };
}
