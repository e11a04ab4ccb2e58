// A merchant's items by what identifies them: the normalised brand, title words and pack size of
// its listings. A merchant that gives an item its own sku in each city (a crawl keyed per store)
// lists one item under many skus; a new sku whose brand, words and pack equal those of a listing
// the merchant already has is that item, so it joins that listing's product and variant. Listings
// stored before the run are read once, when the run first meets a new listing.

import type { ListingFeatures } from './match-types';
import { FILLER_WORDS, foldWord, sortWords } from './normalise';

/** Where a merchant's item is in the catalogue. */
export interface ItemPlace {
  productId: string;
  variantId: string;
}

/**
 * What identifies an item: brand, title words (stemmed, sorted, fillers out, numbers kept:
 * "Brinjal-2" is not "Brinjal-3") and pack.
 */
export function itemKey(merchant: string, features: ListingFeatures): string {
  const folded: string[] = [];
  for (const w of features.words) if (!FILLER_WORDS.has(w)) folded.push(foldWord(w));
  sortWords(folded);
  // The distinct words, in order (equal words are neighbours once sorted).
  let kept = 0;
  for (let i = 0; i < folded.length; i++)
    if (i === 0 || folded[i] !== folded[kept - 1]) folded[kept++] = folded[i]!;
  folded.length = kept;
  // Joined, not concatenated: a key is kept for the whole run, and a concatenation is a tree of
  // pieces (about ten per key here) where a join is one flat string.
  return [merchant, features.brandKey, folded.join(' '), features.pack?.label ?? ''].join('\u0000');
}

/** A merchant's listing as its text gives it: where it is, and its brand and pack as read. */
export interface TextItem extends ItemPlace {
  brand: string;
  /**
   * The label of its pack as read (`Pack.label`), or null: all a later listing of the same text
   * needs of it, where the pack itself would keep an object and its numbers for the whole run.
   */
  packText: string | null;
  packLabel: string;
}

/** What a listing's text is keyed by. */
interface ListingText {
  title: string;
  brand?: string | undefined;
  pack?: string | undefined;
}

/** What a listing of `merchant` is remembered by: its exact title, brand and pack. */
export const textKey = (merchant: string, l: ListingText) =>
  [merchant, l.title, l.brand ?? '', l.pack ?? ''].join('\u0000');

// Listings remembered by their exact text; past this many the memo starts over (the normalised
// items still answer, at the cost of reading each title).
const MAX_TEXTS = 400_000;

/** The items of every merchant seen so far. */
export class MerchantItems {
  private readonly items = new Map<string, ItemPlace>();
  private readonly texts = new Map<string, TextItem>();

  /** Remembers a listing by its `textKey`: its merchant and its exact title, brand and pack. */
  noteText(key: string, item: TextItem): void {
    if (this.texts.size >= MAX_TEXTS) this.texts.clear();
    if (!this.texts.has(key)) this.texts.set(key, item);
  }

  /** The listing of this `textKey` (merchant, exact title, brand and pack), if one was seen in this run. */
  findByText(key: string): TextItem | undefined {
    return this.texts.get(key);
  }

  /** Remembers a listing of `merchant` (the first listing of an item is kept). */
  note(merchant: string, features: ListingFeatures, place: ItemPlace): void {
    this.noteKey(itemKey(merchant, features), place);
  }

  /** Remembers the item of key `key` (from `itemKey`) at `place`, unless already known. */
  noteKey(key: string, place: ItemPlace): void {
    if (!this.items.has(key)) this.items.set(key, place);
  }

  /** Where the item of key `key` (from `itemKey`) is, if a listing of it is known. */
  findKey(key: string): ItemPlace | undefined {
    return this.items.get(key);
  }
}
