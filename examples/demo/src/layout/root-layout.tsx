import {
  type CompareEvent,
  CompareProvider,
  FloatingCart,
  PriceRefreshPopup,
  useShopperLocation,
  useT,
  useThemeMode,
  useTrack,
} from '@compare/widgets';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { demoText } from '../demo-text';
import { useLocaleChoice } from '../locale';
import { AccountBasketSync, SheetPasteList } from './account-widgets';
import { usePageLoading } from './lazy-page';
import { renderRouterLink } from './router-link';
import { ScrollMemory } from './scroll-memory';
import { SiteFooter, type SiteFooterProps } from './site-footer';
import { SiteHeader } from './site-header';

// The widgets' font stack with Noto Sans Devanagari last: Hindi text renders with real glyphs on
// devices without a Devanagari font, and the font file (styles.css, unicode-range) is fetched only
// when Devanagari is on the screen.
const THEME = {
  tokens: {
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Devanagari Variable", sans-serif',
    },
  },
};

// Analytics go to the console while developing; a real deployment would forward them to its
// analytics service here.
const onEvent = import.meta.env.DEV
  ? (event: CompareEvent) => console.info('[compare:event]', event)
  : undefined;

// Sends one page_view per location change. Rendered after the page, so the page's own effect has
// already set document.title when this one runs.
function PageViews() {
  const location = useLocation();
  const track = useTrack();
  useEffect(() => {
    track({ type: 'page_view', path: `${location.pathname}${location.search}`, title: document.title });
  }, [location.pathname, location.search, track]);
  return null;
}

// Mirrors the widgets' theme on <html>, so the page background outside the app (overscroll,
// the area behind the mobile browser bars) matches.
function ThemeSync() {
  const { theme } = useThemeMode();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return null;
}

// Keeps the shopper's point in a cookie: the API preloads the home page's first answers for it
// (api/src/middleware/static.ts), so they download beside the script on the next visit.
function PointCookie() {
  const { latitude, longitude } = useShopperLocation();
  useEffect(() => {
    // Browsers without the Cookie Store API get the preloads of the default location.
    if (latitude === null || longitude === null || !('cookieStore' in window)) return;
    void window.cookieStore
      .set({
        name: 'compare-point',
        value: `${latitude},${longitude}`,
        path: '/',
        sameSite: 'lax',
        expires: Date.now() + 365 * 24 * 60 * 60 * 1000,
      })
      .catch(() => undefined);
  }, [latitude, longitude]);
  return null;
}

// Keeps the shopper's language in a cookie: the API sends English pages with their first screen
// already drawn, and Hindi ones without it (api/src/middleware/static.ts).
function LocaleCookie({ locale }: { locale: SiteFooterProps['locale'] }) {
  useEffect(() => {
    // Browsers without the Cookie Store API get the English first screen, dropped by main.tsx.
    if (!('cookieStore' in window)) return;
    void window.cookieStore
      .set({
        name: 'compare-locale',
        value: locale,
        path: '/',
        sameSite: 'lax',
        expires: Date.now() + 365 * 24 * 60 * 60 * 1000,
      })
      .catch(() => undefined);
  }, [locale]);
  return null;
}

function Shell({ locale, onLocaleChange }: SiteFooterProps) {
  const t = useT();
  const pageLoading = usePageLoading();
  // On /my-cart the comparison is the page: the cart bar does not offer to go there.
  const onCart = useLocation().pathname === '/my-cart';
  return (
    <div className="demo-shell">
      <a className="demo-skip" href="#main">
        {t('skipToContent')}
      </a>
      {pageLoading ? (
        <div className="demo-progress" role="progressbar" aria-label={demoText(locale, 'pageLoading')} />
      ) : null}
      <SiteHeader />
      <main id="main" className="demo-main demo-container" tabIndex={-1}>
        {/*
          A first visit straight to a lazy page paints the header at once; the placeholder holds a
          screen's height meanwhile, so the footer does not flash up and then jump down.
        */}
        <Suspense fallback={<div className="demo-page-placeholder" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter locale={locale} onLocaleChange={onLocaleChange} />
      {/* The floating cart brings its BasketSheet ('Shopping Cart'). */}
      <FloatingCart actions={<SheetPasteList />} proceed={!onCart} />
      <AccountBasketSync />
      <PriceRefreshPopup />
      <PageViews />
      <ThemeSync />
      <PointCookie />
      <LocaleCookie locale={locale} />
      {/* New pages start at the top; back/forward restores the previous position. */}
      <ScrollMemory />
    </div>
  );
}

/** The root route: the CompareProvider around the whole site, the header, the page and the footer. */
export function RootLayout() {
  const navigate = useNavigate();
  const [locale, setLocale] = useLocaleChoice();
  return (
    <CompareProvider
      apiBaseUrl=""
      auth
      requestLocation="on-mount"
      locale={locale}
      renderLink={renderRouterLink}
      navigate={(href) => {
        navigate(href);
      }}
      onEvent={onEvent}
      theme={THEME}
    >
      <Shell locale={locale} onLocaleChange={setLocale} />
    </CompareProvider>
  );
}
