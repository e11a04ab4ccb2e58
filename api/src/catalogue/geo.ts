// Small spherical helper for placing stores (distances: geo/distance.ts).

const KM_PER_DEGREE_LAT = 111.32;

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
