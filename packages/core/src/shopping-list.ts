// A typed shopping list ("2 doodh, atta 5kg, pyaz 1 kg") read line by line as quantity, product
// words and pack size, so each line can be searched for. Pack sizes are read by parsePackSize, the
// same reading the catalogue's labels get. docs/rules.md, "Shopping lists".
import { PACK_SIZE_TEXT, type PackSize, parsePackSize } from './units';

/** Longest list text the API reads. */
export const MAX_LIST_CHARS = 4000;
/** Most lines one list may have. */
export const MAX_LIST_LINES = 50;
/** Largest quantity a line may ask for. */
export const MAX_LINE_QUANTITY = 99;

/** One line of a list, read. */
export interface ListLine {
  /** The line as typed (trimmed). */
  input: string;
  /** How many packs (1 when none is written). */
  quantity: number;
  /**
   * The quantity is a bare number ("anda 12", "2 doodh") rather than a count of packs ("x2",
   * "2 packets"): for a product sold by the piece it may count pieces (see {@link countPieces}).
   */
  bare: boolean;
  /** The product words, with quantity and pack taken out. */
  words: string;
  /** The pack size asked for, as written ("5kg"); null when none. */
  packText: string | null;
  pack: PackSize | null;
}

// Hindi units and numerals as typed in Devanagari, read as the Latin units parsePackSize knows.
const DEVANAGARI_DIGITS = /[०-९]/g;
const HINDI_UNITS: ReadonlyArray<[RegExp, string]> = [
  [/(\d)\s*(?:किलोग्राम|किलो|कि\.?ग्रा\.?)/g, '$1 kg'],
  [/(\d)\s*(?:ग्राम|ग्रा\.?)/g, '$1 g'],
  [/(\d)\s*(?:मिलीलीटर|मिली\.?|मि\.?ली\.?)/g, '$1 ml'],
  [/(\d)\s*(?:लीटर|लिटर|ली\.?)/g, '$1 l'],
  [/(\d)\s*(?:दर्जन)/g, '$1 dozen'],
  [/(\d)\s*(?:पैकेट|पैक)/g, '$1 pack'],
];
// Words that only separate ("eggs - 1 dozen", "milk: 2") or number a list ("1.", "2)", "•").
const BULLET = /^(?:[-*•·–—]+|\d{1,2}[.)](?=\s))\s*/;
const QUANTITY_SUFFIX = /(?:^|\s)(?:[x×*]\s*(\d{1,3})|(\d{1,3})\s*(?:x|×|pcs?|nos?|packets?))$/i;
const QUANTITY_PREFIX = /^(?:(\d{1,3})\s*[x×*]\s+|[x×*]\s*(\d{1,3})\s+)/i;
const BARE_NUMBER_FIRST = /^(\d{1,3})(?=\s)/;
const BARE_NUMBER_LAST = /\s(\d{1,3})$/;

function normalise(line: string): string {
  let text = line.replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966));
  for (const [pattern, replacement] of HINDI_UNITS) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, ' ').trim();
}

function tidy(words: string): string {
  return words
    .replace(/[-–—:;|/()[\]{}]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads one line: quantity ("2 doodh", "doodh 2", "x2", "2x"), pack ("5kg", "1 dozen") and words. */
export function parseListLine(input: string): ListLine {
  let text = normalise(input).replace(BULLET, '');
  let quantity: number | null = null;
  const take = (match: RegExpExecArray | null, value: string | undefined) => {
    if (!match || value === undefined) return false;
    quantity = Number(value);
    text = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.trim();
    return true;
  };
  // "amul butter 500g x2": the count after a pack size is how many packs, not a multipack.
  const suffix = QUANTITY_SUFFIX.exec(text);
  if (!take(suffix, suffix?.[1] ?? suffix?.[2])) {
    const prefix = QUANTITY_PREFIX.exec(text);
    take(prefix, prefix?.[1] ?? prefix?.[2]);
  }
  PACK_SIZE_TEXT.lastIndex = 0;
  const packMatch = PACK_SIZE_TEXT.exec(text);
  let packText: string | null = null;
  let pack: PackSize | null = null;
  if (packMatch) {
    pack = parsePackSize(packMatch[0]);
    if (pack) {
      packText = packMatch[0].trim();
      text = `${text.slice(0, packMatch.index)} ${text.slice(packMatch.index + packMatch[0].length)}`;
      text = text.replace(/\s+/g, ' ').trim();
    }
  }
  let bare = false;
  if (quantity === null) {
    const first = BARE_NUMBER_FIRST.exec(text);
    bare = take(first, first?.[1]);
    if (!bare) {
      const last = BARE_NUMBER_LAST.exec(text);
      bare = take(last, last?.[1]);
    }
  }
  const asked = quantity ?? 1;
  return {
    input: input.trim(),
    quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, asked)),
    bare,
    words: tidy(text),
    packText,
    pack,
  };
}

/**
 * A bare number on a line for a product sold by the piece counts pieces when it is at least one
 * pack ("anda 12" for eggs sold in sixes is 12 eggs, not 12 packs): the variant of exactly that
 * many pieces when there is one, else enough packs of the chosen variant to hold them. Any other
 * line keeps its variant and quantity. `labels` are the product's variant labels sold here.
 */
export function countPieces(
  line: Pick<ListLine, 'quantity' | 'bare' | 'pack'>,
  variant: string,
  labels: readonly string[],
): { variant: string; quantity: number } {
  const kept = { variant, quantity: line.quantity };
  const size = parsePackSize(variant);
  if (!line.bare || line.pack || !size || size.unit !== 'pcs' || size.count !== 1) return kept;
  if (size.value < 2 || line.quantity < size.value) return kept;
  const exact = labels.find((label) => {
    const other = parsePackSize(label);
    return other?.unit === 'pcs' && other.count === 1 && other.value === line.quantity;
  });
  if (exact) return { variant: exact, quantity: 1 };
  return { variant, quantity: Math.ceil(line.quantity / size.value) };
}

/** The non-empty lines of a list (newline- or comma-separated), in order. */
export function splitList(text: string): string[] {
  return text
    .split(/[\n\r,;]+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Reads every line of a list. */
export function parseShoppingList(text: string): ListLine[] {
  return splitList(text).map(parseListLine);
}

const BASE: Record<PackSize['unit'], { unit: string; factor: number }> = {
  g: { unit: 'g', factor: 1 },
  kg: { unit: 'g', factor: 1000 },
  ml: { unit: 'ml', factor: 1 },
  l: { unit: 'ml', factor: 1000 },
  pcs: { unit: 'pcs', factor: 1 },
};

/** True when two pack sizes are the same quantity within 5% (1 kg and 1000 g; 1 l and 1000 ml). */
export function samePackSize(a: PackSize, b: PackSize): boolean {
  const x = BASE[a.unit];
  const y = BASE[b.unit];
  if (x.unit !== y.unit) return false;
  const left = a.value * x.factor;
  const right = b.value * y.factor;
  return Math.abs(left - right) <= 0.05 * Math.max(left, right);
}
