// How place names are compared. Search's own text rules (text/normalise.ts) fold
// grocery words (Hinglish: o -> u, e -> i, y -> i); place names need a different fold: the sounds
// that English spellings of Indian towns write in several ways ('Visakhapatnam'/'Vishakapatnam',
// 'Tiruchirappalli'/'Tiruchirapalli', 'Indore' and the Devanagari 'इंदौर' read as 'indaur').
import { normaliseText } from '../text/normalise';
import { splitWords } from '../text/words';

const DEVANAGARI_LETTER = /[\u0900-\u097f]/;

/** Whether text holds Devanagari letters. */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI_LETTER.test(text);
}

const PLAIN = /^[A-Za-z0-9 .,()&/-]*$/;

/**
 * A name's key: search's normalised words (text/normalise.ts), accents dropped, joined
 * by single spaces. Plain ASCII names (nearly all of the gazetteer's 180,000) take a short path that
 * gives the same key (a test holds the two together), so the index builds quickly at start.
 */
export function nameKey(text: string): string {
  if (PLAIN.test(text)) {
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .replace(/(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)/g, ' ')
      .trim();
  }
  return splitWords(
    normaliseText(text)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  ).join(' ');
}

// Consonant-then-h pairs that English spellings add or drop at will (kh, gh, th, dh, bh, ph, sh, jh).
const ASPIRATE = /([bdgjkpst])h/g;

// The sound key's rewrites, in order: letters only, c as k (ch kept), aspirates plain, 'au'/'ou'
// as 'o', 'w' as 'v', 'z' as 'j', long vowels short, a final silent 'e' dropped, doubles single.
const SOUND_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/[^a-z]/g, ''],
  [/ch/g, 'C'],
  [/ck/g, 'k'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/c/g, 'k'],
  [/C/g, 'c'],
  [ASPIRATE, '$1'],
  [/au|ou|ow$/g, 'o'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/ee|ii/g, 'i'],
  [/oo|uu/g, 'u'],
  [/aa/g, 'a'],
  [/(?<=[^aeiou])e$/, ''],
  [/(.)\1+/g, '$1'],
];

/**
 * A place name's sound key (Latin letters only, words run together): the rewrites above applied to
 * each word. Used for phonetic and typo matching, never for display.
 */
export function soundKey(text: string): string {
  return nameKey(text)
    .split(' ')
    .map((word) => SOUND_RULES.reduce((key, [pattern, to]) => key.replace(pattern, to), word))
    .join('');
}

// Devanagari -> Latin. Consonants carry an inherent 'a' unless a virama or a vowel sign follows.
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
};
const SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ii',
  'ु': 'u',
  'ू': 'uu',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};
const VIRAMA = '\u094d';
const ANUSVARA = '\u0902';
const VISARGA = '\u0903';
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);

interface Syllable {
  consonants: string;
  /** How many consonants the syllable starts with (a conjunct has more than one). */
  count: number;
  vowel: string;
  inherent: boolean;
  nasal: string;
}

function syllables(word: string): Syllable[] {
  const out: Syllable[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const last = out[out.length - 1];
    if (ch === ANUSVARA) {
      if (last) last.nasal = LABIALS.has(chars[i + 1] ?? '') ? 'm' : 'n';
    } else if (ch === VISARGA) {
      if (last) last.nasal += 'h';
    } else if (ch in VOWELS) {
      out.push({ consonants: '', count: 0, vowel: VOWELS[ch]!, inherent: false, nasal: '' });
    } else if (ch in CONSONANTS) {
      if (last && chars[i - 1] === VIRAMA && last.vowel === '' && last.count > 0) {
        // A consonant after a virama joins the syllable before as a conjunct.
        last.consonants += CONSONANTS[ch];
        last.count++;
        last.inherent = true;
      } else {
        out.push({ consonants: CONSONANTS[ch]!, count: 1, vowel: '', inherent: true, nasal: '' });
      }
    } else if (ch === VIRAMA) {
      if (last) last.inherent = false;
    } else if (ch in SIGNS && last) {
      last.vowel = SIGNS[ch]!;
      last.inherent = false;
    }
  }
  return out;
}

/**
 * Devanagari to plain Latin letters as Hindi is spoken: the inherent 'a' of a final consonant, and
 * of a medial one between a vowel-consonant and a consonant-vowel, is silent (scanned right to left:
 * 'भोपाल' -> 'bhopaal', 'नागपुर' -> 'naagpur', 'लखनऊ' -> 'lakhnau'). Other characters pass through.
 */
export function transliterate(text: string): string {
  return text.replace(/[\u0900-\u097f]+/g, (word) => {
    const parts = syllables(word);
    const spoken = parts.map((s) => (s.inherent ? 'a' : s.vowel));
    const last = parts.length - 1;
    if (last > 0 && parts[last]!.inherent && parts[last]!.nasal === '') spoken[last] = '';
    for (let i = last - 1; i > 0; i--) {
      const s = parts[i]!;
      const next = parts[i + 1]!;
      if (!s.inherent || s.nasal !== '' || s.count !== 1) continue;
      if (spoken[i - 1] !== '' && next.count > 0 && spoken[i + 1] !== '') spoken[i] = '';
    }
    return parts.map((s, i) => `${s.consonants}${spoken[i]}${s.nasal}`).join('');
  });
}

/**
 * A Devanagari name's key for comparing with the gazetteer's Devanagari names: normalised, and an
 * anusvara before a consonant written as that consonant's nasal with a virama, as both spellings
 * are in use ('इंदौर' and 'इन्दौर').
 */
export function devanagariKey(text: string): string {
  const nasalOf = (next: string): string => {
    if ('कखगघ'.includes(next)) return 'ङ';
    if ('चछजझ'.includes(next)) return 'ञ';
    if ('टठडढ'.includes(next)) return 'ण';
    if ('तथदध'.includes(next)) return 'न';
    if ('पफबभ'.includes(next)) return 'म';
    return '';
  };
  return nameKey(text).replace(/\u0902(?=([\u0915-\u0939]))/g, (mark, next: string) => {
    const nasal = nasalOf(next);
    return nasal ? `${nasal}${VIRAMA}` : mark;
  });
}
