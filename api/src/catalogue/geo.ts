// Small spherical helpers for placing stores and checking coverage.

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = 111.32;

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** The point `km` away from (lat, lon) at `bearing` radians from north; fine for a few km. */
export function offsetPoint(
  lat: number,
  lon: number,
  km: number,
  bearing: number,
): { lat: number; lon: number } {
  const dLat = (km * Math.cos(bearing)) / KM_PER_DEGREE_LAT;
  const dLon = (km * Math.sin(bearing)) / (KM_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
  return { lat: round6(lat + dLat), lon: round6(lon + dLon) };
}

// Rounds a coordinate to 6 decimals (about 10 cm).
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
