// The embedded gazetteer in the open-map geocoder's answer shape.
import type { PlaceRecord, PlacesRepository } from '../repositories/places';
import { CATALOGUE_TTL_MS, cached } from './cache';
import { haversineKm, type Point } from './location';

/** A geocoder answer (`lat`/`lon` as strings, like the open-map service). */
export interface GeoResult {
  display_name: string;
  lat: string;
  lon: string;
  place_id: number;
}

/** 'Andheri West, Mumbai, Maharashtra, 400053, India'. */
export function displayName(place: PlaceRecord): string {
  const parts = [place.name];
  if (place.city && place.city !== place.name) parts.push(place.city);
  if (place.state && place.state !== place.name) parts.push(place.state);
  if (place.pincode && place.pincode !== place.name) parts.push(place.pincode);
  parts.push('India');
  return parts.join(', ');
}

const toResult = (place: PlaceRecord): GeoResult => ({
  display_name: displayName(place),
  lat: String(place.lat),
  lon: String(place.lon),
  place_id: place.id,
});

const KIND_RANK: Record<PlaceRecord['kind'], number> = { city: 0, locality: 1, pincode: 2 };

/** Geocoder use cases. */
export interface GeoService {
  search(q: string, limit: number): Promise<GeoResult[]>;
  reverse(point: Point): Promise<GeoResult | null>;
}

/** Creates the geocoder over the places table (read once a minute at most). */
export function createGeoService(placesRepo: PlacesRepository): GeoService {
  const places = cached(CATALOGUE_TTL_MS, () => placesRepo.all());
  return {
    async search(q, limit) {
      const text = q.trim().toLowerCase().replace(/\s+/g, ' ');
      const all = await places();
      if (/^\d{6}$/.test(text)) {
        return all
          .filter((p) => p.pincode === text)
          .sort((a, b) => KIND_RANK[b.kind] - KIND_RANK[a.kind] || a.id - b.id)
          .slice(0, limit)
          .map(toResult);
      }
      const scored = all.flatMap((p) => {
        const name = p.name.toLowerCase();
        const full = displayName(p).toLowerCase();
        let match: number;
        if (name === text) match = 0;
        else if (name.startsWith(text)) match = 1;
        else if (name.includes(text)) match = 2;
        else if (full.includes(text)) match = 3;
        else return [];
        return [{ p, match }];
      });
      // Name matches before matches on the city/state part; among them cities, then localities, then PINs.
      const tier = (m: number) => (m === 3 ? 1 : 0);
      scored.sort(
        (a, b) =>
          tier(a.match) - tier(b.match) ||
          KIND_RANK[a.p.kind] - KIND_RANK[b.p.kind] ||
          a.match - b.match ||
          a.p.name.localeCompare(b.p.name),
      );
      return scored.slice(0, limit).map((s) => toResult(s.p));
    },
    async reverse(point) {
      let best: { p: PlaceRecord; km: number } | null = null;
      for (const p of await places()) {
        // Prefer localities (the most specific names); a city only wins when it is clearly nearer.
        const km = haversineKm(point, p) + (p.kind === 'city' ? 2 : p.kind === 'pincode' ? 0.5 : 0);
        if (!best || km < best.km) best = { p, km };
      }
      return best ? toResult(best.p) : null;
    },
  };
}
