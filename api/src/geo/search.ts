// Place search over the gazetteer: a PIN code, else names in tiers: the whole text's exact name
// (after folding case, accents, spelling variants and Devanagari), then a name qualified by its
// town, district or state ('Indiranagar Bengaluru', 'Khanapur, Belgaum', 'Bilaspur Himachal'),
// then names the text begins, then (only when nothing else matched) names a few typos away.
// Within a tier more important places come first (people, post office, seat of a district or
// state), so namesakes list the city before the village ('Gorakhpur, Uttar Pradesh' before
// 'Gorakhpur, Haryana'), each with its district and state.
import { editDistance } from '../text/edit-distance';
import {
  displayName,
  type Gazetteer,
  isHeadOffice,
  KIND,
  type Place,
  pinArea,
  placeOf,
  typoKeyOf,
} from './gazetteer';
import { distanceKm } from './great-circle';
import { devanagariKey, hasDevanagari, nameKey, soundKey, transliterate } from './names';
import { lengthAt, lookup, stringAt } from './tables';

/** A search hit: what a key names (a place, or -1 - a post office), its tier (lower is better), its weight. */
interface Hit {
  ref: number;
  tier: number;
  score: number;
}

/**
 * Tiers, best first: the whole text's name exactly or by sound (a spelling variant); a qualified
 * name ('Khanapur, Belgaum') exactly, then begun or misspelt; names the text begins; typos.
 */
const TIER = { exact: 0, sound: 0, qualified: 1, qualifiedFuzzy: 2, prefix: 3, typo: 4 } as const;

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

/**
 * More important places first: a town by its people (tenfold counts 1) and its standing (a head
 * post office, a district's or state's seat: half a point each step, so a city of 6 lakh with a head
 * office outranks a village the data gives more people), metro localities a little below towns,
 * districts as a town of their people without standing (at least 1 lakh), states above; PIN areas and post
 * offices last.
 */
function importance(g: Gazetteer, ref: number): number {
  if (ref < 0) return isHeadOffice(g, -1 - ref) ? 2.5 : 2;
  const size = Math.log10(g.population[ref]! + 1);
  const standing = 0.5 * g.rank[ref]!;
  switch (g.kind[ref]) {
    case KIND.town:
      return size + 1 + standing;
    case KIND.locality:
      return size + 0.5 + standing;
    case KIND.district:
      return Math.max(size, 5) + 1;
    case KIND.state:
      return size + 3;
    default:
      return 2;
  }
}

/** The `keep` most important of `refs`. */
function best(g: Gazetteer, refs: number[], keep: number): number[] {
  if (refs.length <= keep) return refs;
  const scores = Float64Array.from(refs, (ref) => importance(g, ref));
  const order = Uint32Array.from(refs.keys()).sort((a, b) => scores[b]! - scores[a]! || refs[b]! - refs[a]!);
  return Array.from(order.subarray(0, keep), (i) => refs[i]!);
}

/** Places whose sound keys (a name's or an alias') are within a few edits of `sound`, with the edits. */
function typoMatches(g: Gazetteer, sound: string): Map<number, number> {
  const max = sound.length >= 8 ? 2 : sound.length >= 5 ? 1 : 0;
  if (max === 0) return new Map();
  const { keys, refs } = g.sounds;
  const order = g.typoOrder;
  // Place -> the fewest edits of its keys.
  const found = new Map<number, number>();
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
    const ref = refs[entry]!;
    const known = found.get(ref) ?? max + 1;
    if (known === 0) continue;
    const edits = editDistance(sound, stringAt(keys, entry), Math.min(max, known - 1));
    if (edits < known) found.set(ref, edits);
  }
  return found;
}

/** The places a name (Latin or Devanagari) matches, by tier. */
function nameHits(g: Gazetteer, text: string, into: Map<number, Hit>): void {
  const before = into.size;
  const add = (refs: Iterable<number>, tier: number) => {
    for (const ref of refs) {
      const prev = into.get(ref);
      if (!prev || prev.tier > tier) into.set(ref, { ref, tier, score: importance(g, ref) });
    }
  };
  // A misspelling: one edit fewer counts as much as a place ten times bigger and a head post office.
  const addTypos = (typos: Map<number, number>) => {
    for (const [ref, edits] of typos) {
      if (!into.has(ref)) into.set(ref, { ref, tier: TIER.typo, score: importance(g, ref) - 2 * edits });
    }
  };
  if (hasDevanagari(text)) {
    add(lookup(g.devanagari, devanagariKey(text), 'exact'), TIER.exact);
    const latin = transliterate(nameKey(text));
    if (hasDevanagari(latin)) return;
    const sound = soundKey(latin);
    add(lookup(g.sounds, sound, 'exact'), TIER.sound);
    if (into.size === before) addTypos(typoMatches(g, sound));
    return;
  }
  const key = nameKey(text);
  if (key.length < 3) return;
  add(lookup(g.keys, key, 'exact'), TIER.exact);
  const sound = soundKey(key);
  if (sound.length >= 3) add(lookup(g.sounds, sound, 'exact'), TIER.sound);
  add(best(g, lookup(g.keys, key, 'prefix'), PREFIX_KEEP), TIER.prefix);
  if (into.size === before && sound.length >= 3) addTypos(typoMatches(g, sound));
}

/** What the last words of a query may name to qualify the first: towns, districts, states. */
interface Qualifiers {
  towns: Place[];
  districts: Place[];
  states: string[];
}

/** The common short names of states, as qualifiers: 'Bilaspur HP', 'Aurangabad Bihar' needs none. */
const STATE_CODES: Readonly<Record<string, string>> = {
  ap: 'Andhra Pradesh',
  cg: 'Chhattisgarh',
  hp: 'Himachal Pradesh',
  jk: 'Jammu and Kashmir',
  mh: 'Maharashtra',
  mp: 'Madhya Pradesh',
  tn: 'Tamil Nadu',
  up: 'Uttar Pradesh',
  wb: 'West Bengal',
};

/** A district's name as compared: its key without the word 'district' ('Daman District' -> 'daman'). */
const districtKey = (name: string) => soundKey(nameKey(name).replace(/ district$/, ''));

/**
 * What `text` names as a qualifier: the towns (up to 3, largest first) it names exactly or by
 * sound, the districts it names (with or without the word 'district'), and the states it names,
 * begins ('Himachal', 'Uttar Prad') or abbreviates ('HP'), across the gazetteers.
 */
function qualifiersNamed(gazetteers: readonly Gazetteer[], text: string): Qualifiers {
  const towns: Array<{ place: Place; score: number }> = [];
  const districts: Place[] = [];
  const key = nameKey(text);
  const states = new Set<string>(STATE_CODES[key] ? [STATE_CODES[key]] : []);
  for (const g of gazetteers) {
    const hits = new Map<number, Hit>();
    nameHits(g, text, hits);
    for (const ref of lookup(g.keys, `${key} district`, 'exact')) {
      if (ref >= 0) hits.set(ref, { ref, tier: TIER.exact, score: importance(g, ref) });
    }
    if (key.length >= 4) {
      for (const ref of lookup(g.keys, key, 'prefix')) {
        if (ref >= 0 && g.kind[ref] === KIND.state) states.add(placeOf(g, ref).state);
      }
    }
    for (const h of hits.values()) {
      if (h.tier !== TIER.exact || h.ref < 0) continue;
      const kind = g.kind[h.ref];
      if (kind === KIND.town) towns.push({ place: placeOf(g, h.ref), score: h.score });
      else if (kind === KIND.district) districts.push(placeOf(g, h.ref));
      else if (kind === KIND.state) states.add(placeOf(g, h.ref).state);
    }
  }
  return {
    towns: towns
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .map((t) => t.place),
    districts,
    states: [...states],
  };
}

/** Whether a place lies in what the qualifiers name: near a town or in it, in a district, in a state. */
function inQualifier(place: Place, q: Qualifiers): boolean {
  const district = place.district === '' ? '' : districtKey(place.district);
  return (
    q.towns.some(
      (c) =>
        distanceKm(c, place) <= LOCALITY_REACH_KM ||
        (district !== '' && [c.district, c.name].some((name) => districtKey(name) === district)) ||
        (place.city !== '' && nameKey(place.city) === nameKey(c.name)),
    ) ||
    q.districts.some((d) => d.state === place.state && districtKey(d.name) === district) ||
    q.states.includes(place.state)
  );
}

/**
 * 'Indiranagar Bengaluru', 'Vikas Puri, Delhi', 'Khanapur, Belgaum', 'Bilaspur Himachal': places
 * named by the first words that lie in the town, district or state the last words name.
 */
function qualified(
  gazetteers: readonly Gazetteer[],
  words: string[],
  into: Array<Hit & { g: Gazetteer }>,
): void {
  for (let split = words.length - 1; split >= 1; split--) {
    const q = qualifiersNamed(gazetteers, words.slice(split).join(' '));
    if (q.towns.length + q.districts.length + q.states.length === 0) continue;
    const before = into.length;
    for (const g of gazetteers) {
      const inner = new Map<number, Hit>();
      nameHits(g, words.slice(0, split).join(' '), inner);
      for (const hit of inner.values()) {
        const place = placeOf(g, hit.ref);
        if (place.id === q.towns[0]?.id || !inQualifier(place, q)) continue;
        const tier = hit.tier === TIER.exact ? TIER.qualified : TIER.qualifiedFuzzy;
        into.push({ ...hit, g, tier });
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
  if (words.length >= 2) qualified(gazetteers, words, all);
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
