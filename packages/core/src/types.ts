// Domain types. The wire shapes are inferred from the zod schemas of the contract module, so a
// type and its validation cannot drift apart; only `import type` is used here, so the main entry
// carries no zod at runtime. Prices on the wire are rupees as numbers; rules that add or compare
// money convert to integer paise first (see money.ts).
import type { z } from 'zod';
import type { CredentialsSchema, UserSchema } from './contract/auth';
import type { BasketOfferSchema, CartItemSchema } from './contract/basket';
import type {
  LooseCategoryTileSchema,
  LooseOfferSchema,
  LoosePlatformEtaSchema,
  LooseProductPageSchema,
  LooseProductSchema,
  LooseTrendingSectionSchema,
  ProductQuerySchema,
  VariantSchema,
} from './contract/catalogue';
import type { ApiErrorSchema, ErrorEnvelopeSchema } from './contract/envelopes';
import type { FeeResultSchema, FeeRuleSchema, PlatformTotalSchema } from './contract/fees';
import type { GeoSuggestionSchema, NearestPricesSchema } from './contract/geo';
import type { FeeKeySchema, PackUnitSchema, PlatformKeySchema } from './contract/keys';
import type {
  LoosePriceQuoteSchema,
  LooseRefreshAnswerSchema,
  PriceHistorySchema,
  PricePointSchema,
  PriceSeriesSchema,
} from './contract/prices';

/** A merchant's platform key, as offers name it (docs/glossary.md, "Platform key"). */
export type PlatformKey = z.infer<typeof PlatformKeySchema>;

/** A merchant's fee key, as fee rules name it (docs/glossary.md, "Fee key"). */
export type FeeKey = z.infer<typeof FeeKeySchema>;

/** A unit a pack size is counted in. */
export type PackUnit = z.infer<typeof PackUnitSchema>;

/** Signed-in user as returned by the auth routes. */
export type User = z.infer<typeof UserSchema>;

/** Username and password of the login and register calls. */
export type Credentials = z.input<typeof CredentialsSchema>;

/** One merchant's listing of a product variant. */
export type Offer = z.infer<typeof LooseOfferSchema>;

/** A variant label with its total pack size. */
export type Variant = z.infer<typeof VariantSchema>;

/** A canonical product with offers grouped by variant label ("500 ml"). */
export type Product = z.infer<typeof LooseProductSchema>;

/** An offer as kept on a cart line. */
export type BasketOffer = z.infer<typeof BasketOfferSchema>;

/** A cart line. Identity is productId + variant. */
export type CartItem = z.infer<typeof CartItemSchema>;

/** A merchant's delivery estimate at a location. */
export type PlatformEta = z.infer<typeof LoosePlatformEtaSchema>;

/** A home-page category tile; a click searches for `search`. */
export type CategoryTile = z.infer<typeof LooseCategoryTileSchema>;

/** A home-page row of trending products, titled by title or category. */
export type TrendingSection = z.infer<typeof LooseTrendingSectionSchema>;

/** A merchant's fee rule as data, with where it came from. Rupees; null means not known. */
export type FeeRule = z.infer<typeof FeeRuleSchema>;

/** Fees for one merchant's basket; a fee the rules do not know is null. Rupees. */
export type FeeResult = z.infer<typeof FeeResultSchema>;

/** A merchant's basket total, named by fee key. Rupees. */
export type PlatformTotal = z.infer<typeof PlatformTotalSchema>;

/** Geocoder suggestion in the open-map geocoder's shape. */
export type GeoSuggestion = z.infer<typeof GeoSuggestionSchema>;

/** The nearest city that has prices and its distance in km. */
export type NearestPrices = z.infer<typeof NearestPricesSchema>;

/** A live price as a client accepts it; non-numeric figures keep the old value when merged. */
export type PriceQuote = z.infer<typeof LoosePriceQuoteSchema>;

/** Query parameters of GET /products as a client builds them. */
export type ProductQuery = z.infer<typeof ProductQuerySchema>;

/** Body of a paged product search. */
export type ProductPage = z.infer<typeof LooseProductPageSchema>;

/** One observed price point of an offer. Rupees. */
export type PricePoint = z.infer<typeof PricePointSchema>;

/** One offer's observed prices (a merchant and a variant). */
export type PriceSeries = z.infer<typeof PriceSeriesSchema>;

/** Price history of one product, per merchant and variant (GET /products/{id}/history). */
export type PriceHistory = z.infer<typeof PriceHistorySchema>;

/** One item's answer from the batch refresh endpoint (POST /api/scrape/cart/refresh). */
export type RefreshAnswer = z.infer<typeof LooseRefreshAnswerSchema>;

/** A failure's code and message, as the error envelope carries it. */
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/** Every failed API answer: `{success: false, error: {code, message}}`. */
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** The visitor's location; the address text is stored separately. */
export interface LocationState {
  latitude: number | null;
  longitude: number | null;
  error: string | null;
}

/** The contact page's suggestion form. */
export interface SuggestionFormState {
  email: string;
  vertical: string;
  description: string;
}

/** Colour scheme. */
export type Theme = 'light' | 'dark';

/** Outcome of a main or scraper call: these never throw, they carry either data or an error. */
export type ApiResult<T> = { data: T; error?: undefined } | { data?: undefined; error: Error };
