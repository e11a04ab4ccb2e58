// What the routes validate and answer, built from the wire contract (@compare/core/contract):
// only the route-specific pieces live here (a query's parsing, an answer's envelope).
import {
  CategoryTileSchema,
  FeeResultSchema,
  FeeRuleSchema,
  GeoReverseQuerySchema,
  GeoSearchQuerySchema,
  GeoSuggestionSchema,
  NearestPricesQuerySchema,
  NearestPricesSchema,
  OkSchema,
  PlatformEtaSchema,
  PlatformTotalsRequestSchema,
  PriceHistorySchema,
  PriceQuoteSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductParamsSchema,
  RefreshAnswerSchema,
  RefreshRequestSchema,
  ScrapeQuerySchema,
  SuggestionRequestSchema,
  successEnvelope,
  TrendingSectionSchema,
  UserSchema,
} from '@compare/core/contract';
import { z } from 'zod';

export { UserSchema };

/** `{success: true}`. */
export const Ok = OkSchema;

/** GET /products query. */
export const ProductListQuery = ProductListQuerySchema;

/** GET /products/{id} and /products/{id}/history path parameters. */
export const ProductParams = ProductParamsSchema;

/** A page of products. */
export const ProductPage = ProductPageSchema.extend({
  searchedFor: z
    .string()
    .optional()
    .describe('What was searched for, present when a typed word was corrected (tomatoe -> tomato)'),
  similar: z
    .literal(true)
    .optional()
    .describe('Present when nothing matched every word and the products are the closest ones instead'),
});

/** GET /products/categories answer. */
export const CategoryList = z.array(CategoryTileSchema);

/** GET /products/trending answer. */
export const TrendingList = z.array(TrendingSectionSchema);

/** GET /products/platforms answer. */
export const PlatformEtaList = z.array(PlatformEtaSchema);

/** GET /products/fee-rules answer. */
export const FeeRulesAnswer = successEnvelope(z.array(FeeRuleSchema));

/** POST /products/calculate-all-fees body. */
export const FeesBody = PlatformTotalsRequestSchema;

/** POST /products/calculate-all-fees answer. */
export const FeesAnswer = successEnvelope(z.array(FeeResultSchema));

/** GET /api/geo/search query. */
export const GeoSearchQuery = GeoSearchQuerySchema;

/** GET /api/geo/reverse query. */
export const GeoReverseQuery = GeoReverseQuerySchema;

/** GET /api/geo/nearest-prices query. */
export const NearestPricesQuery = NearestPricesQuerySchema;

/** GET /api/geo/nearest-prices answer. */
export const NearestPrices = NearestPricesSchema;

/** A geocoder answer (this API's place ids are whole numbers). */
export const GeoResultSchema = GeoSuggestionSchema.extend({ place_id: z.number().int() });

/** POST /api/suggestions body. */
export const SuggestionBody = SuggestionRequestSchema;

/** GET /api/scrape/cart/products query. */
export const ScrapeQuery = ScrapeQuerySchema;

/** GET /api/scrape/cart/products answer. */
export const ScrapeResponse = successEnvelope(PriceQuoteSchema);

/** POST /api/scrape/cart/refresh body. */
export const RefreshBody = RefreshRequestSchema;

/** POST /api/scrape/cart/refresh answer. */
export const RefreshResponse = successEnvelope(z.array(RefreshAnswerSchema));

/** GET /products/{id}/history answer. */
export const HistoryResponse = successEnvelope(PriceHistorySchema);
