// Search over the loaded catalogue: keeps a word index (api/src/search) for the catalogue in memory
// and the Hinglish map stored with it, and answers with catalogue entries.
//
// The index is built in the background, in slices that yield to the event loop, when a catalogue
// or synonym load is first seen (`warm`, or the first search over it). Until the new index is
// ready, searches use the previous one (its products looked up by id in the newer catalogue), so
// only the very first search of a process waits for a build. The index is kept in the loading cache
// (services/cache.ts), which decides when it is stale: built from anything but the newest catalogue
// and synonyms.
import type { SynonymsRepository } from '../repositories/synonyms';
import type { IndexedProduct } from '../search/build-index';
import { type PageRequest, type SearchHit, type SearchPage, selectPage } from '../search/hits';
import { buildSearchIndexInBackground, type SearchIndex } from '../search/search-index';
import type { Suggestion } from '../search/suggest';
import { CATALOGUE_TTL_MS, createLoadingCache, derived } from './cache';
import type { Catalogue, CatalogueEntry } from './loaded-catalogue';

/** Search over the loaded catalogue. */
export interface CatalogueSearch {
  /**
   * The page `request` asks for of the catalogue's products answering `q`, best first (or by
   * `request.sortKey`); a text without words answers every accepted product in catalogue order.
   */
  page(
    q: string,
    catalogue: Catalogue,
    request: PageRequest<CatalogueEntry>,
  ): Promise<SearchPage<CatalogueEntry>>;
  /** Catalogue terms, brands and Hinglish words starting with `q`. */
  suggest(q: string, catalogue: Catalogue, limit: number): Promise<Suggestion[]>;
  /** Starts indexing `catalogue` in the background (at start, or when a new catalogue is loaded). */
  warm(catalogue: Catalogue): Promise<void>;
}

/** A letter, mark or digit: text without one has no words (see text/words.ts). */
const HAS_WORD = /[\p{L}\p{M}\p{N}]/u;

/** A hit of the index as a hit of the catalogue (built field by field: it is made per match). */
function asEntryHit(
  hit: SearchHit<number>,
  entryAt: (product: number) => CatalogueEntry | undefined,
): SearchHit<CatalogueEntry> {
  return { product: entryAt(hit.product)!, score: hit.score, order: hit.order, variantId: hit.variantId };
}

type SynonymMap = Record<string, string[]>;

/** Catalogue entries read between two pauses (at the start of a build, and when comparing loads). */
const STEP = 2048;

const pause = () => new Promise((resolve) => setImmediate(resolve));

/** What the word index reads of a catalogue entry (variants passed as they are). */
export function indexedProduct(e: CatalogueEntry): IndexedProduct {
  return {
    id: e.row.id,
    brand: e.row.brand,
    name: e.row.name,
    tags: e.row.tags,
    category: e.row.category,
    categoryTitle: e.row.category_title,
    variants: e.variants,
    trending: e.trending,
  };
}

async function buildIndex(catalogue: Catalogue, synonyms: SynonymMap): Promise<SearchIndex> {
  const products = new Array<IndexedProduct>(catalogue.entries.length);
  for (let i = 0; i < products.length; i++) {
    products[i] = indexedProduct(catalogue.entries[i]!);
    if (i % STEP === STEP - 1) await pause();
  }
  return buildSearchIndexInBackground(products, synonyms);
}

function sameEntry(a: CatalogueEntry, b: CatalogueEntry): boolean {
  const ra = a.row;
  const rb = b.row;
  if (
    ra.id !== rb.id ||
    ra.name !== rb.name ||
    ra.brand !== rb.brand ||
    ra.tags !== rb.tags ||
    ra.category !== rb.category ||
    ra.category_title !== rb.category_title ||
    a.trending !== b.trending ||
    a.variants.length !== b.variants.length
  )
    return false;
  return a.variants.every((v, i) => v.id === b.variants[i]!.id && v.label === b.variants[i]!.label);
}

/**
 * True when `next` holds the same products in the same order, with the same words and variants,
 * as `previous` (a periodic reload with nothing changed), checked between other work.
 */
async function sameProducts(previous: Catalogue, next: Catalogue): Promise<boolean> {
  if (previous.entries.length !== next.entries.length) return false;
  for (let i = 0; i < next.entries.length; i++) {
    if (!sameEntry(previous.entries[i]!, next.entries[i]!)) return false;
    if (i % STEP === STEP - 1) await pause();
  }
  return true;
}

/** An index and the catalogue and synonyms it was built from. */
interface Built {
  catalogue: Catalogue;
  synonyms: SynonymMap;
  index: SearchIndex;
}

/** An index ready to answer over one catalogue: its products as that catalogue's entries. */
interface Usable {
  index: SearchIndex;
  entryAt: (product: number) => CatalogueEntry | undefined;
}

/** Creates catalogue search over the in-memory catalogue and the synonyms table. */
export function createCatalogueSearch(deps: { synonyms: SynonymsRepository }): CatalogueSearch {
  // The synonyms reload in the background; an unchanged map is answered as the previous one (same
  // identity), so reloading the same words does not rebuild the index.
  const synonymCache = createLoadingCache({
    ttlMs: CATALOGUE_TTL_MS,
    stale: 'serve',
    load: async (_key: null, previous: { json: string; map: SynonymMap } | undefined) => {
      const map = await deps.synonyms.all();
      const json = JSON.stringify(map);
      return previous?.json === json ? previous : { json, map };
    },
  });
  const synonyms = async () => (await synonymCache.get(null, '')).map;
  // What the index should be built from: the newest catalogue seen and the current synonyms. A
  // catalogue seen before (an old copy still held by a request in flight) changes nothing.
  const seen = new WeakSet<Catalogue>();
  let wanted: { catalogue: Catalogue; synonyms: SynonymMap } | null = null;
  // The index, in the loading cache (services/cache.ts): stale once built from anything but what
  // is wanted, then rebuilt in the background (one build at a time) while the previous one answers;
  // only the first build of a process is waited for. A rebuild over products that did not change
  // (a periodic reload) keeps the previous index.
  const indexes = createLoadingCache({
    ttlMs: Number.POSITIVE_INFINITY,
    maxEntries: 1,
    stale: 'serve',
    isStale: (built: Built) => built.catalogue !== wanted?.catalogue || built.synonyms !== wanted.synonyms,
    load: async (_key: null, previous: Built | undefined): Promise<Built> => {
      const target = wanted!;
      const unchanged =
        previous !== undefined &&
        previous.synonyms === target.synonyms &&
        (await sameProducts(previous.catalogue, target.catalogue));
      const index = unchanged ? previous.index : await buildIndex(target.catalogue, target.synonyms);
      return { catalogue: target.catalogue, synonyms: target.synonyms, index };
    },
  });
  // The products of an index as entries of a newer catalogue, while that one's index builds: looked
  // up by id the first time a search meets them (null: no longer in the catalogue). Made per
  // (index, catalogue) and dropped with them.
  const entriesIn = derived((built: Built) =>
    derived((_catalogue: Catalogue) => new Array<CatalogueEntry | null>(built.catalogue.entries.length)),
  );

  const usable = (built: Built, catalogue: Catalogue): Usable => {
    if (built.catalogue === catalogue) return { index: built.index, entryAt: (i) => catalogue.entries[i] };
    const entries = entriesIn(built)(catalogue);
    const previous = built.catalogue.entries;
    return {
      index: built.index,
      entryAt: (i) => {
        let entry = entries[i];
        if (entry === undefined) {
          const id = previous[i]?.row.id;
          entry = (id === undefined ? undefined : catalogue.byId.get(id)) ?? null;
          entries[i] = entry;
        }
        return entry ?? undefined;
      },
    };
  };

  const indexFor = async (catalogue: Catalogue): Promise<Usable> => {
    const map = await synonyms();
    let newest = wanted?.catalogue ?? catalogue;
    if (!seen.has(catalogue)) {
      seen.add(catalogue);
      newest = catalogue;
    }
    if (wanted?.catalogue !== newest || wanted.synonyms !== map)
      wanted = { catalogue: newest, synonyms: map };
    return usable(await indexes.get(null, ''), catalogue);
  };

  return {
    async page(q, catalogue, request) {
      // Only quotes or punctuation: no text filter, and no need to wait for an index.
      if (!HAS_WORD.test(q)) {
        const hits = catalogue.entries.map(
          (product, order): SearchHit<CatalogueEntry> => ({ product, score: 0, order, variantId: null }),
        );
        return { ...selectPage(hits, request), searchedFor: null, similar: false };
      }
      const { index, entryAt } = await indexFor(catalogue);
      const answer = index.page(q, {
        offset: request.offset,
        limit: request.limit,
        accept: (i) => {
          const entry = entryAt(i);
          return entry !== undefined && request.accept(entry);
        },
        sortKey: request.sortKey && ((hit) => request.sortKey!(asEntryHit(hit, entryAt))),
      });
      return {
        ...answer,
        hits: answer.hits.map((hit) => asEntryHit(hit, entryAt)),
      };
    },
    async suggest(q, catalogue, limit) {
      return (await indexFor(catalogue)).index.suggest(q, limit);
    },
    async warm(catalogue) {
      await indexFor(catalogue);
    },
  };
}
