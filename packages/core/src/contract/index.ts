// @compare/core/contract: the wire shapes of the Compare API as zod schemas. The API validates
// requests and documents answers with them; the TypeScript types of `@compare/core` are inferred
// from them. This entry is separate so the main entry carries no zod at runtime.

export {
  AlertSchema,
  AlertsAnswerSchema,
  BasketLinesSchema,
  BasketShareSchema,
  ListMatchSchema,
  MAX_BASKET_LINES,
  MAX_SAVED_BASKETS,
  MAX_WATCHES,
  PushKeySchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  ReadAlertsRequestSchema,
  RenameBasketRequestSchema,
  ResolvedLineSchema,
  ResolveListAnswerSchema,
  ResolveListRequestSchema,
  SaveBasketRequestSchema,
  SavedBasketSchema,
  SavedBasketSummarySchema,
  SharedBasketSchema,
  WatchRequestSchema,
  WatchSchema,
} from './account';
export { CredentialsSchema, UserSchema } from './auth';
export { BasketOfferSchema, CartItemSchema } from './basket';
export {
  CategoryTileSchema,
  LooseCategoryTileSchema,
  LooseOfferSchema,
  LoosePlatformEtaSchema,
  LooseProductPageSchema,
  LooseProductSchema,
  LooseTrendingSectionSchema,
  OfferSchema,
  PlatformEtaSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductParamsSchema,
  ProductQuerySchema,
  ProductSchema,
  TrendingSectionSchema,
  VariantSchema,
} from './catalogue';
export { ApiErrorSchema, ErrorEnvelopeSchema, OkSchema, successEnvelope } from './envelopes';
export {
  BasketComparisonSchema,
  CompareBasketRequestSchema,
  ComparedLineSchema,
  CompareLineSchema,
  EquivalentSchema,
  EquivalentsQuerySchema,
  EquivalentsSchema,
  KindSchema,
  LineChoiceSchema,
  MerchantComparisonSchema,
  PackBasisSchema,
  UnitPriceSchema,
} from './equivalents';
export {
  FALSE_WORDS,
  FEED_COLUMNS,
  FEED_RUPEES_MAX,
  FEED_TEXT_MAX,
  FEED_URL_MAX,
  type FeedRowInput,
  FeedRowSchema,
  GTIN_SHAPE,
  PINCODE_SHAPE,
  TRUE_WORDS,
  URL_SHAPE,
} from './feed';
export {
  FeeResultSchema,
  FeeRuleSchema,
  MembershipEffectSchema,
  PlatformTotalSchema,
  PlatformTotalsRequestSchema,
} from './fees';
export {
  GeoReverseQuerySchema,
  GeoSearchQuerySchema,
  GeoSuggestionSchema,
  NearestPricesQuerySchema,
  NearestPricesSchema,
} from './geo';
export { FEE_KEY_VALUES, FeeKeySchema, PackUnitSchema, PLATFORM_KEY_VALUES, PlatformKeySchema } from './keys';
export { coordinateNumber, coordinateText, LocationHeadersSchema, LocationQuerySchema } from './location';
export {
  LoosePriceQuoteSchema,
  LooseRefreshAnswerSchema,
  MAX_REFRESH_ITEMS,
  MerchantUrlSchema,
  PlatformFieldSchema,
  PriceHistorySchema,
  PricePointSchema,
  PriceQuoteSchema,
  PriceSeriesSchema,
  RefreshAnswerSchema,
  RefreshItemSchema,
  RefreshRequestSchema,
  ScrapeQuerySchema,
} from './prices';
export { SuggestionRequestSchema } from './suggestions';
