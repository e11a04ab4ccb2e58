// How each demo merchant behaves: where it operates, how much of the catalogue it lists, how it
// discounts, and the shape of its dark-store network. Figures are demo assumptions chosen to
// resemble public observations (quick-commerce is fast in metros; dmart and bigbasket discount
// staples; dmart and jiomart carry less fresh produce).
import type { PlatformKey } from '@compare/core';

/** How a product is usually priced. */
export type PriceClass = 'mrp' | 'staple' | 'fresh' | 'fmcg' | 'care';

/** A [min, max) range. */
export type Range = readonly [number, number];

/** One merchant's behaviour in the demo. */
export interface MerchantProfile {
  key: PlatformKey;
  /** Name used for store names. */
  displayName: string;
  /** City ids where it has dark stores (and so offers). */
  cities: readonly string[];
  /** Share of packaged products it lists. */
  listRate: number;
  /** Share of fruit and vegetables it lists. */
  produceListRate: number;
  /** Discount off MRP by price class, as a fraction. */
  discounts: Record<Exclude<PriceClass, 'mrp'>, Range>;
  /** Share of packaged listings sold at MRP. */
  atMrpShare: number;
  stores: {
    /** Stores in a large metro, then in other cities. */
    metroCount: Range;
    otherCount: Range;
    radiusKm: Range;
    baseEtaMinutes: Range;
    minutesPerKm: Range;
  };
}

const METROS = ['mumbai', 'delhi', 'bengaluru', 'hyderabad', 'chennai', 'kolkata', 'pune'] as const;

/** Whether a city gets a metro-sized store network. */
export function isMetro(cityId: string): boolean {
  return (METROS as readonly string[]).includes(cityId);
}

/** The six merchants. Quick-commerce ones first; base ETAs stay >= 8 minutes (the header's promise). */
export const MERCHANT_PROFILES: readonly MerchantProfile[] = [
  {
    key: 'blinkit',
    displayName: 'Blinkit',
    cities: [
      'mumbai',
      'delhi',
      'bengaluru',
      'hyderabad',
      'chennai',
      'kolkata',
      'pune',
      'ahmedabad',
      'jaipur',
      'lucknow',
      'chandigarh',
      'gurugram',
      'noida',
    ],
    listRate: 0.9,
    produceListRate: 0.85,
    discounts: { staple: [0.02, 0.1], fresh: [0.05, 0.35], fmcg: [0.02, 0.12], care: [0.05, 0.18] },
    atMrpShare: 0.35,
    stores: {
      metroCount: [4, 6],
      otherCount: [2, 3],
      radiusKm: [4, 7],
      baseEtaMinutes: [8, 11],
      minutesPerKm: [1.2, 1.6],
    },
  },
  {
    key: 'zepto',
    displayName: 'Zepto',
    cities: ['mumbai', 'delhi', 'bengaluru', 'hyderabad', 'chennai', 'kolkata', 'pune', 'gurugram', 'noida'],
    listRate: 0.88,
    produceListRate: 0.9,
    discounts: { staple: [0.02, 0.12], fresh: [0.08, 0.4], fmcg: [0.03, 0.15], care: [0.05, 0.2] },
    atMrpShare: 0.3,
    stores: {
      metroCount: [4, 6],
      otherCount: [2, 4],
      radiusKm: [4, 6.5],
      baseEtaMinutes: [8, 11],
      minutesPerKm: [1.2, 1.6],
    },
  },
  {
    key: 'swiggy',
    displayName: 'Instamart',
    cities: [
      'mumbai',
      'delhi',
      'bengaluru',
      'hyderabad',
      'chennai',
      'kolkata',
      'pune',
      'ahmedabad',
      'jaipur',
      'kochi',
      'gurugram',
      'noida',
    ],
    listRate: 0.84,
    produceListRate: 0.85,
    discounts: { staple: [0.02, 0.1], fresh: [0.05, 0.35], fmcg: [0.02, 0.12], care: [0.05, 0.16] },
    atMrpShare: 0.35,
    stores: {
      metroCount: [4, 5],
      otherCount: [2, 3],
      radiusKm: [4, 8],
      baseEtaMinutes: [9, 14],
      minutesPerKm: [1.5, 2],
    },
  },
  {
    key: 'bigbasket',
    displayName: 'bigbasket',
    cities: [
      'mumbai',
      'delhi',
      'bengaluru',
      'hyderabad',
      'chennai',
      'kolkata',
      'pune',
      'ahmedabad',
      'jaipur',
      'lucknow',
      'chandigarh',
      'kochi',
      'gurugram',
      'noida',
    ],
    listRate: 0.92,
    produceListRate: 0.9,
    discounts: { staple: [0.06, 0.2], fresh: [0.1, 0.4], fmcg: [0.03, 0.15], care: [0.08, 0.25] },
    atMrpShare: 0.2,
    stores: {
      metroCount: [4, 6],
      otherCount: [2, 3],
      radiusKm: [8, 12],
      baseEtaMinutes: [20, 32],
      minutesPerKm: [1.8, 2.5],
    },
  },
  {
    key: 'dmart',
    displayName: 'DMart Ready',
    cities: ['mumbai', 'pune', 'ahmedabad', 'bengaluru', 'hyderabad'],
    listRate: 0.8,
    produceListRate: 0.3,
    discounts: { staple: [0.1, 0.24], fresh: [0.05, 0.25], fmcg: [0.05, 0.18], care: [0.1, 0.28] },
    atMrpShare: 0.1,
    stores: {
      metroCount: [2, 4],
      otherCount: [2, 3],
      radiusKm: [8, 12],
      baseEtaMinutes: [24, 34],
      minutesPerKm: [2, 2.5],
    },
  },
  {
    key: 'jiomart',
    displayName: 'JioMart',
    cities: [
      'mumbai',
      'delhi',
      'bengaluru',
      'hyderabad',
      'chennai',
      'kolkata',
      'pune',
      'ahmedabad',
      'jaipur',
      'lucknow',
      'chandigarh',
      'kochi',
    ],
    listRate: 0.8,
    produceListRate: 0.45,
    discounts: { staple: [0.05, 0.16], fresh: [0.05, 0.3], fmcg: [0.03, 0.15], care: [0.05, 0.22] },
    atMrpShare: 0.25,
    stores: {
      metroCount: [3, 5],
      otherCount: [2, 3],
      radiusKm: [8, 12],
      baseEtaMinutes: [30, 60],
      minutesPerKm: [2, 2.5],
    },
  },
];
