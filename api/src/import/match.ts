// The match stage: every placed row gets its listing. A listing the run or the database already
// knows keeps the variant it was matched to (a changed title, URL or image is written to it); a
// new one is matched by the matcher to a product of the catalogue (or one made earlier in the run),
// made a new pack size of one, or made a product of its own (shown to shoppers at once; when the
// matcher was unsure, with a suggested merge for the operator). Before a batch is matched, its new
// listings teach the matcher which words tell a brand's items apart (each merchant's own list), so
// a listing meets what the whole batch says, not only what came before it. Each row then claims
// its offer, (variant, merchant, city); a second row for the same offer is rejected.
import { JsonValue } from '../db/bulk';
import type { ImportBatch } from '../repositories/import-batch';
import { type CatalogueAdditions, variantFields } from './catalogue-additions';
import { sameItemDecision } from './decide';
import type { PlacedRow } from './locate-rows';
import { type ListingFeatures, MATCH_THRESHOLD, type MatchDecision, type Matcher } from './matcher';
import { itemKey, type MerchantItems, textKey } from './merchant-items';
import type { Turns } from './turns';
import { type ImportWriter, type KnownListing, shownAs } from './write';

/** A placed row with its listing, whose offer this row prices. */
export interface ListedRow {
  p: PlacedRow;
  listing: KnownListing;
}

/** What the match stage works with. */
export interface MatchContext {
  matcher: Matcher;
  additions: CatalogueAdditions;
  writer: ImportWriter;
  /** Makes a brand the feed names known for finding brands in titles. */
  addBrand(brand: string): void;
  /** Stored listings by key (only the keys asked for). */
  findListings(keys: readonly string[]): Promise<Map<string, StoredListing>>;
  /** Next products.position for a new product. */
  nextPosition(): number;
  /** Review queue entries are stamped with this time. */
  now: string;
  /** The merchants' items (brand, words, pack) and where each is. */
  items: MerchantItems;
  /**
   * Before the first new listing: indexes the catalogue in `matcher` (if not yet) and reads the
   * listings stored before the run into `items` (once).
   */
  loadItems(): Promise<void>;
}

interface StoredListing {
  product_id: string;
  variant_id: string;
  title: string;
  url: string;
  image: string | null;
}

/** How a new listing was read and placed, as its listings row records it. */
interface ListingMatch {
  kind: MatchDecision['kind'];
  /** The decision's reason as JSON. */
  reason: string;
  brand: string;
  packLabel: string;
}

/** A listings row of the batch; `match` for a new listing, null for a changed known one. */
function listingRow(p: PlacedRow, listing: KnownListing, match: ListingMatch | null) {
  return {
    key: p.key,
    merchant: p.row.merchant,
    sku: p.row.sku,
    product_id: listing.productId,
    variant_id: listing.variantId,
    title: p.row.title,
    brand: match?.brand ?? p.row.brand ?? '',
    pack: match?.packLabel ?? p.row.pack ?? '',
    url: p.row.url,
    image: p.row.image ?? null,
    gtin: p.row.gtin ?? null,
    match_kind: match?.kind ?? 'matched',
    match_reason: new JsonValue(match?.reason ?? '{}'),
    created_at: p.row.observedAt,
    updated_at: p.row.observedAt,
  };
}

/**
 * A new listing with the title, brand and pack of one its merchant lists in another city (a sku
 * per city): joined to that listing's variant without reading the title again. Null when there is
 * none, or the merchant already prices that variant in this city (then the listing is matched as
 * usual, and goes to review).
 */
function addSameText(p: PlacedRow, text: string, batch: ImportBatch, ctx: MatchContext): KnownListing | null {
  const { row } = p;
  const same = ctx.items.findByText(text);
  if (!same || ctx.writer.hasClaimed(same.variantId, row.merchant, p.cityId)) return null;
  // Made for each such listing, not kept with the item: a reason is several hundred characters
  // (two bytes each, for the rupee sign), and kept for every text it was 120 MB of a 315,100-row
  // sku-per-city import's heap, for a string a listing in a third city would reuse.
  const reason = JSON.stringify(
    sameItemDecision(
      { brand: same.brand, pack: same.packText === null ? null : { label: same.packText } },
      row.merchant,
      { productId: same.productId, variantId: same.variantId },
      false,
      MATCH_THRESHOLD,
    ).reason,
  );
  ctx.writer.summary.newListings++;
  ctx.writer.summary.matchedToExisting++;
  const listing = {
    productId: same.productId,
    variantId: same.variantId,
    shown: shownAs(row.title, row.url, row.image),
  };
  batch.listings.push(
    listingRow(p, listing, {
      kind: 'matched',
      reason,
      brand: same.brand,
      packLabel: same.packLabel,
    }),
  );
  return listing;
}

/** Matches a listing seen for the first time (`text`: its `textKey`) and adds what it needs to `batch`. */
function addListing(
  p: PlacedRow,
  text: string,
  batch: ImportBatch,
  ctx: MatchContext,
  read: ListingFeatures | undefined,
): KnownListing {
  const { matcher, additions, writer } = ctx;
  const { summary, createdVariants } = writer;
  const { row } = p;
  if (!row.productId) {
    const same = addSameText(p, text, batch, ctx);
    if (same) return same;
  }
  // The batch's reading of this text (one per text, made before matching), with this row's GTIN
  // set on it for this listing's decision: nothing keeps the object past it, and a copy of a dozen
  // fields for every new listing cost more than the rest of its bookkeeping.
  const features = read ?? matcher.features(row);
  features.gtin = row.gtin;
  const key = itemKey(row.merchant, features);
  const item = row.productId ? undefined : ctx.items.findKey(key);
  const decision = item
    ? sameItemDecision(
        features,
        row.merchant,
        item,
        writer.hasClaimed(item.variantId, row.merchant, p.cityId),
        MATCH_THRESHOLD,
      )
    : ((row.productId ? matcher.matchGiven(features, row.productId) : null) ??
      matcher.match(features, row.merchant, row.mrpPaise));
  summary.newListings++;
  let productId: string;
  let variantId: string;
  if (decision.kind === 'matched') {
    productId = decision.productId;
    variantId = decision.variantId;
    summary.matchedToExisting++;
  } else if (decision.kind === 'new-variant') {
    productId = decision.productId;
    variantId = additions.addVariant(productId, features.pack, row.mrpPaise, batch, matcher);
    createdVariants.add(variantId);
    summary.matchedToExisting++;
    summary.newPackSizes++;
  } else {
    productId = additions.addProduct(row, features, batch, matcher, ctx.nextPosition());
    variantId = additions.addVariant(productId, features.pack, row.mrpPaise, batch, matcher);
    createdVariants.add(variantId);
    summary.productsCreated++;
  }
  matcher.noteListing(variantId, row.merchant, row.gtin);
  const packLabel = variantFields(features.pack).label;
  if (decision.kind !== 'review') {
    ctx.items.noteKey(key, { productId, variantId });
    ctx.items.noteText(text, {
      productId,
      variantId,
      brand: features.brand,
      packText: features.pack?.label ?? null,
      packLabel,
    });
  }
  // Its wording, and the brands it was read as, find the product for later listings.
  matcher.addWording(productId, features);
  const listing = { productId, variantId, shown: shownAs(row.title, row.url, row.image) };
  batch.listings.push(
    listingRow(p, listing, {
      kind: decision.kind,
      reason: JSON.stringify(decision.reason),
      brand: features.brand,
      packLabel,
    }),
  );
  if (decision.kind === 'review') {
    summary.leftForReview++;
    batch.reviews.push({
      listing_key: p.key,
      product_id: decision.productId,
      variant_id: decision.variantId,
      score: decision.reason.score ?? 0,
      reason: JSON.stringify(decision.reason),
      status: 'pending',
      created_at: ctx.now,
      decided_at: null,
    });
  }
  return listing;
}

/** Gives every placed row its listing and offer; new and changed listings go into `batch`. */
export async function matchRows(
  placed: readonly PlacedRow[],
  batch: ImportBatch,
  ctx: MatchContext,
  turns: Turns,
): Promise<ListedRow[]> {
  const { writer } = ctx;
  const { known } = writer;
  // Brands the batch names become findable in the titles of rows that name none.
  for (const { row } of placed) if (row.brand) ctx.addBrand(row.brand);
  const unknownKeys = writer.listingsStored
    ? [...new Set(placed.map((p) => p.key).filter((k) => !known.has(k)))]
    : [];
  for (const [key, stored] of await ctx.findListings(unknownKeys)) {
    known.set(key, {
      productId: stored.product_id,
      variantId: stored.variant_id,
      shown: shownAs(stored.title, stored.url, stored.image),
    });
  }
  if (placed.some((p) => !known.has(p.key))) await ctx.loadItems();
  turns.restart();
  // The batch's new listings read once, and learnt from before any is matched. Each new
  // listing's text key is made once (by its place in `placed`).
  const texts = new Array<string | undefined>(placed.length);
  const read = new Map<string, ListingFeatures>();
  for (let i = 0; i < placed.length; i++) {
    const p = placed[i]!;
    const { row } = p;
    if (known.has(p.key)) continue;
    const text = textKey(row.merchant, row);
    texts[i] = text;
    if (row.productId || ctx.items.findByText(text)) continue;
    if (read.has(text)) continue;
    const wait = turns.row();
    if (wait) await wait;
    const features = ctx.matcher.features(row);
    ctx.matcher.learn(features, row.merchant);
    read.set(text, features);
  }
  const listed: ListedRow[] = [];
  for (let i = 0; i < placed.length; i++) {
    const p = placed[i]!;
    const wait = turns.row();
    if (wait) await wait;
    let listing = known.get(p.key);
    if (!listing) {
      const text = texts[i] ?? textKey(p.row.merchant, p.row);
      listing = addListing(p, text, batch, ctx, read.get(text));
      known.set(p.key, listing);
    } else {
      const shown = shownAs(p.row.title, p.row.url, p.row.image);
      if (listing.shown !== shown) {
        listing.shown = shown;
        batch.listings.push(listingRow(p, listing, null));
      }
    }
    const earlier = writer.claimOffer(listing.variantId, p.row.merchant, p.cityId, p.line);
    if (earlier !== undefined) {
      writer.reject(p.line, `same merchant, sku and city as line ${earlier} (prices are kept per city)`);
      continue;
    }
    listed.push({ p, listing });
  }
  return listed;
}
