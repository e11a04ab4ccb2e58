// GET /api/geo/search and GET /api/geo/reverse over the embedded gazetteer.
import Router from '@koa/router';
import { z } from 'zod';
import { notFound } from '../errors';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { queryObject } from './location';
import { GeoResultSchema, GeoReverseQuery, GeoSearchQuery } from './schemas';

/** The geocoder router. */
export function createGeoRouter(deps: RouteDeps): Router {
  const { geo } = deps.services;
  const router = new Router({ prefix: '/api/geo' });

  registerRoute({
    method: 'get',
    path: '/api/geo/search',
    summary: 'Find cities, localities and PIN codes',
    tag: 'geo',
    query: GeoSearchQuery,
    response: z.array(GeoResultSchema),
    errors: [400],
  });
  router.get('/search', async (ctx) => {
    const { q, limit } = parseInput(GeoSearchQuery, queryObject(ctx));
    ctx.body = await geo.search(q, limit);
  });

  registerRoute({
    method: 'get',
    path: '/api/geo/reverse',
    summary: 'Nearest gazetteer place to a point',
    tag: 'geo',
    query: GeoReverseQuery,
    response: GeoResultSchema,
    errors: [400, 404],
  });
  router.get('/reverse', async (ctx) => {
    const { lat, lon } = parseInput(GeoReverseQuery, queryObject(ctx));
    const place = await geo.reverse({ lat, lon });
    if (!place) throw notFound('No place found near this point');
    ctx.body = place;
  });
  return router;
}
