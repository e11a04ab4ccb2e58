// Reads the embedded gazetteer of India (data/india.tsv.gz, built by scripts/build-gazetteer.mjs from
// GeoNames' open data) into plain arrays, once, at start. The file sits beside this module in the
// sources; the bundled server (dist/server.js) finds it through the sources too.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** A town or village (kind 'town') or a named part of one (kind 'locality'). */
export interface TownRow {
  name: string;
  lat: number;
  lon: number;
  population: number;
  district: number;
  kind: 'town' | 'locality';
  pincode: string;
  /** Other Latin spellings (old names, common variants). */
  aliases: string[];
  /** Names in Devanagari. */
  devanagari: string[];
}

/** A PIN code's area: its point, district and post offices (head office first). */
export interface PinRow {
  pincode: string;
  lat: number;
  lon: number;
  district: number;
  offices: string[];
}

/** The parsed gazetteer. */
export interface GazetteerData {
  states: string[];
  /** District name and state index. */
  districts: Array<{ name: string; state: number }>;
  towns: TownRow[];
  pins: PinRow[];
}

const CANDIDATES = [
  // Sources and tests: api/src/geo/gazetteer-file.ts -> api/src/geo/data/.
  new URL('./data/india.tsv.gz', import.meta.url),
  // The bundle: api/dist/server.js -> api/src/geo/data/.
  new URL('../src/geo/data/india.tsv.gz', import.meta.url),
];

/** Where the gazetteer file is; throws when the checkout lacks it. */
export function gazetteerPath(): string {
  for (const url of CANDIDATES) {
    const path = fileURLToPath(url);
    if (existsSync(path)) return path;
  }
  throw new Error('The gazetteer file api/src/geo/data/india.tsv.gz is missing: run npm run build:gazetteer');
}

const list = (field: string | undefined): string[] => (field ? field.split('|') : []);

/** Parses the gazetteer's text (see scripts/build-gazetteer.mjs for the record layout). */
export function parseGazetteer(text: string): GazetteerData {
  const data: GazetteerData = { states: [], districts: [], towns: [], pins: [] };
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    switch (f[0]) {
      case 'S':
        data.states.push(f[1]!);
        break;
      case 'D':
        data.districts.push({ name: f[1]!, state: Number(f[2]) });
        break;
      case 'T':
        data.towns.push({
          name: f[1]!,
          lat: Number(f[2]),
          lon: Number(f[3]),
          population: Number(f[4]),
          district: Number(f[5]),
          kind: f[6] === 'l' ? 'locality' : 'town',
          pincode: f[7] ?? '',
          aliases: list(f[8]),
          devanagari: list(f[9]),
        });
        break;
      case 'P':
        data.pins.push({
          pincode: f[1]!,
          lat: Number(f[2]),
          lon: Number(f[3]),
          district: Number(f[4]),
          offices: list(f[5]),
        });
        break;
      default:
        break;
    }
  }
  return data;
}

/** Reads and parses the embedded gazetteer file. */
export function readGazetteer(path = gazetteerPath()): GazetteerData {
  return parseGazetteer(gunzipSync(readFileSync(path)).toString('utf8'));
}
