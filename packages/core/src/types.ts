// Domain types of the spec (section 3). Prices on the wire are rupees as numbers; rules that
// add or compare money convert to integer paise first (see money.ts).

/** Merchant keys as they appear in offers (`merchantName`). */
export type PlatformKey = 'blinkit' | 'zepto' | 'swiggy' | 'bigbasket' | 'dmart' | 'jiomart';

/** Fee-rule keys after the spec's normalisation (dmart -> dmart_ready, swiggy -> swiggy_instamart). */
export type FeeKey = 'blinkit' | 'zepto' | 'swiggy_instamart' | 'bigbasket' | 'dmart_ready' | 'jiomart';

/** Signed-in user as returned by the auth routes. */
export interface User {
  id: number;
  username: string;
  createdAt: string;
}

/** One merchant's listing of a product variant. */
export interface Offer {
  /** Platform key, e.g. "blinkit". Compared lower-cased. */
  merchantName: string;
  merchantUrl: string;
  /** The merchant's own title for the listing. */
  name: string;
  img: string;
  /** Selling price in rupees. */
  price: number;
  /** Maximum retail price in rupees. */
  mrp: number;
  /** Discount percent (integer). */
  discount: number;
  isOutOfStock: boolean;
  /** Delivery estimate in minutes, on the product page. */
  eta?: number | null;
}

/** A canonical product with offers grouped by variant label ("500 ml"). */
export interface Product {
  productId: string;
  brand: string;
  name?: string;
  category?: string;
  images?: string[];
  /** Variant/unit label -> offers sorted by ascending price. */
  platformData: Record<string, Offer[]>;
}

/** An offer as kept in the basket. */
export interface BasketOffer {
  merchantName: string;
  price: number;
  mrp: number;
  img: string;
  name: string;
  merchantUrl?: string;
  isOutOfStock?: boolean;
  discount?: number;
}

/** A basket line. Identity is productId + variant. */
export interface CartItem {
  productId: string;
  productName: string;
  brand: string;
  variant: string;
  quantity: number;
  platformData: BasketOffer[];
}

/** A merchant's delivery estimate at a location. */
export interface PlatformEta {
  name: string;
  eta: { value: number | string | null; unit: string };
}

/** A home-page category tile; a click searches for `search`. */
export interface CategoryTile {
  title: string;
  img: string;
  search: string;
}

/** A home-page row of trending products, titled by title or category. */
export interface TrendingSection {
  title?: string;
  category?: string;
  products: Product[];
}

/** Fees for one platform's basket; a fee the rules do not know is null. Rupees. */
export interface FeeResult {
  platform: string;
  deliveryFee: number | null;
  smallCartFee: number | null;
  handlingCharge: number | null;
  gstOnFees: number | null;
  grandTotal: number;
}

/** A platform's basket total (platform key normalised for fees). Rupees. */
export interface PlatformTotal {
  platform: string;
  cartTotal: number;
}

/** The visitor's location; the address text is stored separately. */
export interface LocationState {
  latitude: number | null;
  longitude: number | null;
  error: string | null;
}

/** Geocoder suggestion in the open-map geocoder's shape. */
export interface GeoSuggestion {
  display_name: string;
  lat: string;
  lon: string;
  place_id: number | string;
}

/** The contact page's suggestion form. */
export interface SuggestionFormState {
  email: string;
  vertical: string;
  description: string;
}

/** Colour scheme. */
export type Theme = 'light' | 'dark';

/** A live price answer from the scrape endpoint. */
export interface PriceQuote {
  price: number | string | null;
  mrp: number | string | null;
  available: boolean | string | null;
  /** Set when the answer came from the last known price because the merchant is failing. */
  stale?: boolean;
}

/** Query parameters of GET /products. */
export interface ProductQuery {
  q?: string;
  /** Comma-separated platform keys. */
  platform?: string;
  category?: string;
  brand?: string;
  offset?: number;
  limit?: number;
}

/** Body of a paged product search. */
export interface ProductPage {
  success: boolean;
  data: Product[];
  total?: number;
}

/** Outcome of a main or scraper call: these never throw, they carry either data or an error. */
export type ApiResult<T> = { data: T; error?: undefined } | { data?: undefined; error: Error };

/** One observed price point of an offer. Rupees. */
export interface PricePoint {
  at: string;
  price: number;
  mrp: number;
  available: boolean;
}

/** Price history of one product, per merchant and variant (GET /products/{id}/history). */
export interface PriceHistory {
  productId: string;
  series: Array<{ merchantName: string; variant: string; points: PricePoint[] }>;
}

/** One item's answer from the batch refresh endpoint (POST /api/scrape/cart/refresh). */
export interface RefreshAnswer {
  platform: string;
  url: string;
  ok: boolean;
  data?: PriceQuote;
  error?: string;
}
