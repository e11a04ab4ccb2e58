// Every optional prop of every exported widget (and of both providers) takes an explicit
// `undefined` under exactOptionalPropertyTypes (`prop?: T | undefined`), so a partner can write
// `<ComparisonTable refreshOnLoad={x ? true : undefined} />`. Compiled as a strict consumer by
// scripts/check-consumer-types.mjs against the built package: `Required<P>[K]` keeps `undefined`
// only where the declaration says `| undefined`, so a prop without it makes its name appear below.
import type {
  AlertsInboxProps,
  AuthFormProps,
  AuthProviderProps,
  BasketButtonProps,
  BasketSheetProps,
  BasketSyncProps,
  CategoryGridProps,
  CheckoutFormProps,
  CompareProviderProps,
  ComparisonTableProps,
  DeliveryBannerProps,
  FloatingCartProps,
  HomeFeedProps,
  LocationDialogProps,
  LocationGateProps,
  LocationPickerProps,
  NotServedNoticeProps,
  PasteListProps,
  PriceRefreshPopupProps,
  PriceWatchProps,
  ProductCardProps,
  ProductDetailsProps,
  SavedBasketsProps,
  SearchBarProps,
  SearchResultsProps,
  SharedBasketProps,
  SuggestionFormProps,
  ThemeToggleProps,
  TrendingRowProps,
} from '@compare/widgets';
import { ComparisonTable } from '@compare/widgets';
import type { CompareNextProviderProps, CompareStyleRegistryProps } from '@compare/widgets/next';

type OptionalKeys<P> = { [K in keyof P]-?: Record<never, never> extends Pick<P, K> ? K : never }[keyof P];
/** The optional props of P that reject an explicit undefined (never when there are none). */
type RejectsUndefined<P> = {
  [K in OptionalKeys<P>]-?: undefined extends Required<P>[K] ? never : K;
}[OptionalKeys<P>];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const none = <T extends true>(value: T): T => value;

export const explicitUndefined = [
  none<Same<RejectsUndefined<AlertsInboxProps>, never>>(true),
  none<Same<RejectsUndefined<AuthFormProps>, never>>(true),
  none<Same<RejectsUndefined<AuthProviderProps>, never>>(true),
  none<Same<RejectsUndefined<BasketButtonProps>, never>>(true),
  none<Same<RejectsUndefined<BasketSheetProps>, never>>(true),
  none<Same<RejectsUndefined<BasketSyncProps>, never>>(true),
  none<Same<RejectsUndefined<CategoryGridProps>, never>>(true),
  none<Same<RejectsUndefined<CheckoutFormProps>, never>>(true),
  none<Same<RejectsUndefined<CompareProviderProps>, never>>(true),
  none<Same<RejectsUndefined<ComparisonTableProps>, never>>(true),
  none<Same<RejectsUndefined<DeliveryBannerProps>, never>>(true),
  none<Same<RejectsUndefined<FloatingCartProps>, never>>(true),
  none<Same<RejectsUndefined<HomeFeedProps>, never>>(true),
  none<Same<RejectsUndefined<LocationDialogProps>, never>>(true),
  none<Same<RejectsUndefined<LocationGateProps>, never>>(true),
  none<Same<RejectsUndefined<LocationPickerProps>, never>>(true),
  none<Same<RejectsUndefined<NotServedNoticeProps>, never>>(true),
  none<Same<RejectsUndefined<PasteListProps>, never>>(true),
  none<Same<RejectsUndefined<PriceRefreshPopupProps>, never>>(true),
  none<Same<RejectsUndefined<PriceWatchProps>, never>>(true),
  none<Same<RejectsUndefined<ProductCardProps>, never>>(true),
  none<Same<RejectsUndefined<ProductDetailsProps>, never>>(true),
  none<Same<RejectsUndefined<SavedBasketsProps>, never>>(true),
  none<Same<RejectsUndefined<SearchBarProps>, never>>(true),
  none<Same<RejectsUndefined<SearchResultsProps>, never>>(true),
  none<Same<RejectsUndefined<SharedBasketProps>, never>>(true),
  none<Same<RejectsUndefined<SuggestionFormProps>, never>>(true),
  none<Same<RejectsUndefined<ThemeToggleProps>, never>>(true),
  none<Same<RejectsUndefined<TrendingRowProps>, never>>(true),
  none<Same<RejectsUndefined<CompareNextProviderProps>, never>>(true),
  none<Same<RejectsUndefined<CompareStyleRegistryProps>, never>>(true),
];

/** The case the issue names, as a partner writes it. */
export function MaybeRefresh({ refresh }: { refresh: boolean }) {
  return <ComparisonTable refreshOnLoad={refresh ? true : undefined} className={undefined} />;
}
