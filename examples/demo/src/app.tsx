import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { lazyPage } from './layout/lazy-page';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

// The landing page and the 404 ship in the entry chunk; every other page is its own chunk, loaded
// when its route is first visited (the static pages and checkout are rarely the first page).
// Declarative routes under a plain BrowserRouter: the demo loads its data in the widgets, so the
// data router's loaders, actions and fetchers would only add weight to the first visit.
const AuthPage = lazyPage(() => import('./pages/auth-page').then((m) => m.AuthPage));
const SearchPage = lazyPage(() => import('./pages/search-page').then((m) => m.SearchPage));
const CartPage = lazyPage(() => import('./pages/cart-page').then((m) => m.CartPage));
const ProductPage = lazyPage(() => import('./pages/product-page').then((m) => m.ProductPage));
const AboutPage = lazyPage(() => import('./pages/about-page').then((m) => m.AboutPage));
const ContactPage = lazyPage(() => import('./pages/contact-page').then((m) => m.ContactPage));
const PrivacyPage = lazyPage(() => import('./pages/privacy-page').then((m) => m.PrivacyPage));
const TermsPage = lazyPage(() => import('./pages/terms-page').then((m) => m.TermsPage));
const CheckoutPage = lazyPage(() => import('./pages/checkout-page').then((m) => m.CheckoutPage));
const SourcesPage = lazyPage(() => import('./pages/sources-page').then((m) => m.SourcesPage));
const SharedBasketPage = lazyPage(() => import('./pages/shared-basket-page').then((m) => m.SharedBasketPage));

/** One page of the site. */
export interface SitePage {
  /** Its path pattern ("/product/:id"). */
  path: string;
  element: ReactNode;
  /**
   * True when the server draws its first screen (src/host): the home page (header and the location
   * wait), search (its full-screen waiting message) and the static text pages. The others draw
   * from the shopper's basket or account or need the API's answer first; their server-drawn screen
   * would be the header and a spinner, and hydrating it costs the phone more than it saves.
   */
  firstPaint: boolean;
}

/**
 * Every page of the site, in one table: the router draws them and the server (src/host) answers
 * their paths with 200 (any other path gets the 404 page with status 404). Adding a page is adding
 * its row here.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', element: <HomePage />, firstPaint: true },
  { path: '/auth', element: <AuthPage />, firstPaint: false },
  { path: '/s', element: <SearchPage />, firstPaint: true },
  { path: '/my-cart', element: <CartPage />, firstPaint: false },
  { path: '/product/:id', element: <ProductPage />, firstPaint: false },
  { path: '/about', element: <AboutPage />, firstPaint: true },
  { path: '/contact', element: <ContactPage />, firstPaint: true },
  { path: '/privacy-policy', element: <PrivacyPage />, firstPaint: true },
  { path: '/terms-of-use', element: <TermsPage />, firstPaint: true },
  { path: '/checkout', element: <CheckoutPage />, firstPaint: false },
  { path: '/b/:token', element: <SharedBasketPage />, firstPaint: false },
  { path: '/sources', element: <SourcesPage />, firstPaint: false },
];

/** The shop's routes: the pages of {@link SITE_PAGES} in the root layout, and 404 for any other path. */
function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        {SITE_PAGES.map((page) =>
          page.path === '/' ? (
            <Route key={page.path} index element={page.element} />
          ) : (
            <Route key={page.path} path={page.path.slice(1)} element={page.element} />
          ),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The whole site under a router: its routes inside the error page that a navigation resets. */
export function SiteApp() {
  const location = useLocation();
  return (
    <RouteError resetKey={location.key}>
      <AppRoutes />
    </RouteError>
  );
}
