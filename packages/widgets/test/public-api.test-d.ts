// Type tests of the public API: what partners compile against. The workspace's tsconfig includes
// test/, so the types step (`npm run typecheck -w @compare/widgets`, part of `npm test`) checks
// them: an `expectTypeOf` assertion that no longer holds is a type error there.
import type {
  CartItem,
  GeoSuggestion,
  MessageKey,
  Messages,
  PlatformKey,
  LocationState as PointState,
  Product,
  Theme,
} from '@compare/core';
import {
  type BasketApi,
  type BasketSheetProps,
  type CompareLocale,
  CompareProvider,
  type CompareProviderProps,
  ComparisonTable,
  type ComparisonTableProps,
  FloatingCart,
  type FloatingCartProps,
  ProductCard,
  type ProductCardProps,
  type ProductSearchApi,
  type SearchParams,
  type SearchResultsProps,
  type SearchSort,
  type ServiceArea,
  type ShopperLocationApi,
  type ShopperLocationState,
  type ThemeModeApi,
  type Translate,
  useBasket,
  useMessages,
  useProductSearch,
  useServiceArea,
  useShopperLocation,
  useT,
  useThemeMode,
} from '@compare/widgets';
import type { ReactNode } from 'react';
import { describe, expectTypeOf, it } from 'vitest';

describe('CompareProvider', () => {
  it('takes its options as CompareProviderProps', () => {
    expectTypeOf(CompareProvider).parameter(0).toEqualTypeOf<CompareProviderProps>();
    expectTypeOf<CompareProviderProps['children']>().toEqualTypeOf<ReactNode>();
  });

  it('names merchants to show by platform key, not by any string', () => {
    expectTypeOf<CompareProviderProps['platforms']>().toEqualTypeOf<readonly PlatformKey[] | undefined>();
    expectTypeOf<['blinkit', 'zepto']>().toMatchTypeOf<NonNullable<CompareProviderProps['platforms']>>();
    expectTypeOf<['Blinkit']>().not.toMatchTypeOf<NonNullable<CompareProviderProps['platforms']>>();
  });

  it('speaks English or Hindi', () => {
    expectTypeOf<CompareProviderProps['locale']>().toEqualTypeOf<CompareLocale | undefined>();
    expectTypeOf<CompareLocale>().toEqualTypeOf<'en' | 'hi'>();
  });

  it('has every option optional, so <CompareProvider> alone works', () => {
    expectTypeOf<Record<string, never>>().toMatchTypeOf<Omit<CompareProviderProps, 'children'>>();
  });
});

describe('widget props', () => {
  it('each widget takes its props type', () => {
    expectTypeOf(ComparisonTable).parameter(0).toEqualTypeOf<ComparisonTableProps>();
    expectTypeOf(ProductCard).parameter(0).toEqualTypeOf<ProductCardProps>();
    expectTypeOf(FloatingCart).parameter(0).toEqualTypeOf<FloatingCartProps>();
  });

  it('a product card needs a contract Product; the rest is optional', () => {
    expectTypeOf<ProductCardProps['product']>().toEqualTypeOf<Product>();
    expectTypeOf<ProductCardProps['className']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ProductCardProps['headingLevel']>().toEqualTypeOf<2 | 3 | 4 | undefined>();
  });

  it('the comparison table is configured by flags, numbers and extra actions (elements a Server Component can pass)', () => {
    expectTypeOf<ComparisonTableProps>().toEqualTypeOf<{
      refreshOnLoad?: boolean;
      minPlanSaving?: number;
      maxPlanMerchants?: number;
      actions?: ReactNode;
      anyBrand?: boolean;
      className?: string;
    }>();
  });

  it("the basket sheet's first merchant is a platform key", () => {
    expectTypeOf<BasketSheetProps['defaultMerchant']>().toEqualTypeOf<PlatformKey | undefined>();
    expectTypeOf<FloatingCartProps['defaultMerchant']>().toEqualTypeOf<PlatformKey | undefined>();
    expectTypeOf<BasketSheetProps['side']>().toEqualTypeOf<'left' | 'right' | undefined>();
  });

  it('search results read URL-like parameters and a closed set of sorts', () => {
    expectTypeOf<SearchResultsProps['params']>().toEqualTypeOf<SearchParams>();
    expectTypeOf<SearchParams['q']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<SearchSort>().toEqualTypeOf<'relevance' | 'price' | 'unit-price' | 'discount'>();
  });
});

describe('hooks', () => {
  it('return their named API types', () => {
    expectTypeOf(useBasket).returns.toEqualTypeOf<BasketApi>();
    expectTypeOf(useShopperLocation).returns.toEqualTypeOf<ShopperLocationApi>();
    expectTypeOf(useThemeMode).returns.toEqualTypeOf<ThemeModeApi>();
    expectTypeOf(useProductSearch).returns.toEqualTypeOf<ProductSearchApi>();
    expectTypeOf(useServiceArea).returns.toEqualTypeOf<ServiceArea>();
    expectTypeOf(useMessages).returns.toEqualTypeOf<Messages>();
    expectTypeOf(useT).returns.toEqualTypeOf<Translate>();
  });

  it('the translator takes a catalogue key and values, and gives text', () => {
    expectTypeOf<Translate>().toEqualTypeOf<
      (key: MessageKey, values?: Record<string, string | number>) => string
    >();
  });

  it('the basket hands out contract cart lines and totals in rupees', () => {
    expectTypeOf<BasketApi['items']>().toEqualTypeOf<CartItem[]>();
    expectTypeOf<BasketApi['total']>().toEqualTypeOf<number>();
    expectTypeOf<BasketApi['setQuantity']>().parameters.toEqualTypeOf<[string, string, number]>();
  });

  it("the shopper's location: a point, its address and the place search", () => {
    expectTypeOf<ShopperLocationApi['latitude']>().toEqualTypeOf<number | null>();
    expectTypeOf<ShopperLocationApi['status']>().toEqualTypeOf<'pending' | 'locating' | 'ready'>();
    expectTypeOf<ShopperLocationApi['resolveAddress']>().returns.toEqualTypeOf<
      Promise<GeoSuggestion | null>
    >();
    expectTypeOf<ThemeModeApi['theme']>().toEqualTypeOf<Theme>();
  });
});

describe('words', () => {
  it("the location store's state is ShopperLocationState, a superset of core's bare point", () => {
    expectTypeOf<ShopperLocationState>().toMatchTypeOf<PointState>();
    expectTypeOf<PointState>().not.toMatchTypeOf<ShopperLocationState>();
    expectTypeOf<ShopperLocationState['address']>().toEqualTypeOf<string | null>();
  });
});
