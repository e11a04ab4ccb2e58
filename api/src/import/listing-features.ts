// A listing as the matcher reads it: its brand (the brand field, unless it names a parent company
// and the title starts with a known brand; else a known brand found in the title; else none), its
// title words without the brand, similarity tokens, words that tell items apart, variant terms,
// pack size, and whether it is a bundle (compared only with bundles).
import { type KnownBrand, UNBRANDED } from './brand-index';
import { BUNDLE_KEY, isBundle } from './bundles';
import type { ListingFeatures, ListingInput } from './match-types';
import { brandKey, brandWords, foldWord, similarityTokens, titleWords, withoutBrand } from './normalise';
import { parsePack } from './pack';
import { ownWords } from './product-lines';
import { variantTerms } from './variant-conflicts';

/** True when a title's words start with `brand` (after at most one label word). */
function startsWithBrand(words: readonly string[], brand: string): boolean {
  const wanted = brandWords(brand).map(foldWord);
  if (wanted.length === 0) return false;
  const joined = wanted.join('');
  // Only the title words compared are folded.
  const at = (i: number) => (i < words.length ? foldWord(words[i]!) : undefined);
  for (let start = 0; start < Math.min(2, words.length); start++) {
    if (at(start) === joined || wanted.every((w, i) => at(start + i) === w)) return true;
  }
  return false;
}

/**
 * A reader of listings' features: `inferBrand` finds a known brand at the start of a title,
 * `isKnown` tells words some product uses (word-weights.ts).
 */
export function createListingReader(
  inferBrand: (
    words: readonly string[],
    shorterThan?: KnownBrand | null,
    atStart?: boolean,
  ) => KnownBrand | null,
  isKnown: (token: string) => boolean,
): (listing: ListingInput) => ListingFeatures {
  return (listing: ListingInput): ListingFeatures => {
    const all = titleWords(listing.title);
    let brand: string;
    let source: ListingFeatures['brandSource'];
    let found: KnownBrand | null = null;
    const given = listing.brand?.trim();
    if (given) {
      brand = given;
      source = 'given';
      // A brand field that names a parent company ("Nestle" on "Maggi 2-Minute Noodles"): the
      // known brand the title starts with is the one merchants compare by. Only a brand its first
      // word starts: 'Traditional Pure Iron Tawa' filed under Trm is not Pure's.
      const inTitle = inferBrand(all, null, true);
      if (
        inTitle &&
        inTitle.key !== brandKey(given) &&
        inTitle.key !== brandKey(UNBRANDED) &&
        !startsWithBrand(all, given)
      ) {
        brand = inTitle.display;
        source = 'title';
      }
    } else {
      found = inferBrand(all);
      brand = found ? found.display : UNBRANDED;
      // Loose produce labels ("Fresho") count as no brand.
      source = found && brandKey(found.display) !== brandKey(UNBRANDED) ? 'inferred' : 'none';
    }
    const bundle = isBundle(listing.title) || (listing.pack !== undefined && isBundle(listing.pack));
    const pack = bundle ? null : parsePack(listing.pack, listing.title);
    const titleTokens = bundle ? undefined : similarityTokens(all, isKnown);
    const read = readAs(all, brand, source, bundle, pack, titleTokens);
    if (source === 'title' && given) read.alsoAs = readAs(all, given, 'given', bundle, pack, titleTokens);
    else if (source === 'inferred' && found) {
      // The title also starts with a shorter known brand ('bb Royal Organic ...' and 'bb Royal').
      const shorter = inferBrand(all, found);
      if (shorter) read.alsoAs = readAs(all, shorter.display, 'inferred', bundle, pack, titleTokens);
    }
    return read;
  };

  function readAs(
    all: string[],
    brand: string,
    source: ListingFeatures['brandSource'],
    bundle: boolean,
    pack: ListingFeatures['pack'],
    titleTokens: string[] | undefined,
  ): ListingFeatures {
    const words = withoutBrand(all, brand);
    const tokens = similarityTokens(words, isKnown);
    return {
      brand,
      brandKey: bundle ? brandKey(brand) + BUNDLE_KEY : brandKey(brand),
      brandSource: source,
      bundle,
      pack,
      ...(titleTokens ? { titleTokens } : {}),
      words,
      tokens,
      own: ownWords(tokens, words),
      terms: variantTerms(words),
    };
  }
}
