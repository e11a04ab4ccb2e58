// Home-page trending sections for a few categories. Data modules group a category's products by
// kind (all the milks, then curds, ...), so a section samples evenly across the list for variety.
import type { CatalogueCategory, CatalogueProduct, CatalogueTrending } from './types';

const SECTION_CATEGORIES: readonly string[] = [
  'dairy-eggs',
  'fruits',
  'snacks-namkeen',
  'beverages',
  'atta-rice-dal',
  'personal-care',
];

const PRODUCTS_PER_SECTION = 12;

/** Up to `count` items taken at even steps through the list, first item included. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)]!);
}

/** Trending sections, titled after their categories. */
export function buildTrending(
  categories: readonly CatalogueCategory[],
  products: readonly CatalogueProduct[],
): CatalogueTrending[] {
  return SECTION_CATEGORIES.map((slug, index) => {
    const category = categories.find((candidate) => candidate.slug === slug);
    if (!category) throw new Error(`Trending section names unknown category ${slug}`);
    return {
      title: category.title,
      category: category.title,
      productIds: spread(
        products.filter((product) => product.category === slug),
        PRODUCTS_PER_SECTION,
      ).map((product) => product.id),
      sortOrder: index + 1,
    };
  });
}
