import {
  type AccountMessages,
  type ApiClient,
  createApiClient,
  createStorage,
  type Geocoder,
  type Messages,
  PLATFORMS,
  type PlatformKey,
  type StorageAdapter,
} from '@compare/core';
import { ThemeProvider, type ThemeProviderProps, Toaster, ToastProvider } from '@compare/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { AuthProvider } from '../auth/auth-provider';
import {
  CompareContext,
  type CompareContextValue,
  type CompareEvent,
  type CompareHrefs,
  type CompareLocale,
  type CompareStores,
  type GeolocationLike,
  type RenderLink,
  useCompare,
} from '../context';
import { useLocationDeps } from '../hooks/use-shopper-location';
import { useCatalogue } from '../i18n/catalogue';
import { clampBasketLines, writeBasketCookie } from '../internal/basket-cookie';
import {
  createLocationController,
  type HostLocation,
  type LocationController,
  type LocationRequestPolicy,
  type LocationStartOptions,
} from '../internal/location-flow';
import { createBasketStore } from '../stores/basket-store';
import { createDeadlineStore } from '../stores/deadline-store';
import { createLocationStore } from '../stores/location-store';
import { createMembershipsStore } from '../stores/memberships-store';
import { createPricePopupStore } from '../stores/price-popup-store';
import { createRecentSearchesStore } from '../stores/recent-searches-store';
import { createThemeStore, type ThemeAppearance } from '../stores/theme-store';
import { lazyGeocoder } from './lazy-geocoder';
import { defaultHrefs, defaultRenderLink } from './links';

/** Theme options of the provider: a default appearance and token overrides. */
export interface CompareThemeOptions {
  /** Used until the shopper chooses with the toggle; 'system' (default) follows the device. */
  appearance?: ThemeAppearance | undefined;
  /** Token overrides in every appearance, e.g. `{ colors: { primary: '#0a7' } }`. */
  tokens?: ThemeProviderProps['tokens'] | undefined;
  /** Token overrides in the dark appearance only. */
  darkTokens?: ThemeProviderProps['darkTokens'] | undefined;
}

/** Props of {@link CompareProvider}. */
export interface CompareProviderProps {
  children?: ReactNode | undefined;
  /** Base of the product API; '' (default) is the page's own origin. */
  apiBaseUrl?: string | undefined;
  /** Base of the scraper service; defaults to `apiBaseUrl`. */
  scraperBaseUrl?: string | undefined;
  /** A ready client (a fake in tests); when given, `apiBaseUrl`/`scraperBaseUrl` are not used. */
  apiClient?: ApiClient | undefined;
  /** 'api' (default): the API's gazetteer; 'open-map': the open-map service; or a custom geocoder. */
  geocoder?: 'api' | 'open-map' | Geocoder | undefined;
  /** Where basket, location, theme and the popup date persist; localStorage (memory when absent) by default. */
  storage?: StorageAdapter | undefined;
  /** Platform keys of the merchants to show (shown in registry order); all six by default. */
  platforms?: readonly PlatformKey[] | undefined;
  theme?: CompareThemeOptions | undefined;
  /**
   * Catalogue language: 'en' (default) or 'hi'. The Hindi catalogue is loaded when first needed
   * (the provider waits for it, so nothing shows in English first); `messages={hiMessages}` (from
   * `@compare/widgets/hi`) has it at once.
   */
  locale?: CompareLocale | undefined;
  /** Overrides of single messages on top of the locale's catalogue (the account strings too). */
  messages?: Partial<Messages & AccountMessages> | undefined;
  /** Renders links the host app's way (default: a plain anchor). */
  renderLink?: RenderLink | undefined;
  /** Route builders; any of them may be overridden. */
  hrefs?: Partial<CompareHrefs> | undefined;
  /** Programmatic navigation (search on Enter, basket button, after checkout); default a full page load. */
  navigate?: ((href: string) => void) | undefined;
  /** Analytics sink: page_view, search, add_to_cart (INR), purchase. */
  onEvent?: ((event: CompareEvent) => void) | undefined;
  /**
   * A QueryClient to use; otherwise one is created per provider with the widgets' defaults (never
   * stale, no refetch on focus, no polling, no retries).
   */
  queryClient?: QueryClient | undefined;
  /**
   * The geolocation service; `navigator.geolocation` when present by default. `null`: never ask;
   * the Mumbai default is used without a toast.
   */
  geolocation?: GeolocationLike | null | undefined;
  /**
   * The shopper's point when the host already knows it (`{ lat, lon, address }`): used and stored
   * at mount, and the browser is never asked. Read once, at mount.
   */
  location?: HostLocation | undefined;
  /**
   * When to ask the browser for the device position: 'when-needed' (default) once a widget that
   * needs the shopper's location mounts (ETAs, categories, trending, the location picker);
   * 'on-mount' at start, with a toast on refusal (the demo site). Read once, at mount.
   */
  requestLocation?: LocationRequestPolicy | undefined;
  /** The clock (tests). */
  now?: (() => Date) | undefined;
  /**
   * Mount the session provider (`useAuth`, AuthForm, CheckoutForm's user); it fetches
   * `GET /api/user` at start. Off by default, so a page without account widgets makes no session call.
   */
  auth?: boolean | undefined;
  /** Where failed calls are logged (default console.error); a failure never throws into the page. */
  logger?: ((...args: unknown[]) => void) | undefined;
  /** Class added to the provider's root element. */
  className?: string | undefined;
  /**
   * Membership keys the shopper holds ("zepto_pass", "swiggy_one", "bbstar"): fees, "Cheapest" and
   * the cheapest plan apply them. When set, the shopper's own stored choice is not used.
   */
  memberships?: readonly string[] | undefined;
  /**
   * How many lines the visitor's basket holds, as the server knows it: the server HTML and the
   * render that hydrates it hold room for a table of that many rows, so nothing below moves when
   * the stored basket is read. 0 or left out: the empty basket's box (a first visit). The provider
   * keeps the count in the `compare_basket_lines` cookie; with Next.js pass
   * `basketLinesFromCookies(await cookies())`. Without server markup it is not needed.
   */
  basketLines?: number | undefined;
}

/** A QueryClient with the widgets' data-fetch defaults: never stale, no refetch on focus, no polling, no retries. */
export function createCompareQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

// Defers choosing localStorage until the first read or write, which only happens in effects, so
// rendering on a server (or during hydration) never touches `window`.
function createLazyStorage(): StorageAdapter {
  let resolved: StorageAdapter | null = null;
  const get = () => {
    resolved ??= createStorage();
    return resolved;
  };
  return {
    getItem: (key) => get().getItem(key),
    setItem: (key, value) => get().setItem(key, value),
    removeItem: (key) => get().removeItem(key),
  };
}

function browserGeolocation(): GeolocationLike | null {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null;
  return navigator.geolocation;
}

const noop = () => undefined;
const systemNow = () => new Date();
const subscribeNothing = () => noop;

/** Reads what the stores keep in storage: basket, theme, searches, popup date, memberships, deadline. */
function readStoredState(stores: CompareStores): void {
  stores.basket.getState().hydrate();
  stores.theme.getState().hydrate();
  stores.recentSearches.getState().hydrate();
  stores.pricePopup.getState().hydrate();
  stores.memberships.getState().hydrate();
  stores.deadline.getState().hydrate();
}

// Runs the start-up reads after mount: stored basket, theme, searches and popup date,
// then the location (the host's point, else the stored one, else a request when a widget needs it).
interface BootstrapProps {
  controller: LocationController;
  options: LocationStartOptions;
}

function Bootstrap({ controller, options }: BootstrapProps) {
  const { stores } = useCompare();
  const deps = useLocationDeps();
  const started = useRef(false);
  const startOptions = useRef(options);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    readStoredState(stores);
    controller.start(deps, startOptions.current);
  }, [stores, deps, controller]);
  // The basket's size in a cookie, for the partner's server to size the next first render.
  useEffect(() => {
    let written = -1;
    const write = ({ hydrated, items }: { hydrated: boolean; items: readonly unknown[] }) => {
      if (!hydrated || items.length === written) return;
      written = items.length;
      writeBasketCookie(items.length);
    };
    write(stores.basket.getState());
    return stores.basket.subscribe(write);
  }, [stores]);
  // Later pieces (the Hindi catalogue after a language switch) reach location requests in flight.
  useEffect(() => {
    if (started.current) controller.start(deps, startOptions.current);
  }, [deps, controller]);
  return null;
}

/**
 * The one provider partners mount around the widgets. It creates its own stores, API client and
 * query client (no module singletons), scopes the theme to its root element and hosts the toasts.
 */
export function CompareProvider(props: CompareProviderProps) {
  const {
    children,
    apiBaseUrl,
    scraperBaseUrl,
    apiClient,
    geocoder: geocoderOption = 'api',
    storage: storageOption,
    platforms: platformKeys,
    theme,
    locale = 'en',
    messages: overrides,
    renderLink = defaultRenderLink,
    hrefs: hrefOverrides,
    navigate,
    onEvent,
    queryClient: queryClientOption,
    geolocation,
    location,
    requestLocation = 'when-needed',
    now = systemNow,
    auth = false,
    logger,
    className,
    memberships,
    basketLines,
  } = props;
  // First: a Hindi first render suspends here until its catalogue arrives, before anything is made.
  const messages = useCatalogue(locale, overrides);
  const id = useId();
  // Callbacks are read through a ref so a partner's inline function does not churn the context.
  const callbacks = useRef({ onEvent, logger, geolocation, navigate });
  callbacks.current = { onEvent, logger, geolocation, navigate };

  // False on a server and while hydrating its markup; true when the provider mounts in the browser
  // with nothing to hydrate (a script-tag mount, a client-only app).
  const clientOnly = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  // Created once per provider instance; later changes of these props are not picked up.
  const [instance] = useState(() => {
    const storage = storageOption ?? createLazyStorage();
    const client = apiClient ?? createApiClient({ apiBaseUrl: apiBaseUrl ?? '', scraperBaseUrl, storage });
    const geocoder =
      typeof geocoderOption === 'object' ? geocoderOption : lazyGeocoder(geocoderOption, client);
    const stores: CompareStores = {
      basket: createBasketStore(storage, (...args) => (callbacks.current.logger ?? console.error)(...args)),
      location: createLocationStore(storage),
      theme: createThemeStore(storage),
      recentSearches: createRecentSearchesStore(storage),
      pricePopup: createPricePopupStore(storage),
      memberships: createMembershipsStore(
        storage,
        (...args) => (callbacks.current.logger ?? console.error)(...args),
        memberships,
      ),
      deadline: createDeadlineStore(storage, (...args) =>
        (callbacks.current.logger ?? console.error)(...args),
      ),
    };
    // Mounted in the browser without server markup, the first render can show the stored basket
    // and choices at once: its first paint is then the comparison itself, not a placeholder that
    // the basket replaces a frame later. With server markup they are read after hydration
    // (Bootstrap), so the first client render matches the server's.
    if (clientOnly) readStoredState(stores);
    return {
      storage,
      client,
      geocoder,
      stores,
      queryClient: queryClientOption ?? createCompareQueryClient(),
      location: createLocationController(),
      locationStart: { host: location, request: requestLocation, geolocationDisabled: geolocation === null },
    };
  });

  const hrefs = useMemo<CompareHrefs>(() => ({ ...defaultHrefs, ...hrefOverrides }), [hrefOverrides]);
  const platforms = useMemo(
    () => (platformKeys ? PLATFORMS.filter((p) => platformKeys.includes(p.key)) : PLATFORMS),
    [platformKeys],
  );

  const value = useMemo<CompareContextValue>(
    () => ({
      client: instance.client,
      geocoder: instance.geocoder,
      storage: instance.storage,
      stores: instance.stores,
      platforms,
      locale,
      messages,
      renderLink,
      hrefs,
      now,
      scope: apiBaseUrl ?? id,
      navigate: (href) => {
        const go = callbacks.current.navigate;
        if (go) go(href);
        else if (typeof window !== 'undefined') window.location.assign(href);
      },
      track: (event) => (callbacks.current.onEvent ?? noop)(event),
      log: (...args) => (callbacks.current.logger ?? console.error)(...args),
      getGeolocation: () =>
        callbacks.current.geolocation === undefined ? browserGeolocation() : callbacks.current.geolocation,
      requireLocation: instance.location.demand,
      basketLines: clampBasketLines(basketLines),
    }),
    [instance, platforms, locale, messages, renderLink, hrefs, now, apiBaseUrl, id, basketLines],
  );

  const chosen = useStore(instance.stores.theme, (s) => s.chosen);
  const appearance = chosen ?? theme?.appearance ?? 'system';

  return (
    <QueryClientProvider client={instance.queryClient}>
      <CompareContext.Provider value={value}>
        <ThemeProvider
          appearance={appearance}
          tokens={theme?.tokens}
          darkTokens={theme?.darkTokens}
          className={className}
          lang={locale}
          data-compare-root=""
        >
          <ToastProvider label={messages.notificationLabel}>
            <Bootstrap controller={instance.location} options={instance.locationStart} />
            {auth ? <AuthProvider>{children}</AuthProvider> : children}
            <Toaster closeLabel={messages.close} />
          </ToastProvider>
        </ThemeProvider>
      </CompareContext.Provider>
    </QueryClientProvider>
  );
}
