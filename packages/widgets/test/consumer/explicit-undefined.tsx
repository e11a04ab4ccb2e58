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
// Only under exactOptionalPropertyTypes (the consumer check) does `Required` keep a declared
// `| undefined`; the package's own typecheck compiles this file without it and checks nothing here.
type ExactOptional = undefined extends Required<{ probe?: string | undefined }>['probe'] ? true : false;
type Holds<Check extends boolean> = ExactOptional extends true ? Check : true;
const none = <T extends true>(value: T): T => value;

export const explicitUndefined = [
  none<Holds<Same<RejectsUndefined<AlertsInboxProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<AuthFormProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<AuthProviderProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<BasketButtonProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<BasketSheetProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<BasketSyncProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<CategoryGridProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<CheckoutFormProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<CompareProviderProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<ComparisonTableProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<DeliveryBannerProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<FloatingCartProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<HomeFeedProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<LocationDialogProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<LocationGateProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<LocationPickerProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<NotServedNoticeProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<PasteListProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<PriceRefreshPopupProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<PriceWatchProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<ProductCardProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<ProductDetailsProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<SavedBasketsProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<SearchBarProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<SearchResultsProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<SharedBasketProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<SuggestionFormProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<ThemeToggleProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<TrendingRowProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<CompareNextProviderProps>, never>>>(true),
  none<Holds<Same<RejectsUndefined<CompareStyleRegistryProps>, never>>>(true),
];

/** The case the issue names, as a partner writes it. */
export function MaybeRefresh({ refresh }: { refresh: boolean }) {
  return <ComparisonTable refreshOnLoad={refresh ? true : undefined} className={undefined} />;
}
