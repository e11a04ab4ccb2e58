// The demo catalogue as plain data: produced by the generator in this folder, written to the
// database by the seeder. Money is rupees (numbers with at most 2 decimals).

import type { PackUnit, PlatformKey } from '@compare/core';
import type { CatalogueCategory, CatalogueCity, CatalogueFeeRule, CataloguePlace } from '../reference/types';

export type { CatalogueCategory, CatalogueCity, CatalogueFeeRule, CataloguePlace, PackUnit };

export interface CatalogueProduct {
  id: string;
  brand: string;
  name: string;
  /** Category slug. */
  category: string;
  /** Extra English search words (e.g. "milk" for a toned milk). */
  tags: string[];
  /** Image paths served by the API (under /images/). */
  images: string[];
}

export interface CatalogueVariant {
  id: string;
  productId: string;
  /** Label shown to shoppers, e.g. "500 ml", "4 x 70 g". */
  label: string;
  /** Total pack size in packUnit, e.g. 280 for "4 x 70 g". */
  packValue: number;
  packUnit: PackUnit;
  mrp: number;
  sortOrder: number;
}

/** A merchant's listing of one variant in one city. */
export interface CatalogueOffer {
  id: string;
  variantId: string;
  merchant: PlatformKey;
  cityId: string;
  /** The merchant's own title wording. */
  title: string;
  /** URL in the merchant's real URL pattern. */
  url: string;
  image: string;
  price: number;
  mrp: number;
  inStock: boolean;
}

/** A merchant's dark store: it serves points within radiusKm; ETA grows with distance. */
export interface CatalogueStore {
  id: string;
  merchant: PlatformKey;
  cityId: string;
  name: string;
  lat: number;
  lon: number;
  radiusKm: number;
  /** ETA in minutes at the store's door; add minutesPerKm for each km of distance. */
  baseEtaMinutes: number;
  minutesPerKm: number;
}

export interface CatalogueTrending {
  title: string;
  /** Category title the section's View all link filters on. */
  category: string;
  productIds: string[];
  sortOrder: number;
}

export interface Catalogue {
  categories: CatalogueCategory[];
  products: CatalogueProduct[];
  variants: CatalogueVariant[];
  offers: CatalogueOffer[];
  cities: CatalogueCity[];
  stores: CatalogueStore[];
  places: CataloguePlace[];
  trending: CatalogueTrending[];
  feeRules: CatalogueFeeRule[];
  /** Hindi/Hinglish grocery word -> English search terms ("doodh" -> ["milk"]). */
  hinglish: Record<string, string[]>;
}
