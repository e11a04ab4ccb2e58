// The gazetteer: every town, locality and PIN area of India as columns of numbers and string
// tables, with sorted key tables for search (names, sounds, Devanagari) and a grid for reverse
// lookups. The build script computes the tables once (scripts/build-gazetteer.mjs) and the server
// only reads them; the few extra places of the database (the demo's metro localities, cities feeds
// added) are indexed the same way at run time.

import { distanceKm } from './great-circle';
import { devanagariKey, nameKey, soundKey } from './names';
import type { TablePlace } from './table-place';
import { type KeyIndex, keyIndexOf, lookup, type StringTable, stringAt, tableOf } from './tables';

/** What a place is: a district or state is found by name and placed at its headquarters. */
export type PlaceKind = 'town' | 'locality' | 'pin' | 'office' | 'district' | 'state';

/** One named place, as answers use it. */
export interface Place {
  /** The answer's place_id: stable for a given gazetteer file and places table. */
  id: number;
  kind: PlaceKind;
  name: string;
  lat: number;
  lon: number;
  population: number;
  /** The town a metro locality belongs to, when known. */
  city: string;
  district: string;
  state: string;
  pincode: string;
}

/** A place added beside the file: the demo's served cities and metro localities, importer cities. */
export type ExtraPlace = TablePlace;

/**
 * A town or village (kind 'town'), a named part of one (kind 'locality'), or a district or state
 * (at its headquarters, with its towns' people as its population), as the build reads it.
 */
export interface TownInput {
  name: string;
  lat: number;
  lon: number;
  population: number;
  district: number;
  kind: 'town' | 'locality' | 'district' | 'state';
  /** Standing beside population: the best post office (2 head, 1 sub), +1 a district's seat, +2 a state's. */
  rank: number;
  pincode: string;
  aliases: string[];
  devanagari: string[];
}

/** A PIN code's area as the build reads it: its point, district and post offices (head first). */
export interface PinInput {
  pincode: string;
  lat: number;
  lon: number;
  district: number;
  offices: string[];
}

const KINDS: readonly PlaceKind[] = ['town', 'locality', 'pin', 'district', 'state'];
/** The stored kind numbers. */
export const KIND = { town: 0, locality: 1, pin: 2, district: 3, state: 4 } as const;

/** The stored tables of a gazetteer. */
export interface GazetteerTables {
  states: string[];
  districtNames: StringTable;
  districtState: Int32Array;
  /** Place columns: towns, then localities, then PIN areas (by PIN code). */
  id: Int32Array;
  name: StringTable;
  lat: Float64Array;
  lon: Float64Array;
  population: Int32Array;
  /** Standing of a place beside its population (TownInput.rank); 0 for PIN areas. */
  rank: Uint8Array;
  district: Int32Array;
  kind: Uint8Array;
  /** PIN code as a number, 0 when none. */
  pincode: Int32Array;
  /** The town of each place (metro localities of the extras), or an empty table. */
  city: StringTable;
  officeNames: StringTable;
  /** The PIN area (place index) of each post office. */
  officeArea: Int32Array;
  /** Name keys of places (names and aliases; reference >= 0) and post offices (-1 - office). */
  keys: KeyIndex;
  /** Sound keys of towns and localities (names and aliases) -> place. */
  sounds: KeyIndex;
  /** Devanagari keys -> place. */
  devanagari: KeyIndex;
}

/** A gazetteer ready for search and reverse: its tables and the lookups derived at load. */
export interface Gazetteer extends GazetteerTables {
  /** Sound entries ordered by first letter, then length (typo candidates are read by that pair). */
  typoOrder: Int32Array;
  /** Places ordered by grid cell, and the cell of each in that order. */
  cellOrder: Int32Array;
  cellOf: Int32Array;
  /** PIN areas ordered by PIN code. */
  pinOrder: Int32Array;
}

/** Grid cell size in degrees (about 22 km of latitude). */
export const CELL_DEG = 0.2;

/** The grid cell of a point. */
export function cellAt(lat: number, lon: number): number {
  return Math.floor((lat + 90) / CELL_DEG) * 10_000 + Math.floor((lon + 180) / CELL_DEG);
}

const ID_BASE = { town: 1_000_000, pin: 2_000_000, office: 3_000_000 };

/** What the tables are built from: the file's towns and PIN areas, or extra places beside a base. */
export interface TablesInput {
  states: string[];
  districts: Array<{ name: string; state: number }>;
  towns: TownInput[];
  pins: PinInput[];
}

/** Builds the tables of the file's gazetteer (run by the build script, not by the server). */
export function buildTables(input: TablesInput): GazetteerTables {
  const towns = input.towns;
  const pins = [...input.pins].sort((a, b) => a.pincode.localeCompare(b.pincode));
  const keys: Array<[string, number]> = [];
  const sounds: Array<[string, number]> = [];
  const devanagari: Array<[string, number]> = [];
  const officeNames: string[] = [];
  const officeArea: number[] = [];
  const addNames = (names: readonly string[], place: number) => {
    for (const name of names) {
      const key = nameKey(name);
      if (key) keys.push([key, place]);
      const sound = soundKey(name);
      if (sound.length >= 3) sounds.push([sound, place]);
    }
  };
  towns.forEach((town, i) => {
    addNames([town.name, ...town.aliases], i);
    for (const name of town.devanagari) devanagari.push([devanagariKey(name), i]);
  });
  pins.forEach((pin, j) => {
    const area = towns.length + j;
    for (const office of pin.offices) {
      const key = nameKey(office);
      if (key) keys.push([key, -1 - officeNames.length]);
      officeNames.push(office);
      officeArea.push(area);
    }
  });
  const all = [...towns, ...pins];
  return {
    states: input.states,
    districtNames: tableOf(input.districts.map((d) => d.name)),
    districtState: Int32Array.from(input.districts, (d) => d.state),
    id: Int32Array.from(all, (_, i) =>
      i < towns.length ? ID_BASE.town + i : ID_BASE.pin + i - towns.length,
    ),
    name: tableOf(all.map((p) => ('name' in p ? p.name : (p.offices[0] ?? p.pincode)))),
    lat: Float64Array.from(all, (p) => p.lat),
    lon: Float64Array.from(all, (p) => p.lon),
    population: Int32Array.from(all, (p) => ('population' in p ? p.population : 0)),
    rank: Uint8Array.from(all, (p) => ('rank' in p ? Math.min(255, p.rank) : 0)),
    district: Int32Array.from(all, (p) => p.district),
    kind: Uint8Array.from(all, (p) => ('kind' in p ? KINDS.indexOf(p.kind) : 2)),
    pincode: Int32Array.from(all, (p) => Number(p.pincode) || 0),
    city: tableOf([]),
    officeNames: tableOf(officeNames),
    officeArea: Int32Array.from(officeArea),
    keys: keyIndexOf(keys),
    sounds: keyIndexOf(sounds),
    devanagari: keyIndexOf(devanagari),
  };
}

/** Derives the lookups of a gazetteer from its tables. */
export function loadGazetteer(tables: GazetteerTables): Gazetteer {
  const count = tables.id.length;
  const cells = Int32Array.from({ length: count }, (_, i) => cellAt(tables.lat[i]!, tables.lon[i]!));
  const cellOrder = Int32Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => cells[a]! - cells[b]! || a - b,
  );
  const soundKeys = tables.sounds.keys;
  const typoKey = (i: number) => {
    const from = soundKeys.start[i]!;
    return soundKeys.text.charCodeAt(from) * 1000 + (soundKeys.start[i + 1]! - 1 - from);
  };
  const typoOrder = Int32Array.from(tables.sounds.refs, (_, i) => i).sort(
    (a, b) => typoKey(a) - typoKey(b) || a - b,
  );
  const pinOrder = Int32Array.from(
    Array.from({ length: count }, (_, i) => i).filter((i) => tables.kind[i] === 2 && tables.pincode[i]! > 0),
  ).sort((a, b) => tables.pincode[a]! - tables.pincode[b]!);
  return { ...tables, cellOrder, cellOf: Int32Array.from(cellOrder, (i) => cells[i]!), typoOrder, pinOrder };
}

/** The sound-entry key of typo order: first letter and length. */
export function typoKeyOf(firstLetter: string, length: number): number {
  return firstLetter.charCodeAt(0) * 1000 + length;
}

/** The place index of a PIN area, or -1. */
export function pinArea(g: Gazetteer, pincode: string): number {
  const wanted = Number(pincode);
  let lo = 0;
  let hi = g.pinOrder.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (g.pincode[g.pinOrder[mid]!]! < wanted) lo = mid + 1;
    else hi = mid;
  }
  const found = g.pinOrder[lo];
  return found !== undefined && g.pincode[found] === wanted ? found : -1;
}

/** The kind of the place at `index` (a town, locality or PIN area of the grid, or a district or state). */
export function kindAt(g: Gazetteer, index: number): PlaceKind {
  return KINDS[g.kind[index]!] ?? 'town';
}

/** The place a reference names: a town, locality or PIN area, or a post office in its PIN area. */
export function placeOf(g: Gazetteer, ref: number): Place {
  if (ref < 0) {
    const office = -1 - ref;
    const area = placeOf(g, g.officeArea[office]!);
    return { ...area, id: ID_BASE.office + office, kind: 'office', name: stringAt(g.officeNames, office) };
  }
  const district = g.district[ref]!;
  const pin = g.pincode[ref]!;
  return {
    id: g.id[ref]!,
    kind: kindAt(g, ref),
    name: stringAt(g.name, ref),
    lat: g.lat[ref]!,
    lon: g.lon[ref]!,
    population: g.population[ref]!,
    city: g.city.start.length > 1 ? stringAt(g.city, ref) : '',
    district: district >= 0 ? stringAt(g.districtNames, district) : '',
    state: g.states[g.districtState[district] ?? -1] ?? '',
    pincode: pin > 0 ? String(pin) : '',
  };
}

/** Whether a post office is its PIN area's first (head) office. */
export function isHeadOffice(g: Gazetteer, office: number): boolean {
  return office === 0 || g.officeArea[office - 1] !== g.officeArea[office];
}

/**
 * The places of the database beside the file's gazetteer, indexed the same way. A city the file
 * has (same name within 25 km) is left out: the file answers for it. Its PIN codes stay: their
 * points are a locality's surveyed point, nearer the shopper than the file's PIN area point.
 */
export function buildExtras(base: Gazetteer, extras: readonly ExtraPlace[]): Gazetteer {
  const kept = extras.filter((extra) => {
    if (extra.kind === 'pincode') return extra.pincode !== null;
    if (extra.kind !== 'city') return true;
    return !lookup(base.keys, nameKey(extra.name), 'exact').some(
      (ref) =>
        ref >= 0 &&
        base.kind[ref] === 0 &&
        distanceKm(extra, { lat: base.lat[ref]!, lon: base.lon[ref]! }) < 25,
    );
  });
  const states = [...new Set(kept.map((e) => e.state))];
  const keys: Array<[string, number]> = [];
  const sounds: Array<[string, number]> = [];
  kept.forEach((extra, i) => {
    if (extra.kind === 'pincode') return;
    const key = nameKey(extra.name);
    if (key) keys.push([key, i]);
    const sound = soundKey(extra.name);
    if (sound.length >= 3) sounds.push([sound, i]);
  });
  return loadGazetteer({
    states,
    districtNames: tableOf(states.map(() => '')),
    districtState: Int32Array.from(states, (_, i) => i),
    id: Int32Array.from(kept, (e) => e.id),
    name: tableOf(kept.map((e) => e.name)),
    lat: Float64Array.from(kept, (e) => e.lat),
    lon: Float64Array.from(kept, (e) => e.lon),
    // Metro localities rank with towns of a few lakh people; their points are surveyed.
    population: Int32Array.from(kept, (e) => (e.kind === 'locality' ? 300_000 : 0)),
    rank: new Uint8Array(kept.length),
    district: Int32Array.from(kept, (e) => states.indexOf(e.state)),
    kind: Uint8Array.from(kept, (e) => (e.kind === 'city' ? 0 : e.kind === 'locality' ? 1 : 2)),
    pincode: Int32Array.from(kept, (e) => Number(e.pincode) || 0),
    city: tableOf(kept.map((e) => (e.kind === 'city' ? '' : e.city))),
    officeNames: tableOf([]),
    officeArea: new Int32Array(0),
    keys: keyIndexOf(keys),
    sounds: keyIndexOf(sounds),
    devanagari: keyIndexOf([]),
  });
}

const same = (a: string, b: string) => nameKey(a) === nameKey(b);

/**
 * The open-map style name of a place: 'Vijayawada, NTR, Andhra Pradesh, 520001, India'; a district
 * or state by itself: 'Sirmaur District, Himachal Pradesh, India'.
 */
export function displayName(place: Place): string {
  const parts: string[] = [];
  const add = (part: string) => {
    if (part && !parts.some((p) => same(p, part))) parts.push(part);
  };
  if (place.kind === 'district' || place.kind === 'state') {
    // 'Sirmaur District, Himachal Pradesh, India': the district's own name, not its headquarters'.
    add(place.name);
    add(place.state);
    parts.push('India');
    return parts.join(', ');
  }
  if (place.kind === 'pin') {
    parts.push(place.pincode);
    add(place.name);
  } else add(place.name);
  add(place.city);
  // The district even when the town shares its name ('Bilaspur, Bilaspur, Chhattisgarh'): namesakes
  // are told apart by it.
  if (place.district && place.kind !== 'pin' && !parts.slice(1).some((p) => same(p, place.district)))
    parts.push(place.district);
  else add(place.district);
  add(place.state);
  if (place.kind !== 'pin') add(place.pincode);
  parts.push('India');
  return parts.join(', ');
}

/** A district and its state, when no named place is near enough: 'Kachchh, Gujarat, India'. */
export function districtName(place: Place): string {
  return [place.district, place.state, 'India'].filter((p, i, all) => p && all.indexOf(p) === i).join(', ');
}
