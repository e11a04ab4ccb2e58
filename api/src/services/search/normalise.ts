// Text normalisation shared by the catalogue index and the query parser, so both sides of a match
// agree: case, punctuation, hyphens, apostrophes, Devanagari digits, pack sizes and plurals.

/** A pack size in base units: grams, millilitres or pieces. */
export interface PackIntent {
  value: number;
  unit: 'g' | 'ml' | 'pcs';
  /** The multipack count of "4 x 70 g" (4), when one was typed. */
  count?: number;
}

const UNIT_ALIASES: ReadonlyArray<[PackIntent['unit'], number, readonly string[]]> = [
  ['g', 1000, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'किलो', 'किग्रा']],
  ['g', 1, ['g', 'gm', 'gms', 'gr', 'grm', 'gram', 'grams', 'gramme', 'grammes', 'ग्राम']],
  ['ml', 1000, ['l', 'lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters', 'लीटर', 'लिटर']],
  ['ml', 1, ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'मिली']],
  ['pcs', 1, ['pc', 'pcs', 'piece', 'pieces', 'nos', 'pack', 'packs', 'पीस']],
  ['pcs', 12, ['dozen', 'dozens', 'दर्जन']],
];

const UNIT_OF = new Map<string, [PackIntent['unit'], number]>(
  UNIT_ALIASES.flatMap(([unit, factor, names]) => names.map((name) => [name, [unit, factor]] as const)),
);

// Longest names first so "kgs" is not read as "kg" followed by "s".
const UNIT_PATTERN = [...UNIT_OF.keys()].sort((a, b) => b.length - a.length).join('|');
const NUMBER = String.raw`\d+(?:\.\d+)?(?:\s*/\s*\d+)?`;
/** "4 x 70 g", "5kg", "1/2 kg", "1.5 l", "12 pcs", "dozen": a size not followed by more letters. */
const SIZE = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}])(?:(\d+)\s*[x×*]\s*)?(${NUMBER})?\s*(${UNIT_PATTERN})(?![\p{L}\p{M}\p{N}])`,
  'gu',
);

const DEVANAGARI_DIGIT_ZERO = 0x0966;

/** Lower case, NFKC, Devanagari digits as ASCII, apostrophes dropped ("Lay's" -> "lays"), nukta folded. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_DIGIT_ZERO))
    .replace(/\u2044/g, '/')
    .replace(/['’‘`´]/g, '')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/\bhalf\s+(?=kg|kilo|l\b|ltr|litre|liter|dozen)/g, '1/2 ');
}

function parseNumber(text: string): number {
  const [top, bottom] = text.split('/').map((part) => Number(part.trim()));
  if (bottom !== undefined) return bottom > 0 ? top! / bottom : Number.NaN;
  return top!;
}

/** The words of already-normalised text: letters or digits, split at hyphens, punctuation and letter/digit joins. */
export function splitWords(normalised: string): string[] {
  return normalised
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .flatMap((word) => word.split(/(?<=\p{N})(?=[\p{L}\p{M}])|(?<=[\p{L}\p{M}])(?=\p{N})/u))
    .filter(Boolean);
}

// Joining words that carry no product meaning: "sarson ka tel" is sarson + tel.
const JOINING_WORDS = new Set([
  'ka',
  'ki',
  'ke',
  'ko',
  'aur',
  'wala',
  'wali',
  'and',
  'of',
  'the',
  'with',
  'for',
  'का',
  'की',
  'के',
  'को',
  'और',
  'वाला',
  'वाली',
]);

/** The words of a query or map key without joining words, unless nothing else is left. */
export function contentWords(list: readonly string[]): string[] {
  const kept = list.filter((w) => !JOINING_WORDS.has(w));
  return kept.length > 0 ? kept : [...list];
}

/** Every word of `text` as the index and the parser see it. */
export function words(text: string): string[] {
  return splitWords(normaliseText(text));
}

/** Pack sizes written in `text`, and the text with them taken out. */
export function extractSizes(normalised: string): { sizes: PackIntent[]; rest: string } {
  const sizes: PackIntent[] = [];
  const rest = normalised.replace(
    SIZE,
    (whole, count: string | undefined, amount: string | undefined, name: string) => {
      const unit = UNIT_OF.get(name);
      // A bare unit word ("pack", "g") without a number is not a size, except "dozen".
      if (!unit || (amount === undefined && unit[1] !== 12)) return whole;
      const value = parseNumber(amount ?? '1') * unit[1] * (count === undefined ? 1 : Number(count));
      if (!Number.isFinite(value) || value <= 0) return whole;
      sizes.push({
        value: Math.round(value * 1000) / 1000,
        unit: unit[0],
        ...(count === undefined ? {} : { count: Number(count) }),
      });
      return ' ';
    },
  );
  return { sizes, rest };
}

/** A variant label ("500 ml", "4 x 70 g", "1 l") as a pack size in base units. */
export function labelSize(label: string): PackIntent | null {
  const { sizes } = extractSizes(normaliseText(label));
  return sizes[0] ?? null;
}

// Plurals whose singular no suffix rule recovers.
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  wives: 'wife',
  children: 'child',
  mice: 'mouse',
  teeth: 'tooth',
  feet: 'foot',
};

/**
 * The key a word is indexed and looked up under: English plurals and the y/ie/ies endings fold
 * together (tomatoes = tomato, chillies = chilli = chilly, cookies = cookie). Both sides use it, so
 * the key only has to be consistent, not a dictionary word. Short words and non-Latin words are kept.
 */
export function lemma(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies')) w = `${w.slice(0, -3)}i`;
  else if (w.endsWith('oes')) w = w.slice(0, -2);
  else if (/(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ie')) w = w.slice(0, -1);
  else if (w.endsWith('y') && w.length > 3) w = `${w.slice(0, -1)}i`;
  return w;
}

/**
 * Folds common Hinglish spelling variants together: doodh/dudh, cheeni/chini, pyaz/pyaaz/pyaj/piyaz,
 * dhaniya/dhania, chawal/chaval. Used only to look words up in the Hinglish map.
 */
export function foldSpelling(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  return word
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/y/g, 'i')
    .replace(/o/g, 'u')
    .replace(/e/g, 'i')
    .replace(/(.)\1+/g, '$1');
}
