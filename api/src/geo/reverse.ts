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
  kindAt,
  type Place,
  type PlaceKind,
  placeOf,
} from './gazetteer';
import { distanceKmTo, type Point } from './great-circle';
import { lengthAt } from './tables';

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
function reachOf(kind: PlaceKind, population: number): number {
  if (kind === 'locality') return 2;
  return Math.min(15, Math.max(1.5, Math.sqrt(population) / 80));
}

/** Places of the gazetteers' grids within `km` of the point, with their distances. */
export function placesWithin(
  gazetteers: readonly Gazetteer[],
  point: Point,
  km: number,
): Array<{ place: Place; km: number }> {
  const out: Array<{ place: Place; km: number }> = [];
  for (const g of gazetteers) scan(g, point, km, (index, d) => out.push({ place: placeOf(g, index), km: d }));
  return out;
}

/**
 * Calls `visit` with each place of the grid within `km` of the point (index and distance), cell
 * row by cell row: the order every "first of equals" below relies on. Nothing is allocated per
 * place, so a lookup that looks at a few hundred places makes only the answer.
 */
function scan(g: Gazetteer, point: Point, km: number, visit: (index: number, km: number) => void): void {
  const rows = Math.ceil(km / (CELL_DEG * 111));
  const cols = Math.ceil(km / (CELL_DEG * 111 * Math.max(0.1, Math.cos((point.lat * Math.PI) / 180))));
  const centre = cellAt(point.lat, point.lon);
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
      const d = distanceKmTo(point, g.lat[index]!, g.lon[index]!);
      if (d <= km) visit(index, d);
    }
  }
}

/** A place of one gazetteer and its distance, or none yet (the best of a scan so far). */
class Best {
  g: Gazetteer | null = null;
  index = -1;
  km = 0;
  /** What the place is compared by (its distance, or its distance over its reach). */
  score = 0;

  /** Keeps the place when it beats the one kept: strictly lower score, so the first of equals stays. */
  offer(g: Gazetteer, index: number, km: number, score: number): void {
    if (this.g !== null && !(score < this.score)) return;
    this.g = g;
    this.index = index;
    this.km = km;
    this.score = score;
  }
}

/** The place a point is in or nearest to (see the file comment), or null far from India. */
export function reversePlace(gazetteers: readonly Gazetteer[], point: Point): ReverseAnswer | null {
  // Of the places within 25 km, in scan order: the town or locality holding the point (of two, the
  // one it lies relatively nearer the centre of), the nearest town or locality, the nearest metro
  // locality within 3 km, and the nearest PIN area.
  const holding = new Best();
  const nearest = new Best();
  const locality = new Best();
  const pin = new Best();
  for (const g of gazetteers) {
    const hasCity = g.city.start.length > 1;
    scan(g, point, NAMED_PLACE_KM, (index, km) => {
      const kind = kindAt(g, index);
      if (kind === 'town' || kind === 'locality') {
        const reach = reachOf(kind, g.population[index]!);
        if (km <= reach) holding.offer(g, index, km, km / reach);
        nearest.offer(g, index, km, km);
        if (kind === 'locality' && hasCity && lengthAt(g.city, index) > 0 && km <= LOCALITY_KM)
          locality.offer(g, index, km, km);
      } else if (kind === 'pin') pin.offer(g, index, km, km);
    });
  }
  let best = holding.g !== null ? holding : nearest;
  if (best.g !== null) {
    if (kindAt(best.g, best.index) === 'town' && locality.g !== null) best = locality;
  } else best = pin;
  if (best.g !== null) {
    const place = placeOf(best.g, best.index);
    return { place, displayName: displayName(place), districtOnly: false, km: best.km };
  }
  const far = new Best();
  for (const g of gazetteers) {
    scan(g, point, DISTRICT_KM, (index, km) => {
      const district = g.district[index]!;
      if (district >= 0 && lengthAt(g.districtNames, district) > 0) far.offer(g, index, km, km);
    });
  }
  if (far.g === null) return null;
  const place = placeOf(far.g, far.index);
  return { place, displayName: districtName(place), districtOnly: true, km: far.km };
}
