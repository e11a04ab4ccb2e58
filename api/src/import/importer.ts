// The feed importer: a pipeline of stages, one file each, over one run's state (write.ts):
//   read (read-feed.ts)  -> validate (validate.ts)   -> place (locate-rows.ts)
//   -> match (match.ts)  -> diff (diff.ts)           -> write (write.ts)
// Rows are read as a stream and gathered into batches; each batch is placed, matched, diffed
// against the stored offers and written in one transaction while the next batch is read.
// Re-importing a file changes nothing: offers are keyed by (merchant, city, variant), a listing
// keeps the variant it was matched to, and only a changed price, MRP or stock appends an
// observation.
import type { Readable } from 'node:stream';
import { PLATFORMS } from '@compare/core';
import type { Knex } from 'knex';
import { type CatalogueSnapshot, createListingsRepository } from '../repositories/listings';
import { createRetirementRepository } from '../repositories/retirement';
import { type CatalogueAdditions, createCatalogueAdditions } from './catalogue-additions';
import { createPlaceResolver } from './city-resolver';
import { createDiffChecks, diffOffers } from './diff';
import { type PlacedRow, placeRows, takePlaceAdditions, type ValidRow } from './locate-rows';
import { type MatchContext, matchRows } from './match';
import { createMatcher } from './matcher';
import { MerchantItems } from './merchant-items';
import { emptyLookAhead, type LookAhead, lookAhead, ReadAheadLookups } from './read-ahead';
import { type FeedFormat, readFeedChunks } from './read-feed';
import { retireMissing } from './retire';
import { checkPlan, planSnapshot } from './snapshot';
import { Turns } from './turns';
import { validateRow } from './validate';
import { emptyBatch, ImportWriter } from './write';

/** `price_observations.source` of imported prices. */
export const IMPORT_SOURCE = 'import';

/** One rejected row. */
export interface Rejection {
  line: number;
  reason: string;
}

/** A row held back as quarantined (docs/feeds.md, "Quarantined prices"); rupees. */
export interface HeldEntry {
  line: number;
  merchant: string;
  title: string;
  price: number;
  mrp: number;
  /** The listing's recent median price and its MRP before. */
  median: number | null;
  previousMrp: number;
  reasons: string[];
}

/** Progress after each batch. */
export interface ImportProgress {
  rowsRead: number;
  bytesRead: number;
  elapsedMs: number;
}

/** What an import did. */
export interface ImportSummary {
  rowsRead: number;
  /** Rows that made a new offer (a listing priced in a city for the first time). */
  listingsNew: number;
  /** Rows that changed a stored offer's price, MRP, stock, title, URL or image. */
  listingsUpdated: number;
  listingsUnchanged: number;
  rejectedCount: number;
  /** The first MAX_REJECTS_KEPT rejections, by line. */
  rejected: Rejection[];
  /** Merchant listings (merchant + sku) seen for the first time. */
  newListings: number;
  productsCreated: number;
  /** New listings that joined a product already in the catalogue or made earlier in the run. */
  matchedToExisting: number;
  /** Of those, listings that added a new pack size to the product. */
  newPackSizes: number;
  leftForReview: number;
  observationsAdded: number;
  /** Rows held back as quarantined: too far from the listing's recent prices (core's rule). */
  quarantined: number;
  /** Of those, rows stored as new held observations (the rest repeat one already held). */
  quarantinedNew: number;
  /** Held observations a later row of this run confirmed (and applied). */
  confirmed: number;
  /** The first MAX_REJECTS_KEPT held rows. */
  held: HeldEntry[];
  /** Offers a snapshot retired (or, on a dry run, would retire). */
  retired: number;
  /** Per (merchant, city) pair of a snapshot: what was retired, or why nothing was. */
  snapshotNotes: string[];
  dryRun: boolean;
  elapsedMs: number;
}

/** Import options. */
export interface ImportOptions {
  input: Readable;
  format: FeedFormat;
  dryRun?: boolean;
  /** Rows per transaction. */
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
  /**
   * Called after each batch commits with what it changed, so a caller (a job runner, another
   * instance's cache) can be told; not called on a dry run.
   */
  onWritten?: (written: { offers: number; products: number }) => void;
  /** Default observedAt (ISO); now when absent. */
  now?: string;
  /** `price_observations.source` of the prices this run records; IMPORT_SOURCE by default. */
  source?: string;
  /**
   * Treat the feed as the complete list of each (merchant, city) pair it holds (snapshot.ts):
   * `reread` opens the same feed again for the plan read before anything is written; `force`
   * retires even more than half of a pair's offers.
   */
  snapshot?: { reread: () => Readable; force?: boolean };
}

// An import that wrote at least this many offers ends by analysing the tables it wrote.
const ANALYSE_FROM_ROWS = 10_000;

// Rows placed and looked up ahead together, while the batch before theirs runs.
const LOOK_AHEAD_ROWS = 5000;

// Rows per transaction: each commit writes every page the batch changed once, however many of its
// rows changed that page, so larger batches write a large index fewer times.
const DEFAULT_BATCH_ROWS = 20_000;

/** Imports a feed into `db`. */
export async function importFeed(db: Knex, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const repo = createListingsRepository(db);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_ROWS;
  const now = options.now ?? new Date().toISOString();
  const source = options.source ?? IMPORT_SOURCE;
  await repo.ensureMerchants(
    PLATFORMS.map((p) => ({ key: p.key, display_name: p.displayName, fee_key: p.feeKey, color: p.color })),
  );
  const [geography, counters] = await Promise.all([repo.geography(), repo.counters()]);
  const matcher = createMatcher();
  // The catalogue is read and indexed for matching when the run first meets a new listing: a
  // re-import whose listings are all known never reads it. Until then the run has made no product,
  // pack size or listing, so what it reads then is the catalogue as it was when the run began.
  // Brands the feed names before then wait, and are made known after the catalogue's, in the order
  // a run that indexed at once learns them.
  let catalogue: CatalogueSnapshot | null = null;
  let additions: CatalogueAdditions | null = null;
  const brandsWaiting = new Set<string>();
  const indexCatalogue = (): CatalogueAdditions => {
    if (additions) return additions;
    if (!catalogue) throw new Error('the catalogue is indexed only after loadItems');
    additions = createCatalogueAdditions(catalogue, matcher);
    catalogue = null;
    for (const brand of brandsWaiting) matcher.addBrand(brand);
    brandsWaiting.clear();
    return additions;
  };
  const retirement = createRetirementRepository(db);
  const checks = createDiffChecks(db);
  const plan = options.snapshot
    ? await planSnapshot(
        options.snapshot.reread(),
        options.format,
        { findListings: repo.findListings, liveOffers: retirement.liveOffers },
        geography,
        counters.placeId,
        now,
      )
    : null;
  if (plan) checkPlan(plan, options.snapshot?.force ?? false);
  const places = createPlaceResolver(geography, counters.placeId);
  const writer = new ImportWriter(
    repo,
    options,
    { listings: counters.hasListings, offers: counters.hasOffers },
    plan !== null,
  );
  const { summary } = writer;
  let position = counters.position;
  const items = new MerchantItems();
  let itemsLoaded = !counters.hasListings;
  const matching: MatchContext = {
    matcher,
    get additions() {
      return indexCatalogue();
    },
    addBrand: (brand: string) => {
      if (additions) matcher.addBrand(brand);
      else brandsWaiting.add(brand);
    },
    writer,
    findListings: (keys) => lookups.findListings(keys),
    nextPosition: () => ++position,
    now,
    items,
    loadItems: async () => {
      if (!additions) catalogue = await repo.catalogue();
      indexCatalogue();
      if (itemsLoaded) return;
      itemsLoaded = true;
      // What the runs before taught: each merchant's items, its wordings of the products its
      // listings joined, and the words that tell a brand's items apart. A run re-started after a
      // killed one thereby knows what the killed run's listings taught, as a clean run would.
      for (const l of await repo.listedItems()) {
        const features = matcher.features({ title: l.title, brand: l.brand, pack: l.pack });
        matcher.learn(features, l.merchant);
        if (l.gtin) matcher.noteListing(l.variant_id, l.merchant, l.gtin);
        if (l.match_kind === 'review') continue;
        items.note(l.merchant, features, { productId: l.product_id, variantId: l.variant_id });
        if (l.match_kind === 'matched' || l.match_kind === 'new-variant' || l.match_kind === 'accepted')
          matcher.addWording(l.product_id, features);
      }
    },
  };

  // Into an empty catalogue, the tables' secondary indexes are built once at the end instead of
  // row by row (db/deferred-indexes.ts): nothing is served from those tables until then.
  const deferIndexes = !counters.hasListings && !counters.hasOffers && !summary.dryRun;
  if (deferIndexes) await repo.deferIndexes();

  let bytesRead = 0;
  options.input.on('data', (chunk: Buffer | string) => {
    bytesRead += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
  });

  // A batch as read: its rows placed in cities a chunk at a time (in feed order, so the resolver
  // adds cities and places in the order a run placing one batch at a time would), the rows before
  // them that reading rejected and those placing rejected (line and reason, counted when the
  // batch runs, so the summary lists them in the same order), and each chunk's look-ahead.
  interface ReadBatch {
    rows: ValidRow[];
    placedUpTo: number;
    placed: PlacedRow[];
    rejects: Rejection[];
    placeRejects: Rejection[];
    ahead: LookAhead;
  }
  const newBatch = (): ReadBatch => ({
    rows: [],
    placedUpTo: 0,
    placed: [],
    rejects: [],
    placeRejects: [],
    ahead: emptyLookAhead(writer),
  });

  // Places the rows read since the last chunk and starts reading their stored listings and offers.
  const placeChunk = (b: ReadBatch) => {
    if (b.placedUpTo === b.rows.length) return;
    const chunk = placeRows(b.rows.slice(b.placedUpTo), places, {
      reject: (line, reason) => b.placeRejects.push({ line, reason }),
    });
    b.placedUpTo = b.rows.length;
    for (const p of chunk) b.placed.push(p);
    if (!writer.listingsStored && !writer.offersStored) return;
    const reading = lookAhead(chunk, b.ahead, writer, repo);
    // Only keeps a failure from being unhandled until it is awaited.
    reading.catch(() => undefined);
    b.ahead.reading.push(reading);
  };

  const lookups = new ReadAheadLookups(writer, repo);

  const runBatch = async (read: ReadBatch) => {
    placeChunk(read);
    for (const r of read.rejects) writer.reject(r.line, r.reason);
    for (const r of read.placeRejects) writer.reject(r.line, r.reason);
    await writer.bound();
    await Promise.all(read.ahead.reading);
    if (read.ahead.stale || read.ahead.generation !== writer.generation) lookups.clear();
    else lookups.ahead = read.ahead;
    read.ahead = emptyLookAhead(writer);
    const batch = emptyBatch(source, writer.runAt);
    const turns = new Turns();
    const listed = await matchRows(read.placed, batch, matching, turns);
    await diffOffers(listed, batch, writer, lookups, turns, checks);
    lookups.clear();
    takePlaceAdditions(places, batch);
    await writer.write(batch);
    options.onProgress?.({ rowsRead: summary.rowsRead, bytesRead, elapsedMs: performance.now() - started });
  };

  // The next batch is read, validated and placed while the one before it is matched, diffed and
  // written, and its stored listings and offers are read a chunk at a time meanwhile: reading fills
  // the time that batch waits on the database, and the database reads the next batch's look-ups
  // while this one is matched. Batches still run one at a time and in order.
  let running: Promise<void> = Promise.resolve();
  try {
    const start = (next: ReadBatch) => {
      running = running.then(() => runBatch(next));
      // Only keeps a failure from being unhandled until it is awaited.
      running.catch(() => undefined);
    };
    let pending = newBatch();
    // Reading and validating takes turns too: buffered input is read without leaving the turn.
    const readTurns = new Turns();
    for await (const records of readFeedChunks(options.input, options.format)) {
      for (const record of records) {
        summary.rowsRead++;
        const wait = readTurns.row();
        if (wait) await wait;
        if ('error' in record) {
          pending.rejects.push({ line: record.line, reason: record.error });
          continue;
        }
        const result = validateRow(record.raw, now);
        if (!result.ok) {
          pending.rejects.push({ line: record.line, reason: result.reason });
          continue;
        }
        pending.rows.push({ line: record.line, row: result.row });
        if (pending.rows.length - pending.placedUpTo >= LOOK_AHEAD_ROWS) placeChunk(pending);
        if (pending.rows.length >= batchSize) {
          // At most one batch runs while the next is read.
          await running;
          start(pending);
          pending = newBatch();
        }
      }
    }
    await running;
    await runBatch(pending);
    await writer.done();
  } catch (err) {
    if (deferIndexes) {
      // The run's last write ends first; the error is the run's, whatever the rebuild meets.
      await running.catch(() => undefined);
      await writer.done().catch(() => undefined);
      await repo.buildIndexes().catch(() => undefined);
    }
    throw err;
  }
  if (deferIndexes) await repo.buildIndexes();
  if (plan) {
    await retireMissing(plan, writer, retirement, {
      now,
      source,
      force: options.snapshot?.force ?? false,
      dryRun: summary.dryRun,
    });
    if (summary.retired > 0 && !summary.dryRun) options.onWritten?.({ offers: summary.retired, products: 0 });
  }
  // Fresh planner statistics after a large import, so the first searches plan for the new rows.
  const written = summary.listingsNew + summary.listingsUpdated + summary.retired;
  if (!summary.dryRun && written >= ANALYSE_FROM_ROWS) await retirement.analyse();
  summary.elapsedMs = performance.now() - started;
  return summary;
}
