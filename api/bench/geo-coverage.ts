// Coverage of the gazetteer against a hold-out it was not built from (api/bench/geo-holdout.tsv:
// SimpleMaps' Indian towns of 100,000+ and 1,000 PIN codes drawn from India Post's directory).
// `npx tsx api/bench/geo-coverage.ts` prints the figures; test/geo-coverage.test.ts holds them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Gazetteer, pinArea, placeOf } from '../src/geo/gazetteer';
import { distanceKm } from '../src/geo/great-circle';
import { nameKey } from '../src/geo/names';
import { NAMED_PLACE_KM, reversePlace } from '../src/geo/reverse';
import { searchPlaces } from '../src/geo/search';
import { fileGazetteer } from '../src/geo/shared';

/** One hold-out town or PIN code. */
export interface HoldOut {
  towns: Array<{ name: string; state: string; lat: number; lon: number; population: number }>;
  pins: Array<{ pincode: string; state: string; district: string }>;
}

/** Reads the committed hold-out list. */
export function readHoldOut(): HoldOut {
  const path = fileURLToPath(new URL('./geo-holdout.tsv', import.meta.url));
  const out: HoldOut = { towns: [], pins: [] };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [kind, name, state, a, b, population] = line.split('\t');
    if (kind === 'town') {
      out.towns.push({
        name: name!,
        state: state!,
        lat: Number(a),
        lon: Number(b),
        population: Number(population),
      });
    } else if (kind === 'pin') out.pins.push({ pincode: name!, state: state!, district: a! });
  }
  return out;
}

/** Coverage figures, as counts and the totals they are out of. */
export interface Coverage {
  towns: number;
  /** Typed name: a suggestion (of 5) lies within 25 km of the town. */
  townsFound: number;
  /** Typed name: the first suggestion lies within 25 km of the town. */
  townsFirst: number;
  /** A point in the town: reverse names a place (not only a district) within 25 km... */
  reverseNamed: number;
  /** ...and names the town itself (or a part of it). */
  reverseTown: number;
  /** Reverse named a place more than 25 km away: must be 0. */
  reverseFar: number;
  pins: number;
  pinsFound: number;
  /** The PIN's state as India Post's directory gives it. */
  pinsStateAgrees: number;
}

// State names as both sources spell them (diacritics, '&', old names) folded to one key.
const STATE_ALIASES: Record<string, string> = {
  'andaman nicobar islands': 'andaman and nicobar',
  chattisgarh: 'chhattisgarh',
  'jammu kashmir': 'jammu and kashmir',
  pondicherry: 'puducherry',
  orissa: 'odisha',
  'dadra nagar haveli': 'dadra and nagar haveli and daman and diu',
  'daman diu': 'dadra and nagar haveli and daman and diu',
};
const stateKey = (name: string) => {
  const key = nameKey(name.replace(/&/g, ' '));
  return STATE_ALIASES[key] ?? key;
};

/** Measures the gazetteer against the hold-out. */
export function measureCoverage(g: Gazetteer, hold: HoldOut): Coverage {
  const c: Coverage = {
    towns: hold.towns.length,
    townsFound: 0,
    townsFirst: 0,
    reverseNamed: 0,
    reverseTown: 0,
    reverseFar: 0,
    pins: hold.pins.length,
    pinsFound: 0,
    pinsStateAgrees: 0,
  };
  for (const town of hold.towns) {
    const found = searchPlaces([g], town.name, 5);
    const near = found.map((p) => distanceKm(p, town) <= NAMED_PLACE_KM);
    if (near.some(Boolean)) c.townsFound++;
    if (near[0]) c.townsFirst++;
    const at = reversePlace([g], town);
    if (at && !at.districtOnly) {
      c.reverseNamed++;
      if (at.km > NAMED_PLACE_KM) c.reverseFar++;
      const named = searchPlaces([g], town.name, 5).some(
        (p) => p.id === at.place.id || p.name === at.place.city,
      );
      if (named || nameKey(at.displayName).includes(nameKey(town.name))) c.reverseTown++;
    }
  }
  for (const pin of hold.pins) {
    const area = pinArea(g, pin.pincode);
    if (area < 0) continue;
    c.pinsFound++;
    if (stateKey(placeOf(g, area).state) === stateKey(pin.state)) c.pinsStateAgrees++;
  }
  return c;
}

const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`;

/** The figures as lines of text. */
export function describeCoverage(c: Coverage): string[] {
  return [
    `towns of 100,000+ found by name (within 25 km, of 5):  ${pct(c.townsFound, c.towns)}`,
    `                    ... as the first suggestion:       ${pct(c.townsFirst, c.towns)}`,
    `reverse at each town names a place within 25 km:       ${pct(c.reverseNamed, c.towns)}`,
    `                    ... the town itself:                ${pct(c.reverseTown, c.towns)}`,
    `reverse naming a place more than 25 km away:           ${c.reverseFar}`,
    `PIN codes found:                                       ${pct(c.pinsFound, c.pins)}`,
    `PIN codes whose state agrees with India Post's:        ${pct(c.pinsStateAgrees, c.pins)}`,
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const g = fileGazetteer();
  for (const line of describeCoverage(measureCoverage(g, readHoldOut()))) console.log(line);
}
