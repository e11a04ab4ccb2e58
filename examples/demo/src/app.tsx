import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

// The landing page and the 404 ship in the entry chunk; every other page is its own chunk, loaded
// when its route is first visited (the static pages and checkout are rarely the first page).
/** The shop's routes: home, search, product, basket comparison, checkout, the static pages and 404. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { index: true, Component: HomePage },
      { path: 'auth', lazy: async () => ({ Component: (await import('./pages/auth-page')).AuthPage }) },
      { path: 's', lazy: async () => ({ Component: (await import('./pages/search-page')).SearchPage }) },
      { path: 'my-cart', lazy: async () => ({ Component: (await import('./pages/cart-page')).CartPage }) },
      {
        path: 'product/:id',
        lazy: async () => ({ Component: (await import('./pages/product-page')).ProductPage }),
      },
      { path: 'about', lazy: async () => ({ Component: (await import('./pages/about-page')).AboutPage }) },
      {
        path: 'contact',
        lazy: async () => ({ Component: (await import('./pages/contact-page')).ContactPage }),
      },
      {
        path: 'privacy-policy',
        lazy: async () => ({ Component: (await import('./pages/privacy-page')).PrivacyPage }),
      },
      {
        path: 'terms-of-use',
        lazy: async () => ({ Component: (await import('./pages/terms-page')).TermsPage }),
      },
      {
        path: 'checkout',
        lazy: async () => ({ Component: (await import('./pages/checkout-page')).CheckoutPage }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** Creates the browser router of the demo. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
