// Offers as the feed importer looks them up: their key, the id an import gives them, and their
// stored state.
import type { Knex } from 'knex';
import { rowsByKeys } from './rows-by-keys';

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
/** A stored offer from its OFFER_COLUMNS values (numbers and booleans as either engine gives them). */
const offerState = (r: unknown[]): OfferState => ({
  id: r[0] as string,
  variant_id: r[1] as string,
  merchant: r[2] as string,
  city_id: r[3] as string,
  title: r[4] as string,
  url: r[5] as string,
  image: r[6] as string,
  price_paise: Number(r[7]),
  mrp_paise: Number(r[8]),
  in_stock: Boolean(r[9]),
  updated_at: r[10] as string,
  retired_at: r[11] as string | null,
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
  for (const r of await rowsByKeys(db, 'offers', 'id', OFFER_COLUMNS, ids)) {
    const offer = offerState(r);
    found.set(offer.id, offer);
  }
  const missing = new Set<string>();
  for (const l of lookups) if (l.seeded && !found.has(l.id)) missing.add(l.variantId);
  if (missing.size > 0) {
    const wanted = new Set(ids);
    for (const r of await rowsByKeys(db, 'offers', 'variant_id', OFFER_COLUMNS, [...missing])) {
      const offer = offerState(r);
      const id = offerIdFor(offer.merchant, offer.city_id, offer.variant_id);
      if (wanted.has(id) && !found.has(id)) found.set(id, offer);
    }
  }
  return found;
}
