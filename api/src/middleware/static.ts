// Serves the demo build when STATIC_DIR exists, with the SPA fallback for client-side routes.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LOCATION } from '@compare/core';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/** Client routes that answer index.html with status 200. */
export const SPA_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/auth\/?$/,
  /^\/s\/?$/,
  /^\/my-cart\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/about\/?$/,
  /^\/contact\/?$/,
  /^\/privacy-policy\/?$/,
  /^\/terms-of-use\/?$/,
  /^\/checkout\/?$/,
];

/** Paths that belong to the API and never fall back to the SPA. */
export function isApiPath(path: string): boolean {
  return (
    path.startsWith('/api/') ||
    path === '/api' ||
    path === '/products' ||
    path.startsWith('/products/') ||
    path.startsWith('/images/') ||
    path === '/healthz' ||
    path === '/readyz' ||
    path === '/openapi.json'
  );
}

/**
 * koa-static over `dir`: hashed /assets/ files are immutable, everything else revalidates. With
 * `hideSourceMaps` (production) *.map files are never served: they would publish the source.
 */
export function staticMiddleware(dir: string, hideSourceMaps = false): Middleware {
  const files = serve(dir, {
    index: false,
    setHeaders: (res, path) => {
      if (/[\\/]assets[\\/]/.test(path))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  if (!hideSourceMaps) return files;
  return async (ctx, next) => {
    if (/\.map$/i.test(ctx.path)) return next();
    return files(ctx, next);
  };
}

/** Cookie in which the demo keeps the shopper's point as "lat,lon" (see its root layout). */
export const POINT_COOKIE = 'compare-point';

function pointFrom(value: string | undefined): { lat: number; lon: number } {
  const match = /^(-?\d{1,2}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/.exec(value ?? '');
  const lat = Number(match?.[1]);
  const lon = Number(match?.[2]);
  return match && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
    ? { lat, lon }
    : { lat: DEFAULT_LOCATION.latitude, lon: DEFAULT_LOCATION.longitude };
}

/**
 * Preloads of the two answers the home page asks for first (categories and trending at the
 * shopper's point: the point cookie, else the default location, as the app does), so they travel
 * beside the script instead of after it has run. The URLs and credentials mode are exactly the
 * app's requests, so the browser hands it these responses.
 */
export function homePreloads(pointCookie: string | undefined): string {
  const { lat, lon } = pointFrom(pointCookie);
  return ['/products/categories', '/products/trending']
    .map(
      (path) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}?lat=${lat}&amp;lon=${lon}">`,
    )
    .join('');
}

/**
 * Answers HTML GETs that nothing else handled with index.html: 200 on the spec's routes, 404 on any
 * other path (the client then renders its 404 page).
 */
export function spaFallback(dir: string): Middleware {
  const indexPath = join(dir, 'index.html');
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (isApiPath(ctx.path) || !ctx.accepts('html') || !existsSync(indexPath)) return;
    ctx.status = SPA_ROUTES.some((r) => r.test(ctx.path)) ? 200 : 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    const html = await readFile(indexPath, 'utf8');
    ctx.body =
      ctx.path === '/'
        ? html.replace('</head>', `${homePreloads(ctx.cookies.get(POINT_COOKIE))}</head>`)
        : html;
  };
}
