// The embedded gazetteer file (data/india.gaz.gz): the tables of gazetteer.ts, written by
// scripts/build-gazetteer.mjs from GeoNames' open data and read once at start. Layout, gzip'd: a
// JSON line naming each array (its type, byte offset and length), then the arrays' bytes, each
// starting on a multiple of 8. Text is UTF-8 with each string's length (a byte each), coordinates
// are whole 1e-5 degrees (about a metre): both pack far smaller than offsets and doubles.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { GazetteerTables } from './gazetteer';
import type { KeyIndex, StringTable } from './tables';

type Arrays = Int32Array | Float64Array | Uint8Array;
const TYPES = { i32: Int32Array, f64: Float64Array, u8: Uint8Array } as const;
type TypeName = keyof typeof TYPES;

interface Entry {
  type: TypeName | 'text';
  offset: number;
  length: number;
}

const typeOf = (array: Arrays): TypeName =>
  array instanceof Int32Array ? 'i32' : array instanceof Float64Array ? 'f64' : 'u8';

/** Serialises gazetteer tables to the file's bytes. */
export function encodeGazetteer(tables: GazetteerTables): Buffer {
  const entries: Record<string, Entry> = {};
  const chunks: Buffer[] = [];
  let offset = 0;
  const put = (name: string, type: Entry['type'], bytes: Buffer, length: number) => {
    const padded = Buffer.alloc(Math.ceil(bytes.length / 8) * 8);
    bytes.copy(padded);
    entries[name] = { type, offset, length };
    chunks.push(padded);
    offset += padded.length;
  };
  const array = (name: string, a: Arrays) =>
    put(name, typeOf(a), Buffer.from(a.buffer, a.byteOffset, a.byteLength), a.length);
  const table = (name: string, t: StringTable) => {
    const bytes = Buffer.from(t.text, 'utf8');
    put(`${name}.text`, 'text', bytes, bytes.length);
    const lengths = Uint8Array.from({ length: t.start.length - 1 }, (_, i) => {
      const length = t.start[i + 1]! - 1 - t.start[i]!;
      if (length > 255) throw new Error(`${name}: a string of ${length} characters is too long for the file`);
      return length;
    });
    array(`${name}.lengths`, lengths);
  };
  const index = (name: string, k: KeyIndex) => {
    table(`${name}.keys`, k.keys);
    array(`${name}.refs`, k.refs);
  };
  for (const [name, value] of Object.entries(tables)) {
    if (name === 'states') continue;
    if (name === 'lat' || name === 'lon') {
      array(
        name,
        Int32Array.from(value as Float64Array, (v) => Math.round(v * 1e5)),
      );
    } else if (ArrayBuffer.isView(value)) array(name, value as Arrays);
    else if ('text' in value) table(name, value as StringTable);
    else index(name, value as KeyIndex);
  }
  const header = Buffer.from(`${JSON.stringify({ version: 1, states: tables.states, entries })}\n`, 'utf8');
  return gzipSync(Buffer.concat([header, ...chunks]), { level: 9 });
}

/** Reads gazetteer tables from the file's bytes. */
export function decodeGazetteer(gz: Buffer): GazetteerTables {
  const raw = gunzipSync(gz);
  const newline = raw.indexOf(10);
  const header = JSON.parse(raw.subarray(0, newline).toString('utf8')) as {
    version: number;
    states: string[];
    entries: Record<string, Entry>;
  };
  if (header.version !== 1) throw new Error(`gazetteer file version ${header.version} is not 1`);
  const body = raw.subarray(newline + 1);
  const entry = (name: string) => {
    const found = header.entries[name];
    if (!found) throw new Error(`gazetteer file lacks ${name}`);
    return found;
  };
  const array = <T extends Arrays>(name: string): T => {
    const { type, offset, length } = entry(name);
    if (type === 'text') throw new Error(`gazetteer file: ${name} is text`);
    const Type = TYPES[type];
    // Copied into its own buffer: aligned, and the decompressed file can be collected.
    const copy = new Uint8Array(length * Type.BYTES_PER_ELEMENT);
    copy.set(body.subarray(offset, offset + copy.length));
    return new Type(copy.buffer) as T;
  };
  const table = (name: string): StringTable => {
    const { offset, length } = entry(`${name}.text`);
    const lengths = array<Uint8Array>(`${name}.lengths`);
    const start = new Int32Array(lengths.length + 1);
    for (let i = 0; i < lengths.length; i++) start[i + 1] = start[i]! + lengths[i]! + 1;
    return { text: body.toString('utf8', offset, offset + length), start };
  };
  const degrees = (name: string) => Float64Array.from(array<Int32Array>(name), (v) => v / 1e5);
  const index = (name: string): KeyIndex => ({ keys: table(`${name}.keys`), refs: array(`${name}.refs`) });
  return {
    states: header.states,
    districtNames: table('districtNames'),
    districtState: array('districtState'),
    id: array('id'),
    name: table('name'),
    lat: degrees('lat'),
    lon: degrees('lon'),
    population: array('population'),
    rank: array('rank'),
    district: array('district'),
    kind: array('kind'),
    pincode: array('pincode'),
    city: table('city'),
    officeNames: table('officeNames'),
    officeArea: array('officeArea'),
    keys: index('keys'),
    sounds: index('sounds'),
    devanagari: index('devanagari'),
  };
}

const CANDIDATES = [
  // Sources and tests: api/src/geo/gazetteer-file.ts -> api/src/geo/data/.
  new URL('./data/india.gaz.gz', import.meta.url),
  // The bundle: api/dist/server.js -> api/src/geo/data/.
  new URL('../src/geo/data/india.gaz.gz', import.meta.url),
];

/** Where the gazetteer file is; throws when the checkout lacks it. */
export function gazetteerPath(): string {
  for (const url of CANDIDATES) {
    const path = fileURLToPath(url);
    if (existsSync(path)) return path;
  }
  throw new Error('The gazetteer file api/src/geo/data/india.gaz.gz is missing: run npm run build:gazetteer');
}

/** Reads the embedded gazetteer file's tables. */
export function readGazetteerTables(path = gazetteerPath()): GazetteerTables {
  return decodeGazetteer(readFileSync(path));
}
