// The shape in which product data modules describe products, and the small builders they use so
// each product fits on one readable line.
import type { PlatformKey } from '@compare/core';

/** One pack size of a product seed. */
export interface VariantSeed {
  label: string;
  mrp: number;
}

/** A canonical product as written in the data modules. */
export interface ProductSeed {
  brand: string;
  /** Full display name, brand included for branded goods ("Amul Taaza Toned Milk"). */
  name: string;
  /** Category slug. */
  category: string;
  tags: string[];
  variants: VariantSeed[];
  /** Pack word some merchants add to titles ("Pouch", "Bottle"). */
  container?: string;
  /** Hindi name of loose produce ("Pyaz"), used in some merchants' titles. */
  local?: string;
  /** A merchant's own base wording where it differs from the canonical name. */
  titles?: Partial<Record<PlatformKey, string>>;
  /** Usually sold at MRP (milk pouches, bread). */
  atMrp?: boolean;
  /** Listed by every merchant (flagship staples the demo leans on). */
  everywhere?: boolean;
}

/** Optional extras of a seed line. */
export type SeedOptions = Pick<ProductSeed, 'container' | 'local' | 'titles' | 'atMrp' | 'everywhere'>;

/** Parses "500 ml=28 | 1 l=56" into variant seeds. */
function parseVariants(spec: string): VariantSeed[] {
  return spec.split('|').map((part) => {
    const [label, mrp] = part.split('=').map((piece) => piece.trim());
    const value = Number(mrp);
    if (!label || !Number.isFinite(value) || value <= 0) throw new Error(`Bad variant spec: "${part}"`);
    return { label, mrp: value };
  });
}

/** Builder for branded goods of one category: name = brand + rest. */
export function brandedIn(category: string) {
  return (
    brand: string,
    rest: string,
    tags: string,
    variants: string,
    options: SeedOptions = {},
  ): ProductSeed => ({
    brand,
    // Some names already begin with the brand ("Parle-G" by Parle).
    name: rest.startsWith(brand) ? rest : `${brand} ${rest}`,
    category,
    tags: tags.split(' ').filter(Boolean),
    variants: parseVariants(variants),
    ...options,
  });
}

/** Brand shown for loose fruit and vegetables. */
export const PRODUCE_BRAND = 'Fresh';

/** Builder for loose produce of one category (brand "Fresh", Hindi name for titles). */
export function produceIn(category: string) {
  return (
    name: string,
    local: string,
    tags: string,
    variants: string,
    options: SeedOptions = {},
  ): ProductSeed => ({
    brand: PRODUCE_BRAND,
    name,
    category,
    tags: tags.split(' ').filter(Boolean),
    variants: parseVariants(variants),
    local,
    ...options,
  });
}
