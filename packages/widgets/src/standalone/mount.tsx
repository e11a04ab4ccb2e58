import { type ApiClient, type CartItem, createApiClient, type Product } from '@compare/core';
import { type ComponentType, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { type CompareContextValue, useCompare } from '../context';
import { toBasketOffers } from '../internal/product';
import { CompareProvider, type CompareProviderProps } from '../provider/compare-provider';
import type { NewBasketLine } from '../stores/basket-store';
import { BasketButton } from '../widgets/basket-button/basket-button';
import { ComparisonTable, loadComparisonContent } from '../widgets/comparison-table/comparison-table';
import { FloatingCart } from '../widgets/floating-cart/floating-cart';
import { LocationPicker } from '../widgets/location-picker/location-picker';
import { SearchBar } from '../widgets/search-bar/search-bar';
import { SearchResults } from '../widgets/search-results/search-results';
import { ThemeToggle } from '../widgets/theme-toggle/theme-toggle';

// The widgets a page without React can place, by name. Each takes the same props as its React
// export (plain data only: no render functions cross this boundary).
const WIDGETS = {
  'comparison-table': ComparisonTable,
  'floating-cart': FloatingCart,
  'basket-button': BasketButton,
  'search-bar': SearchBar,
  'search-results': SearchResults,
  'location-picker': LocationPicker,
  'theme-toggle': ThemeToggle,
} as const;

/** Names of the widgets {@link mount} can render. */
export type StandaloneWidgetName = keyof typeof WIDGETS;

/** A widget to render: its name, or its name with props (the React component's props). */
export type StandaloneWidget =
  | StandaloneWidgetName
  | { widget: StandaloneWidgetName; props?: object | undefined };

/** What {@link mount} takes: the provider's options (see CompareProvider) and the widgets to show. */
export interface MountConfig extends Omit<CompareProviderProps, 'children' | 'renderLink'> {
  /** The widgets, in order; the comparison table and the floating cart by default. */
  widgets?: readonly StandaloneWidget[] | undefined;
}

/** The basket of a mounted instance, for the page's own "compare" buttons. */
export interface StandaloneBasket {
  /** The lines now in the basket. */
  readonly items: readonly CartItem[];
  /** Adds a line (or 1 to it); true when the line is new. */
  add: (line: NewBasketLine) => boolean;
  /** Adds a product from the API in one variant (its first variant with offers by default). */
  addProduct: (product: Product, variant?: string) => boolean;
  /** Empties the basket. */
  clear: () => void;
}

/** A mounted instance. */
export interface MountedCompare {
  /** The API client the widgets use (search products to fill the basket, for example). */
  client: ApiClient;
  basket: StandaloneBasket;
  /** Renders again with changed options (the provider's stores keep their state). */
  update: (config: Partial<MountConfig>) => void;
  /** Unmounts the widgets and empties the element. */
  unmount: () => void;
}

interface Instance {
  root: Root;
  handle: MountedCompare;
}

const instances = new WeakMap<Element, Instance>();

// This build is one file, so the comparison's content (a module a bundler splits off) is already
// in it: resolved as the script loads, before a page's mount() renders, it is there for the first
// render (no placeholders that the stored basket would then replace).
void loadComparisonContent();

function resolveElement(target: Element | string): Element {
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  if (!element) throw new Error(`Compare: no element matches ${String(target)}`);
  return element;
}

function Bridge({ onContext }: { onContext: (value: CompareContextValue) => void }) {
  onContext(useCompare());
  return null;
}

// Checked before anything renders, so a typo in a page's config is a clear error, not a broken root.
function checkWidgets(widgets: readonly StandaloneWidget[] | undefined): void {
  for (const entry of widgets ?? []) {
    const name = typeof entry === 'string' ? entry : entry?.widget;
    if (!Object.hasOwn(WIDGETS, name)) {
      throw new Error(
        `Compare: unknown widget "${String(name)}" (known: ${Object.keys(WIDGETS).join(', ')})`,
      );
    }
  }
}

function renderWidgets(widgets: readonly StandaloneWidget[]) {
  const seen = new Map<string, number>();
  return widgets.map((entry) => {
    const name = typeof entry === 'string' ? entry : entry.widget;
    const props = typeof entry === 'string' ? {} : (entry.props ?? {});
    const Widget = WIDGETS[name] as ComponentType<object>;
    // The same widget may appear twice (a basket button at the top and the bottom).
    const occurrence = (seen.get(name) ?? 0) + 1;
    seen.set(name, occurrence);
    return <Widget key={`${name}:${occurrence}`} {...props} />;
  });
}

function lineOf(product: Product, variant?: string): NewBasketLine | null {
  const entries = Object.entries(product.platformData);
  const [chosen, offers] =
    (variant === undefined
      ? entries.find(([, list]) => list.length > 0)
      : entries.find(([name]) => name === variant)) ?? [];
  if (!chosen || !offers || offers.length === 0) return null;
  return {
    productId: product.productId,
    productName: product.name ?? `Product-${product.productId}`,
    brand: product.brand,
    variant: chosen,
    platformData: toBasketOffers(offers),
  };
}

/**
 * Renders Compare widgets into an element of a page that does not use React (React is bundled in
 * this entry), at once: called right after the element, they are in place before the page below
 * it is laid out. Mounting the same element again replaces the previous instance.
 *
 * ```html
 * <script src="/compare/standalone.global.js"></script> <!-- your copy of dist/standalone.global.js -->
 * <div id="compare"></div>
 * <script>
 *   CompareWidgets.mount('#compare', { apiBaseUrl: 'https://compare.example.com' });
 * </script>
 * ```
 */
export function mount(target: Element | string, config: MountConfig = {}): MountedCompare {
  const element = resolveElement(target);
  checkWidgets(config.widgets);
  unmount(element);
  let current: MountConfig = { ...config };
  const client =
    current.apiClient ??
    createApiClient({
      apiBaseUrl: current.apiBaseUrl ?? '',
      scraperBaseUrl: current.scraperBaseUrl,
      storage: current.storage,
    });
  let context: CompareContextValue | null = null;
  const root = createRoot(element);
  const render = () => {
    const { widgets = ['comparison-table', 'floating-cart'], ...providerProps } = current;
    root.render(
      <StrictMode>
        <CompareProvider {...providerProps} apiClient={client}>
          <Bridge
            onContext={(value) => {
              context = value;
            }}
          />
          {renderWidgets(widgets)}
        </CompareProvider>
      </StrictMode>,
    );
  };
  // Rendered synchronously so the basket is usable as soon as mount() returns.
  flushSync(render);
  const store = () => {
    if (!context) throw new Error('Compare: this instance is not mounted');
    return context.stores.basket;
  };
  const handle: MountedCompare = {
    client,
    basket: {
      get items() {
        return store().getState().items;
      },
      add: (line) => store().getState().add(line),
      addProduct: (product, variant) => {
        const line = lineOf(product, variant);
        return line ? store().getState().add(line) : false;
      },
      clear: () => store().getState().clear(),
    },
    update: (next) => {
      checkWidgets(next.widgets);
      current = { ...current, ...next };
      flushSync(render);
    },
    unmount: () => unmount(element),
  };
  instances.set(element, { root, handle });
  return handle;
}

/** Unmounts the widgets mounted in an element (nothing happens when there are none). */
export function unmount(target: Element | string): void {
  const element = resolveElement(target);
  const instance = instances.get(element);
  if (!instance) return;
  instances.delete(element);
  instance.root.unmount();
}
