// Each route is declared once: one `defineRoute` call names its path (the OpenAPI template, which
// the router path is made from), its input schemas (validated here, in one order, before the
// handler runs) and its answer schema, registers the OpenAPI document (openapi.ts) and adds the
// handler to the router. The handler returns the service's value; the route's `answer` wraps it
// in its envelope once per value object (answers/encode.ts), and the answers middleware encodes it.
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { shapeOnce } from '../answers/encode';
import { requireUser } from '../middleware/account';
import { parseInput } from '../middleware/validate';
// biome-ignore lint/style/noRestrictedImports: this file is the one place a route is registered.
import { type RouteDoc, registerRoute } from '../openapi';
import { DEFAULT_POINT, type Point } from '../services/location';
import type { RouteDeps } from './deps';
import { imageOrigin, LocationHeaders, LocationQuery, queryObject, readPoint } from './location';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: its validated input and what the route's declaration asked for. */
export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The shopper's point (routes declared `located`; else the default location). */
  point: Point;
  /** The origin of absolute image URLs (PUBLIC_URL, else the server's own address). */
  origin: string;
  /** The signed-in user (routes declared `session: 'required'`; else 0). */
  userId: number;
  ctx: Context;
}

/** One route: its document, its input and answer schemas, its handler. */
export interface RouteSpec<
  P extends z.ZodObject | undefined,
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | undefined,
  V,
> extends Omit<RouteDoc, 'params' | 'query' | 'body'> {
  params?: P;
  query?: Q;
  body?: B;
  /**
   * Reads the shopper's point (query lat/lon, else headers Lat/Lon, else Mumbai): the document
   * lists both, the handler gets `point`.
   */
  located?: boolean;
  /**
   * The router path when the OpenAPI template cannot say it (a parameter spanning slashes); its
   * named groups are the path parameters.
   */
  pattern?: RegExp;
  /** The envelope the value is sent in (made once per value object); else the value itself. */
  answer?: (value: V) => object;
  /**
   * Answers the request: the value to send, or undefined when the handler set the body itself (a
   * file, a stream).
   */
  handle: (input: RouteInput<Parsed<P>, Parsed<Q>, Parsed<B>>) => Promise<V> | V;
}

/**
 * What a handler receives. `origin` is worked out only when a handler reads it, by a getter of the
 * class, which every request shares: a getter written in an object literal gave each request's
 * input a hidden class of its own, made in the old generation and pointing at the request, so
 * every request (its context, headers and answer) outlived the next young-generation collection;
 * about a quarter of what a request allocated was copied and promoted, and each collection took
 * many times as long.
 */
class HandlerInput<P, Q, B> implements RouteInput<P, Q, B> {
  constructor(
    readonly params: P,
    readonly query: Q,
    readonly body: B,
    readonly point: Point,
    readonly userId: number,
    readonly ctx: Context,
    private readonly publicUrl: string | null,
  ) {}

  get origin(): string {
    return imageOrigin(this.ctx, this.publicUrl);
  }
}

/** The common envelope `{ success: true, data }`. */
export const successEnvelope = <T>(data: T) => ({ success: true as const, data });

/** A located route's documented query: lat and lon, then its own (unless it lists them itself). */
function locatedQuery(query: z.ZodObject | undefined): z.ZodObject {
  if (!query) return LocationQuery;
  return 'lat' in query.shape ? query : LocationQuery.extend(query.shape);
}

/** The router path of an OpenAPI template under the router's prefix (`/products/{id}` -> `/:id`). */
function routerPath(path: string, prefix: string): string {
  if (!path.startsWith(prefix)) throw new Error(`route ${path} is outside its router's prefix ${prefix}`);
  const local = path.slice(prefix.length).replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
  return local === '' ? '/' : local;
}

/** The `define` of one router: each call declares one route on it. */
export function routeDefiner(router: Router, deps?: Pick<RouteDeps, 'config'>) {
  const prefix = router.opts.prefix ?? '';
  return function defineRoute<
    P extends z.ZodObject | undefined = undefined,
    Q extends z.ZodObject | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    V = unknown,
  >(spec: RouteSpec<P, Q, B, V>): void {
    const { located, pattern, answer, handle, ...doc } = spec;
    registerRoute({
      ...doc,
      ...(located
        ? {
            query: locatedQuery(spec.query),
            headers: LocationHeaders,
          }
        : {}),
    });
    const envelope = answer ? shapeOnce((value: object) => answer(value as V)) : undefined;
    const status = spec.status;
    const route = async (ctx: Context) => {
      // Input in one order: who (401), the path, the query, the point, then the body (400).
      const userId = spec.session === 'required' ? requireUser(ctx) : 0;
      const path = pattern ? (pattern.exec(ctx.path)?.groups ?? {}) : ctx.params;
      const params = (spec.params ? parseInput(spec.params, path) : undefined) as Parsed<P>;
      const query = (spec.query ? parseInput(spec.query, queryObject(ctx)) : undefined) as Parsed<Q>;
      const point = located ? readPoint(ctx) : DEFAULT_POINT;
      const body = (spec.body ? parseInput(spec.body, ctx.request.body ?? {}) : undefined) as Parsed<B>;
      const value = await handle(
        new HandlerInput(params, query, body, point, userId, ctx, deps?.config.publicUrl ?? null),
      );
      if (value === undefined) return;
      if (status !== undefined) ctx.status = status;
      ctx.body =
        envelope && typeof value === 'object' && value !== null
          ? envelope(value)
          : answer
            ? answer(value)
            : value;
    };
    const method = doc.method;
    if (pattern) router[method](pattern, route);
    else router[method](routerPath(doc.path, prefix), route);
  };
}
