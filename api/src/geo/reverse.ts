// Reverse lookup: the named place a point is in or nearest to, never one farther than 25 km. A town
// "holds" the points within a reach that grows with its size (a city of ten lakh people about
// 12 km), so a point in Vijayawada names Vijayawada, not a village at its edge, and one in Noida
// names Noida, not Delhi whose reach it is also in. A metro locality within 3 km names the part of
// the city. Past 25 km from every town, locality and PIN area only the district and state are
// named; nothing at all past 150 km (the sea, another country).

import {
  CELL_DEG,
  cellAt,
  displayName,
  districtName,
  type Gazetteer,
  type Place,
  placeOf,
} from './gazetteer';
import { distanceKm, type Point } from './great-circle';

/** The farthest a named place may be from the point. */
export const NAMED_PLACE_KM = 25;
/** The farthest a place may be for its district and state to be named. */
export const DISTRICT_KM = 150;
/** How close a metro locality must be to name the part of the town. */
const LOCALITY_KM = 3;

/** A reverse lookup's answer: a named place, or only the district. */
export interface ReverseAnswer {
  place: Place;
  displayName: string;
  /** True when only the district and state are named. */
  districtOnly: boolean;
  km: number;
}

/** How far from its centre a town still holds a point, in km. */
export function townReach(place: Place): number {
  if (place.kind === 'locality') return 2;
  return Math.min(15, Math.max(1.5, Math.sqrt(place.population) / 80));
}

/** Places of the gazetteers' grids within `km` of the point, with their distances. */
export function placesWithin(
  gazetteers: readonly Gazetteer[],
  point: Point,
  km: number,
): Array<{ place: Place; km: number }> {
  const out: Array<{ place: Place; km: number }> = [];
  for (const g of gazetteers) out.push(...within(g, point, km));
  return out;
}

function within(g: Gazetteer, point: Point, km: number): Array<{ place: Place; km: number }> {
  const rows = Math.ceil(km / (CELL_DEG * 111));
  const cols = Math.ceil(km / (CELL_DEG * 111 * Math.max(0.1, Math.cos((point.lat * Math.PI) / 180))));
  const centre = cellAt(point.lat, point.lon);
  const out: Array<{ place: Place; km: number }> = [];
  for (let r = -rows; r <= rows; r++) {
    // A row of cells is one run of the cell order (cells number row by row).
    const first = centre + r * 10_000 - cols;
    const last = centre + r * 10_000 + cols;
    let lo = 0;
    let hi = g.cellOf.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (g.cellOf[mid]! < first) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < g.cellOf.length && g.cellOf[i]! <= last; i++) {
      const index = g.cellOrder[i]!;
      const d = distanceKm(point, { lat: g.lat[index]!, lon: g.lon[index]! });
      if (d <= km) out.push({ place: placeOf(g, index), km: d });
    }
  }
  return out;
}

/** The place a point is in or nearest to (see the file comment), or null far from India. */
export function reversePlace(g: readonly Gazetteer[], point: Point): ReverseAnswer | null {
  const near = placesWithin(g, point, NAMED_PLACE_KM);
  const settled = near.filter((n) => n.place.kind === 'town' || n.place.kind === 'locality');
  if (settled.length > 0) {
    // The town that holds the point (of two, the one it lies relatively nearer the centre of), else
    // the nearest one.
    const holding = settled
      .filter((n) => n.km <= townReach(n.place))
      .sort((a, b) => a.km / townReach(a.place) - b.km / townReach(b.place))[0];
    let best = holding ?? settled.reduce((a, b) => (b.km < a.km ? b : a));
    if (best.place.kind === 'town') {
      const locality = settled
        .filter((n) => n.place.kind === 'locality' && n.place.city !== '' && n.km <= LOCALITY_KM)
        .sort((a, b) => a.km - b.km)[0];
      if (locality) best = locality;
    }
    return { place: best.place, displayName: displayName(best.place), districtOnly: false, km: best.km };
  }
  const pins = near.filter((n) => n.place.kind === 'pin');
  if (pins.length > 0) {
    const best = pins.reduce((a, b) => (b.km < a.km ? b : a));
    return { place: best.place, displayName: displayName(best.place), districtOnly: false, km: best.km };
  }
  const far = placesWithin(g, point, DISTRICT_KM).filter((n) => n.place.district !== '');
  if (far.length === 0) return null;
  const best = far.reduce((a, b) => (b.km < a.km ? b : a));
  return { place: best.place, displayName: districtName(best.place), districtOnly: true, km: best.km };
}
