// A typed shopping list resolved into products: each line is read (quantity, words, pack size) by
// core's list reader and searched for with the site's own search (Hinglish, Devanagari, pack sizes
// and typo correction included), through the product service's public calls only.
import {
  countPieces,
  type ListLine,
  labelIntent,
  type PackSize,
  packIntent,
  parseShoppingList,
  preferredVariant,
} from '@compare/core';
import { kindCandidates, lineKind, lineKinds } from './list-kinds';
import type { Point } from './location';
import type { ProductDto } from './offer-shaping';
import type { ProductService } from './products';

/** A matched product variant. */
export interface ListMatch {
  productId: string;
  variant: string;
}

/** One resolved line. */
export interface ResolvedLine {
  input: string;
  quantity: number;
  match: ListMatch | null;
  alternatives: ListMatch[];
  /** The kind an unbranded line named (its match is then the cheapest of the kind). */
  kind?: { id: string; label: string };
}

/** The resolved list and every product it names, shaped for the shopper's point. */
export interface ResolvedList {
  lines: ResolvedLine[];
  products: Record<string, ProductDto>;
}

/** Resolves typed lists. */
export interface ListService {
  resolve(text: string, point: Point, origin: string): Promise<ResolvedList>;
}

// The best match and up to 3 alternatives.
const CANDIDATES = 4;
// Products of a kind searched for an unbranded line, before the cheapest are kept.
const KIND_CANDIDATES = 60;

/** The product's variant labels sold at the shopper's point. */
function labelsSold(product: ProductDto): string[] {
  return Object.keys(product.platformData).filter((label) => (product.platformData[label]?.length ?? 0) > 0);
}

/**
 * The variant to pick of the labels sold here: the one the search would show first for the pack
 * asked for (core's `preferredVariant`, so 'ghee 1 kg' picks the same variant in a list as in the
 * search), else the first.
 */
export function pickVariant(labels: readonly string[], pack: PackSize | null): string | null {
  if (labels.length === 0) return null;
  if (!pack) return labels[0]!;
  const sizes = labels.map((label) => ({ id: label, size: labelIntent(label) }));
  return preferredVariant(sizes, [], { sizes: [packIntent(pack)], numbers: [] }) ?? labels[0]!;
}

/** Creates the list service over the product service's search. */
export function createListService(products: Pick<ProductService, 'list'>): ListService {
  const resolveLine = async (
    line: ListLine,
    point: Point,
    origin: string,
    shaped: Map<string, ProductDto>,
  ): Promise<ResolvedLine> => {
    const base = { input: line.input, quantity: line.quantity };
    // A line without a letter or digit ('...', '%', '💥') names nothing: searched, it would be an
    // empty query and match whatever comes first.
    if (!/[\p{L}\p{N}]/u.test(line.words)) return { ...base, match: null, alternatives: [] };
    const q = [line.words, line.packText].filter(Boolean).join(' ');
    const page = await products.list({ q, offset: 0, limit: CANDIDATES }, point, origin);
    const found: Array<ListMatch & { labels: string[] }> = [];
    // The page's products come shaped for the shopper's point, the typed pack size's variant first.
    const seen: ProductDto[] = [];
    for (const product of page.data) {
      shaped.set(product.productId, product);
      seen.push(product);
      const labels = labelsSold(product);
      const variant = pickVariant(labels, line.pack);
      if (variant) found.push({ productId: product.productId, variant, labels });
    }
    const others = (list: typeof found) =>
      list.slice(0, CANDIDATES - 1).map(({ productId, variant }) => ({ productId, variant }));
    // A line naming a kind and no brand: the cheapest of the kind here, the next ones to choose from.
    const kinds = page.similar ? [] : lineKinds(line, seen);
    if (kinds.length > 0) {
      const wide = await products.list({ q: line.words, offset: 0, limit: KIND_CANDIDATES }, point, origin);
      const all = wide.data;
      for (const product of all) shaped.set(product.productId, product);
      const ranked = kindCandidates(line, kinds, all, (labels) => pickVariant(labels, line.pack));
      const [cheapest, ...others] = ranked;
      if (cheapest) {
        const product = shaped.get(cheapest.productId)!;
        const { variant, quantity } = countPieces(line, cheapest.variant, labelsSold(product));
        return {
          input: line.input,
          quantity,
          match: { productId: cheapest.productId, variant },
          alternatives: others.slice(0, CANDIDATES - 1),
          kind: lineKind(kinds),
        };
      }
    }
    // Only the closest products (no product has every word): offered to pick from, never chosen.
    const [first, ...alternatives] = found;
    if (page.similar || !first) return { ...base, match: null, alternatives: others(found) };
    // "anda 12": twelve eggs, not twelve packs of them.
    const { variant, quantity } = countPieces(line, first.variant, first.labels);
    return {
      input: line.input,
      quantity,
      match: { productId: first.productId, variant },
      alternatives: others(alternatives),
    };
  };
  return {
    async resolve(text, point, origin) {
      const shaped = new Map<string, ProductDto>();
      const lines = await Promise.all(
        parseShoppingList(text).map((line) => resolveLine(line, point, origin, shaped)),
      );
      const named = new Set(
        lines.flatMap((l) => [l.match, ...l.alternatives]).flatMap((m) => (m ? [m.productId] : [])),
      );
      const used: Record<string, ProductDto> = {};
      for (const id of named) {
        const product = shaped.get(id);
        if (product) used[id] = product;
      }
      return { lines, products: used };
    },
  };
}
