// Assembles the demo catalogue from the data modules. Pure and deterministic: every random choice
// comes from a PRNG keyed by the ids involved, so two calls return equal catalogues.
import { parsePackLabel, productImage, slugify, variantId } from '@compare/core';
import { buildReferenceData } from '../reference/index';
import { merchantTitle } from './merchant-titles';
import { MERCHANT_PROFILES, type MerchantProfile } from './merchants';
import { baseDiscount, listingSeed, priceClassOf, pricedCity, quoteCities } from './pricing';
import { BAKERY_PRODUCTS, BISCUIT_PRODUCTS } from './products-bakery';
import { BEVERAGE_PRODUCTS } from './products-beverages';
import { DAIRY_PRODUCTS } from './products-dairy';
import { BABY_CARE_PRODUCTS, HOUSEHOLD_PRODUCTS, PERSONAL_CARE_PRODUCTS } from './products-home';
import { OIL_PRODUCTS } from './products-oils';
import { BREAKFAST_PRODUCTS, FROZEN_PRODUCTS, INSTANT_PRODUCTS } from './products-pantry';
import { FRUIT_PRODUCTS, VEGETABLE_PRODUCTS } from './products-produce';
import { SNACK_PRODUCTS, SWEET_PRODUCTS } from './products-snacks';
import { SPICE_PRODUCTS } from './products-spices';
import { STAPLE_PRODUCTS } from './products-staples';
import { rngFor } from './random';
import type { ProductSeed } from './seed';
import { buildStores } from './stores';
import { buildTrending } from './trending';
import type {
  Catalogue,
  CatalogueCategory,
  CatalogueOffer,
  CatalogueProduct,
  CatalogueVariant,
} from './types';
import { createUrlFactory } from './urls';

/** Every product seed, in category display order. */
const ALL_SEEDS: readonly ProductSeed[] = [
  ...DAIRY_PRODUCTS,
  ...FRUIT_PRODUCTS,
  ...VEGETABLE_PRODUCTS,
  ...STAPLE_PRODUCTS,
  ...OIL_PRODUCTS,
  ...SPICE_PRODUCTS,
  ...BAKERY_PRODUCTS,
  ...BISCUIT_PRODUCTS,
  ...SNACK_PRODUCTS,
  ...BEVERAGE_PRODUCTS,
  ...BREAKFAST_PRODUCTS,
  ...SWEET_PRODUCTS,
  ...INSTANT_PRODUCTS,
  ...FROZEN_PRODUCTS,
  ...PERSONAL_CARE_PRODUCTS,
  ...HOUSEHOLD_PRODUCTS,
  ...BABY_CARE_PRODUCTS,
];

/** Share of a listed product's further pack sizes that a merchant also lists. */
const EXTRA_VARIANT_RATE = 0.85;

interface Entry {
  seed: ProductSeed;
  product: CatalogueProduct;
  variants: CatalogueVariant[];
}

function buildEntries(categories: readonly CatalogueCategory[]): Entry[] {
  const searchWord = new Map(categories.map((category) => [category.slug, category.search]));
  const ids = new Set<string>();
  return ALL_SEEDS.map((seed) => {
    const id = slugify(seed.name);
    if (ids.has(id)) throw new Error(`Duplicate product id ${id}`);
    ids.add(id);
    const categoryWord = searchWord.get(seed.category);
    if (categoryWord === undefined) throw new Error(`Product ${id} names unknown category ${seed.category}`);
    const tags = [...new Set([...seed.tags, categoryWord])];
    const product: CatalogueProduct = {
      id,
      brand: seed.brand,
      name: seed.name,
      category: seed.category,
      tags,
      images: [productImage(id)],
    };
    const variants = seed.variants.map((variant, index) => ({
      id: variantId(id, variant.label),
      productId: id,
      label: variant.label,
      ...parsePackLabel(variant.label),
      mrp: variant.mrp,
      sortOrder: index + 1,
    }));
    return { seed, product, variants };
  });
}

function listsProduct(profile: MerchantProfile, entry: Entry): boolean {
  if (entry.seed.everywhere) return true;
  const isProduce = entry.seed.category === 'fruits' || entry.seed.category === 'vegetables';
  const rate = isProduce ? profile.produceListRate : profile.listRate;
  return rngFor('lists', profile.key, entry.product.id)() < rate;
}

function listsVariant(profile: MerchantProfile, entry: Entry, variant: CatalogueVariant): boolean {
  // The first pack size always comes with the product; further sizes are usually there too.
  if (variant.sortOrder === 1 || entry.seed.everywhere) return true;
  return rngFor('lists-variant', profile.key, variant.id)() < EXTRA_VARIANT_RATE;
}

function offersFor(profile: MerchantProfile, entries: readonly Entry[]): CatalogueOffer[] {
  const urlFor = createUrlFactory(profile.key);
  const cityIds = profile.cities;
  const cities = cityIds.map((cityId) => pricedCity(profile.key, cityId));
  const offers: CatalogueOffer[] = [];
  for (const entry of entries) {
    if (!listsProduct(profile, entry)) continue;
    const priceClass = priceClassOf(entry.seed);
    for (const variant of entry.variants) {
      if (!listsVariant(profile, entry, variant)) continue;
      const title = merchantTitle(profile.key, entry.seed, variant.label);
      const url = urlFor(variant.id, title);
      const discount = baseDiscount(profile, priceClass, variant.id);
      const image = entry.product.images[0] ?? productImage(entry.product.id);
      const quotes = quoteCities(
        variant.mrp,
        discount,
        priceClass,
        listingSeed(profile.key, variant.id),
        cities,
      );
      quotes.forEach((quote, index) => {
        const cityId = cityIds[index]!;
        offers.push({
          id: `${profile.key}:${cityId}:${variant.id}`,
          variantId: variant.id,
          merchant: profile.key,
          cityId,
          title,
          url,
          image,
          price: quote.price,
          mrp: variant.mrp,
          inStock: quote.inStock,
        });
      });
    }
  }
  return offers;
}

/** Builds the whole demo catalogue. */
export function generateCatalogue(): Catalogue {
  const reference = buildReferenceData();
  const entries = buildEntries(reference.categories);
  const products = entries.map((entry) => entry.product);
  return {
    ...reference,
    products,
    variants: entries.flatMap((entry) => entry.variants),
    offers: MERCHANT_PROFILES.flatMap((profile) => offersFor(profile, entries)),
    stores: buildStores(),
    trending: buildTrending(reference.categories, products),
  };
}
