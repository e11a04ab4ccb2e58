// Bundles: a listing that sells several items together ("Toor Dal 1 kg + Moong Dal 1 kg", "Surf
// Excel Combo", "Pack of 2 (Lux, Dove)", "Buy 3 Get 1") is a product of its own. Its pack sizes
// are those of its parts, so it is never read as a pack size of one part: the matcher compares a
// bundle only with bundles of its brand, and joins one only with the same words.

/** Appended to a bundle's brand key: bundles are indexed apart from single items. */
export const BUNDLE_KEY = '\u0000bundle';

// " + " between parts (not "C+" or "Plus"), "+" joining two words ("Onion+Multigrain Chips"), a
// size followed by "+", "combo", "buy N get M", and "pack of N (A, B)" naming its parts.
const BUNDLE =
  /\s\+\s|[a-z]{2}\+[a-z]{2}|\d\s*(?:g|gm|gms|kg|ml|l|ltr|litre|liter|pcs?)\s*\+|\bcombo\b|\bbuy\s*\d+\s*get\s*\d+|\bpack\s+of\s+\d+\s*\([^)]*,[^)]*\)/i;

/** True when a listing's title (or pack text) names a bundle of items. */
export function isBundle(text: string): boolean {
  return BUNDLE.test(text);
}
