// GET /api/geo/search, /api/geo/reverse (GEOCODER_URL's service first, the embedded gazetteer of
// India behind it) and /api/geo/nearest-prices (the nearest city with prices).
import Router from '@koa/router';
import { z } from 'zod';
import { notFound } from '../errors';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { queryObject } from './location';
import {
  GeoResultSchema,
  GeoReverseQuery,
  GeoSearchQuery,
  NearestPrices,
  NearestPricesQuery,
} from './schemas';

/** The geocoder router. */
export function createGeoRouter(deps: RouteDeps): Router {
  const { geo } = deps.services;
  const router = new Router({ prefix: '/api/geo' });

  registerRoute({
    method: 'get',
    path: '/api/geo/search',
    summary: 'Find towns, localities and PIN codes of India',
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
    summary: 'The named place at a point (never one more than 25 km away)',
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

  registerRoute({
    method: 'get',
    path: '/api/geo/nearest-prices',
    summary: 'Nearest city with prices, and its distance in km',
    tag: 'geo',
    query: NearestPricesQuery,
    response: NearestPrices,
    errors: [400, 404],
  });
  router.get('/nearest-prices', async (ctx) => {
    const { lat, lon } = parseInput(NearestPricesQuery, queryObject(ctx));
    const nearest = await geo.nearestPrices({ lat, lon });
    if (!nearest) throw notFound('No city has prices yet');
    ctx.body = nearest;
  });
  return router;
}
