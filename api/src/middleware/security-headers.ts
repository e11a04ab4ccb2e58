// Security headers on every answer (the demo's HTML and the API's JSON alike), as helmet makes them,
// and an honest answer to HTTP methods the API does not implement.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';
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

/** helmet's options for the API's policy: CSP, HSTS in production, no framing, cross-origin images. */
export function helmetOptions(config: Pick<Config, 'production' | 'publicUrl'>): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    strictTransportSecurity: config.production ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Partner sites on other origins show the API's product images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  };
}

/** What helmet does to every response under `options`: the headers it sets and those it removes. */
export interface HeaderPlan {
  set: ReadonlyArray<readonly [name: string, value: string]>;
  remove: readonly string[];
}

/**
 * Runs helmet once against a recording response and returns what it did. The API's policy has no
 * per-request parts (no CSP nonces or functions), so every response gets these same headers;
 * setting them from the plan costs one `setHeader` each instead of helmet's dozen middleware calls
 * and the promise around them on every request.
 */
export function headerPlan(options: HelmetOptions): HeaderPlan {
  const set: Array<[string, string]> = [];
  const remove: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a value that is not text`);
      set.push([name, value]);
    },
    removeHeader(name: string) {
      remove.push(name);
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  // helmet's middleware is synchronous for a policy without functions; anything else is a bug here.
  if (!done) throw new Error('helmet did not finish synchronously: the header plan would be incomplete');
  return { set, remove };
}

/** The API's security headers (see helmetOptions), computed once and set on every response. */
export function securityHeaders(config: Pick<Config, 'production' | 'publicUrl'>): Middleware {
  const { set, remove } = headerPlan(helmetOptions(config));
  return (ctx, next) => {
    const res = ctx.res;
    for (const name of remove) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    return next();
  };
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
