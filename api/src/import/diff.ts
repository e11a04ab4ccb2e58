// The diff stage: each listed row is compared with the offer stored for its variant, merchant and
// city. Only what changed is written: a new or changed offer (price, MRP, stock, title, URL or
// image), and a price observation for each offer whose price, MRP or stock is new. Re-importing a
// file therefore writes nothing. A row observed before the stored offer's price never replaces it:
// when its price, MRP or stock differs it is kept as a price observation (history) only, once
// (importing the same file again finds it in history and writes nothing).
// A new price or MRP too far from the listing's recent prices (core's checkObservation) is held as
// a quarantined observation instead (docs/feeds.md, "Quarantined prices"): the offer keeps its
// price until a later row confirms the held one or an operator accepts it.
import { productImage } from '@compare/core';
import type { Knex } from 'knex';
import { fromPaise } from '../money';
import type { ImportBatch } from '../repositories/import-batch';
import {
  heldObservation,
  heldRow,
  judgeObservation,
  type OfferReference,
  offerReferences,
  recentSince,
} from '../repositories/quarantine';
import type { OfferLookup, OfferState } from '../repositories/stored-offers';
import type { ListedRow } from './match';
import { offerId as offerIdOf, type ReadAheadLookups } from './read-ahead';
import type { Turns } from './turns';
import type { ImportWriter } from './write';

/** An offer row as the importer writes it: a stored offer's columns. */
type OfferRow = { [K in keyof OfferState]: OfferState[K] };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** An observation as history holds it: offer, time, price, MRP and stock. */
const historyKey = (offerId: string, at: string, price: number, mrp: number, inStock: boolean) =>
  `${offerId}\u0000${at}\u0000${price}\u0000${mrp}\u0000${inStock ? 1 : 0}`;

/** What the diff stage asks of stored history besides the offers. */
export interface DiffChecks {
  /** Recent prices and pending held observations of offers (quarantine.ts). */
  references(offerIds: readonly string[], now: string): Promise<Map<string, OfferReference>>;
  /** Of these observations, the ones history already holds (as `historyKey`s). */
  inHistory(
    rows: ReadonlyArray<{ offerId: string; at: string; price: number; mrp: number; inStock: boolean }>,
  ): Promise<Set<string>>;
}

// Offers per history look-up statement.
const HISTORY_CHUNK = 500;

/** The diff stage's history look-ups over `db`. */
export function createDiffChecks(db: Knex): DiffChecks {
  return {
    references: (offerIds, now) => offerReferences(db, offerIds, recentSince(now)),
    async inHistory(rows) {
      const found = new Set<string>();
      for (let i = 0; i < rows.length; i += HISTORY_CHUNK) {
        const slice = rows.slice(i, i + HISTORY_CHUNK);
        const stored = (await db('price_observations')
          .whereIn('offer_id', [...new Set(slice.map((r) => r.offerId))])
          .whereIn('observed_at', [...new Set(slice.map((r) => r.at))])
          .select('offer_id', 'observed_at', 'price_paise', 'mrp_paise', 'in_stock')) as Array<{
          offer_id: string;
          observed_at: string;
          price_paise: number | string;
          mrp_paise: number | string;
          in_stock: number | boolean;
        }>;
        for (const r of stored)
          found.add(
            historyKey(
              r.offer_id,
              r.observed_at,
              Number(r.price_paise),
              Number(r.mrp_paise),
              Boolean(r.in_stock),
            ),
          );
      }
      return found;
    },
  };
}

/** Reads the stored offers of `listed` (what was read ahead first) and puts what changed into `batch`. */
export async function diffOffers(
  listed: readonly ListedRow[],
  batch: ImportBatch,
  writer: ImportWriter,
  lookups: Pick<ReadAheadLookups, 'offerAhead' | 'findOffers'>,
  turns: Turns,
  checks: DiffChecks,
): Promise<void> {
  const { summary } = writer;
  // Each listed row's offer id, and its stored offer, looked up once: from what was read ahead,
  // else (`asked`, by row) from the database.
  const befores = new Array<OfferState | undefined>(listed.length);
  const asked: OfferLookup[] = [];
  const askedRows: number[] = [];
  for (let i = 0; i < listed.length; i++) {
    const { p, listing } = listed[i]!;
    if (!writer.offersStored) continue;
    // A variant this run did not create was in the catalogue before it.
    const seeded = !writer.createdVariants.has(listing.variantId);
    if (!seeded && !writer.offersOfCreatedVariantsStored) continue;
    const ahead = lookups.offerAhead(p, listing.variantId);
    if (ahead !== undefined) befores[i] = ahead ?? undefined;
    else {
      const id = offerIdOf(p, listing.variantId);
      asked.push({ id, variantId: listing.variantId, merchant: p.row.merchant, cityId: p.cityId, seeded });
      askedRows.push(i);
    }
  }
  if (asked.length > 0) {
    const stored = await lookups.findOffers(asked);
    for (let j = 0; j < asked.length; j++) befores[askedRows[j]!] = stored.get(asked[j]!.id);
  }
  // Rows that would give a stored offer another price or MRP are checked against its recent
  // prices; rows older than the stored price against history (written once).
  const checked: string[] = [];
  const older: Array<{ offerId: string; at: string; price: number; mrp: number; inStock: boolean }> = [];
  for (let i = 0; i < listed.length; i++) {
    const before = befores[i];
    if (!before) continue;
    const { row } = listed[i]!.p;
    if (row.observedAt < before.updated_at) {
      older.push({
        offerId: before.id,
        at: row.observedAt,
        price: row.pricePaise,
        mrp: row.mrpPaise,
        inStock: row.inStock,
      });
    }
    if (before.price_paise !== row.pricePaise || before.mrp_paise !== row.mrpPaise) checked.push(before.id);
  }
  const [references, history] = await Promise.all([
    checked.length > 0 ? checks.references(checked, writer.runAt) : new Map<string, OfferReference>(),
    older.length > 0 ? checks.inHistory(older) : new Set<string>(),
  ]);
  turns.restart();
  const offers: OfferRow[] = [];
  // Offers whose price, MRP or stock changed: each gets a price observation of its new state.
  const priced = new Set<OfferRow>();
  for (let i = 0; i < listed.length; i++) {
    const { p, listing } = listed[i]!;
    const wait = turns.row();
    if (wait) await wait;
    const { row, cityId } = p;
    const image = row.image ?? productImage(listing.productId);
    const before = befores[i];
    // A listing takes over the offer already stored for its variant, merchant and city.
    const offerId = before?.id ?? offerIdOf(p, listing.variantId);
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
    const reference = before ? references.get(before.id) : undefined;
    if (before && reference) {
      const observed = {
        price: row.pricePaise,
        mrp: row.mrpPaise,
        inStock: row.inStock,
        observedAt: row.observedAt,
      };
      const judgement = judgeObservation(
        observed,
        { price: before.price_paise, mrp: before.mrp_paise },
        reference,
      );
      if (judgement.kind === 'hold') {
        // The same observation held before (this file imported again) is not stored twice.
        const repeat = reference.pending.some(
          (h) =>
            h.observed_at === row.observedAt &&
            h.price_paise === row.pricePaise &&
            h.mrp_paise === row.mrpPaise &&
            h.in_stock === row.inStock,
        );
        if (!repeat)
          batch.quarantined.push(
            heldRow(offerId, observed, batch.observationSource, judgement, before.mrp_paise, writer.runAt),
          );
        writer.hold(
          {
            line: p.line,
            merchant: row.merchant,
            title: row.title,
            price: fromPaise(row.pricePaise),
            mrp: fromPaise(row.mrpPaise),
            median: judgement.median === null ? null : fromPaise(Math.round(judgement.median)),
            previousMrp: fromPaise(before.mrp_paise),
            reasons: judgement.reasons,
          },
          !repeat,
        );
        continue;
      }
      for (const h of judgement.confirms) {
        batch.confirmed.push(h.id);
        summary.confirmed++;
        // The held observation joins history (the confirming row is recorded below).
        const same =
          h.observed_at === row.observedAt &&
          h.price_paise === row.pricePaise &&
          h.mrp_paise === row.mrpPaise &&
          h.in_stock === row.inStock;
        if (!same) batch.observations.push(heldObservation(offerId, h));
      }
    }
    if (before && row.observedAt < before.updated_at) {
      summary.listingsUnchanged++;
      const known = history.has(
        historyKey(offerId, row.observedAt, row.pricePaise, row.mrpPaise, row.inStock),
      );
      if (priceChanged && !known)
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
