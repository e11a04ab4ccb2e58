// Serves the demo build when STATIC_DIR exists, with the SPA fallback for client-side routes.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCATION } from '@compare/core';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { LRUCache } from 'lru-cache';

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
 * Routes whose first screen is worth drawing on the server: the home page (header and the location
 * wait), search (its full-screen waiting message) and the static text pages. The others (basket,
 * product, checkout, sign-in) draw from the shopper's basket or account or need the API's answer
 * first; their server-drawn screen would be the header and a spinner, and hydrating it costs the
 * phone more main-thread time than it saves.
 */
export const FIRST_PAINT_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/s\/?$/,
  /^\/about\/?$/,
  /^\/contact\/?$/,
  /^\/privacy-policy\/?$/,
  /^\/terms-of-use\/?$/,
];

/** Cookie in which the demo keeps the shopper's language ("hi" for Hindi; see its root layout). */
export const LOCALE_COOKIE = 'compare-locale';

/** A route's first screen as the demo's first render draws it: markup for #root and its CSS. */
export interface FirstPaint {
  html: string;
  css: string;
}

/** Renders a URL's first screen; rejects when it cannot. */
export type FirstPaintRenderer = (url: string) => Promise<FirstPaint>;

// One renderer and one warm-up per build directory, shared by every app made on it.
const renderers = new Map<string, Promise<FirstPaintRenderer | null>>();
const warmUps = new Map<string, Promise<void>>();

/**
 * The demo build's first-paint renderer (dist/.ssr/prerender.js, a dot directory the static files
 * never serve), loaded once; null when the build has none or it fails to load.
 */
function firstPaintRenderer(dir: string): Promise<FirstPaintRenderer | null> {
  let loading = renderers.get(dir);
  if (loading) return loading;
  loading = (async () => {
    const file = join(dir, '.ssr', 'prerender.js');
    if (!existsSync(file)) return null;
    try {
      const module = (await import(pathToFileURL(file).href)) as { renderFirstPaint?: unknown };
      return typeof module.renderFirstPaint === 'function'
        ? (module.renderFirstPaint as FirstPaintRenderer)
        : null;
    } catch {
      return null;
    }
  })();
  renderers.set(dir, loading);
  return loading;
}

/**
 * Loads the build's first-paint renderer and renders each kind of pre-drawn page once (nothing
 * kept), so neither the first visitor of a page nor the first API requests after listening wait
 * for the renderer's module to compile or for React's first renders. Never rejects.
 */
export function warmFirstPaint(dir: string): Promise<void> {
  let warming = warmUps.get(dir);
  if (!warming) {
    warming = firstPaintRenderer(dir).then(async (render) => {
      for (const url of ['/', '/s?q=first-paint']) await render?.(url).catch(() => undefined);
    });
    warmUps.set(dir, warming);
  }
  return warming;
}

/**
 * index.html with the route's first screen inside #root and that screen's CSS in <head>: a phone
 * paints the header and the page's waiting state from the HTML instead of after the script has
 * downloaded and run, and the script then hydrates the same markup. The first render knows nothing
 * of the shopper (it is the same for everyone), so one rendering per URL is kept (LRU). Anything
 * that fails leaves index.html as it is: the script draws the page as before.
 */
export function withFirstPaint(
  html: string,
  url: string,
  render: FirstPaintRenderer | null,
  cache: LRUCache<string, FirstPaint>,
): Promise<string> {
  if (!render || !html.includes('<div id="root"></div>')) return Promise.resolve(html);
  const cached = cache.get(url);
  const paint = cached
    ? Promise.resolve(cached)
    : render(url).then((rendered) => {
        cache.set(url, rendered);
        return rendered;
      });
  return paint.then(
    ({ html: markup, css }) =>
      html
        // A rule can never close the <style> element early.
        .replace(
          '</head>',
          () => `<style data-first-paint="">${css.replace(/<\/style/gi, '<\\/style')}</style></head>`,
        )
        .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`),
    () => html,
  );
}

/**
 * Answers HTML GETs that nothing else handled with index.html: 200 on the spec's routes, 404 on any
 * other path (the client then renders its 404 page). English pages carry their first screen.
 */
export function spaFallback(dir: string): Middleware {
  const indexPath = join(dir, 'index.html');
  const firstPaints = new LRUCache<string, FirstPaint>({ max: 200 });
  void warmFirstPaint(dir);
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (isApiPath(ctx.path) || !ctx.accepts('html') || !existsSync(indexPath)) return;
    ctx.status = SPA_ROUTES.some((r) => r.test(ctx.path)) ? 200 : 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    let html = await readFile(indexPath, 'utf8');
    // Hindi pages are drawn by the script alone: the first screen is rendered in English.
    if (
      ctx.method === 'GET' &&
      FIRST_PAINT_ROUTES.some((r) => r.test(ctx.path)) &&
      ctx.cookies.get(LOCALE_COOKIE) !== 'hi'
    )
      html = await withFirstPaint(html, ctx.url, await firstPaintRenderer(dir), firstPaints);
    ctx.body =
      ctx.path === '/'
        ? html.replace('</head>', `${homePreloads(ctx.cookies.get(POINT_COOKIE))}</head>`)
        : html;
  };
}
