// Home-page category tiles. `search` is what a tile click searches; every product of a category
// carries that word as a tag, so the search finds the whole category.
import type { CatalogueCategory } from './types';

interface CategorySeed {
  slug: string;
  title: string;
  search: string;
}

const CATEGORY_SEEDS: readonly CategorySeed[] = [
  { slug: 'dairy-eggs', title: 'Dairy & Eggs', search: 'dairy' },
  { slug: 'fruits', title: 'Fruits', search: 'fruits' },
  { slug: 'vegetables', title: 'Vegetables', search: 'vegetables' },
  { slug: 'atta-rice-dal', title: 'Atta, Rice & Dal', search: 'staples' },
  { slug: 'oils-ghee', title: 'Oils & Ghee', search: 'oils' },
  { slug: 'masala-spices', title: 'Masala & Spices', search: 'masala' },
  { slug: 'bakery-bread', title: 'Bakery & Bread', search: 'bakery' },
  { slug: 'biscuits-cookies', title: 'Biscuits & Cookies', search: 'biscuits' },
  { slug: 'snacks-namkeen', title: 'Snacks & Namkeen', search: 'snacks' },
  { slug: 'beverages', title: 'Beverages', search: 'beverages' },
  { slug: 'breakfast-cereals', title: 'Breakfast & Cereals', search: 'breakfast' },
  { slug: 'chocolates-sweets', title: 'Chocolates & Sweets', search: 'sweets' },
  { slug: 'instant-food', title: 'Instant Food', search: 'instant' },
  { slug: 'frozen', title: 'Frozen', search: 'frozen' },
  { slug: 'personal-care', title: 'Personal Care', search: 'toiletries' },
  { slug: 'household-cleaning', title: 'Household & Cleaning', search: 'cleaning' },
  { slug: 'baby-care', title: 'Baby Care', search: 'baby' },
];

/** Category rows in display order. */
export function buildCategories(): CatalogueCategory[] {
  return CATEGORY_SEEDS.map((seed, index) => ({
    ...seed,
    img: `/images/categories/${seed.slug}.svg`,
    sortOrder: index + 1,
  }));
}
