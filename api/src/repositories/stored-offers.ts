// Offers as the feed importer looks them up: their key, the id an import gives them, and their
// stored state.
import type { Knex } from 'knex';
import type { JsonText } from '../db/json-text';
import type { ListingRow } from './listings';
import { inSlices, rowsAtKeys, rowsByKeys } from './rows-by-keys';

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

/** A listing to look up by key, with the offer its row prices in one city. */
export interface ListingOfferLookup {
  /** `merchant:sku`. */
  key: string;
  merchant: string;
  cityId: string;
}

/** A stored listing, and the offer of its variant in the city asked (undefined when none is stored). */
export interface ListingWithOffer {
  listing: ListingRow;
  offer: OfferState | undefined;
}

/** A stored listing's columns as look-ups read them, in the order `listingAt` reads them. */
export const LISTING_COLUMNS = ['product_id', 'variant_id', 'title', 'url', 'image', 'match_kind'];

/** The listing of `key` from a look-up's row: its position first, then LISTING_COLUMNS' values. */
export function listingAt(key: string, r: readonly unknown[]): ListingRow {
  return {
    key,
    product_id: r[1] as string,
    variant_id: r[2] as string,
    title: r[3] as string,
    url: r[4] as string,
    image: r[5] as string | null,
    match_kind: r[6] as string,
  };
}

// A listing's columns, then its offer's: the offer's title and URL only where they differ from the
// listing's (they are mostly the same, both written from one feed row), its price NULL when no
// offer is stored under the id asked.
const LISTING_OFFER_COLUMNS = [
  ...LISTING_COLUMNS.map((c) => `l.${c}`),
  'CASE WHEN o.title = l.title THEN NULL ELSE o.title END',
  'CASE WHEN o.url = l.url THEN NULL ELSE o.url END',
  'o.image',
  'o.price_paise',
  'o.mrp_paise',
  'o.in_stock',
  'o.updated_at',
  'o.retired_at',
].join(', ');

/**
 * Stored listings of `lookups`' keys, each with the offer stored under the `offerIdFor` of its
 * merchant, the lookup's city and the listing's variant, in one statement per few thousand keys
 * (by position: `[i]` answers `lookups[i]`, undefined when no listing is stored). An offer stored
 * under another id (a seeded catalogue's) is not looked for: `findStoredOffers` does that.
 */
export async function findListingsWithOffers(
  db: Knex,
  lookups: readonly ListingOfferLookup[],
): Promise<Array<ListingWithOffer | undefined>> {
  // Each key with the start of its offer's id, which ends with the listing's variant.
  const idStart = (l: ListingOfferLookup) => offerIdFor(l.merchant, l.cityId, '');
  const bind = (text: JsonText | null, start: number, end: number): unknown[] => {
    if (!text) {
      const slice = lookups.slice(start, end);
      return [slice.map((l) => l.key), slice.map(idStart)];
    }
    text.open();
    const pair: [string, string] = ['', ''];
    for (let i = start; i < end; i++) {
      pair[0] = lookups[i]!.key;
      pair[1] = idStart(lookups[i]!);
      text.add(JSON.stringify(pair));
    }
    return [text.close()];
  };
  const rows = await inSlices(db, lookups.length, bind, (sqlite, offset) =>
    sqlite
      ? `SELECT json_group_array(json_array(j.key + ${offset}, ${LISTING_OFFER_COLUMNS})) AS found FROM json_each(CAST(? AS TEXT)) AS j JOIN listings AS l ON l.key = j.value ->> 0 LEFT JOIN offers AS o ON o.id = (j.value ->> 1) || l.variant_id`
      : `SELECT json_agg(json_build_array(k.i + ${offset - 1}, ${LISTING_OFFER_COLUMNS})) AS found FROM unnest(?::text[], ?::text[]) WITH ORDINALITY AS k(v, id_start, i) JOIN listings AS l ON l.key = k.v LEFT JOIN offers AS o ON o.id = k.id_start || l.variant_id`,
  );
  const found = new Array<ListingWithOffer | undefined>(lookups.length);
  for (const r of rows) {
    const at = r[0] as number;
    const lookup = lookups[at]!;
    const listing = listingAt(lookup.key, r);
    const offer: OfferState | undefined =
      r[10] === null
        ? undefined
        : {
            id: offerIdFor(lookup.merchant, lookup.cityId, listing.variant_id),
            variant_id: listing.variant_id,
            merchant: lookup.merchant,
            city_id: lookup.cityId,
            title: (r[7] as string | null) ?? listing.title,
            url: (r[8] as string | null) ?? listing.url,
            image: r[9] as string,
            price_paise: Number(r[10]),
            mrp_paise: Number(r[11]),
            in_stock: Boolean(r[12]),
            updated_at: r[13] as string,
            retired_at: r[14] as string | null,
          };
    found[at] = { listing, offer };
  }
  return found;
}
