// Read-ahead of an import's look-ups: while one batch is matched and written, the stored listings
// and offers the next batch will ask for are read a chunk at a time (importer.ts), and the running
// batch's look-ups answer from what was read for it.
import type { ListingRow, ListingsRepository } from '../repositories/listings';
import { type OfferLookup, type OfferState, offerKey } from '../repositories/stored-offers';
import type { PlacedRow } from './locate-rows';
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
  /** By `offerKey`. */
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
  const keys: string[] = [];
  if (writer.listingsStored) {
    for (const p of placed) {
      if (writer.known.has(p.key) || ahead.listings.has(p.key)) continue;
      ahead.listings.set(p.key, null);
      keys.push(p.key);
    }
  }
  if (keys.length > 0)
    for (const [key, stored] of await repo.findListings(keys)) ahead.listings.set(key, stored);
  const lookups: OfferLookup[] = [];
  const offerKeys: string[] = [];
  if (writer.offersStored) {
    for (const p of placed) {
      const variantId = writer.known.get(p.key)?.variantId ?? ahead.listings.get(p.key)?.variant_id;
      if (variantId === undefined) continue;
      const created = writer.createdVariants.has(variantId);
      if (created && !writer.offersOfCreatedVariantsStored) continue;
      const key = offerKey(variantId, p.row.merchant, p.cityId);
      if (ahead.offers.has(key)) continue;
      ahead.offers.set(key, null);
      offerKeys.push(key);
      lookups.push({ variantId, merchant: p.row.merchant, cityId: p.cityId, seeded: !created });
    }
  }
  if (lookups.length === 0) return;
  const offers = await repo.findOffers(lookups);
  for (const key of offerKeys) {
    const stored = offers.get(key);
    if (stored) ahead.offers.set(key, stored);
  }
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

  /** Stored offers of `lookups`, by `offerKey`. */
  findOffers = async (lookups: readonly OfferLookup[]): Promise<Map<string, OfferState>> => {
    const { ahead, repo } = this;
    if (ahead.offers.size === 0) return repo.findOffers(lookups);
    const keys = lookups.map((l) => offerKey(l.variantId, l.merchant, l.cityId));
    const rest = lookups.filter((_, i) => !ahead.offers.has(keys[i]!));
    const found = rest.length > 0 ? await repo.findOffers(rest) : new Map<string, OfferState>();
    for (const key of keys) {
      const stored = ahead.offers.get(key);
      if (stored) found.set(key, stored);
    }
    return found;
  };
}
