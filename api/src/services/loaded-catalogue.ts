// The catalogue kept in memory per process: products with their variants and trending position,
// categories, and for each (merchant, city) a compact summary: which products it lists and each
// variant's lowest offer there. The offers a page shows are read from the database by variant
// (a page needs a few dozen), so memory stays bounded however many offers and cities there are.
import type { ChangeStream } from '../change-stream';
import type { OfferRow } from '../repositories/offers';
import type {
  CategoryRow,
  ProductRow,
  ProductsRepository,
  TrendingRow,
  VariantRow,
  VisibleZone,
  ZonePrice,
} from '../repositories/products';
import { wordsOf } from '../text/words';
import { CATALOGUE_TTL_MS, createLoadingCache, derived } from './cache';

/** A catalogue product as loaded once per catalogue load. */
export interface CatalogueEntry {
  row: ProductRow;
  variants: VariantRow[];
  /** Image paths as stored (relative to the API origin). */
  images: string[];
  /** The product's kind: its first tag (`milk` for toned milk, `condensed` for condensed milk). */
  kind: string;
  /** Position of its first appearance in the trending sections; Infinity when not trending. */
  trending: number;
  /** Its index in the catalogue's `entries` (set by the catalogue loader). */
  ordinal?: number;
}

/** The loaded catalogue. */
export interface Catalogue {
  entries: CatalogueEntry[];
  byId: Map<string, CatalogueEntry>;
  sections: TrendingRow[];
}

/** A variant's lowest offer in a zone (docs/rules.md, "Lowest offer"), money in paise. */
export interface LowestInZone {
  pricePaise: number;
  mrpPaise: number;
  inStock: boolean;
}

/** One zone's listing: which products it lists and each variant's lowest offer there. */
export interface ZoneSummary {
  /** True when the zone lists an offer of the product. */
  lists(entry: CatalogueEntry): boolean;
  /** The variant's lowest offer in the zone, or null when the zone has none. */
  lowest(variantId: string): LowestInZone | null;
}

/** The in-memory catalogue and per-zone summaries. */
export interface LoadedCatalogue {
  catalogue(): Promise<Catalogue>;
  categories(): Promise<CategoryRow[]>;
  /** What one (merchant, city) lists; only its first load is waited for. */
  zone(zone: VisibleZone): Promise<ZoneSummary>;
  /** The offers of `entries`' variants in `zones`, read from the database. */
  offersOf(entries: readonly CatalogueEntry[], zones: readonly VisibleZone[]): Promise<OfferRow[]>;
}

// Zones are merchants x cities with stores; a summary is ~9 bytes per catalogue variant.
const MAX_CACHED_ZONES = 256;
// Entries built, and zone rows summarised, between yields to the event loop (a few ms each on a
// busy machine).
const SLICE = 500;
const ROW_SLICE = 5_000;
// Price changes are gathered this long before the zones they touch are reloaded.
const CHANGE_BATCH_MS = 200;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function parseImages(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
}

const zoneId = (z: { merchant: string; cityId: string }) => `${z.merchant}\u0000${z.cityId}`;

// inStock per variant ordinal: 0 no offer, 1 only out-of-stock offers, 2 an in-stock offer.
const NONE = 0;
const OUT_OF_STOCK = 1;
const IN_STOCK = 2;

// Every variant's index (0..count-1) by id and its product's index, per catalogue: zone summaries
// are arrays over them. Built once per catalogue, in slices that yield to the event loop.
interface VariantIndex {
  ordinals: Map<string, number>;
  productOf: Int32Array;
}
// Made once per catalogue object and dropped with it (services/cache.ts `derived`).
const variantIndexOf = derived(async (catalogue: Catalogue): Promise<VariantIndex> => {
  const ordinals = new Map<string, number>();
  const products: number[] = [];
  for (let i = 0; i < catalogue.entries.length; i++) {
    if (i % SLICE === SLICE - 1) await yieldToEventLoop();
    for (const v of catalogue.entries[i]!.variants) {
      ordinals.set(v.id, ordinals.size);
      products.push(i);
    }
  }
  return { ordinals, productOf: Int32Array.from(products) };
});

/** An entry's index in `catalogue`, whichever catalogue copy the entry came from. */
function productOrdinal(catalogue: Catalogue, entry: CatalogueEntry): number | undefined {
  if (entry.ordinal !== undefined && catalogue.entries[entry.ordinal] === entry) return entry.ordinal;
  const own = catalogue.byId.get(entry.row.id);
  return own === undefined ? undefined : (own.ordinal ?? catalogue.entries.indexOf(own));
}

/** Builds a zone summary from its lowest offer per variant, indexed by `catalogue`'s ordinals. */
async function summarise(catalogue: Catalogue, rows: readonly ZonePrice[]): Promise<ZoneSummary> {
  const { ordinals: variantOrdinal, productOf } = await variantIndexOf(catalogue);
  const variantCount = variantOrdinal.size;
  const price = new Int32Array(variantCount);
  const mrp = new Int32Array(variantCount);
  const stock = new Uint8Array(variantCount);
  const listed = new Uint8Array(catalogue.entries.length);
  for (let i = 0; i < rows.length; i++) {
    if (i % ROW_SLICE === ROW_SLICE - 1) await yieldToEventLoop();
    const [variantId, rowPrice, rowMrp, rowInStock] = rows[i]!;
    const at = variantOrdinal.get(variantId);
    if (at === undefined) continue;
    const inStock = rowInStock ? IN_STOCK : OUT_OF_STOCK;
    const p = Number(rowPrice);
    // The rule within one zone: in stock before out of stock, then the cheapest.
    if (stock[at] === NONE || inStock > stock[at]! || (inStock === stock[at] && p < price[at]!)) {
      stock[at] = inStock;
      price[at] = p;
      mrp[at] = Number(rowMrp);
    }
    listed[productOf[at]!] = 1;
  }
  return {
    lists: (entry) => {
      const ordinal = productOrdinal(catalogue, entry);
      return ordinal !== undefined && listed[ordinal] === 1;
    },
    lowest: (variantId) => {
      const at = variantOrdinal.get(variantId);
      if (at === undefined || stock[at] === NONE) return null;
      return { pricePaise: price[at]!, mrpPaise: mrp[at]!, inStock: stock[at] === IN_STOCK };
    },
  };
}

/** Creates the in-memory catalogue over the products repository. */
export function createLoadedCatalogue(deps: {
  products: ProductsRepository;
  changes: ChangeStream;
}): LoadedCatalogue {
  const { products } = deps;
  let loadedOnce = false;
  // Products, variants and trending sections change only with a seed or an import: keep them in
  // memory so a page needs no query for them. Reloads (every minute, or when an import is
  // announced) run in the background, in slices that yield to the event loop, while requests keep
  // the previous copy: no request waits for a rebuild.
  // A periodic reload first asks the database for the catalogue's version: an unchanged catalogue
  // keeps its loaded copy (and its search index and zone summaries) and no work runs.
  // An import or a reseed (here or on another instance) may change products and listings: each
  // loaded value then checks its version and reloads if it changed.
  // After an import the catalogue, the loaded zones and the categories reload at once (each only if
  // its version moved), and the stream hears `zones` when they are in: the answers built meanwhile
  // from the old copies (pages, trending) are dropped then, so an import shows as soon as it is
  // loaded, not after those answers' own expiry.
  let latest: Catalogue | null = null;
  const catalogueCache = createLoadingCache({
    ttlMs: CATALOGUE_TTL_MS,
    stale: 'serve',
    version: () => products.catalogueVersion(),
    load: async (): Promise<Catalogue> => {
      const [rows, sections] = await Promise.all([products.catalogueRows(), products.trending()]);
      const trending = new Map<string, number>();
      for (const id of sections.flatMap((s) => s.product_ids))
        if (!trending.has(id)) trending.set(id, trending.size);
      const variantsByProduct = new Map<string, VariantRow[]>();
      for (const v of rows.variants) {
        const list = variantsByProduct.get(v.product_id) ?? [];
        list.push(v);
        variantsByProduct.set(v.product_id, list);
      }
      const entries: CatalogueEntry[] = [];
      for (const row of rows.products) {
        if (entries.length % SLICE === SLICE - 1) await yieldToEventLoop();
        entries.push({
          row,
          variants: variantsByProduct.get(row.id) ?? [],
          images: parseImages(row.images),
          kind: wordsOf(row.tags)[0] ?? '',
          trending: trending.get(row.id) ?? Number.POSITIVE_INFINITY,
          ordinal: entries.length,
        });
      }
      // Zone summaries are indexed by a catalogue's variants: once a newer copy is in use, they
      // reload whatever their offers' version says.
      if (loadedOnce) setImmediate(() => zones.expire({ force: true }));
      loadedOnce = true;
      latest = { entries, byId: new Map(entries.map((e) => [e.row.id, e])), sections };
      return latest;
    },
  });
  const catalogue = () => catalogueCache.get(null, '');
  // Each (merchant, city)'s summary, loaded with one query per zone (the lowest offer per variant)
  // and reloaded in the background when its offers change; requests use the previous one meanwhile.
  // The periodic check (changes made by another process on SQLite) reads the zone's version and
  // reloads only a zone whose offers changed.
  const zones = createLoadingCache({
    ttlMs: CATALOGUE_TTL_MS,
    maxEntries: MAX_CACHED_ZONES,
    stale: 'serve',
    version: (zone: VisibleZone) => products.zoneVersion(zone),
    load: async (zone: VisibleZone) => summarise(await catalogue(), await products.zonePrices(zone)),
  });
  const zone = (z: VisibleZone) => zones.get(z, zoneId(z));
  // Live price updates (here or on another instance): gather the changed offers for a moment, find
  // their zones, reload those summaries in the background, and tell the stream they were.
  let changed = new Set<string>();
  let batch: NodeJS.Timeout | null = null;
  const reloadChangedZones = async () => {
    batch = null;
    const ids = [...changed];
    changed = new Set();
    // Only loaded zones reload (an unloaded one loads fresh when first asked for).
    await Promise.all((await products.zonesOf(ids)).map((z) => zones.reload(zoneId(z))));
    deps.changes.publish({ kind: 'zones' });
  };
  deps.changes.subscribe('offer', ({ offer }) => {
    changed.add(offer.id);
    batch ??= setTimeout(() => {
      reloadChangedZones().catch(() => undefined);
    }, CHANGE_BATCH_MS);
    batch.unref?.();
  });
  const categoryCache = createLoadingCache({
    ttlMs: CATALOGUE_TTL_MS,
    stale: 'serve',
    version: () => products.catalogueVersion(),
    load: (_key: null) => products.categories(),
  });
  let importing: Promise<void> | null = null;
  let importAgain = false;
  const reloadAfterImport = async (): Promise<void> => {
    const was = latest;
    await Promise.all([catalogueCache.reload(''), categoryCache.reload('')]);
    // Zone summaries are indexed by a catalogue's variants: a new copy reloads every one of them.
    await zones.reloadAll({ force: latest !== was });
    deps.changes.publish({ kind: 'zones', all: true });
  };
  deps.changes.subscribe('catalogue', () => {
    // One reload at a time; an import heard during one runs another after it.
    if (importing) {
      importAgain = true;
      return;
    }
    const run = async () => {
      do {
        importAgain = false;
        await reloadAfterImport().catch(() => undefined);
      } while (importAgain);
      importing = null;
    };
    importing = run();
  });
  return {
    catalogue,
    categories: () => categoryCache.get(null, ''),
    zone,
    async offersOf(entries, wanted) {
      if (entries.length === 0 || wanted.length === 0) return [];
      const rows = await products.offersOfVariants(
        entries.flatMap((e) => e.variants.map((v) => v.id)),
        wanted,
      );
      // In the order of `entries` and their variants, as callers list them.
      const byVariant = new Map<string, OfferRow[]>();
      for (const row of rows) {
        const list = byVariant.get(row.variant_id) ?? [];
        list.push(row);
        byVariant.set(row.variant_id, list);
      }
      return entries.flatMap((e) => e.variants.flatMap((v) => byVariant.get(v.id) ?? []));
    },
  };
}
