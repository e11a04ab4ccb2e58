// GET /api/geo/search, /api/geo/reverse (GEOCODER_URL's service first, the embedded gazetteer of
// India behind it) and /api/geo/nearest-prices (the nearest city with prices).
import Router from '@koa/router';
import { z } from 'zod';
import { notFound } from '../errors';
import { routeDefiner } from './define';
import type { RouteDeps } from './deps';
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
  const define = routeDefiner(router, deps);

  define({
    method: 'get',
    path: '/api/geo/search',
    summary: 'Find towns, localities and PIN codes of India',
    tag: 'geo',
    query: GeoSearchQuery,
    response: z.array(GeoResultSchema),
    errors: [400],
    handle: ({ query }) => geo.search(query.q, query.limit),
  });

  define({
    method: 'get',
    path: '/api/geo/reverse',
    summary: 'The named place at a point (never one more than 25 km away)',
    tag: 'geo',
    query: GeoReverseQuery,
    response: GeoResultSchema,
    errors: [400, 404],
    handle: async ({ query }) => {
      const place = await geo.reverse({ lat: query.lat, lon: query.lon });
      if (!place) throw notFound('No place found near this point');
      return place;
    },
  });

  define({
    method: 'get',
    path: '/api/geo/nearest-prices',
    summary: 'Nearest city with prices, and its distance in km',
    tag: 'geo',
    query: NearestPricesQuery,
    response: NearestPrices,
    errors: [400, 404],
    handle: async ({ query }) => {
      const nearest = await geo.nearestPrices({ lat: query.lat, lon: query.lon });
      if (!nearest) throw notFound('No city has prices yet');
      return nearest;
    },
  });
  return router;
}
