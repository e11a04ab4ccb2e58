// The shopper's point: query lat/lon win over headers Lat/Lon; missing means Mumbai.
import { LocationHeadersSchema, LocationQuerySchema } from '@compare/core/contract';
import type { Context } from 'koa';
import { validationError } from '../errors';
import { socketOrigin } from '../middleware/client';
import { parseInput } from '../middleware/validate';
import { DEFAULT_POINT, type Point } from '../services/location';

/** Query parameters of location-aware routes. */
export const LocationQuery = LocationQuerySchema;

/** Headers of location-aware routes (clients send the stored point as Lat and Lon). */
export const LocationHeaders = LocationHeadersSchema;

const blank = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' || v === 'null' || v === 'undefined' ? undefined : v;

/** First value of a query parameter. */
export function queryValue(ctx: Context, name: string): string | undefined {
  const v = ctx.query[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Reads the point from the query, then the headers, else the default location. */
export function readPoint(ctx: Context): Point {
  const fromQuery = parseInput(LocationQuery, {
    lat: blank(queryValue(ctx, 'lat')),
    lon: blank(queryValue(ctx, 'lon')),
  });
  const fromHeaders = parseInput(LocationHeaders, {
    Lat: blank(ctx.get('Lat') || undefined),
    Lon: blank(ctx.get('Lon') || undefined),
  });
  const lat = fromQuery.lat ?? (fromQuery.lon === undefined ? fromHeaders.Lat : undefined);
  const lon = fromQuery.lon ?? (fromQuery.lat === undefined ? fromHeaders.Lon : undefined);
  if (lat === undefined && lon === undefined) return DEFAULT_POINT;
  if (lat === undefined || lon === undefined) throw validationError('lat and lon must be given together');
  return { lat, lon };
}

/** Plain query object with the first value of each parameter. */
export function queryObject(ctx: Context): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(ctx.query)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/**
 * Origin used for absolute image URLs: PUBLIC_URL (required in production), else the address the
 * server's own socket was reached on. Never the Host or X-Forwarded-Host header: a client could
 * plant its own origin in answers and in caches keyed by it.
 */
export function imageOrigin(ctx: Context, publicUrl: string | null): string {
  return publicUrl ?? socketOrigin(ctx);
}
