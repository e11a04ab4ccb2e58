// A web site served beside the API on the same origin (the demo, `npm start`): its static files,
// and its pages answered by the site's own server module, which the API loads at start and mounts
// through the small interface below. The API knows no site routes: the module decides each page's
// status (200, or 404 for a path the site does not have) and its HTML.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { SiteHost } from '@compare/core';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/**
 * Loads the site module at `modulePath` (an ES module exporting `createSiteHost(root)`) over the
 * site's files in `root`. Null when there is no such file; throws when the module is broken, so a
 * bad deployment fails at start rather than on the first visit.
 */
export async function loadSiteHost(modulePath: string, root: string): Promise<SiteHost | null> {
  if (!existsSync(modulePath)) return null;
  const module = (await import(pathToFileURL(modulePath).href)) as { createSiteHost?: unknown };
  if (typeof module.createSiteHost !== 'function')
    throw new Error(`${modulePath} does not export createSiteHost(root)`);
  return (module.createSiteHost as (root: string) => SiteHost)(root);
}

/** Paths that belong to the API and are never a site page. */
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
 * Answers the HTML GETs and HEADs nothing else handled (not an API path, not a file) with the
 * site's page.
 */
export function sitePages(host: SiteHost): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (isApiPath(ctx.path) || !ctx.accepts('html')) return;
    const answer = await host.answer({
      url: ctx.url,
      path: ctx.path,
      method: ctx.method,
      cookie: (name) => ctx.cookies.get(name),
    });
    ctx.status = answer.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = answer.html;
  };
}

/**
 * koa-static over `dir`: hashed /assets/ files are immutable, everything else revalidates; dot
 * directories (the site module's own) are never served. With `hideSourceMaps` (production) *.map
 * files are never served: they would publish the source.
 */
export function siteFiles(dir: string, hideSourceMaps = false): Middleware {
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
