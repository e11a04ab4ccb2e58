// Place search over the gazetteer: a PIN code; 'locality, city'; then names in tiers: exact, same
// sound, prefix, typo. Within a tier larger places come first, so an ambiguous name lists its
// towns with their states, the biggest first ('Aurangabad, Maharashtra' before 'Aurangabad, Bihar').
import { editDistance } from '../text/edit-distance';
import { distanceKm } from './distance';
import {
  displayName,
  type Gazetteer,
  isHeadOffice,
  type Place,
  pinArea,
  placeOf,
  typoKeyOf,
} from './gazetteer';
import { devanagariKey, hasDevanagari, nameKey, soundKey, transliterate } from './names';
import { lengthAt, lookup, stringAt } from './tables';

/** A search hit: what a key names (a place, or -1 - a post office), its tier (lower is better), its weight. */
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
/**
 * How many prefix hits are kept for ranking: a 3-letter prefix names thousands of places, of which
 * only the most important few can make a list of 5.
 */
const PREFIX_KEEP = 40;

const PIN = /^[1-9]\d{5}$/;

/** Larger places first: towns by population, metro localities, head post offices, other offices. */
function importance(g: Gazetteer, ref: number): number {
  if (ref < 0) return isHeadOffice(g, -1 - ref) ? 2.5 : 2;
  const size = Math.log10(g.population[ref]! + 1);
  const kind = g.kind[ref];
  if (kind === 0) return size + 1;
  if (kind === 1) return size + 0.5;
  return 2;
}

/** The `keep` most important of `refs`. */
function best(g: Gazetteer, refs: number[], keep: number): number[] {
  if (refs.length <= keep) return refs;
  const scores = Float64Array.from(refs, (ref) => importance(g, ref));
  const order = Uint32Array.from(refs.keys()).sort((a, b) => scores[b]! - scores[a]! || refs[b]! - refs[a]!);
  return Array.from(order.subarray(0, keep), (i) => refs[i]!);
}

/** Places whose sound keys (a name's or an alias') are within a few edits of `sound`. */
function typoMatches(g: Gazetteer, sound: string): number[] {
  const max = sound.length >= 8 ? 2 : sound.length >= 5 ? 1 : 0;
  if (max === 0) return [];
  const { keys, refs } = g.sounds;
  const order = g.typoOrder;
  const found = new Set<number>();
  // Candidates share the first letter and differ in length by at most `max`: one run of typo order.
  const from = typoKeyOf(sound, sound.length - max);
  const to = typoKeyOf(sound, sound.length + max);
  const keyAt = (i: number) => keys.text.charCodeAt(keys.start[i]!) * 1000 + lengthAt(keys, i);
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyAt(order[mid]!) < from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < order.length && keyAt(order[i]!) <= to; i++) {
    const entry = order[i]!;
    if (!found.has(refs[entry]!) && editDistance(sound, stringAt(keys, entry), max) <= max)
      found.add(refs[entry]!);
  }
  return [...found];
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
    add(lookup(g.devanagari, devanagariKey(text), 'exact'), TIER.exact);
    const latin = transliterate(nameKey(text));
    if (hasDevanagari(latin)) return;
    const sound = soundKey(latin);
    add(lookup(g.sounds, sound, 'exact'), TIER.sound);
    if (into.size === before) add(typoMatches(g, sound), TIER.typo);
    return;
  }
  const key = nameKey(text);
  if (key.length < 3) return;
  add(lookup(g.keys, key, 'exact'), TIER.exact);
  const sound = soundKey(key);
  if (sound.length >= 3) add(lookup(g.sounds, sound, 'exact'), TIER.sound);
  add(best(g, lookup(g.keys, key, 'prefix'), PREFIX_KEEP), TIER.prefix);
  if (into.size === before && sound.length >= 3) add(typoMatches(g, sound), TIER.typo);
}

/** The towns (up to 3, largest first) that `text` names exactly or by sound, across the gazetteers. */
function townsNamed(gazetteers: readonly Gazetteer[], text: string): Place[] {
  const towns: Array<{ place: Place; score: number }> = [];
  for (const g of gazetteers) {
    const hits = new Map<number, Hit>();
    nameHits(g, text, hits);
    for (const h of hits.values()) {
      if (h.tier <= TIER.sound && h.ref >= 0 && g.kind[h.ref] === 0) {
        towns.push({ place: placeOf(g, h.ref), score: h.score });
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
 * Places for typed text, best first, at most `limit`, over one or more gazetteers (the file's,
 * then the extra places beside it). A 6-digit PIN code gives its PIN area; other digits, or text with
 * fewer than 3 letters left after normalising (emoji, quotes), give nothing.
 */
export function searchPlaces(gazetteers: readonly Gazetteer[], text: string, limit: number): Place[] {
  const key = nameKey(text);
  if (/^\d+$/.test(key.replace(/ /g, ''))) {
    const pin = key.replace(/ /g, '');
    if (!PIN.test(pin)) return [];
    // The extra places (listed last) know a PIN code by a surveyed locality: they answer first.
    for (const g of [...gazetteers].reverse()) {
      const area = pinArea(g, pin);
      if (area >= 0) return [placeOf(g, area)];
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
  let found = -1;
  for (const ref of lookup(g.keys, nameKey(name), 'exact')) {
    if (ref >= 0 && g.kind[ref] === 0 && (found < 0 || g.population[ref]! > g.population[found]!))
      found = ref;
  }
  return found >= 0 ? placeOf(g, found) : null;
}
