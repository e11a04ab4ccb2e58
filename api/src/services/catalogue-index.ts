// The catalogue kept in memory per process: products with their variants and trending position,
// categories, and each (merchant, city)'s offers. A product page or a repeated search then reads no
// database at all. Live price updates are patched into the loaded offers as they commit.
import type { OfferChange, OfferRow, OffersRepository } from '../repositories/offers';
import type {
  CategoryRow,
  ProductRow,
  ProductsRepository,
  TrendingRow,
  VariantRow,
  VisibleZone,
} from '../repositories/products';
import { CATALOGUE_TTL_MS, refreshing, refreshingByKey } from './cache';
import { words } from './search/normalise';

/** A catalogue product with what search ranking needs, precomputed once per catalogue load. */
export interface CatalogueEntry {
  row: ProductRow;
  variants: VariantRow[];
  /** Image paths as stored (relative to the API origin). */
  images: string[];
  /** Words of the product's name (brand included). */
  nameWords: string[];
  /** The product's kind: its first tag (`milk` for toned milk, `condensed` for condensed milk). */
  kind: string;
  /** Position of its first appearance in the trending sections; Infinity when not trending. */
  trending: number;
}

/** The loaded catalogue. */
export interface Catalogue {
  entries: CatalogueEntry[];
  byId: Map<string, CatalogueEntry>;
  sections: TrendingRow[];
}

/** One zone's offers: by variant, by id, and the set of products listed. */
export interface ZoneOffers {
  byVariant: Map<string, OfferRow[]>;
  byId: Map<string, OfferRow>;
  products: Set<string>;
}

/** The in-memory catalogue and offers. */
export interface CatalogueIndex {
  catalogue(): Promise<Catalogue>;
  categories(): Promise<CategoryRow[]>;
  /** The offers of one (merchant, city). */
  zone(zone: VisibleZone): Promise<ZoneOffers>;
  /** The offers of `entries`' variants in `zones`. */
  offersOf(entries: readonly CatalogueEntry[], zones: readonly VisibleZone[]): Promise<OfferRow[]>;
}

// Zones are merchants x cities with stores.
const MAX_CACHED_ZONES = 500;
// Price changes remembered to re-apply to zones reloaded meanwhile (a reload takes seconds at most).
const RECENT_CHANGES = 5_000;

function parseImages(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
}

function indexZone(rows: ReadonlyArray<OfferRow & { product_id: string }>): ZoneOffers {
  const zone: ZoneOffers = { byVariant: new Map(), byId: new Map(), products: new Set() };
  for (const { product_id, ...row } of rows) {
    const list = zone.byVariant.get(row.variant_id) ?? [];
    list.push(row);
    zone.byVariant.set(row.variant_id, list);
    zone.byId.set(row.id, row);
    zone.products.add(product_id);
  }
  return zone;
}

/** Creates the in-memory catalogue over the products repository. */
export function createCatalogueIndex(deps: {
  products: ProductsRepository;
  offers: Pick<OffersRepository, 'onChange' | 'onCatalogueChange'>;
}): CatalogueIndex {
  const { products } = deps;
  // Products, variants and trending sections change only with a seed or an import: keep them in
  // memory so a page needs no query at all. Reloads (every minute, or when an import is announced)
  // run in the background while requests keep the previous copy: no request waits for a rebuild.
  const catalogue = refreshing(CATALOGUE_TTL_MS, async (): Promise<Catalogue> => {
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
    const entries: CatalogueEntry[] = rows.products.map((row) => ({
      row,
      variants: variantsByProduct.get(row.id) ?? [],
      images: parseImages(row.images),
      nameWords: words(row.name),
      kind: words(row.tags)[0] ?? '',
      trending: trending.get(row.id) ?? Number.POSITIVE_INFINITY,
    }));
    return { entries, byId: new Map(entries.map((e) => [e.row.id, e])), sections };
  });
  // Each (merchant, city)'s offers, indexed by variant, and the products it lists. Offers are only
  // inserted by the seeder; price updates made here (live refreshes) are patched into the loaded
  // rows as they commit, and a reload every minute picks up writes from other processes.
  // A reload that read its rows before a price change committed must not bring the old price back:
  // changes of the last few minutes are applied again to every freshly loaded zone.
  const recent = new Map<string, OfferChange>();
  const zones = refreshingByKey(CATALOGUE_TTL_MS, MAX_CACHED_ZONES, async (zone: VisibleZone) => {
    const loaded = indexZone(await products.offersIn(zone));
    for (const change of recent.values()) {
      const row = loaded.byId.get(change.id);
      if (row && row.updated_at <= change.updated_at) Object.assign(row, change);
    }
    return loaded;
  });
  const zone = (z: VisibleZone) => zones.get(z, `${z.merchant}\u0000${z.cityId}`);
  deps.offers.onChange((change) => {
    recent.delete(change.id);
    recent.set(change.id, change);
    // Oldest first in insertion order: keep at most RECENT_CHANGES.
    for (const id of recent.keys()) {
      if (recent.size <= RECENT_CHANGES) break;
      recent.delete(id);
    }
    for (const loaded of zones.loaded()) {
      void loaded
        .then((z) => {
          const row = z.byId.get(change.id);
          if (row) Object.assign(row, change);
        })
        .catch(() => undefined);
    }
  });
  const categories = refreshing(CATALOGUE_TTL_MS, () => products.categories());
  // An import or a reseed (here or on another instance) changes products and listings: start over.
  deps.offers.onCatalogueChange(() => {
    catalogue.expire();
    categories.expire();
    zones.expire();
  });
  return {
    catalogue,
    categories,
    zone,
    async offersOf(entries, wanted) {
      const loaded = await Promise.all(wanted.map(zone));
      return entries.flatMap((e) =>
        e.variants.flatMap((v) => loaded.flatMap((z) => z.byVariant.get(v.id) ?? [])),
      );
    },
  };
}
