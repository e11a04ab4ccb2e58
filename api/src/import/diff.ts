// The diff stage: each listed row is compared with the offer stored for its variant, merchant and
// city. Only what changed is written: a new or changed offer (price, MRP, stock, title, URL or
// image), and a price observation for each offer whose price, MRP or stock is new. Re-importing a
// file therefore writes nothing. A row observed before the stored offer's price never replaces it:
// when its price, MRP or stock differs it is kept as a price observation (history) only.
import { productImage } from '@compare/core';
import {
  type ImportBatch,
  type ListingsRepository,
  type OfferLookup,
  type OfferState,
  offerIdFor,
  offerKey,
} from '../repositories/listings';
import type { ListedRow } from './match';
import type { Turns } from './turns';
import type { ImportWriter } from './write';

/** An offer row as the importer writes it: a stored offer's columns. */
type OfferRow = { [K in keyof OfferState]: OfferState[K] };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Reads the stored offers of `listed` and puts what changed into `batch`. */
export async function diffOffers(
  listed: readonly ListedRow[],
  batch: ImportBatch,
  writer: ImportWriter,
  findOffers: ListingsRepository['findOffers'],
  seededVariants: ReadonlySet<string>,
  turns: Turns,
): Promise<void> {
  const { summary } = writer;
  const lookups: OfferLookup[] = [];
  if (writer.offersStored) {
    for (const { p, listing } of listed) {
      if (writer.offersOfCreatedVariantsStored || !writer.createdVariants.has(listing.variantId)) {
        lookups.push({
          variantId: listing.variantId,
          merchant: p.row.merchant,
          cityId: p.cityId,
          seeded: seededVariants.has(listing.variantId),
        });
      }
    }
  }
  const stored = await findOffers(lookups);
  turns.restart();
  const offers: OfferRow[] = [];
  // Offers whose price, MRP or stock changed: each gets a price observation of its new state.
  const priced = new Set<OfferRow>();
  for (const { p, listing } of listed) {
    const wait = turns.row();
    if (wait) await wait;
    const { row, cityId } = p;
    const image = row.image ?? productImage(listing.productId);
    const before =
      stored.size > 0 ? stored.get(offerKey(listing.variantId, row.merchant, cityId)) : undefined;
    // A listing takes over the offer already stored for its variant, merchant and city.
    const offerId = before?.id ?? offerIdFor(row.merchant, cityId, listing.variantId);
    const priceChanged =
      !before ||
      before.price_paise !== row.pricePaise ||
      before.mrp_paise !== row.mrpPaise ||
      before.in_stock !== row.inStock;
    // A retired offer listed again is written back (no longer retired) even when nothing else changed.
    const textChanged =
      !before ||
      before.title !== row.title ||
      before.url !== row.url ||
      before.image !== image ||
      (before.retired_at ?? null) !== null;
    writer.seen?.(row.merchant, cityId, offerId);
    if (before && row.observedAt < before.updated_at) {
      summary.listingsUnchanged++;
      if (priceChanged)
        batch.observations.push({
          offer_id: offerId,
          price_paise: row.pricePaise,
          mrp_paise: row.mrpPaise,
          in_stock: row.inStock,
          observed_at: row.observedAt,
          source: batch.observationSource,
        });
      continue;
    }
    if (!before) summary.listingsNew++;
    else if (priceChanged || textChanged) summary.listingsUpdated++;
    else {
      summary.listingsUnchanged++;
      continue;
    }
    const offer: OfferRow = {
      id: offerId,
      variant_id: listing.variantId,
      merchant: row.merchant,
      city_id: cityId,
      title: row.title,
      url: row.url,
      image,
      price_paise: row.pricePaise,
      mrp_paise: row.mrpPaise,
      in_stock: row.inStock,
      updated_at: priceChanged ? row.observedAt : (before?.updated_at ?? row.observedAt),
      retired_at: null,
    };
    offers.push(offer);
    if (priceChanged) priced.add(offer);
  }
  // In key order, each index of a large table is written page after page instead of at random
  // pages all over it (a large offers index fits neither SQLite's page cache nor PostgreSQL's
  // buffers).
  if (batch.listings.length > 1) batch.listings.sort((a, b) => byText(a.key as string, b.key as string));
  offers.sort((a, b) => byText(a.id, b.id));
  batch.offers = offers;
  // Observations follow their offers' order; a changed price is observed at the offer's new
  // updated_at (the row's observedAt).
  for (const offer of offers) {
    if (!priced.has(offer)) continue;
    batch.observations.push({
      offer_id: offer.id,
      price_paise: offer.price_paise,
      mrp_paise: offer.mrp_paise,
      in_stock: offer.in_stock,
      observed_at: offer.updated_at,
      source: batch.observationSource,
    });
  }
}
