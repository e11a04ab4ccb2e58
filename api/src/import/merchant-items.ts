// A merchant's items by what identifies them: the normalised brand, title words and pack size of
// its listings. A merchant that gives an item its own sku in each city (a crawl keyed per store)
// lists one item under many skus; a new sku whose brand, words and pack equal those of a listing
// the merchant already has is that item, so it joins that listing's product and variant. Listings
// stored before the run are read once, when the run first meets a new listing.
import type { ListingFeatures } from './matcher';
import { similarityTokens } from './normalise';

/** Where a merchant's item is in the catalogue. */
export interface ItemPlace {
  productId: string;
  variantId: string;
}

/** What identifies an item: brand, title words (sorted, without joined words) and pack. */
export function itemKey(merchant: string, features: ListingFeatures): string {
  const words = [...new Set(similarityTokens(features.words))].sort().join(' ');
  return `${merchant}\u0000${features.brandKey}\u0000${words}\u0000${features.pack?.label ?? ''}`;
}

/** The items of every merchant seen so far. */
export class MerchantItems {
  private readonly items = new Map<string, ItemPlace>();

  /** Remembers a listing of `merchant` (the first listing of an item is kept). */
  note(merchant: string, features: ListingFeatures, place: ItemPlace): void {
    const key = itemKey(merchant, features);
    if (!this.items.has(key)) this.items.set(key, place);
  }

  /** Where `merchant` already lists the item a listing with `features` is, if it does. */
  find(merchant: string, features: ListingFeatures): ItemPlace | undefined {
    return this.items.get(itemKey(merchant, features));
  }
}
