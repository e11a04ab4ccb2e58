// Public API of @compare/widgets. Every export is named here on purpose: an export is a promise
// to partners, so nothing leaks in through `export *`.

export { type AuthContextValue, AuthProvider, type AuthProviderProps, useAuth } from './auth/auth-provider';
export type {
  CompareContextValue,
  CompareEvent,
  CompareEventItem,
  CompareHrefs,
  CompareLocale,
  CompareStores,
  GeolocationLike,
  LinkRenderProps,
  RenderLink,
  SearchParams,
} from './context';
export { useCompare, useRequireLocation } from './context';
export { useCategories, usePlatforms, usePriceHistory, useProduct, useTrending } from './hooks/queries';
export { type BasketApi, useBasket } from './hooks/use-basket';
export { type Links, useLinks } from './hooks/use-links';
export { type Translate, useMessages, useT } from './hooks/use-messages';
export { type ProductSearchApi, useProductSearch } from './hooks/use-product-search';
export { type ShopperLocationApi, useShopperLocation } from './hooks/use-shopper-location';
export { type ThemeModeApi, useThemeMode } from './hooks/use-theme-mode';
export { useTrack } from './hooks/use-track';
export type { HostLocation, LocationRequestPolicy } from './internal/location-flow';
export {
  CompareProvider,
  type CompareProviderProps,
  type CompareThemeOptions,
  createCompareQueryClient,
} from './provider/compare-provider';
export { defaultHrefs } from './provider/links';
export type { BasketState, BasketStore, NewBasketLine } from './stores/basket-store';
export type { LocationStore, ShopperLocationState } from './stores/location-store';
export { calendarDate, type PricePopupState, type PricePopupStore } from './stores/price-popup-store';
export type { RecentSearchesState, RecentSearchesStore } from './stores/recent-searches-store';
export type { ThemeAppearance, ThemeState, ThemeStore } from './stores/theme-store';
export { AlertsInbox, type AlertsInboxProps } from './widgets/alerts-inbox/alerts-inbox';
export type { ServiceWorkerSource } from './widgets/alerts-inbox/push-toggle';
// --- Basket, comparison and form widgets ---
export { AuthForm, type AuthFormProps } from './widgets/auth-form/auth-form';
export type { AuthMode } from './widgets/auth-form/credentials-form';
export { BasketButton, type BasketButtonProps } from './widgets/basket-button/basket-button';
export { BasketSheet, type BasketSheetProps } from './widgets/basket-sheet/basket-sheet';
export { BasketSync, type BasketSyncProps } from './widgets/basket-sync/basket-sync';
export { CategoryGrid, type CategoryGridProps } from './widgets/category-grid/category-grid';
export { CheckoutForm, type CheckoutFormProps } from './widgets/checkout-form/checkout-form';
export { ComparisonTable, type ComparisonTableProps } from './widgets/comparison-table/comparison-table';
export { DeliveryBanner, type DeliveryBannerProps } from './widgets/delivery-banner/delivery-banner';
export { FloatingCart, type FloatingCartProps } from './widgets/floating-cart/floating-cart';
export { HomeFeed, type HomeFeedProps } from './widgets/home-feed/home-feed';
export { LocationGate, type LocationGateProps } from './widgets/home-feed/location-gate';
export { LocationDialog, type LocationDialogProps } from './widgets/location-picker/location-dialog';
export { LocationPicker, type LocationPickerProps } from './widgets/location-picker/location-picker';
export { NotServedNotice, type NotServedNoticeProps } from './widgets/not-served-notice/not-served-notice';
export { type ServiceArea, useServiceArea } from './widgets/not-served-notice/use-service-area';
export { PasteList, type PasteListProps } from './widgets/paste-list/paste-list';
export {
  PriceRefreshPopup,
  type PriceRefreshPopupProps,
} from './widgets/price-refresh-popup/price-refresh-popup';
export { PriceWatch, type PriceWatchProps } from './widgets/price-watch/price-watch';
export { ProductCard, type ProductCardProps } from './widgets/product-card/product-card';
export { ProductDetails, type ProductDetailsProps } from './widgets/product-details/product-details';
export { SavedBaskets, type SavedBasketsProps } from './widgets/saved-baskets/saved-baskets';
export { SearchBar, type SearchBarProps } from './widgets/search-bar/search-bar';
export { SearchResults, type SearchResultsProps } from './widgets/search-results/search-results';
export {
  parseSearchSort,
  SEARCH_SORTS,
  type SearchSort,
  sortProducts,
} from './widgets/search-results/search-sort';
export { SharedBasket, type SharedBasketProps } from './widgets/shared-basket/shared-basket';
export { SuggestionForm, type SuggestionFormProps } from './widgets/suggestion-form/suggestion-form';
export { ThemeToggle, type ThemeToggleProps } from './widgets/theme-toggle/theme-toggle';
export { TrendingRow, type TrendingRowProps } from './widgets/trending-row/trending-row';
