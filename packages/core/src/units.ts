import { formatINR, roundRupees } from './money';
import type { PackUnit } from './types';

/** A pack size in one of the base units a label can name. */
export interface PackSize {
  /** The whole pack's quantity: a multipack multiplied out ("2 x 500 ml" is 1000). */
  value: number;
  unit: PackUnit;
  /**
   * How many units a multipack holds ("2 x 500 ml", "500 ml x 2", "500 g (Pack of 2)": 2); 1 for
   * a single pack, including a count of pieces ("12 pcs", "Pack of 6"). Multipacks are their own
   * items: "2 x 500 ml" is neither "500 ml" nor "1 l".
   */
  count: number;
}

/** A price per comparable quantity. Rupees. */
export interface UnitPrice {
  amount: number;
  per: '100 g' | '100 ml' | '1 pc';
}

const UNIT_ALIASES: Record<string, PackUnit | 'dozen'> = {
  g: 'g',
  gm: 'g',
  gms: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  ml: 'ml',
  mls: 'ml',
  millilitre: 'ml',
  milliliter: 'ml',
  l: 'l',
  lt: 'l',
  ltr: 'l',
  ltrs: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  pc: 'pcs',
  pcs: 'pcs',
  piece: 'pcs',
  pieces: 'pcs',
  unit: 'pcs',
  units: 'pcs',
  nos: 'pcs',
  sachet: 'pcs',
  sachets: 'pcs',
  tablets: 'pcs',
  rolls: 'pcs',
  eggs: 'pcs',
  dozen: 'dozen',
  dozens: 'dozen',
  grm: 'g',
  grammes: 'g',
  millilitres: 'ml',
  milliliters: 'ml',
  // Devanagari, as shoppers type them ("५ किलो", "आधा लीटर").
  ग्राम: 'g',
  किलो: 'kg',
  किग्रा: 'kg',
  मिली: 'ml',
  लीटर: 'l',
  लिटर: 'l',
  पीस: 'pcs',
  दर्जन: 'dozen',
};

/** Words for a half, read as "1/2" before a unit ("half kg", "आधा लीटर"). */
const HALF = '(?:half|आधा|आधी)';

// Longest aliases first so "ml" is not read as "m" + "l" and "pieces" not as "pc". The patterns
// are marked pure: a bundle that never reads a size (the messages alone) leaves them out.
const UNIT_PATTERN = /* @__PURE__ */ (() =>
  Object.keys(UNIT_ALIASES)
    .sort((a, b) => b.length - a.length)
    .join('|'))();
// A decimal ("1.5") or a simple fraction ("1/2"); the lookbehinds keep a match from starting in
// the middle of a longer number ("1.5" is never read as "5"). A unit is read as a whole word and
// looked up, which is much cheaper than an alternation of every alias (titles are read per row of
// a feed import).
const NUMBER = '(\\d+(?:\\.\\d+)?(?:\\s*/\\s*\\d+)?)';
// A unit is a run of Latin or Devanagari letters (a Devanagari word carries its vowel signs).
const WORD = '([a-z]+|[\\u0900-\\u0963\\u0971-\\u097f]+)(?![\\p{L}\\p{M}\\p{N}_])';
const MULTIPACK = /* @__PURE__ */ (() =>
  new RegExp(`(?<![\\d./])${NUMBER}\\s*[x×*]\\s*${NUMBER}\\s*${WORD}`, 'giu'))();
// "500 ml x 2": the count written after the size.
const MULTIPACK_AFTER = /* @__PURE__ */ (() =>
  new RegExp(`(?<![\\d./])${NUMBER}\\s*${WORD}\\s*[x×*]\\s*(\\d+)(?![\\w.])`, 'giu'))();
const SINGLE = /* @__PURE__ */ (() =>
  new RegExp(`(?<![\\d./])(${NUMBER.slice(1, -1)}|(?<![\\p{L}\\p{M}])${HALF})\\s*${WORD}`, 'giu'))();
const PACK_OF = /\b(?:pack|set|combo|box)\s+of\s+(\d+)\b|\b(\d+)\s*(?:pack|pk)\b/i;

/**
 * The variant label the importer gives a listing whose pack size no feed gave, in its column or its
 * title (api/src/import/pack.ts): data, shown to shoppers through the message catalogue's
 * `packSizeNotGiven`.
 */
export const PACK_NOT_GIVEN_LABEL = 'pack size not given';

/**
 * Every pack-size phrase a title may contain ("500 ml", "2 x 1 l", "500ml x 2", "Pack of 2",
 * "6 pack"), for taking sizes out of a title before comparing its words.
 */
export const PACK_SIZE_TEXT = /* @__PURE__ */ (() =>
  new RegExp(
    `(?<![\\w.])(?:${NUMBER}\\s*[x×*]\\s*)?${NUMBER}\\s*(?:${UNIT_PATTERN})(?:\\s*[x×*]\\s*\\d+)?(?![a-z])|\\b(?:pack|set|combo|box)\\s+of\\s+\\d+\\b|\\b\\d+\\s*(?:pack|pk)\\b`,
    'gi',
  ))();

function readNumber(text: string): number {
  if (!/\d/.test(text)) return 0.5; // "half", "आधा"
  const [top, bottom] = text.split('/');
  if (bottom === undefined) return Number(top);
  const denominator = Number(bottom);
  return denominator > 0 ? Number(top) / denominator : Number.NaN;
}

function toSize(value: number, alias: string, count = 1): PackSize | null {
  const unit = UNIT_ALIASES[alias.toLowerCase()];
  if (unit === undefined || !(value > 0) || !Number.isFinite(value)) return null;
  // Multiplying decimals (3 x 0.1) leaves float noise; six decimals is finer than any label.
  const clean = Number(value.toFixed(6));
  return unit === 'dozen'
    ? { value: Number((clean * 12).toFixed(6)), unit: 'pcs', count }
    : { value: clean, unit, count };
}

/** The first match of `pattern` whose unit word (group `unitGroup`) is a known unit. */
function firstWithUnit(pattern: RegExp, label: string, unitGroup: number): RegExpExecArray | null {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(label); m; m = pattern.exec(label)) {
    if (UNIT_ALIASES[m[unitGroup]!.toLowerCase()] !== undefined) return m;
  }
  return null;
}

function firstSingle(label: string): PackSize | null {
  SINGLE.lastIndex = 0;
  for (let m = SINGLE.exec(label); m; m = SINGLE.exec(label)) {
    const size = toSize(readNumber(m[1]!), m[2]!);
    if (size) return size;
  }
  return null;
}

/**
 * Reads a pack size from a variant label or a merchant's title: "500 ml", "1.5 L", "1/2 kg",
 * "4 x 70 g", "6 x 1 L" and "500 ml x 2" (multipacks multiply out and keep their `count`), "12
 * pcs", "1 dozen" (12 pcs), "1 pack (6 pcs)", "Pack of 2" (2 pcs) and "500 g (Pack of 2)" (1000
 * g, count 2). Units stay as written ("1 l"
 * is 1 l, not 1000 ml) so a label and its size never disagree. Null when no quantity with a
 * known unit is found. docs/rules.md, "Pack sizes".
 */
export function parsePackSize(label: string): PackSize | null {
  // Every size names a number, or a half ("half kg") or a dozen.
  if (!/\d|half|dozen|आध|दर्जन/i.test(label)) return null;
  if (!/\d/.test(label)) return findPackSizes(label).sizes[0] ?? null;
  const multi = firstWithUnit(MULTIPACK, label, 3);
  if (multi) {
    const count = readNumber(multi[1]!);
    return toSize(count * readNumber(multi[2]!), multi[3]!, count);
  }
  const after = firstWithUnit(MULTIPACK_AFTER, label, 2);
  if (after) {
    const count = Number(after[3]);
    return toSize(count * readNumber(after[1]!), after[2]!, count);
  }
  const single = firstSingle(label);
  const packOf = PACK_OF.exec(label);
  const count = packOf ? Number(packOf[1] ?? packOf[2]) : 0;
  // "1 pack" names no size, "Pack of 6" alone is 6 pieces.
  if (!(count > 1) && !packOf?.[1]) return single;
  if (!single) return count > 0 ? toSize(count, 'pcs') : null;
  return single.unit === 'pcs' ? single : toSize(single.value * count, single.unit, count);
}

// A size anywhere in free text: an optional count ("4 x"), a number or a half, a unit word, an
// optional count after ("x 2"). Not inside a word or a longer number.
const SIZE_IN_TEXT = /* @__PURE__ */ (() =>
  new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}./])(?:(\\d+)\\s*[x×*]\\s*)?(${NUMBER.slice(1, -1)}|${HALF})?\\s*${WORD}(?:\\s*[x×*]\\s*(\\d+)(?![\\p{L}\\p{M}\\p{N}.]))?`,
    'giu',
  ))();
// "6 pack", "12 packs": pieces in free text (a title's "1 pack (6 pcs)" is read by parsePackSize).
const PACK_WORDS = /* @__PURE__ */ new Set(['pack', 'packs', 'pk']);

/**
 * Every pack size written in free text (what a shopper typed: "amul taaza 1l", "atta 5 kg", "eggs
 * 1 dozen", "half kg", "आधा किलो", "4 x 70 g", "6 pack"), and the text with them taken out. Sizes
 * read as {@link parsePackSize} reads a label; a unit word without a number is no size, except a
 * dozen ("eggs dozen" is 12 pieces). docs/rules.md, "Pack sizes".
 */
export function findPackSizes(text: string): { sizes: PackSize[]; rest: string } {
  const sizes: PackSize[] = [];
  const rest = text.replace(
    SIZE_IN_TEXT,
    (
      whole,
      before: string | undefined,
      amount: string | undefined,
      unit: string,
      after: string | undefined,
    ) => {
      const word = unit.toLowerCase();
      const pack = PACK_WORDS.has(word);
      const known = pack || UNIT_ALIASES[word] !== undefined;
      const dozen = UNIT_ALIASES[word] === 'dozen';
      if (!known || (amount === undefined && !dozen) || (before !== undefined && after !== undefined))
        return whole;
      const count = Number(before ?? after ?? 1);
      const size = toSize(readNumber(amount ?? '1') * count, pack ? 'pcs' : word, count);
      if (!size) return whole;
      sizes.push(size);
      return ' ';
    },
  );
  return { sizes, rest };
}

/** A quantity in base units: grams, millilitres or pieces. */
export interface BaseQuantity {
  value: number;
  unit: 'g' | 'ml' | 'pcs';
}

/** A pack size in base units (1 kg is 1000 g, 1.5 l is 1500 ml) to compare sizes written either way. */
export function baseQuantity(size: PackSize): BaseQuantity {
  if (size.unit === 'kg') return { value: Number((size.value * 1000).toFixed(6)), unit: 'g' };
  if (size.unit === 'l') return { value: Number((size.value * 1000).toFixed(6)), unit: 'ml' };
  return { value: size.value, unit: size.unit };
}

/** A variant's pack size as the API sends it (`packValue`, `packUnit`). */
export interface PackLabelSize {
  packValue: number;
  packUnit: PackUnit;
}

/**
 * The pack size of a catalogue label, for data that must have one: same reading as
 * {@link parsePackSize}, but a label without a size throws `Unparseable pack label: "..."`.
 */
export function parsePackLabel(label: string): PackLabelSize {
  const size = parsePackSize(label);
  if (!size) throw new Error(`Unparseable pack label: "${label}"`);
  return { packValue: size.value, packUnit: size.unit };
}

/** Price per 100 g, 100 ml or piece for a variant label, rounded to the paisa; null when unknown. */
export function unitPrice(price: number, label: string): UnitPrice | null {
  const size = parsePackSize(label);
  if (!size || !Number.isFinite(price) || price < 0) return null;
  switch (size.unit) {
    case 'g':
      return { amount: roundRupees((price * 100) / size.value), per: '100 g' };
    case 'kg':
      return { amount: roundRupees((price * 100) / (size.value * 1000)), per: '100 g' };
    case 'ml':
      return { amount: roundRupees((price * 100) / size.value), per: '100 ml' };
    case 'l':
      return { amount: roundRupees((price * 100) / (size.value * 1000)), per: '100 ml' };
    case 'pcs':
      return { amount: roundRupees(price / size.value), per: '1 pc' };
  }
}

/** Formats a unit price: '₹5.40/100 g'. */
export function formatUnitPrice(up: UnitPrice): string {
  return `${formatINR(up.amount)}/${up.per}`;
}
