// Offer prices and stock. A merchant's base price for a variant is MRP less its usual discount for
// that kind of product; each city then moves it by a small deterministic factor (a city-wide level
// plus a per-item wobble, together within +-6%), never above MRP.
import type { PlatformKey } from '@compare/core';
import type { MerchantProfile, PriceClass } from './merchants';
import { between, hashString, mixSeeds, rngFor, unitFrom } from './random';
import type { ProductSeed } from './seed';

const STAPLE_CATEGORIES = new Set(['atta-rice-dal', 'oils-ghee', 'masala-spices']);
const FRESH_CATEGORIES = new Set(['fruits', 'vegetables']);
const CARE_CATEGORIES = new Set(['personal-care', 'household-cleaning', 'baby-care']);

/** Largest city-wide price level and per-item wobble; together at most +-6%. */
const CITY_LEVEL = 0.03;
const CITY_WOBBLE = 0.03;

/** How a product is usually priced. */
export function priceClassOf(product: ProductSeed): PriceClass {
  if (product.atMrp) return 'mrp';
  if (FRESH_CATEGORIES.has(product.category)) return 'fresh';
  if (STAPLE_CATEGORIES.has(product.category)) return 'staple';
  if (CARE_CATEGORIES.has(product.category)) return 'care';
  return 'fmcg';
}

/** The merchant's discount off MRP for a variant, as a fraction (0 when sold at MRP). */
export function baseDiscount(profile: MerchantProfile, priceClass: PriceClass, variantId: string): number {
  if (priceClass === 'mrp') return 0;
  const rng = rngFor('discount', profile.key, variantId);
  // Fresh produce is always "discounted" against its notional MRP; packaged goods often are not.
  if (priceClass !== 'fresh' && rng() < profile.atMrpShare) return 0;
  const [min, max] = profile.discounts[priceClass];
  return between(rng, min, max);
}

/** The merchant's city-wide price level in a city, within +-3%. */
function cityLevel(merchant: PlatformKey, cityId: string): number {
  return between(rngFor('city-level', merchant, cityId), -CITY_LEVEL, CITY_LEVEL);
}

/** Seed of a merchant's listing of a variant, combined with each city's seed. */
export function listingSeed(merchant: PlatformKey, variantId: string): number {
  return hashString(`${merchant}|${variantId}`);
}

/** A city as the price model sees it: its seed and the merchant's price level there. */
export interface PricedCity {
  seed: number;
  level: number;
}

/** The merchant's pricing context in a city. */
export function pricedCity(merchant: PlatformKey, cityId: string): PricedCity {
  return { seed: hashString(`city|${cityId}`), level: cityLevel(merchant, cityId) };
}

/** A listing's price and stock in one city. */
export interface CityQuote {
  price: number;
  inStock: boolean;
}

/**
 * A listing's price and stock in each city, in the order given. Packaged goods end in .00 or .50,
 * produce in whole rupees; never above MRP, never below ₹1; a few percent are out of stock
 * (produce more often). The loop stays inside this module and mixes numeric seeds, because it
 * runs for every offer (~30k).
 */
export function quoteCities(
  mrp: number,
  discount: number,
  priceClass: PriceClass,
  listing: number,
  cities: readonly PricedCity[],
): CityQuote[] {
  const outRate = priceClass === 'fresh' ? 0.07 : 0.035;
  return cities.map(({ seed, level }) => {
    const citySeed = mixSeeds(listing, seed);
    const inStock = unitFrom(mixSeeds(citySeed, 3)) >= outRate;
    if (priceClass === 'mrp') return { price: mrp, inStock };
    const wobble = (unitFrom(mixSeeds(citySeed, 1)) * 2 - 1) * CITY_WOBBLE;
    const raw = mrp * (1 - discount) * (1 + level + wobble);
    const halfRupees = priceClass !== 'fresh' && unitFrom(mixSeeds(citySeed, 2)) < 0.35;
    const rounded = halfRupees ? Math.round(raw * 2) / 2 : Math.round(raw);
    return { price: Math.max(1, Math.min(mrp, rounded)), inStock };
  });
}
