// The write stage and the run's state: one ImportWriter per import holds what the run knows
// (listings and offers it has seen, which lookups the database can still answer, the summary) and
// writes each batch. A batch is written while the next one is read and matched (the database works
// on its own thread or server, so both cores are busy); writes stay one at a time and in order,
// and the next batch's lookups rely on the writer's memos for rows not yet committed.
import { PLATFORMS } from '@compare/core';
import type { ImportBatch } from '../repositories/import-batch';
import type { ListingsRepository } from '../repositories/listings';
import type { HeldEntry, ImportOptions, ImportSummary } from './importer';
import { OfferClaims } from './offer-claims';

/** Rejected rows kept with their reasons (the rest are counted). */
export const MAX_REJECTS_KEPT = 1000;

// Listings remembered between batches within one run; past this many the memo starts over (the
// database still has them), so memory stays bounded for any file.
const MAX_REMEMBERED = 200_000;
// Offers written by the run, remembered by a number each (variant, city and merchant numbered),
// 12 to 24 bytes apiece (offer-claims.ts): a million rows' offers stay known without asking the
// database again.
const MAX_OFFERS_REMEMBERED = 2_000_000;

/** A merchant listing as the run knows it: the variant it was matched to and what it shows. */
export interface KnownListing {
  productId: string;
  variantId: string;
  /**
   * Its title, URL and image as a number (`shownAs`): all a later row of the listing is compared
   * with, where the three strings kept for each of 200,000 remembered listings were about 30 MB
   * of a million-row import's heap.
   */
  shown: number;
}

// The two 32-bit halves of the hash `shownAs` is making (one at a time, synchronously): module
// state rather than a closure made for every row of a re-import.
let shownA = 0;
let shownB = 0;

function mixShown(text: string): void {
  let a = shownA;
  let b = shownB;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x0100_0193);
    b = Math.imul(b ^ c, 0x85eb_ca6b);
    b ^= b >>> 15;
  }
  // A separator no text holds, so ("ab", "c") and ("a", "bc") differ.
  shownA = Math.imul(a ^ 0xffff_ffff, 0x0100_0193);
  shownB = Math.imul(b ^ 0x1_0000, 0x85eb_ca6b);
}

/**
 * A 53-bit hash of a listing's title, URL and image (absent and null alike): two rows whose
 * numbers are equal show the same, but for a chance of one in 2^53 per changed row. (Not
 * catalogue/random.ts's `hashString`: that one gives 32 bits of one string, and joining the three
 * to hash them would make a string per row.)
 */
export function shownAs(title: string, url: string, image: string | null | undefined): number {
  shownA = 0x811c_9dc5;
  shownB = 0x9e37_79b9;
  mixShown(title);
  mixShown(url);
  if (image == null) shownB = Math.imul(shownB ^ 0x2_0000, 0xc2b2_ae35);
  else mixShown(image);
  let b = shownB;
  b ^= b >>> 13;
  b = Math.imul(b, 0xc2b2_ae35);
  b ^= b >>> 16;
  return (shownA >>> 0) * 2_097_152 + (b >>> 11);
}

/** An empty batch whose observations are recorded as `source`; `now` is the run's time. */
export function emptyBatch(source: string, now: string): ImportBatch {
  return {
    cities: [],
    places: [],
    stores: [],
    categories: [],
    products: [],
    variants: [],
    listings: [],
    offers: [],
    observations: [],
    observationSource: source,
    reviews: [],
    quarantined: [],
    confirmed: [],
    confirmedAt: now,
  };
}

/** The run's state and its writes. */
export class ImportWriter {
  readonly summary: ImportSummary;
  /** When the run started (ISO): held rows' created_at, confirmed ones' decided_at. */
  readonly runAt = new Date().toISOString();
  /** Listings by `merchant:sku`, as stored or as this run made or updated them. */
  readonly known = new Map<string, KnownListing>();
  /** Variants this run created: only this run can have written their offers. */
  readonly createdVariants = new Set<string>();
  /**
   * Lookups the database cannot answer are skipped: with no listing stored when the run began, a
   * listing the run has not seen is new; with no offer stored then (a first start's demo load), or
   * for a variant this run created, an offer can only be one the run wrote, which `offerLines`
   * has. Once a memo is cleared the database is asked again.
   */
  listingsStored: boolean;
  offersStored: boolean;
  offersOfCreatedVariantsStored = false;
  /**
   * Moves on when a memo is cleared after the run wrote listings or offers: what was looked up
   * before then may have missed rows only the memo held.
   */
  generation = 0;
  /** Whether a batch written since the generation last moved held listings or offers. */
  private wroteRows = false;

  /**
   * For a snapshot: records that a row priced offer `offerId` of (merchant, city); absent
   * otherwise.
   */
  readonly seen: ((merchant: string, cityId: string, offerId: string) => void) | null;
  /** Offer ids priced by this run, by `merchant\0city` (a snapshot's only). */
  readonly seenOffers = new Map<string, Set<string>>();

  /** The line that priced each offer, by a number per offer (claimOffer). */
  private readonly offerLines = new OfferClaims();
  private readonly variantNumbers = new Map<string, number>();
  private readonly cityNumbers = new Map<string, number>();
  private readonly merchantNumbers = new Map<string, number>(PLATFORMS.map((p, i) => [p.key, i]));
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repo: ListingsRepository,
    private readonly options: Pick<ImportOptions, 'dryRun' | 'onWritten'>,
    stored: { listings: boolean; offers: boolean },
    snapshot = false,
  ) {
    this.seen = snapshot
      ? (merchant, cityId, offerId) => {
          const key = `${merchant}\u0000${cityId}`;
          let set = this.seenOffers.get(key);
          if (!set) {
            set = new Set();
            this.seenOffers.set(key, set);
          }
          set.add(offerId);
        }
      : null;
    this.listingsStored = stored.listings;
    this.offersStored = stored.offers;
    this.summary = {
      rowsRead: 0,
      listingsNew: 0,
      listingsUpdated: 0,
      listingsUnchanged: 0,
      rejectedCount: 0,
      rejected: [],
      newListings: 0,
      productsCreated: 0,
      matchedToExisting: 0,
      newPackSizes: 0,
      leftForReview: 0,
      observationsAdded: 0,
      quarantined: 0,
      quarantinedNew: 0,
      confirmed: 0,
      held: [],
      retired: 0,
      snapshotNotes: [],
      dryRun: options.dryRun ?? false,
      elapsedMs: 0,
    };
  }

  /** Counts a held (quarantined) row, keeping the first MAX_REJECTS_KEPT. */
  hold(entry: HeldEntry, stored: boolean): void {
    this.summary.quarantined++;
    if (stored) this.summary.quarantinedNew++;
    if (this.summary.held.length < MAX_REJECTS_KEPT) this.summary.held.push(entry);
  }

  /** Counts a rejected row, keeping the first MAX_REJECTS_KEPT reasons. */
  reject(line: number, reason: string): void {
    this.summary.rejectedCount++;
    if (this.summary.rejected.length < MAX_REJECTS_KEPT) this.summary.rejected.push({ line, reason });
  }

  /**
   * Records that feed line `line` prices the offer of (variant, merchant, city); resolves to the
   * line that priced it earlier in this run, if any (a row then repeats an earlier one).
   */
  claimOffer(variantId: string, merchant: string, cityId: string, line: number): number | undefined {
    // Unique per (variant, city, merchant) below 2^53: 16 merchants and 2^20 cities per variant.
    const number =
      (this.numberOf(this.variantNumbers, variantId) * 1_048_576 + this.numberOf(this.cityNumbers, cityId)) *
        16 +
      this.numberOf(this.merchantNumbers, merchant);
    return this.offerLines.claim(number, line);
  }

  /** Whether a row of this run has priced the offer of (variant, merchant, city). */
  hasClaimed(variantId: string, merchant: string, cityId: string): boolean {
    const variant = this.variantNumbers.get(variantId);
    const city = this.cityNumbers.get(cityId);
    const m = this.merchantNumbers.get(merchant);
    if (variant === undefined || city === undefined || m === undefined) return false;
    return this.offerLines.has((variant * 1_048_576 + city) * 16 + m);
  }

  /** Before a batch: forgets what the database already has once a memo has grown too large. */
  async bound(): Promise<void> {
    if (this.known.size <= MAX_REMEMBERED && this.offerLines.size <= MAX_OFFERS_REMEMBERED) return;
    await this.writing;
    // With nothing written since, every look-up made in this generation read the same rows the
    // database holds now, and stays good (a re-import of an unchanged feed writes nothing).
    if (this.wroteRows) {
      this.generation++;
      this.wroteRows = false;
    }
    if (this.known.size > MAX_REMEMBERED) {
      this.known.clear();
      this.listingsStored = true;
    }
    if (this.offerLines.size > MAX_OFFERS_REMEMBERED) {
      this.offerLines.clear();
      this.variantNumbers.clear();
      this.cityNumbers.clear();
      this.offersStored = true;
      this.offersOfCreatedVariantsStored = true;
    }
  }

  /** Writes `batch` after the batches before it; a failure surfaces at the next `write` or `done`. */
  async write(batch: ImportBatch): Promise<void> {
    this.summary.observationsAdded += batch.observations.length;
    if (batch.listings.length > 0 || batch.offers.length > 0) this.wroteRows = true;
    await this.writing;
    const dryRun = this.summary.dryRun;
    const written = { offers: batch.offers.length, products: batch.products.length };
    this.writing = this.repo.writeBatch(batch, dryRun).then(() => {
      if (!dryRun && (written.offers > 0 || written.products > 0)) this.options.onWritten?.(written);
    });
    // Only keeps a failure from being unhandled until it is awaited.
    this.writing.catch(() => undefined);
  }

  /** Resolves when every batch is written. */
  done(): Promise<void> {
    return this.writing;
  }

  private numberOf(numbers: Map<string, number>, key: string): number {
    let n = numbers.get(key);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(key, n);
    }
    return n;
  }
}
