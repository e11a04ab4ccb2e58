import type { ApiClient, Geocoder, Messages, Platform, StorageAdapter } from '@compare/core';
import type { MouseEvent, ReactNode } from 'react';
import { createContext, useContext, useEffect } from 'react';
import type { BasketStore } from './stores/basket-store';
import type { DeadlineStore } from './stores/deadline-store';
import type { LocationStore } from './stores/location-store';
import type { MembershipsStore } from './stores/memberships-store';
import type { PricePopupStore } from './stores/price-popup-store';
import type { RecentSearchesStore } from './stores/recent-searches-store';
import type { ThemeStore } from './stores/theme-store';

/** Languages with a full catalogue. */
export type CompareLocale = 'en' | 'hi';

/** Props a partner's link renderer receives (the routes are built by `hrefs`). */
export interface LinkRenderProps {
  href: string;
  children?: ReactNode | undefined;
  className?: string | undefined;
  target?: string | undefined;
  rel?: string | undefined;
  onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  'aria-label'?: string | undefined;
  'aria-current'?: 'page' | undefined;
}

/** Renders a link the host app's way (a router's Link, or a plain anchor by default). */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** Query parameters of the search route /s. */
export interface SearchParams {
  q?: string;
  /** Comma-separated platform keys. */
  platform?: string;
  category?: string;
  brand?: string;
}

/** Builders for the app's routes; partners override any of them to route their own way. */
export interface CompareHrefs {
  home: () => string;
  search: (params: SearchParams) => string;
  product: (id: string) => string;
  cart: () => string;
  checkout: () => string;
  auth: () => string;
}

/** One line of an analytics event. */
export interface CompareEventItem {
  id: string;
  name: string;
  variant?: string;
  merchant?: string;
  price: number;
  quantity: number;
}

/** Analytics events (page view, search, add_to_cart in INR, purchase). */
export type CompareEvent =
  | { type: 'page_view'; path: string; title?: string }
  | { type: 'search'; query: string }
  | { type: 'add_to_cart'; currency: 'INR'; value: number; items: CompareEventItem[] }
  | { type: 'purchase'; transactionId: string; currency: string; value: number; items: CompareEventItem[] };

/** The part of the browser's Geolocation API the widgets use (injectable for tests). */
export interface GeolocationLike {
  getCurrentPosition: (
    success: (position: { coords: { latitude: number; longitude: number } }) => void,
    error?: (error: { code: number; message: string }) => void,
    options?: { enableHighAccuracy?: boolean; timeout?: number; maximumAge?: number },
  ) => void;
}

/** The stores one provider owns. */
export interface CompareStores {
  basket: BasketStore;
  location: LocationStore;
  theme: ThemeStore;
  recentSearches: RecentSearchesStore;
  pricePopup: PricePopupStore;
  /** Memberships the shopper holds (they change fees). */
  memberships: MembershipsStore;
  /** The shopper's delivery deadline ('Arrives within'), stored beside the basket. */
  deadline: DeadlineStore;
}

/** Everything a widget reads from its CompareProvider. */
export interface CompareContextValue {
  client: ApiClient;
  geocoder: Geocoder;
  storage: StorageAdapter;
  /** The platforms this provider shows (all six unless the partner chose a subset). */
  platforms: readonly Platform[];
  locale: CompareLocale;
  messages: Messages;
  renderLink: RenderLink;
  hrefs: CompareHrefs;
  /** Goes to a route from an event handler (the host router's navigate, or a full page load). */
  navigate: (href: string) => void;
  track: (event: CompareEvent) => void;
  /** The geolocation service, resolved lazily so nothing touches `navigator` during render. */
  getGeolocation: () => GeolocationLike | null;
  /**
   * Says that a mounted widget needs the shopper's location: the first call asks the browser
   * when no point is stored or given by the host. Later calls do nothing.
   */
  requireLocation: () => void;
  now: () => Date;
  log: (...args: unknown[]) => void;
  stores: CompareStores;
  /** Distinguishes this provider's query keys when partners share one QueryClient. */
  scope: string;
  /**
   * Basket lines the server HTML and the hydrating render hold room for (the provider's
   * `basketLines`); 0: the empty basket's box.
   */
  basketLines: number;
}

/** @internal */
export const CompareContext = createContext<CompareContextValue | null>(null);

/** Reads the nearest CompareProvider; throws a clear message outside one. */
export function useCompare(): CompareContextValue {
  const value = useContext(CompareContext);
  if (!value) throw new Error('useCompare must be used within a CompareProvider');
  return value;
}

/**
 * Marks the calling widget as one that needs the shopper's location (merchant ETAs, categories,
 * trending rows, the location picker). Asking happens after mount, never during a server render.
 */
export function useRequireLocation(): void {
  const { requireLocation } = useCompare();
  useEffect(() => {
    requireLocation();
  }, [requireLocation]);
}
