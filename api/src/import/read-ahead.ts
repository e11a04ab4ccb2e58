// Read-ahead of an import's look-ups: while one batch is matched and written, the stored listings
// and offers the next batch will ask for are read a chunk at a time (importer.ts), and the running
// batch's look-ups answer from what was read for it.
import type { ListingRow, ListingsRepository } from '../repositories/listings';
import { type OfferLookup, type OfferState, offerIdFor } from '../repositories/stored-offers';
import type { PlacedRow } from './locate-rows';
import type { FeedRow } from './validate';
import type { ImportWriter } from './write';

/**
 * What a batch's chunks, read ahead, found stored: each key asked, with its stored listing or
 * offer, or null when none is stored.
 */
export interface LookAhead {
  /** The writer's generation when the batch's first chunk asked. */
  generation: number;
  /** Set when a later chunk asked in another generation. */
  stale: boolean;
  listings: Map<string, ListingRow | null>;
  /** By `offerIdFor`. */
  offers: Map<string, OfferState | null>;
  /** The chunks' look-ups under way. */
  reading: Array<Promise<void>>;
}

/** Nothing read ahead yet, in the writer's current generation. */
export const emptyLookAhead = (writer: ImportWriter): LookAhead => ({
  generation: writer.generation,
  stale: false,
  listings: new Map(),
  offers: new Map(),
  reading: [],
});

// The stored listings and offers a chunk of placed rows will ask for, read while the batches
// before it are matched and written (the database works on its own thread or server meanwhile).
// Nothing read ahead can be stale: a listing key the run has made or changed since is in the
// writer's memo when the chunk runs, and is taken from there; an offer the run has priced since
// would make the chunk's row a repeat, rejected before its offer is looked at. Once the writer
// forgets (its generation moves on), what was read ahead is dropped and the database asked again.
export async function lookAhead(
  placed: readonly PlacedRow[],
  ahead: LookAhead,
  writer: ImportWriter,
  repo: ListingsRepository,
): Promise<void> {
  if (ahead.generation !== writer.generation) ahead.stale = true;
  // A key met for the first time is read with the offer its row prices, in one statement: in a
  // re-import nearly every row's offer is the one its listing's variant has in the row's city.
  const first: PlacedRow[] = [];
  if (writer.listingsStored) {
    for (const p of placed) {
      if (writer.known.has(p.key) || ahead.listings.has(p.key)) continue;
      first.push(p);
    }
  }
  if (first.length > 0) {
    const found = await repo.findListingsWithOffers(
      first.map((p) => ({ key: p.key, merchant: p.row.merchant, cityId: p.cityId })),
    );
    for (let i = 0; i < first.length; i++) {
      const stored = found[i];
      const p = first[i]!;
      if (!stored) {
        // A key repeated within the chunk is asked for, and answered, once per row.
        if (!ahead.listings.has(p.key)) ahead.listings.set(p.key, null);
        continue;
      }
      shareText(stored.listing, p.row);
      ahead.listings.set(p.key, stored.listing);
      if (!stored.offer || !writer.offersStored) continue;
      const variantId = stored.listing.variant_id;
      if (writer.createdVariants.has(variantId) && !writer.offersOfCreatedVariantsStored) continue;
      shareText(stored.offer, p.row);
      p.offerVariant = variantId;
      p.offerId = stored.offer.id;
      p.offerRead = stored.offer;
      p.offerReadBy = ahead;
    }
  }
  // The other rows' offers (and those not found under their ids above) by id.
  const lookups: OfferLookup[] = [];
  const asking: PlacedRow[] = [];
  if (writer.offersStored || first.length > 0) {
    for (const p of placed) {
      // Its offer read above with its listing.
      if (p.offerReadBy === ahead) continue;
      let variantId = writer.known.get(p.key)?.variantId;
      if (variantId === undefined) {
        const stored = ahead.listings.get(p.key);
        if (!stored) continue;
        variantId = stored.variant_id;
      }
      if (!writer.offersStored) continue;
      const created = writer.createdVariants.has(variantId);
      if (created && !writer.offersOfCreatedVariantsStored) continue;
      const id = offerId(p, variantId);
      if (ahead.offers.has(id)) continue;
      ahead.offers.set(id, null);
      lookups.push({ id, variantId, merchant: p.row.merchant, cityId: p.cityId, seeded: !created });
      asking.push(p);
    }
  }
  if (lookups.length === 0) return;
  const found = await repo.findOffers(lookups);
  for (let i = 0; i < lookups.length; i++) {
    const stored = found.get(lookups[i]!.id);
    if (!stored) continue;
    shareText(stored, asking[i]!.row);
    ahead.offers.set(lookups[i]!.id, stored);
  }
}

// What was read ahead waits for its batch, long enough for the young generation to copy it and
// then move it to the old one. A stored title, URL or image equal to the row's is replaced by the
// row's own string, so the copy the answer brought is dropped at once.
function shareText(stored: { title: string; url: string; image: string | null }, row: FeedRow): void {
  if (stored.title === row.title) stored.title = row.title;
  if (stored.url === row.url) stored.url = row.url;
  if (row.image !== undefined && stored.image === row.image) stored.image = row.image;
}

/**
 * The `offerIdFor` of `p`'s offer of `variantId`: made once per row, and kept on it with the
 * variant it names, so the diff stage's look-up finds what was read ahead by the same string.
 */
export function offerId(p: PlacedRow, variantId: string): string {
  if (p.offerVariant === variantId && p.offerId !== undefined) return p.offerId;
  const id = offerIdFor(p.row.merchant, p.cityId, variantId);
  p.offerId = id;
  p.offerVariant = variantId;
  return id;
}

/** The running batch's look-ups: they answer first from what it read ahead (`ahead`), while still valid. */
export class ReadAheadLookups {
  ahead: LookAhead;

  constructor(
    private readonly writer: ImportWriter,
    private readonly repo: ListingsRepository,
  ) {
    this.ahead = emptyLookAhead(writer);
  }

  /** Forgets what was read ahead. */
  clear(): void {
    this.ahead = emptyLookAhead(this.writer);
  }

  /** Stored listings of `keys`. */
  findListings = async (keys: readonly string[]): Promise<Map<string, ListingRow>> => {
    const { ahead, repo } = this;
    if (ahead.listings.size === 0) return repo.findListings(keys);
    const rest = keys.filter((k) => !ahead.listings.has(k));
    const found = rest.length > 0 ? await repo.findListings(rest) : new Map<string, ListingRow>();
    for (const k of keys) {
      const stored = ahead.listings.get(k);
      if (stored) found.set(k, stored);
    }
    return found;
  };

  /**
   * The stored offer of `p`'s offer of `variantId` read ahead: the offer, null when none is stored,
   * undefined when it was not read ahead (then `findOffers` asks the database).
   */
  offerAhead(p: PlacedRow, variantId: string): OfferState | null | undefined {
    if (p.offerReadBy === this.ahead && p.offerVariant === variantId) return p.offerRead;
    return this.ahead.offers.get(offerId(p, variantId));
  }

  /** Stored offers of `lookups`, by `offerIdFor`, from the database. */
  findOffers = (lookups: readonly OfferLookup[]): Promise<Map<string, OfferState>> =>
    this.repo.findOffers(lookups);
}
