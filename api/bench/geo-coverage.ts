// Coverage of the gazetteer against a hold-out it was not built from (api/bench/geo-holdout.tsv:
// SimpleMaps' Indian towns of 100,000+ and 300 smaller ones, 1,000 PIN codes drawn from India Post's
// directory, today's 772 districts from another package; geo-holdout-hand.tsv: localities of the big
// cities and Devanagari town names written by hand).
// `npx tsx api/bench/geo-coverage.ts` prints the figures; test/geo-coverage.test.ts holds them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Gazetteer, pinArea, placeOf } from '../src/geo/gazetteer';
import { distanceKm } from '../src/geo/great-circle';
import { nameKey } from '../src/geo/names';
import { NAMED_PLACE_KM, reversePlace } from '../src/geo/reverse';
import { searchPlaces } from '../src/geo/search';
import { fileGazetteer } from '../src/geo/shared';

/** A hold-out place typed by name, and where it is. */
export interface Named {
  name: string;
  state: string;
  lat: number;
  lon: number;
  population: number;
}

/** The hold-out lists. */
export interface HoldOut {
  towns: Named[];
  pins: Array<{ pincode: string; state: string; district: string }>;
  /** Towns and villages under 100,000 people. */
  small: Named[];
  /** Districts by name and state (no point). */
  districts: Array<{ name: string; state: string }>;
  /** Localities of the big cities. */
  localities: Named[];
  /** Towns typed in Devanagari, at the point of their English namesake among `towns`. */
  devanagari: Named[];
}

/** Reads the committed hold-out list. */
export function readHoldOut(): HoldOut {
  const out: HoldOut = { towns: [], pins: [], small: [], districts: [], localities: [], devanagari: [] };
  const rows = (file: string) =>
    readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t'));
  const named = ([, name, state, a, b, population]: string[]): Named => ({
    name: name!,
    state: state!,
    lat: Number(a),
    lon: Number(b),
    population: Number(population) || 0,
  });
  for (const row of rows('./geo-holdout.tsv')) {
    const [kind, name, state, a] = row;
    if (kind === 'town') out.towns.push(named(row));
    else if (kind === 'small') out.small.push(named(row));
    else if (kind === 'pin') out.pins.push({ pincode: name!, state: state!, district: a! });
    else if (kind === 'district') out.districts.push({ name: name!, state: state! });
  }
  for (const row of rows('./geo-holdout-hand.tsv')) {
    const [kind, name, english] = row;
    if (kind === 'locality') out.localities.push(named(row));
    else if (kind === 'devanagari') {
      const town = out.towns.find((t) => t.name === english);
      if (!town) throw new Error(`geo-holdout-hand.tsv: ${english} is not a town of geo-holdout.tsv`);
      out.devanagari.push({ ...town, name: name! });
    }
  }
  return out;
}

/** How one list of typed names fared. */
export interface NameFigures {
  count: number;
  /** The first suggestion is the place (within the list's reach, or in the district's state). */
  first: number;
  /** One of the five suggestions is. */
  top5: number;
  /** The first suggestion is far off: over 100 km away, or a district's in another state. */
  farFirst: number;
}

/** How far a hold-out place's suggestion may lie: towns 25 km, localities 10 km. */
const LOCALITY_KM = 10;
const FAR_KM = 100;

function namedFigures(g: Gazetteer, list: readonly Named[], reachKm: number): NameFigures {
  const f: NameFigures = { count: list.length, first: 0, top5: 0, farFirst: 0 };
  for (const place of list) {
    const found = searchPlaces([g], place.name, 5);
    const near = found.map((p) => distanceKm(p, place) <= reachKm);
    if (near.some(Boolean)) f.top5++;
    if (near[0]) f.first++;
    if (found[0] && distanceKm(found[0], place) > FAR_KM) f.farFirst++;
  }
  return f;
}

function districtFigures(g: Gazetteer, list: HoldOut['districts']): NameFigures {
  const f: NameFigures = { count: list.length, first: 0, top5: 0, farFirst: 0 };
  for (const district of list) {
    const found = searchPlaces([g], district.name, 5);
    const inState = found.map((p) => stateKey(p.state) === stateKey(district.state));
    if (inState.some(Boolean)) f.top5++;
    if (inState[0]) f.first++;
    if (found[0] && !inState[0]) f.farFirst++;
  }
  return f;
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
  /** Towns of 100,000+ whose first suggestion is over 100 km away. */
  townsFarFirst: number;
  small: NameFigures;
  districts: NameFigures;
  localities: NameFigures;
  devanagari: NameFigures;
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
    townsFarFirst: 0,
    small: namedFigures(g, hold.small, NAMED_PLACE_KM),
    districts: districtFigures(g, hold.districts),
    localities: namedFigures(g, hold.localities, LOCALITY_KM),
    devanagari: namedFigures(g, hold.devanagari, NAMED_PLACE_KM),
  };
  for (const town of hold.towns) {
    const found = searchPlaces([g], town.name, 5);
    const near = found.map((p) => distanceKm(p, town) <= NAMED_PLACE_KM);
    if (near.some(Boolean)) c.townsFound++;
    if (near[0]) c.townsFirst++;
    if (found[0] && distanceKm(found[0], town) > FAR_KM) c.townsFarFirst++;
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
const names = (what: string, f: NameFigures) => [
  `${what}: first ${pct(f.first, f.count)}, of 5 ${pct(f.top5, f.count)}, far first ${f.farFirst}`,
];

/** The figures as lines of text. */
export function describeCoverage(c: Coverage): string[] {
  return [
    `towns of 100,000+ found by name (within 25 km, of 5):  ${pct(c.townsFound, c.towns)}`,
    `                    ... as the first suggestion:       ${pct(c.townsFirst, c.towns)}`,
    `                    ... first over 100 km away:         ${c.townsFarFirst}`,
    ...names('smaller towns (under 100,000, within 25 km)', c.small),
    ...names("districts (a suggestion in the district's state)", c.districts),
    ...names('big-city localities (within 10 km)', c.localities),
    ...names('towns typed in Devanagari (within 25 km)', c.devanagari),
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
