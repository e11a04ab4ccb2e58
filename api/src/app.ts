/**
 * createApp builds the Koa app; it never listens (server.ts does, tests drive `app.callback()`).
 *
 * Extension point for other route modules (the live-prices helper's scrape routes):
 * - A route module exports a factory `(deps: RouteDeps) => Router` (see routes/deps.ts). `RouteDeps`
 *   carries `config`, `logger` and `services` (products, prices, history, location, ...) only:
 *   routes never touch the database or a repository (the lint forbids it).
 * - Each route is declared once with `routeDefiner(router, deps)({ method, path, ..., handle })`
 *   (routes/define.ts): one call documents it in /openapi.json and adds its handler.
 * - `src/routes/scrape.ts` exports `createScrapeRouter(deps: RouteDeps): Router`; it is mounted by
 *   default (DEFAULT_ROUTERS below). Tests or callers can add more factories via `deps.routers`.
 *
 * Middleware order: request id + log line -> security headers -> client address (TRUST_PROXY) ->
 * compression -> error envelope -> 501 for unknown methods -> 404/405 envelope -> CORS -> (a GET or
 * HEAD of /api/geo/* then takes its short lane: text guard -> the geo router) -> session ->
 * cross-site write refusal (middleware/account.ts) -> JSON body (100 kb) -> suggestion limit -> site
 * pages (when a site module is loaded) -> routers -> site files (when STATIC_DIR exists; no *.map in
 * production).
 */

import type { SiteHost } from '@compare/core';
import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import Koa from 'koa';
import compose from 'koa-compose';
import { answersMiddleware } from './answers/middleware';
import { type ChangeStream, createChangeStream } from './change-stream';
import type { Config } from './config';
import { AppError } from './errors';
import { createLogger, type Logger } from './logger';
import { csrfGuard } from './middleware/account';
import { applyTrustProxy, clientMiddleware } from './middleware/client';
import { corsMiddleware } from './middleware/cors';
import { errorMiddleware } from './middleware/errors';
import { clientLimit } from './middleware/limits';
import { requestMiddleware } from './middleware/request';
import { securityHeaders, unknownMethodGuard } from './middleware/security-headers';
import { cookieKeys, secureCookies, sessionMiddleware } from './middleware/session';
import { siteFiles, sitePages } from './middleware/site';
import { textGuard } from './middleware/text';
import { createRepositories } from './repositories/index';
import { createAccountRouter } from './routes/account';
import { createAuthRouter } from './routes/auth';
import type { RouteDeps, RouterFactory } from './routes/deps';
import { createEquivalentsRouter } from './routes/equivalents';
import { createExportRouter } from './routes/export';
import { createGeoRouter } from './routes/geo';
import { createImagesRouter } from './routes/images';
import { createListsRouter } from './routes/lists';
import { createProductsRouter } from './routes/products';
import { createScrapeRouter } from './routes/scrape';
import { createSourcesRouter } from './routes/sources';
import { createSuggestionsRouter } from './routes/suggestions';
import { createSystemRouter } from './routes/system';
import { createServices, type Services } from './services/index';

/** What createApp needs. */
export interface AppDeps {
  db: Knex;
  config: Config;
  logger?: Logger;
  /** Extra router factories mounted after the built-in ones. */
  routers?: RouterFactory[];
  /** Services built beforehand (server.ts shares them with the worker in one process). */
  services?: Services;
  /** The change stream to build the services with (ignored when `services` are given). */
  changes?: ChangeStream;
  /** The site served beside the API (its pages; its files come from `config.staticDir`). */
  site?: SiteHost | null;
}

/** Built-in routers, in mount order (fixed /products paths are inside the products router). */
export const DEFAULT_ROUTERS: readonly RouterFactory[] = [
  createSystemRouter,
  createAuthRouter,
  createGeoRouter,
  createSuggestionsRouter,
  createAccountRouter,
  // Before the products router: /products/resolve-list and /products/shared/{token} are not ids.
  createListsRouter,
  createEquivalentsRouter,
  createProductsRouter,
  createScrapeRouter,
  createSourcesRouter,
  createExportRouter,
  () => createImagesRouter(),
];

const STATUS_MESSAGES: Record<number, [string, string]> = {
  404: ['NOT_FOUND', 'Route not found'],
  405: ['METHOD_NOT_ALLOWED', 'Method not allowed'],
  501: ['NOT_IMPLEMENTED', 'Method not implemented'],
};

/** The paths of the places API: public reads that never use a session, a cookie or a body. */
const GEO_PREFIX = '/api/geo/';

/**
 * A GET or HEAD under `prefix` skips the session, the cross-site write guard, the body parser,
 * the write limits and the other routers: what it runs is `lane` (the text guard and its own
 * router). Everything before it (request id and log line, security headers, client address,
 * answers, errors, CORS) is the same as for every request. A path the lane's router does not
 * know goes on down the full chain, to the same 404 or 405 as before.
 */
function publicLane<S, C>(prefix: string, lane: Koa.Middleware<S, C>): Koa.Middleware<S, C> {
  return (ctx, next) =>
    (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.path.startsWith(prefix) ? lane(ctx, next) : next();
}

/**
 * A router's GET routes of fixed paths, found by a map lookup on the exact path; any other path
 * (a trailing slash, other case, a parameter) goes through the router itself, which answers it as
 * before. The router matches every layer's pattern and composes a fresh chain on each request;
 * a lane of a few fixed public reads needs none of that.
 */
function exactGetRoutes(router: Router): Koa.Middleware {
  const routes = router.routes() as Koa.Middleware;
  // A router-wide middleware (`router.use`) runs before its routes: such a router keeps its own way.
  if (router.stack.some((layer) => layer.methods.length === 0)) return routes;
  const byPath = new Map<string, Koa.Middleware | null>();
  for (const layer of router.stack) {
    const path = layer.path;
    if (typeof path !== 'string' || layer.paramNames.length > 0 || !layer.methods.includes('GET')) continue;
    // Two routes of one path both run under the router: leave that path to it.
    byPath.set(path, byPath.has(path) ? null : compose(layer.stack as Koa.Middleware[]));
  }
  return (ctx, next) => (byPath.get(ctx.path) ?? routes)(ctx, next);
}

/** Builds the Koa application and the dependencies its routers share. */
export function createApp(deps: AppDeps): Koa {
  const logger = deps.logger ?? createLogger(deps.config.logLevel);
  const changes = deps.services?.changes ?? deps.changes ?? createChangeStream();
  const repos = createRepositories(deps.db, changes);
  const routeDeps: RouteDeps = {
    config: deps.config,
    logger,
    services: deps.services ?? createServices(repos, { config: deps.config, logger, changes }),
  };
  const app = new Koa();
  app.keys = cookieKeys(deps.config.sessionKeys);
  // X-Forwarded-* counts only from the proxies TRUST_PROXY names (middleware/client.ts).
  applyTrustProxy(app, deps.config.trustProxy);
  app.silent = true;

  app.use(requestMiddleware(logger));
  app.use(securityHeaders(deps.config));
  app.use(clientMiddleware(deps.config.trustProxy));
  app.use(answersMiddleware());
  app.use(errorMiddleware(logger));
  app.use(unknownMethodGuard());
  app.use(async (ctx, next) => {
    await next();
    const empty = ctx.body === undefined || ctx.body === null;
    const known = STATUS_MESSAGES[ctx.status];
    if (empty && known) throw new AppError(ctx.status, known[0], known[1]);
  });
  app.use(corsMiddleware(deps.config));
  const routers = [...DEFAULT_ROUTERS, ...(deps.routers ?? [])].map((factory) => ({
    factory,
    router: factory(routeDeps),
  }));
  const geo = routers.find((r) => r.factory === createGeoRouter)?.router;
  if (geo) app.use(publicLane(GEO_PREFIX, compose([textGuard(), exactGetRoutes(geo), geo.allowedMethods()])));
  app.use(secureCookies(deps.config));
  app.use(sessionMiddleware(app, deps.config, repos.sessions));
  app.use(csrfGuard(deps.config));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: '100kb',
      encoding: 'utf-8',
      onError: (err) => {
        const status = (err as { status?: number }).status;
        if (status === 413)
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large (limit 100 kb)');
        if (status === 415)
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported request body encoding');
        throw new AppError(400, 'INVALID_JSON', 'Request body is not valid JSON');
      },
    }),
  );
  app.use(textGuard());
  app.use(clientLimit(routeDeps.services.limits, 'suggestions', 'POST', '/api/suggestions'));
  if (deps.site) app.use(sitePages(deps.site));
  for (const { router } of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  if (deps.config.staticDir) app.use(siteFiles(deps.config.staticDir, deps.config.production));
  return app;
}
