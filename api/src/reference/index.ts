// The reference data production needs with or without the demo catalogue (DEMO_DATA=off seeds it
// alone): product categories, the served cities and their localities, each merchant's fee rules and
// membership effects, and the Hinglish dictionary of the search. The demo catalogue (catalogue/)
// builds its products on it.
import { buildCategories } from './categories';
import { CITIES } from './cities';
import { buildFeeRules } from './fees';
import { buildHinglish } from './hinglish';
import { buildPlaces } from './localities';
import type { CatalogueCategory, CatalogueCity, CatalogueFeeRule, CataloguePlace } from './types';

/** The reference data, fresh objects each call. */
export interface ReferenceData {
  categories: CatalogueCategory[];
  cities: CatalogueCity[];
  places: CataloguePlace[];
  feeRules: CatalogueFeeRule[];
  hinglish: Record<string, string[]>;
}

/** Builds the reference data. */
export function buildReferenceData(): ReferenceData {
  return {
    categories: buildCategories(),
    cities: CITIES.map((city) => ({ ...city })),
    places: buildPlaces(),
    feeRules: buildFeeRules(),
    hinglish: buildHinglish(),
  };
}
