// Public API of @compare/core. Every export is named here on purpose: an export is a promise
// to partners, so nothing leaks in through `export *`.

export type {
  AccountApi,
  AlertInbox,
  BasketShare,
  ListMatch,
  PriceAlert,
  PriceWatch,
  PushKey,
  PushSubscriptionJson,
  ResolvedLine,
  ResolvedList,
  SavedBasket,
  SavedBasketSummary,
  SharedBasket,
  WatchRequest,
} from './account';
export { createAccountApi, mergeBaskets } from './account';
export type { AccountMessageKey, AccountMessages } from './account-messages';
export { accountMessages } from './account-messages';
export type {
  ApiClient,
  ApiClientOptions,
  FetchJsonOptions,
  LatLon,
  RequestError,
  RequestMethod,
  RequestOptions,
  StandaloneFetchJsonOptions,
} from './api-client';
export { createApiClient, fetchJson } from './api-client';
export type { BasketSplit, MerchantTotal, SplitGroup, SplitOptions } from './basket';
export {
  addItem,
  basketTotal,
  cheapestSplit,
  clearBasket,
  distinctLines,
  isLineDelisted,
  lineKey,
  merchantsInBasket,
  merchantTotal,
  platformTotals,
  removeItem,
  replacePrices,
  setQuantity,
  totalQuantity,
} from './basket';
export { productImage, slugify, variantId } from './catalogue-ids';
export type { CountableOffer, MerchantLimits, RankedMerchant, RankGroup } from './comparison';
export {
  cheapestMerchant,
  feeResultFor,
  inStockLineCount,
  lowestCountedOffer,
  offerCounts,
  rankMerchants,
} from './comparison';
export {
  ADDRESS_RESOLVE_LIMIT,
  CATEGORY_GRID_COLUMNS,
  CHECKOUT_DELAY_MS,
  DEFAULT_LOCATION,
  PRICE_POPUP_DELAY_MS,
  PRICE_POPUP_DURATION_MS,
  ROW_SCROLL_STEP_PX,
  SCROLL_THRESHOLD_PX,
  SEARCH_PAGE_SIZE,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_CHARS,
} from './constants';
export type { DealHistory } from './deal';
export { isGoodDeal, MIN_VERDICT_DAYS } from './deal';
export type { DeliveryLimits, LeftOut, LeftOutReason } from './delivery';
export { ARRIVES_WITHIN_OPTIONS, etaInMinutes, hasDeadline, leftOutFor } from './delivery';
export { basketDiscountPercent, offerDiscountPercent } from './discount';
export type {
  DiscountCheck,
  DiscountCheckInput,
  DiscountVerdict,
  ListingPricePoint,
} from './discount-history';
export {
  checkDiscount,
  LARGE_CLAIM_PERCENT,
  LOWEST_WINDOW_DAYS,
  MIN_HISTORY_DAYS,
  USUAL_WINDOW_DAYS,
} from './discount-history';
export type {
  ComparedBasketLine,
  ComparedChoice,
  Equivalence,
  LineChoice,
  LineOption,
  ListingFacts,
  PackBasis,
  PackMatch,
} from './equivalents';
export {
  cheapestPerMerchant,
  comparePacks,
  equivalence,
  MAX_PACKS,
  MAX_UNIT_PRICE_RATIO,
  setLineAnyBrand,
  substitutionText,
  withEquivalents,
} from './equivalents';
export type { EtaRate } from './eta';
export { storeEtaMinutes } from './eta';
export type { FeeRule } from './fees';
export { basketFees, computeFees, feeRuleFor, feesKnown, formatFee, memberRuleFor } from './fees';
export { formatMessage } from './format-message';
export type { Geocoder, OpenMapGeocoderOptions } from './geocoder';
export { createApiGeocoder, createOpenMapGeocoder } from './geocoder';
export type { Kind, KindFamily, KindInput, ProductKind } from './kinds';
export { kindById, kindsForText, kindText, listKinds, productKind } from './kinds';
export type { Membership, MembershipEffect } from './memberships';
export { appliedMemberships, MEMBERSHIPS, membershipsOf, ruleForMember } from './memberships';
export { allMerchantHosts, isMerchantHost, MERCHANT_DOMAINS, merchantHosts } from './merchant-hosts';
export type { MessageKey, Messages } from './messages';
export { messages, SEARCH_WAITING_MESSAGE_KEYS } from './messages';
export { formatINR, formatUSD, fromPaise, roundRupees, toPaise } from './money';
export type { LowestOfferOptions, PricedOffer } from './offers';
export {
  compareMerchants,
  compareOffers,
  isDiscounted,
  listedOffers,
  lowestOffer,
  offerAt,
} from './offers';
export type { BasketPlan, PlanGroup, PlanLine, PlanOptions } from './plan';
export { cheapestPlan, planWorthShowing } from './plan';
export type { Platform } from './platforms';
export {
  BASKET_SELECTOR_PLATFORMS,
  getPlatform,
  PLATFORM_KEYS,
  PLATFORMS,
  platformTotalKey,
  SEARCH_FILTER_PLATFORMS,
  sameMerchant,
  toFeeKey,
  toPlatformKey,
} from './platforms';
export type { PackIntent, VariantSizes, VariantWish } from './preferred-variant';
export { labelIntent, packIntent, preferredVariant } from './preferred-variant';
export type { LeadOffer, ProductSort } from './product-sort';
export {
  compareSortKeys,
  leadOffer,
  PRODUCT_SORTS,
  parseProductSort,
  productSortKey,
} from './product-sort';
export type { QuarantineCheck, QuarantineReason, QuarantineReference } from './quarantine';
export {
  checkObservation,
  confirmsHeld,
  medianOf,
  QUARANTINE_CONFIRM_TOLERANCE,
  QUARANTINE_MRP_FACTOR,
  QUARANTINE_PRICE_FACTOR,
  QUARANTINE_WINDOW_DAYS,
} from './quarantine';
export type { NotListed, RefreshResult } from './refresh';
export {
  mergePriceQuote,
  mergeRefreshIntoItems,
  NOT_LISTED,
  readRefreshAnswer,
} from './refresh';
export type { ListLine } from './shopping-list';
export {
  countPieces,
  MAX_LINE_QUANTITY,
  MAX_LIST_CHARS,
  MAX_LIST_LINES,
  parseListLine,
  parseShoppingList,
  samePackSize,
  splitList,
} from './shopping-list';
export type { SiteAnswer, SiteHost, SiteRequest } from './site-host';
export type {
  HeldPrice,
  HeldPriceStatus,
  PriceSource,
  QuarantineSummary,
  SourcesAnswer,
} from './sources';
export type { StorageAdapter } from './storage';
export { createMemoryStorage, createStorage, loadCart, STORAGE_KEYS, saveCart } from './storage';
export type {
  ApiErrorBody,
  ApiResult,
  BasketOffer,
  CartItem,
  CategoryTile,
  Credentials,
  ErrorEnvelope,
  FeeKey,
  FeeResult,
  GeoSuggestion,
  LocationState,
  NearestPrices,
  Offer,
  PackUnit,
  PlatformEta,
  PlatformKey,
  PlatformTotal,
  PriceHistory,
  PricePoint,
  PriceQuote,
  PriceSeries,
  Product,
  ProductPage,
  ProductQuery,
  RefreshAnswer,
  SuggestionFormState,
  Theme,
  TrendingSection,
  User,
  Variant,
} from './types';
export type { BaseQuantity, PackLabelSize, PackSize, UnitPrice } from './units';
export {
  baseQuantity,
  findPackSizes,
  formatUnitPrice,
  PACK_NOT_GIVEN_LABEL,
  PACK_SIZE_TEXT,
  parsePackLabel,
  parsePackSize,
  unitPrice,
} from './units';
export type { BasketVerdict, StaleLine, VerdictInput, VerdictKind, VerdictPart } from './verdict';
export { basketVerdict, staleLines } from './verdict';
