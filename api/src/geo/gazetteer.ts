// The gazetteer in memory: every town, locality, PIN area and post office of India as one list of
// places, with the lookups search and reverse need, built once at start (no scan per request).
import type { GazetteerData } from './gazetteer-file';
import { devanagariKey, nameKey, soundKey } from './names';

/** What a place is. */
export type PlaceKind = 'town' | 'locality' | 'pin' | 'office';

/** One named place. */
export interface Place {
  /** The answer's place_id: stable for a given gazetteer file and extra places. */
  id: number;
  kind: PlaceKind;
  name: string;
  lat: number;
  lon: number;
  population: number;
  /** The town a locality belongs to, when known. */
  city: string;
  district: string;
  state: string;
  pincode: string;
  /** True for a PIN area's first (head) post office and for places with surveyed points. */
  principal: boolean;
}

/** A place added beside the file: the demo's served cities and metro localities, importer cities. */
export interface ExtraPlace {
  id: number;
  name: string;
  kind: 'city' | 'locality' | 'pincode';
  pincode: string | null;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

/** Typo matching by sound key: keys bucketed by first letter and length. */
type TypoBuckets = Map<string, number[]>;

/**
 * Names kept as one string with offsets: 180,000 short strings as objects would cost several times
 * the memory of their letters.
 */
export interface StringTable {
  text: string;
  start: Int32Array;
}

/** The i-th string of a table. */
export function stringAt(table: StringTable, i: number): string {
  return table.text.slice(table.start[i], table.start[i + 1]! - 1);
}

function toTable(list: string[]): StringTable {
  const start = new Int32Array(list.length + 1);
  let at = 0;
  list.forEach((item, i) => {
    start[i] = at;
    at += item.length + 1;
  });
  start[list.length] = at;
  return { text: `${list.join('\u0001')}\u0001`, start };
}

/** The gazetteer with its lookups. */
export interface Gazetteer {
  /** Towns, localities and PIN areas. */
  places: Place[];
  /** Post office names, and the PIN area (index into places) of each. */
  offices: StringTable;
  officeArea: Int32Array;
  /**
   * Every name key (names, aliases, post offices) and what it names: a place index, or for a post
   * office -1 - its office index. Grouped by first 3 characters for exact and prefix lookups.
   */
  keys: StringTable;
  keyRef: Int32Array;
  byPrefix: Map<string, number[]>;
  /** Exact sound key -> places (towns and localities, with aliases). */
  bySound: Map<string, number[]>;
  typo: TypoBuckets;
  /** A place's sound keys (its name's and its aliases'), for checking typo candidates. */
  sounds: Map<number, string[]>;
  /** Devanagari key -> places. */
  byDevanagari: Map<string, number[]>;
  /** PIN code -> its PIN area. */
  byPin: Map<string, number>;
  /** Grid of places for nearest-place lookups. */
  grid: Map<number, number[]>;
  /** Towns by name key and rounded point, so extra places that repeat one are left out. */
  townKeys: Set<string>;
}

const EMPTY: GazetteerData = { states: [], districts: [], towns: [], pins: [] };

/** Yields to the event loop so a long build does not hold up requests. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Builds the gazetteer of the file's data without blocking the event loop for long. */
export async function buildGazetteerAsync(data: GazetteerData): Promise<Gazetteer> {
  const steps = buildSteps(data, [], null);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await breathe();
  }
}

/** Builds a gazetteer at once: the file's data, or (with `base`) the extra places beside it. */
export function buildGazetteer(
  data: GazetteerData,
  extras: readonly ExtraPlace[] = [],
  base: Gazetteer | null = null,
): Gazetteer {
  const steps = buildSteps(data, extras, base);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** A gazetteer of just the extra places, beside `base` (whose towns and PIN areas they may repeat). */
export function buildExtras(base: Gazetteer, extras: readonly ExtraPlace[]): Gazetteer {
  return buildGazetteer(EMPTY, extras, base);
}

/** Grid cell size in degrees (about 22 km of latitude). */
export const CELL_DEG = 0.2;

/** The grid cell of a point. */
export function cellOf(lat: number, lon: number): number {
  return Math.floor((lat + 90) / CELL_DEG) * 10_000 + Math.floor((lon + 180) / CELL_DEG);
}

const ID_BASE = { town: 1_000_000, pin: 2_000_000, office: 3_000_000 };

/** The place a key reference names: a town, locality or PIN area, or a post office in its PIN area. */
export function placeOf(g: Gazetteer, ref: number): Place {
  if (ref >= 0) return g.places[ref]!;
  const office = -1 - ref;
  const area = g.places[g.officeArea[office]!]!;
  const name = stringAt(g.offices, office);
  return { ...area, id: ID_BASE.office + office, kind: 'office', name, principal: name === area.name };
}

/** The first 3 characters of a key: its bucket for exact and prefix lookups. */
export const prefixOf = (key: string): string => key.slice(0, 3);

/** The typo bucket of a sound key. */
export const typoBucket = (sound: string, length = sound.length): string => `${sound[0] ?? ''}${length}`;

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== value) list.push(value);
  } else map.set(key, [value]);
}

const STEP = 2000;

function* buildSteps(
  data: GazetteerData,
  extras: readonly ExtraPlace[],
  base: Gazetteer | null,
): Generator<void, Gazetteer> {
  const places: Place[] = [];
  const keys: string[] = [];
  const keyRefs: number[] = [];
  const officeNames: string[] = [];
  const officeAreas: number[] = [];
  const byPrefix = new Map<string, number[]>();
  const bySound = new Map<string, number[]>();
  const typo: TypoBuckets = new Map();
  const sounds = new Map<number, string[]>();
  const byDevanagari = new Map<string, number[]>();
  const byPin = new Map<string, number>();
  const grid = new Map<number, number[]>();

  const addKey = (text: string, ref: number) => {
    const key = nameKey(text);
    if (!key) return;
    push(byPrefix, prefixOf(key), keys.length);
    keys.push(key);
    keyRefs.push(ref);
  };
  const addSound = (text: string, place: number) => {
    const sound = soundKey(text);
    if (sound.length < 3) return;
    push(bySound, sound, place);
    push(typo, typoBucket(sound), place);
    const list = sounds.get(place);
    if (!list) sounds.set(place, [sound]);
    else if (!list.includes(sound)) list.push(sound);
  };
  const addToGrid = (place: number) => push(grid, cellOf(places[place]!.lat, places[place]!.lon), place);

  const district = (index: number) => data.districts[index] ?? { name: '', state: -1 };
  const stateName = (index: number) => data.states[index] ?? '';
  const townKeys = new Set<string>();

  for (let i = 0; i < data.towns.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const town = data.towns[i]!;
    const d = district(town.district);
    const index = places.length;
    places.push({
      id: ID_BASE.town + i,
      kind: town.kind,
      name: town.name,
      lat: town.lat,
      lon: town.lon,
      population: town.population,
      city: '',
      district: d.name,
      state: stateName(d.state),
      pincode: town.pincode,
      principal: true,
    });
    townKeys.add(`${nameKey(town.name)}\u0000${Math.round(town.lat)},${Math.round(town.lon)}`);
    for (const name of [town.name, ...town.aliases]) {
      addKey(name, index);
      addSound(name, index);
    }
    for (const name of town.devanagari) push(byDevanagari, devanagariKey(name), index);
    addToGrid(index);
  }

  for (let i = 0; i < data.pins.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const pin = data.pins[i]!;
    const d = district(pin.district);
    const area = places.length;
    const common = {
      lat: pin.lat,
      lon: pin.lon,
      population: 0,
      city: '',
      district: d.name,
      state: stateName(d.state),
    };
    places.push({
      ...common,
      id: ID_BASE.pin + i,
      kind: 'pin',
      name: pin.offices[0] ?? pin.pincode,
      pincode: pin.pincode,
      principal: true,
    });
    byPin.set(pin.pincode, area);
    addToGrid(area);
    for (const office of pin.offices) {
      addKey(office, -1 - officeNames.length);
      officeNames.push(office);
      officeAreas.push(area);
    }
  }

  for (const extra of extras) {
    // The demo's cities duplicate towns of the file; its PIN codes are areas of the file already.
    const pinKnown = (pin: string | null) =>
      pin !== null && (byPin.has(pin) || (base?.byPin.has(pin) ?? false));
    if (extra.kind === 'pincode' && pinKnown(extra.pincode)) continue;
    const key = `${nameKey(extra.name)}\u0000${Math.round(extra.lat)},${Math.round(extra.lon)}`;
    if (extra.kind === 'city' && (townKeys.has(key) || base?.townKeys.has(key))) continue;
    const index = places.length;
    places.push({
      id: extra.id,
      kind: extra.kind === 'city' ? 'town' : extra.kind === 'pincode' ? 'pin' : 'locality',
      name: extra.name,
      lat: extra.lat,
      lon: extra.lon,
      // Metro localities of the demo rank with towns of a few lakh people; their points are surveyed.
      population: extra.kind === 'locality' ? 300_000 : 0,
      city: extra.kind === 'locality' ? extra.city : '',
      district: '',
      state: extra.state,
      pincode: extra.pincode ?? '',
      principal: true,
    });
    if (extra.kind === 'pincode' && extra.pincode) byPin.set(extra.pincode, index);
    else {
      addKey(extra.name, index);
      addSound(extra.name, index);
    }
    addToGrid(index);
  }

  return {
    places,
    offices: toTable(officeNames),
    officeArea: Int32Array.from(officeAreas),
    keys: toTable(keys),
    keyRef: Int32Array.from(keyRefs),
    byPrefix,
    bySound,
    typo,
    sounds,
    byDevanagari,
    byPin,
    grid,
    townKeys,
  };
}

const same = (a: string, b: string) => nameKey(a) === nameKey(b);

/** The open-map style name of a place: 'Vijayawada, NTR, Andhra Pradesh, 520001, India'. */
export function displayName(place: Place): string {
  const parts: string[] = [];
  const add = (part: string) => {
    if (part && !parts.some((p) => same(p, part))) parts.push(part);
  };
  if (place.kind === 'pin') {
    parts.push(place.pincode);
    add(place.name);
  } else add(place.name);
  add(place.city);
  add(place.district);
  add(place.state);
  if (place.kind !== 'pin') add(place.pincode);
  parts.push('India');
  return parts.join(', ');
}

/** A district and its state, when no named place is near enough: 'Krishna, Andhra Pradesh, India'. */
export function districtName(place: Place): string {
  return [place.district, place.state, 'India'].filter((p, i, all) => p && all.indexOf(p) === i).join(', ');
}
