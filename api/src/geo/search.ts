// Place search over the in-memory gazetteer: a PIN code; 'locality, city'; then names in tiers:
// exact, same sound, prefix, typo. Within a tier larger places come first, so an ambiguous name
// lists its towns with their states, the biggest first ('Aurangabad, Maharashtra' before
// 'Aurangabad, Bihar').
import { editDistance } from '../services/search/typo';
import { distanceKm } from './distance';
import { displayName, type Gazetteer, type Place, placeOf, prefixOf, typoBucket } from './gazetteer';
import { devanagariKey, hasDevanagari, nameKey, soundKey, transliterate } from './names';

/** A search hit: what a key names (see Gazetteer.keyRef), the tier it matched in (lower is better), its weight. */
interface Hit {
  ref: number;
  tier: number;
  score: number;
}

const TIER = { locality: 0, exact: 1, sound: 2, prefix: 3, typo: 4 } as const;

/** How far (km) a locality may lie from the town named after it in 'locality, city'. */
const LOCALITY_REACH_KM = 35;
/** A town and a post office of one name closer than this are one place in the answer. */
const SAME_PLACE_KM = 15;

/** Larger places first: towns by population, metro localities, head post offices, other offices. */
function importance(g: Gazetteer, ref: number): number {
  if (ref < 0) {
    const office = -1 - ref;
    const head = office === 0 || g.officeArea[office - 1] !== g.officeArea[office];
    return head ? 2.5 : 2;
  }
  const place = g.places[ref]!;
  const size = Math.log10(place.population + 1);
  if (place.kind === 'town') return size + 1;
  if (place.kind === 'locality') return size + 0.5;
  return 2;
}

const PIN = /^[1-9]\d{5}$/;

/**
 * How many prefix hits are kept for ranking: a 3-letter prefix names thousands of places, of which
 * only the most important few can make a list of 5 (the rest would be garbage for the collector).
 */
const PREFIX_KEEP = 40;

/** The `keep` most important of `refs`. */
function best(g: Gazetteer, refs: number[], keep: number): number[] {
  if (refs.length <= keep) return refs;
  const scores = new Float64Array(refs.length);
  for (let i = 0; i < refs.length; i++) scores[i] = importance(g, refs[i]!);
  const order = Uint32Array.from(refs.keys()).sort((a, b) => scores[b]! - scores[a]! || refs[b]! - refs[a]!);
  return Array.from(order.subarray(0, keep), (i) => refs[i]!);
}

function keyHits(g: Gazetteer, key: string, prefix: boolean): number[] {
  const bucket = g.byPrefix.get(prefixOf(key));
  if (!bucket) return [];
  const out: number[] = [];
  const { text, start } = g.keys;
  for (const k of bucket) {
    const length = start[k + 1]! - 1 - start[k]!;
    const fits = prefix ? length > key.length : length === key.length;
    if (fits && text.startsWith(key, start[k])) out.push(g.keyRef[k]!);
  }
  return out;
}

/** Typo candidates whose own sound key (or an alias') is within reach of `sound`. */
function typoMatches(g: Gazetteer, sound: string): number[] {
  const max = sound.length >= 8 ? 2 : sound.length >= 5 ? 1 : 0;
  if (max === 0) return [];
  const found = new Set<number>();
  for (let length = sound.length - max; length <= sound.length + max; length++) {
    for (const place of g.typo.get(typoBucket(sound, length)) ?? []) found.add(place);
  }
  // Each bucket entry was filed under one of the place's spellings of that length; check them all.
  const out: number[] = [];
  for (const place of found) {
    const spellings = g.sounds.get(place) ?? [];
    if (spellings.some((s) => editDistance(sound, s, max) <= max)) out.push(place);
  }
  return out;
}

/** The places a name (Latin or Devanagari) matches, by tier. */
function nameHits(g: Gazetteer, text: string, into: Map<number, Hit>): void {
  const before = into.size;
  const add = (refs: number[], tier: number) => {
    for (const ref of refs) {
      const prev = into.get(ref);
      if (!prev || prev.tier > tier) into.set(ref, { ref, tier, score: importance(g, ref) });
    }
  };
  if (hasDevanagari(text)) {
    add(g.byDevanagari.get(devanagariKey(text)) ?? [], TIER.exact);
    const latin = transliterate(nameKey(text));
    if (hasDevanagari(latin)) return;
    const sound = soundKey(latin);
    add(g.bySound.get(sound) ?? [], TIER.sound);
    if (into.size === before) add(typoMatches(g, sound), TIER.typo);
    return;
  }
  const key = nameKey(text);
  if (key.length < 3) return;
  add(keyHits(g, key, false), TIER.exact);
  const sound = soundKey(key);
  if (sound.length >= 3) add(g.bySound.get(sound) ?? [], TIER.sound);
  add(best(g, keyHits(g, key, true), PREFIX_KEEP), TIER.prefix);
  if (into.size === before && sound.length >= 3) add(typoMatches(g, sound), TIER.typo);
}

/** The towns (up to 3, largest first) that `text` names exactly or by sound, across the gazetteers. */
function townsNamed(gazetteers: readonly Gazetteer[], text: string): Place[] {
  const towns: Array<{ place: Place; score: number }> = [];
  for (const g of gazetteers) {
    const hits = new Map<number, Hit>();
    nameHits(g, text, hits);
    for (const h of hits.values()) {
      if (h.tier <= TIER.sound && h.ref >= 0 && g.places[h.ref]!.kind === 'town') {
        towns.push({ place: g.places[h.ref]!, score: h.score });
      }
    }
  }
  return towns
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((t) => t.place);
}

/** 'Indiranagar Bengaluru', 'Vikas Puri, Delhi': places named by the first words near a town the last words name. */
function localityInCity(
  gazetteers: readonly Gazetteer[],
  words: string[],
  into: Array<Hit & { g: Gazetteer }>,
): void {
  for (let split = words.length - 1; split >= 1; split--) {
    const cities = townsNamed(gazetteers, words.slice(split).join(' '));
    if (cities.length === 0) continue;
    const before = into.length;
    for (const g of gazetteers) {
      const inner = new Map<number, Hit>();
      nameHits(g, words.slice(0, split).join(' '), inner);
      for (const hit of inner.values()) {
        const place = placeOf(g, hit.ref);
        const near = cities.some(
          (c) =>
            distanceKm(c, place) <= LOCALITY_REACH_KM ||
            (place.district !== '' &&
              [c.district, c.name].some((name) => nameKey(name) === nameKey(place.district))) ||
            (place.city !== '' && nameKey(place.city) === nameKey(c.name)),
        );
        if (near && place.id !== cities[0]!.id) {
          const exact = hit.tier === TIER.exact ? 1 : 0;
          into.push({ ...hit, g, tier: TIER.locality, score: hit.score + exact });
        }
      }
    }
    if (into.length > before) return;
  }
}

/** Ranks hits and drops repeats (a town and its namesake post office, a locality listed twice). */
function ranked(hits: Array<Hit & { g: Gazetteer }>, limit: number): Place[] {
  const sorted = hits.sort((a, b) => a.tier - b.tier || b.score - a.score || b.ref - a.ref);
  const out: Place[] = [];
  const names = new Set<string>();
  for (const { g, ref } of sorted) {
    const place = placeOf(g, ref);
    const shown = displayName(place);
    const key = nameKey(place.name);
    const repeat =
      names.has(shown) ||
      out.some(
        (p) =>
          (p.kind === 'office' || place.kind === 'office' || p.kind === place.kind) &&
          nameKey(p.name) === key &&
          distanceKm(p, place) <= SAME_PLACE_KM,
      );
    if (repeat) continue;
    names.add(shown);
    out.push(place);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * Places for typed text, best first, at most `limit`, over one or more gazetteers (the file's and
 * the extra places beside it). A 6-digit PIN code gives its PIN area; other digits, or text with
 * fewer than 3 letters left after normalising (emoji, quotes), give nothing.
 */
export function searchPlaces(gazetteers: readonly Gazetteer[], text: string, limit: number): Place[] {
  const key = nameKey(text);
  if (/^\d+$/.test(key.replace(/ /g, ''))) {
    const pin = key.replace(/ /g, '');
    if (!PIN.test(pin)) return [];
    for (const g of gazetteers) {
      const area = g.byPin.get(pin);
      if (area !== undefined) return [g.places[area]!];
    }
    return [];
  }
  const words = key.split(' ').filter((w) => !/^\d+$/.test(w) || PIN.test(w));
  if (words.join('').length < 3) return [];
  const all: Array<Hit & { g: Gazetteer }> = [];
  if (words.length >= 2) localityInCity(gazetteers, words, all);
  for (const g of gazetteers) {
    const hits = new Map<number, Hit>();
    nameHits(g, words.join(' '), hits);
    for (const hit of hits.values()) all.push({ ...hit, g });
  }
  return ranked(all, limit);
}

/**
 * The town `name` is (a name or an old spelling, exactly; the most populous of namesakes), for the
 * importer placing a feed row: no sound or typo guesses there.
 */
export function findTown(g: Gazetteer, name: string): Place | null {
  let found: Place | null = null;
  for (const ref of keyHits(g, nameKey(name), false)) {
    const place = placeOf(g, ref);
    if (place.kind === 'town' && (!found || place.population > found.population)) found = place;
  }
  return found;
}
