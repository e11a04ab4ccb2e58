// Coordinates as the API reads them: query strings or Lat/Lon headers (text that must read as a
// number in range) and JSON bodies (numbers). An empty value is missing, never 0.
import { z } from 'zod';

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

const degrees = (name: string) => (/^lat$/i.test(name) ? 'Latitude' : 'Longitude');

/** A required coordinate given as text (query or header), e.g. `coordinateText('lat', 90)`. */
export function coordinateText(name: string, max: number) {
  const message = `${name} must be a number between -${max} and ${max}`;
  return z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .regex(NUMBER, message)
    .transform(Number)
    .refine((v) => Math.abs(v) <= max, message)
    .describe(`${degrees(name)} in degrees`);
}

/** A required coordinate given as a JSON number. */
export function coordinateNumber(name: string, max: number) {
  const message = `${name} must be a number between -${max} and ${max}`;
  return z.number({ error: message }).min(-max, message).max(max, message);
}

const optionalCoordinate = (name: string, max: number) =>
  coordinateText(name, max)
    .optional()
    .describe(`${degrees(name)} in degrees (default Mumbai)`);

/** Query parameters of location-aware routes (`?lat&lon`). */
export const LocationQuerySchema = z.object({
  lat: optionalCoordinate('lat', 90),
  lon: optionalCoordinate('lon', 180),
});

/** Headers of location-aware routes: the client sends the stored point as Lat and Lon. */
export const LocationHeadersSchema = z.object({
  Lat: optionalCoordinate('Lat', 90),
  Lon: optionalCoordinate('Lon', 180),
});
