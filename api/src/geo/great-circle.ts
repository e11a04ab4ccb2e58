// Great-circle distance: the one formula every part of the API uses (stores' reach, the importer
// placing a feed row, the gazetteer's nearest place).

/** A latitude/longitude pair in degrees. */
export interface Point {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres between two points (haversine). */
export function distanceKm(a: Point, b: Point): number {
  return distanceKmTo(a, b.lat, b.lon);
}

/** `distanceKm` to a point given as numbers (a scan over tables of places makes no point objects). */
export function distanceKmTo(a: Point, lat: number, lon: number): number {
  const dLat = rad(lat - a.lat);
  const dLon = rad(lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
