// The first step of reading any text: one normal form, so a word typed, a catalogue name and a
// merchant's title compare equal however they were written.

/**
 * How a text is read.
 * - `search`: what shoppers type and what the search index stores. Every script stays (Devanagari
 *   queries find Devanagari names), Devanagari digits become ASCII ("५ किलो" is "5 किलो"), the
 *   nukta and chandrabindu fold (two ways to write one Hindi word) and a word is also cut where
 *   letters meet digits ("500ml", "1l"), so a typed size and a label's agree.
 * - `matching`: what the feed matcher compares. Merchant titles are Latin text: accents fold,
 *   everything but Latin letters and digits goes, "&" reads as "and", decimals stay whole ("1.5")
 *   and a word joined to a number stays one word ("7up", "5star"), as merchants' titles name them.
 */
export type Reading = 'search' | 'matching';

// Apostrophes are dropped, not turned into spaces: "Lay's" is "lays", never "lay s".
const APOSTROPHES = /['’‘`´]/g;
const DEVANAGARI_DIGIT_ZERO = 0x0966;

/** `text` in the normal form of `reading` (see {@link Reading}); lower case in either. */
export function normaliseText(text: string, reading: Reading = 'search'): string {
  return reading === 'search' ? forSearch(text) : forMatching(text);
}

function forSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_DIGIT_ZERO))
    .replace(/\u2044/g, '/')
    .replace(APOSTROPHES, '')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902');
}

function forMatching(text: string): string {
  // Accents only need folding outside ASCII (most titles are plain ASCII).
  const folded = /[^ -~]/.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  return folded
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(APOSTROPHES, '')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}
