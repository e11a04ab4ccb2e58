// The shopper's point: query lat/lon win over headers Lat/Lon; missing means Mumbai.
import type { Context } from 'koa';
import { z } from 'zod';
import { validationError } from '../errors';
import { socketOrigin } from '../middleware/client';
import { parseInput } from '../middleware/validate';
import { DEFAULT_POINT, type Point } from '../services/location';

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A required coordinate given as text (query or header): an empty value is missing, never 0 (a
 * real point off Africa).
 */
export function coordinate(name: string, max: number) {
  const message = `${name} must be a number between -${max} and ${max}`;
  return z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .regex(NUMBER, message)
    .transform(Number)
    .refine((v) => Math.abs(v) <= max, message)
    .describe(`${/^lat$/i.test(name) ? 'Latitude' : 'Longitude'} in degrees`);
}

const optionalCoordinate = (name: string, max: number) =>
  coordinate(name, max)
    .optional()
    .describe(`${/^lat$/i.test(name) ? 'Latitude' : 'Longitude'} in degrees (default Mumbai)`);

/** Query parameters of location-aware routes. */
export const LocationQuery = z.object({
  lat: optionalCoordinate('lat', 90),
  lon: optionalCoordinate('lon', 180),
});

/** Headers of location-aware routes (the spec's client sends Lat and Lon headers). */
export const LocationHeaders = z.object({
  Lat: optionalCoordinate('Lat', 90),
  Lon: optionalCoordinate('Lon', 180),
});

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
