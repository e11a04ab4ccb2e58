// Offers as the feed importer looks them up: their key, the id an import gives them, and their
// stored state.
import type { Knex } from 'knex';
import { rowsAtKeys, rowsByKeys } from './rows-by-keys';

/**
 * The id an imported offer gets (the demo catalogue's scheme: merchant, city, variant). Merchant
 * keys and city ids hold no ':', so it names one (variant, merchant, city): offers are looked up
 * by it, whatever id a seeded offer carries.
 */
export function offerIdFor(merchant: string, cityId: string, variantId: string): string {
  return `${merchant}:${cityId}:${variantId}`;
}

// What a re-import may change of an offer: what the merchant shows and when it was seen.
export const OFFER_UPDATED_COLUMNS = [
  'title',
  'url',
  'image',
  'price_paise',
  'mrp_paise',
  'in_stock',
  'updated_at',
  'retired_at',
];
const OFFER_COLUMNS = ['id', 'variant_id', 'merchant', 'city_id', ...OFFER_UPDATED_COLUMNS];
/**
 * A stored offer: `r` holds OFFER_UPDATED_COLUMNS' values from `at` on (numbers and booleans as
 * either engine gives them).
 */
const offerState = (
  r: unknown[],
  at: number,
  key: { id: string; variantId: string; merchant: string; cityId: string },
): OfferState => ({
  id: key.id,
  variant_id: key.variantId,
  merchant: key.merchant,
  city_id: key.cityId,
  title: r[at] as string,
  url: r[at + 1] as string,
  image: r[at + 2] as string,
  price_paise: Number(r[at + 3]),
  mrp_paise: Number(r[at + 4]),
  in_stock: Boolean(r[at + 5]),
  updated_at: r[at + 6] as string,
  retired_at: r[at + 7] as string | null,
});

/** A stored offer's current state. */
export interface OfferState {
  id: string;
  variant_id: string;
  merchant: string;
  city_id: string;
  title: string;
  url: string;
  image: string;
  price_paise: number;
  mrp_paise: number;
  in_stock: boolean;
  updated_at: string;
  /** When a snapshot retired the offer; null while the merchant lists it. */
  retired_at: string | null;
}

/**
 * An offer to look up: `id` is its `offerIdFor`; `seeded` marks a variant that was in the
 * catalogue before the run (its offers may carry another id).
 */
export interface OfferLookup {
  id: string;
  variantId: string;
  merchant: string;
  cityId: string;
  seeded: boolean;
}

/** Stored offers of `lookups`, by `offerIdFor` (ListingsRepository.findOffers). */
export async function findStoredOffers(
  db: Knex,
  lookups: readonly OfferLookup[],
): Promise<Map<string, OfferState>> {
  // Offers read by primary key first (the id an import gives an offer): each found under the id
  // it was asked by. A variant of the catalogue may have a seeded offer under another id scheme,
  // so its offers are read by variant for what the ids did not find.
  const found = new Map<string, OfferState>();
  const ids = new Array<string>(lookups.length);
  for (let i = 0; i < lookups.length; i++) ids[i] = lookups[i]!.id;
  // By id: the offer asked for, its state read after its place among the lookups.
  for (const r of await rowsAtKeys(db, 'offers', 'id', OFFER_UPDATED_COLUMNS, ids)) {
    const lookup = lookups[r[0] as number]!;
    found.set(lookup.id, offerState(r, 1, lookup));
  }
  const missing = new Set<string>();
  for (const l of lookups) if (l.seeded && !found.has(l.id)) missing.add(l.variantId);
  if (missing.size > 0) {
    const wanted = new Set(ids);
    for (const r of await rowsByKeys(db, 'offers', 'variant_id', OFFER_COLUMNS, [...missing])) {
      const key = {
        id: r[0] as string,
        variantId: r[1] as string,
        merchant: r[2] as string,
        cityId: r[3] as string,
      };
      const id = offerIdFor(key.merchant, key.cityId, key.variantId);
      const offer = offerState(r, 4, key);
      if (wanted.has(id) && !found.has(id)) found.set(id, offer);
    }
  }
  return found;
}
