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
const SharedBasketPage = lazyPage(() => import('./pages/shared-basket-page').then((m) => m.SharedBasketPage));

/** The shop's routes: home, search, product, basket comparison, checkout, the static pages and 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="s" element={<SearchPage />} />
        <Route path="my-cart" element={<CartPage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy-policy" element={<PrivacyPage />} />
        <Route path="terms-of-use" element={<TermsPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="b/:token" element={<SharedBasketPage />} />
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
