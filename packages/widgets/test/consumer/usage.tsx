// Typical partner code, compiled by scripts/check-consumer-types.mjs as a strict consumer
// (strict, noUncheckedIndexedAccess, exactOptionalPropertyTypes) against the built package. The
// `@ts-expect-error` lines prove the types still reject what they should: an unused one fails.
import type { Product } from '@compare/core';
import {
  BasketSheet,
  type CompareEvent,
  CompareProvider,
  type CompareProviderProps,
  ComparisonTable,
  FloatingCart,
  ProductCard,
  useBasket,
  useCompare,
  useProductSearch,
} from '@compare/widgets';
import {
  CompareNextProvider,
  type CompareNextProviderProps,
  CompareStyleRegistry,
} from '@compare/widgets/next';
import { type MountConfig, mount } from '@compare/widgets/standalone';

/** A partner's settings, read from an environment where anything may be missing. */
interface PartnerSettings {
  apiUrl?: string | undefined;
  locale?: 'en' | 'hi' | undefined;
  nonce?: string | undefined;
}

// Optional options take an explicit undefined: values read from config pass straight through.
export function providerProps(settings: PartnerSettings): CompareProviderProps {
  return {
    apiBaseUrl: settings.apiUrl,
    scraperBaseUrl: undefined,
    locale: settings.locale,
    theme: { appearance: undefined, tokens: { colors: { primary: '#0c831f' } } },
    location: { lat: 28.6139, lon: 77.209, address: undefined },
    platforms: ['blinkit', 'zepto'],
    onEvent: (event: CompareEvent) => {
      if (event.type === 'add_to_cart') console.info(event.value, event.currency);
    },
  };
}

export function Comparison({ settings }: { settings: PartnerSettings }) {
  return (
    <CompareProvider {...providerProps(settings)} className={undefined}>
      <ComparisonTable />
      <FloatingCart />
    </CompareProvider>
  );
}

export function NextLayout({
  settings,
  children,
}: {
  settings: PartnerSettings;
  children?: React.ReactNode;
}) {
  const next: CompareNextProviderProps = {
    apiBaseUrl: settings.apiUrl,
    hrefs: { cart: '/compare', product: '/products/{id}', search: undefined },
    prefetch: undefined,
  };
  return (
    <CompareStyleRegistry nonce={settings.nonce}>
      <CompareNextProvider {...next}>{children}</CompareNextProvider>
    </CompareStyleRegistry>
  );
}

/** Results of the partner's own search, each a product card with the basket's count. */
export function Results({ q }: { q: string }) {
  const search = useProductSearch({ q });
  const basket = useBasket();
  const { client } = useCompare();
  const first: Product | undefined = search.products[0];
  const reload = async (id: string) => {
    const { data, error } = await client.getProduct(id);
    return error ? null : (data ?? null);
  };
  return (
    <section>
      <p>{basket.count} in the basket</p>
      {first ? <ProductCard product={first} headingLevel={2} /> : null}
      <button type="button" onClick={() => reload('amul-taaza-toned-milk')}>
        Reload
      </button>
      <BasketSheet defaultMerchant="zepto" side="left" />
    </section>
  );
}

export function mountOnPage(apiUrl: string | undefined) {
  const config: MountConfig = {
    apiBaseUrl: apiUrl,
    widgets: ['comparison-table', { widget: 'floating-cart' }],
  };
  const compare = mount('#compare', config);
  return compare.basket.items.length;
}

export const rejected = [
  // @ts-expect-error a merchant is named by its platform key, not its display name
  <CompareProvider key="platform" platforms={['Blinkit']} />,
  // @ts-expect-error a product card needs a Product
  <ProductCard key="product" product={{ productId: 'x' }} />,
  // @ts-expect-error the route templates are strings, not builders
  <CompareNextProvider key="hrefs" hrefs={{ product: (id: string) => `/p/${id}` }} />,
  // @ts-expect-error only the two catalogues exist
  <CompareProvider key="locale" locale="fr" />,
];
