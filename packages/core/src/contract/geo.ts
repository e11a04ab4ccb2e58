// Place search and reverse lookup, in the open-map geocoder's answer shape so either backend fits.
import { z } from 'zod';
import { coordinateText } from './location';

/** A place suggestion: `display_name`, `lat` and `lon` as text, and an id. */
export const GeoSuggestionSchema = z.object({
  display_name: z.string(),
  lat: z.string(),
  lon: z.string(),
  place_id: z.union([z.number(), z.string()]),
});

/** GET /api/geo/search query. */
export const GeoSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(3, 'q must be at least 3 characters')
    .max(100, 'q must be at most 100 characters'),
  limit: z.coerce
    .number({ error: 'limit must be a whole number between 1 and 5' })
    .int('limit must be a whole number between 1 and 5')
    .min(1, 'limit must be a whole number between 1 and 5')
    .max(5, 'limit must be a whole number between 1 and 5')
    .default(5),
  format: z
    .string()
    .optional()
    .describe('Accepted for compatibility with the open-map geocoder; always json'),
});

/** GET /api/geo/reverse query. */
export const GeoReverseQuerySchema = z.object({
  lat: coordinateText('lat', 90),
  lon: coordinateText('lon', 180),
  format: z.string().optional(),
});

/** GET /api/geo/nearest-prices query: the shopper's point. */
export const NearestPricesQuerySchema = z.object({
  lat: coordinateText('lat', 90),
  lon: coordinateText('lon', 180),
});

/** The nearest city that has prices, for a shopper no merchant serves ('Nearest prices: Bhopal, 186 km'). */
export const NearestPricesSchema = z.object({
  name: z.string(),
  state: z.string(),
  lat: z.number(),
  lon: z.number(),
  distanceKm: z.number().int().nonnegative(),
});
