// Building the word index over a catalogue, in steps: each `next()` of the generator does a few
// milliseconds of work, so a large catalogue can be indexed between requests (runInBackground).
import { labelIntent, type VariantSizes } from '@compare/core';
import { foldPlural } from '../text/plurals';
import { CatalogueReader } from './catalogue-reader';
import { FIELD_BIT } from './fields';
import { KeyTable, type Postings, PostingsDraft } from './key-table';
import { createSimilarProducts, type SimilarProducts } from './similar';
import { memo } from './steps';
import { SuggestionSource } from './suggest';
import { createSynonymIndex, type SynonymIndex } from './synonyms';
import { tieOrder } from './tie-order';
import { createVocabulary, type IndexVocabulary } from './vocabulary';

/** What the index needs of a catalogue product. */
export interface IndexedProduct {
  id: string;
  brand: string;
  name: string;
  /** Space-separated tags, the product's kind first (`milk toned dairy`). */
  tags: string;
  category: string;
  categoryTitle: string;
  /** Variants in display order. */
  variants: ReadonlyArray<{ id: string; label: string }>;
  /** Position in the trending sections (lower first); Infinity when not trending. */
  trending: number;
}

/** One indexed product: what scoring and the variant choice read of it. */
export interface IndexEntry {
  product: IndexedProduct;
  nameWords: string[];
  /** `nameWords` as key numbers. */
  nameKeys: number[];
  /** Each variant's pack size, read from its label at build (what the variant choice compares). */
  sizes: VariantSizes;
}

/** Everything an index answers from. */
export interface BuiltIndex {
  /** The products by number (their position in the indexed list). */
  entries: IndexEntry[];
  keys: KeyTable;
  postings: Map<string, Postings>;
  vocabulary: IndexVocabulary;
  synonyms: SynonymIndex;
  similarProducts: SimilarProducts;
  suggestions: SuggestionSource;
  /** Each product's position among equal scores (lower first). */
  tieOrder: Int32Array;
}

/** Products read between two pauses. */
const BUILD_STEP = 64;

/** Builds what the index answers from over `products`, with the Hinglish map `synonymMap`, in steps. */
export function* buildIndex(
  products: readonly IndexedProduct[],
  synonymMap: Record<string, readonly string[]>,
): Generator<void, BuiltIndex> {
  const synonyms = createSynonymIndex(synonymMap);
  yield;
  const keys = new KeyTable();
  const reader = new CatalogueReader(keys);
  const draft = new PostingsDraft();
  const suggestions = new SuggestionSource();
  // Per brand text: its words and joined key; per tags text: the words worth suggesting (not
  // numbers or two-letter joins as in "ready to eat").
  const brandOf = memo((brand: string) => {
    const { words, keys: brandKeys } = reader.readWhole(brand);
    const whole = words.join('');
    return {
      id: brand.toLowerCase(),
      text: brand,
      keys: brandKeys,
      words: words.join(' '),
      joined: whole ? keys.idOf(foldPlural(whole)) : -1,
    };
  });
  const suggestable = memo((tags: string) => [
    ...new Set(reader.readWhole(tags).words.filter((w) => w.length >= 3 && !/^\d+$/.test(w))),
  ]);
  // Labels recur across products ("1 l", "500 g"): each is read once.
  const sizeOfLabel = memo(labelIntent);
  const entries = new Array<IndexEntry>(products.length);
  for (let index = 0; index < products.length; index++) {
    const product = products[index]!;
    const name = reader.read(product.name);
    const sizes = product.variants.map((v) => ({ id: v.id, size: sizeOfLabel(v.label) }));
    entries[index] = { product, nameWords: name.words, nameKeys: name.keys, sizes };
    for (const key of name.keys) draft.add(key, index, FIELD_BIT.name);
    // Joined neighbours so "parleg", "cocacola" and "kitkat" find their products too (looked up
    // whole only: "amull" must not prefix-match "amul lassi").
    for (let i = 0; i + 1 < name.words.length; i++)
      draft.add(reader.joinedKey(name.words[i]!, name.words[i + 1]!), index, FIELD_BIT.name);
    const brand = brandOf(product.brand);
    for (const key of brand.keys) draft.add(key, index, FIELD_BIT.brand);
    if (brand.joined >= 0) draft.add(brand.joined, index, FIELD_BIT.brand);
    const tags = reader.readWhole(product.tags).keys;
    if (tags.length > 0) draft.add(tags[0]!, index, FIELD_BIT.kind);
    for (let i = 1; i < tags.length; i++) draft.add(tags[i]!, index, FIELD_BIT.tag);
    for (const key of reader.readWhole(product.categoryTitle).keys) draft.add(key, index, FIELD_BIT.category);
    for (const key of reader.readWhole(product.category).keys) draft.add(key, index, FIELD_BIT.category);
    suggestions.add(brand, suggestable(product.tags));
    if (index % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  const postings = yield* draft.postings(keys);
  yield;
  const order = yield* tieOrder(
    entries.map((e) => ({
      id: e.product.id,
      name: e.product.name,
      length: e.nameWords.length,
      trending: e.product.trending,
    })),
  );
  yield;
  const vocabulary = createVocabulary(reader.surface, postings, synonyms);
  yield;
  const similarProducts = createSimilarProducts(vocabulary.sortedWords, reader.surface, postings);
  yield;
  return {
    entries,
    keys,
    postings,
    vocabulary,
    synonyms,
    similarProducts,
    suggestions,
    tieOrder: order,
  };
}
