// The feed importer: reads rows as a stream, validates each, matches new listings to products,
// and writes listings, offers and price observations in one transaction per batch. Re-importing
// a file changes nothing: offers are keyed by (merchant, city, variant), a listing keeps the
// variant it was matched to, and only a changed price, MRP or stock appends an observation.
import type { Readable } from 'node:stream';
import { PACK_SIZE_TEXT, PLATFORMS } from '@compare/core';
import type { Knex } from 'knex';
import { slugify } from '../catalogue/merchant-titles';
import {
  createListingsRepository,
  type ImportBatch,
  type ListingsRepository,
  type OfferState,
  offerIdFor,
  offerKey,
} from '../repositories/listings';
import { foldPlural as stem } from '../text/plurals';
import { matchingWords as wordsOf } from '../text/words';
import { type FeedRow, validateRow } from './feed-row';
import { createMatcher, type ListingFeatures, type MatchDecision, type Matcher, UNBRANDED } from './matcher';
import type { Pack } from './pack';
import { createPlaceResolver } from './places';
import { type FeedFormat, readFeed } from './read-feed';

/** `price_observations.source` of imported prices. */
export const IMPORT_SOURCE = 'import';

/** Rejected rows kept with their reasons (the rest are counted). */
export const MAX_REJECTS_KEPT = 1000;

/** One rejected row. */
export interface Rejection {
  line: number;
  reason: string;
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
}

// A batch is shaped in short turns of the event loop. A batch's write is a chain of statements,
// each sent when the previous one answers; that answer waits for the main thread, so shaping 5,000
// rows in one go would leave the database idle for most of it. A turn lasts about MS_PER_TURN
// rather than a number of rows: matching a new listing costs ~50 times what a further city's
// price does, and each statement of the write waits for the turn to end.
const MS_PER_TURN = 2;
const ROWS_PER_CLOCK_CHECK = 32;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

// Listings remembered between batches within one run; past this many the memo starts over (the
// database still has them), so memory stays bounded for any file.
const MAX_REMEMBERED = 200_000;
// Offers written by the run, remembered by a number each (variant, city and merchant numbered),
// about 40 bytes apiece: a million rows' offers stay known without asking the database again.
const MAX_OFFERS_REMEMBERED = 2_000_000;

interface KnownListing {
  productId: string;
  variantId: string;
  title: string;
  url: string;
  image: string | null;
}

/**
 * An offer row as the importer writes it: a stored offer's columns (a mapped type alias, so it is a
 * bulk insert row as it is).
 */
type OfferRow = { [K in keyof OfferState]: OfferState[K] };

interface PlacedRow {
  line: number;
  row: FeedRow;
  key: string;
  cityId: string;
}

/** Product name from a listing title: pack sizes and container words out, brand first. */
export function productName(title: string, features: ListingFeatures): string {
  let name = title
    .replace(PACK_SIZE_TEXT, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s*:\s*$/, '')
    .replace(/\b(pouch|bottle|jar|packet|pack|tetra pak|tetra pack|box|carton|tin|can|refill|bag)\s*$/i, '')
    .replace(/[\s,:;/\-–(]+$/g, '')
    .replace(/^[\s,:;/\-–)]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name) name = title.trim();
  if (features.brandSource !== 'none') {
    const brandWords = wordsOf(features.brand);
    const nameWords = wordsOf(name);
    const hasBrand =
      brandWords.every((w, i) => nameWords[i] !== undefined && stem(nameWords[i]) === stem(w)) ||
      nameWords[0] === brandWords.join('');
    if (!hasBrand) name = `${features.brand} ${name}`;
  }
  return name.slice(0, 255);
}

const variantFields = (pack: Pack | null) =>
  pack
    ? { label: pack.label, packValue: Math.round(pack.count * pack.size * 1000) / 1000, packUnit: pack.unit }
    : { label: '1 pc', packValue: 1, packUnit: 'pcs' };

/** Imports a feed into `db`. */
export async function importFeed(db: Knex, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const repo = createListingsRepository(db);
  const dryRun = options.dryRun ?? false;
  // 20,000 rows per transaction rather than 5,000: every commit writes each page the batch changed
  // (an index of a million offers takes new rows all over it), and a page many rows of a batch
  // change is written once per commit (a 1,000,000-row first import on SQLite: about 52 -> 43 CPU-s).
  const batchSize = options.batchSize ?? 20_000;
  const now = options.now ?? new Date().toISOString();
  await repo.ensureMerchants(
    PLATFORMS.map((p) => ({ key: p.key, display_name: p.displayName, fee_key: p.feeKey, color: p.color })),
  );
  const [snapshot, geography, counters] = await Promise.all([
    repo.catalogue(),
    repo.geography(),
    repo.counters(),
  ]);
  const matcher = createMatcher();
  const state = buildState(snapshot, matcher);
  // Variants that were in the catalogue before this run (their offers may use another id scheme).
  const seededVariants = new Set(snapshot.variants.map((v) => v.id));
  const places = createPlaceResolver(geography, counters.placeId);
  let position = counters.position;

  const summary: ImportSummary = {
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
    dryRun,
    elapsedMs: 0,
  };
  const reject = (line: number, reason: string) => {
    summary.rejectedCount++;
    if (summary.rejected.length < MAX_REJECTS_KEPT) summary.rejected.push({ line, reason });
  };

  let bytesRead = 0;
  options.input.on('data', (chunk: Buffer | string) => {
    bytesRead += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
  });

  const known = new Map<string, KnownListing>();
  const offerLines = new Map<number, number>();
  const variantNumbers = new Map<string, number>();
  const cityNumbers = new Map<string, number>();
  const merchantNumbers = new Map<string, number>(PLATFORMS.map((p, i) => [p.key, i]));
  const numberOf = (numbers: Map<string, number>, key: string) => {
    let n = numbers.get(key);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(key, n);
    }
    return n;
  };
  // Unique per (variant, city, merchant) below 2^53: 16 merchants and 2^20 cities per variant.
  const offerNumber = (variantId: string, merchant: string, cityId: string) =>
    (numberOf(variantNumbers, variantId) * 1_048_576 + numberOf(cityNumbers, cityId)) * 16 +
    numberOf(merchantNumbers, merchant);
  // Lookups the database cannot answer are skipped: with no listing stored when the run began,
  // a listing the run has not seen is new; with no offer stored then (a first start's demo
  // load), or for a variant this run created, an offer can only be one the run wrote, which
  // offerLines has. Once a memo is cleared the database is asked again.
  let listingsStored = snapshot.listed.length > 0;
  let offersStored = counters.hasOffers;
  let offersOfCreatedVariantsStored = false;
  const createdVariants = new Set<string>();

  // A batch is written while the next one is read and matched (the database works on its own
  // thread or server, so both cores are busy). Writes stay one at a time and in order; the next
  // batch's lookups rely on the in-run memos for rows not yet committed.
  let writing: Promise<void> = Promise.resolve();
  const flush = async (rows: Array<{ line: number; row: FeedRow }>) => {
    const batch: ImportBatch = {
      cities: [],
      places: [],
      stores: [],
      categories: [],
      products: [],
      variants: [],
      listings: [],
      offers: [],
      observations: [],
      observationSource: options.source ?? IMPORT_SOURCE,
      reviews: [],
    };
    if (known.size > MAX_REMEMBERED || offerLines.size > MAX_OFFERS_REMEMBERED) {
      // Forget only what the database already has.
      await writing;
      if (known.size > MAX_REMEMBERED) {
        known.clear();
        listingsStored = true;
      }
      if (offerLines.size > MAX_OFFERS_REMEMBERED) {
        offerLines.clear();
        variantNumbers.clear();
        cityNumbers.clear();
        offersStored = true;
        offersOfCreatedVariantsStored = true;
      }
    }
    // Brands the batch names become findable in the titles of rows that name none.
    for (const { row } of rows) if (row.brand) matcher.addBrand(row.brand);
    const placed: PlacedRow[] = [];
    for (const { line, row } of rows) {
      const where = places.cityOf(row.merchant, row);
      if ('error' in where) reject(line, where.error);
      else placed.push({ line, row, key: `${row.merchant}:${row.sku}`, cityId: where.cityId });
    }
    const unknownKeys = listingsStored
      ? [...new Set(placed.map((p) => p.key).filter((k) => !known.has(k)))]
      : [];
    for (const [key, stored] of await repo.findListings(unknownKeys)) {
      known.set(key, {
        productId: stored.product_id,
        variantId: stored.variant_id,
        title: stored.title,
        url: stored.url,
        image: stored.image,
      });
    }
    // Pass 1: every row's listing (matching new ones) and offer id.
    const withOffer: Array<{ p: PlacedRow; listing: KnownListing }> = [];
    let handled = 0;
    let turnStarted = performance.now();
    const turnOver = () =>
      ++handled % ROWS_PER_CLOCK_CHECK === 0 && performance.now() - turnStarted >= MS_PER_TURN;
    const nextShapingTurn = async () => {
      await nextTurn();
      turnStarted = performance.now();
    };
    for (const p of placed) {
      if (turnOver()) await nextShapingTurn();
      let listing = known.get(p.key);
      if (!listing) {
        listing = addListing(p, batch);
        known.set(p.key, listing);
      } else if (
        listing.title !== p.row.title ||
        listing.url !== p.row.url ||
        (listing.image ?? undefined) !== p.row.image
      ) {
        listing.title = p.row.title;
        listing.url = p.row.url;
        listing.image = p.row.image ?? null;
        batch.listings.push(listingRow(p, listing, null, null));
      }
      const number = offerNumber(listing.variantId, p.row.merchant, p.cityId);
      const earlier = offerLines.get(number);
      if (earlier !== undefined) {
        reject(p.line, `same merchant, sku and city as line ${earlier} (prices are kept per city)`);
        continue;
      }
      offerLines.set(number, p.line);
      withOffer.push({ p, listing });
    }
    // Pass 2: compare with the stored offers; write only what changed.
    const lookups: Array<{ variantId: string; merchant: string; cityId: string; seeded: boolean }> = [];
    if (offersStored) {
      for (const { p, listing } of withOffer) {
        if (offersOfCreatedVariantsStored || !createdVariants.has(listing.variantId)) {
          lookups.push({
            variantId: listing.variantId,
            merchant: p.row.merchant,
            cityId: p.cityId,
            seeded: seededVariants.has(listing.variantId),
          });
        }
      }
    }
    const stored = await repo.findOffers(lookups);
    // Offers whose price, MRP or stock changed: each gets a price observation of its new state.
    const offers: OfferRow[] = [];
    const priced = new Set<OfferRow>();
    for (const { p, listing } of withOffer) {
      if (turnOver()) await nextShapingTurn();
      const { row, cityId } = p;
      const image = row.image ?? `/images/products/${listing.productId}.svg`;
      const before =
        stored.size > 0 ? stored.get(offerKey(listing.variantId, row.merchant, cityId)) : undefined;
      // A listing takes over the offer already stored for its variant, merchant and city.
      const offerId = before?.id ?? offerIdFor(row.merchant, cityId, listing.variantId);
      const priceChanged =
        !before ||
        before.price_paise !== row.pricePaise ||
        before.mrp_paise !== row.mrpPaise ||
        before.in_stock !== row.inStock;
      const textChanged =
        !before || before.title !== row.title || before.url !== row.url || before.image !== image;
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
      };
      offers.push(offer);
      if (priceChanged) priced.add(offer);
    }
    // In key order, each index of a large table is written page after page instead of at random
    // pages all over it (a million offers no longer fit SQLite's page cache or PostgreSQL's buffers).
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
    summary.observationsAdded += batch.observations.length;
    const added = places.takeAdditions();
    batch.cities = added.cities;
    batch.places = added.places;
    batch.stores = added.stores;
    await writing;
    const written = { offers: batch.offers.length, products: batch.products.length };
    writing = repo.writeBatch(batch, dryRun).then(() => {
      if (!dryRun && (written.offers > 0 || written.products > 0)) options.onWritten?.(written);
    });
    // Failures surface at the next await of `writing`; this only keeps them from being unhandled.
    writing.catch(() => undefined);
    options.onProgress?.({ rowsRead: summary.rowsRead, bytesRead, elapsedMs: performance.now() - started });
  };

  const listingRow = (
    p: PlacedRow,
    listing: KnownListing,
    decision: MatchDecision | null,
    features: ListingFeatures | null,
  ) => ({
    key: p.key,
    merchant: p.row.merchant,
    sku: p.row.sku,
    product_id: listing.productId,
    variant_id: listing.variantId,
    title: p.row.title,
    brand: features?.brand ?? p.row.brand ?? '',
    pack: features ? variantFields(features.pack).label : (p.row.pack ?? ''),
    url: p.row.url,
    image: p.row.image ?? null,
    match_kind: decision?.kind ?? 'matched',
    match_reason: decision ? JSON.stringify(decision.reason) : '{}',
    created_at: p.row.observedAt,
    updated_at: p.row.observedAt,
  });

  const addListing = (p: PlacedRow, batch: ImportBatch): KnownListing => {
    const { row } = p;
    const features = matcher.features(row);
    const decision =
      (row.productId ? matcher.matchGiven(features, row.productId) : null) ??
      matcher.match(features, row.merchant);
    summary.newListings++;
    let productId: string;
    let variantId: string;
    if (decision.kind === 'matched') {
      productId = decision.productId;
      variantId = decision.variantId;
      summary.matchedToExisting++;
    } else if (decision.kind === 'new-variant') {
      productId = decision.productId;
      variantId = state.addVariant(productId, features.pack, row.mrpPaise, batch, matcher);
      createdVariants.add(variantId);
      summary.matchedToExisting++;
      summary.newPackSizes++;
    } else {
      productId = state.addProduct(row, features, batch, matcher, ++position);
      variantId = state.addVariant(productId, features.pack, row.mrpPaise, batch, matcher);
      createdVariants.add(variantId);
      summary.productsCreated++;
    }
    matcher.noteListing(variantId, row.merchant);
    if (decision.kind === 'matched' || decision.kind === 'new-variant')
      matcher.addWording(productId, features);
    const listing = { productId, variantId, title: row.title, url: row.url, image: row.image ?? null };
    batch.listings.push(listingRow(p, listing, decision, features));
    if (decision.kind === 'review') {
      summary.leftForReview++;
      batch.reviews.push({
        listing_key: p.key,
        product_id: decision.productId,
        variant_id: decision.variantId,
        score: decision.reason.score ?? 0,
        reason: JSON.stringify(decision.reason),
        status: 'pending',
        created_at: now,
        decided_at: null,
      });
    }
    return listing;
  };

  let pending: Array<{ line: number; row: FeedRow }> = [];
  // Reading and validating takes turns too: buffered input is read without leaving the turn.
  let readTurnStarted = performance.now();
  for await (const record of readFeed(options.input, options.format)) {
    if (
      ++summary.rowsRead % ROWS_PER_CLOCK_CHECK === 0 &&
      performance.now() - readTurnStarted >= MS_PER_TURN
    ) {
      await nextTurn();
      readTurnStarted = performance.now();
    }
    if ('error' in record) {
      reject(record.line, record.error);
      continue;
    }
    const result = validateRow(record.raw, now);
    if (!result.ok) {
      reject(record.line, result.reason);
      continue;
    }
    pending.push({ line: record.line, row: result.row });
    if (pending.length >= batchSize) {
      const rows = pending;
      pending = [];
      await flush(rows);
    }
  }
  await flush(pending);
  await writing;
  summary.elapsedMs = performance.now() - started;
  return summary;
}

/** Catalogue bookkeeping of one run: ids in use, categories, and how new rows are shaped. */
interface RunState {
  addProduct(
    row: FeedRow,
    features: ListingFeatures,
    batch: ImportBatch,
    matcher: Matcher,
    position: number,
  ): string;
  addVariant(
    productId: string,
    pack: Pack | null,
    mrpPaise: number,
    batch: ImportBatch,
    matcher: Matcher,
  ): string;
}

function buildState(
  snapshot: Awaited<ReturnType<ListingsRepository['catalogue']>>,
  matcher: Matcher,
): RunState {
  const productIds = new Set(snapshot.products.map((p) => p.id));
  const variantIds = new Set(snapshot.variants.map((v) => v.id));
  const variantCount = new Map<string, number>();
  const variantsByProduct = new Map<string, CatalogueVariantRow[]>();
  for (const v of snapshot.variants) {
    variantCount.set(v.product_id, (variantCount.get(v.product_id) ?? 0) + 1);
    const list = variantsByProduct.get(v.product_id) ?? [];
    list.push(v);
    variantsByProduct.set(v.product_id, list);
  }
  for (const p of snapshot.products) {
    matcher.addProduct({
      id: p.id,
      brand: p.brand,
      name: p.name,
      variants: (variantsByProduct.get(p.id) ?? []).map((v) => ({
        id: v.id,
        label: v.label,
        packValue: Number(v.pack_value),
        packUnit: v.pack_unit,
      })),
    });
  }
  for (const l of snapshot.listed) matcher.noteListing(l.variant_id, l.merchant);

  const categories = new Map<string, { slug: string; title: string; search: string }>();
  let sortOrder = 0;
  for (const c of snapshot.categories) {
    for (const name of [c.slug, c.title.toLowerCase(), c.search.toLowerCase()]) {
      if (!categories.has(name)) categories.set(name, c);
    }
    sortOrder = Math.max(sortOrder, Number(c.sort_order));
  }
  const category = (text: string | undefined, batch: ImportBatch) => {
    const title = text?.trim() || 'Other';
    const found = categories.get(title.toLowerCase()) ?? categories.get(slugify(title));
    if (found) return found;
    const slug = slugify(title).slice(0, 64) || 'other';
    const created = { slug, title, search: wordsOf(title)[0] ?? slug };
    categories.set(title.toLowerCase(), created);
    categories.set(slug, created);
    batch.categories.push({
      ...created,
      img: `/images/categories/${slug}.svg`,
      sort_order: ++sortOrder,
    });
    return created;
  };

  // The first free id of `base`, `base-2`, `base-3`, ... The suffix to try first is remembered per
  // base: every smaller one was taken when last asked, and ids are never given back, so many
  // products of one name cost a look-up each instead of a scan from 2.
  const uniqueIds = (taken: Set<string>) => {
    const nextSuffix = new Map<string, number>();
    return (base: string) => {
      let n = nextSuffix.get(base) ?? 2;
      let id = n > 2 ? `${base}-${n - 1}` : base;
      for (; taken.has(id); n++) id = `${base}-${n}`;
      nextSuffix.set(base, n);
      taken.add(id);
      return id;
    };
  };
  const uniqueProductId = uniqueIds(productIds);
  const uniqueVariantId = uniqueIds(variantIds);

  return {
    addProduct(row, features, batch, m, position) {
      const name = productName(row.title, features);
      const id = uniqueProductId(slugify(name).slice(0, 40).replace(/-+$/, '') || 'product');
      const cat = category(row.category, batch);
      // Kind first (the last word of the name is usually the noun: "toned milk" -> milk).
      const words = features.words.filter((w) => !/^\d/.test(w));
      const kind = words[words.length - 1] ?? cat.search;
      const tags = [...new Set([kind, ...words, cat.search])].join(' ');
      batch.products.push({
        id,
        position,
        brand: features.brandSource === 'none' ? UNBRANDED : features.brand,
        name,
        category: cat.slug,
        category_title: cat.title,
        tags,
        images: JSON.stringify([row.image ?? `/images/products/${id}.svg`]),
      });
      m.addProduct({ id, brand: features.brand, name, variants: [] });
      return id;
    },
    addVariant(productId, pack, mrpPaise, batch, m) {
      const fields = variantFields(pack);
      const id = uniqueVariantId(`${productId}--${slugify(fields.label)}`);
      const order = (variantCount.get(productId) ?? 0) + 1;
      variantCount.set(productId, order);
      batch.variants.push({
        id,
        product_id: productId,
        label: fields.label,
        pack_value: fields.packValue,
        pack_unit: fields.packUnit,
        mrp_paise: mrpPaise,
        sort_order: order,
      });
      m.addVariant(productId, { id, ...fields });
      return id;
    },
  };
}

type CatalogueVariantRow = Awaited<ReturnType<ListingsRepository['catalogue']>>['variants'][number];
