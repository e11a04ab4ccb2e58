import {
  type CompareEvent,
  type CompareHrefs,
  CompareProvider,
  type CompareProviderProps,
  defaultHrefs,
  type LinkRenderProps,
  type RenderLink,
  type SearchParams,
} from '@compare/widgets';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';

// next/link is loaded on its own, after the page: until it is in, each link is the plain anchor
// next/link renders (same element, attributes and text, so nothing moves), which a click follows
// as a full page load. A page whose first view shows no link of the widgets does not load it
// with them (the partner check counts what the widgets cost a Next page). Nothing suspends while
// it loads: a link first rendered after hydration (the comparison's line table, once the basket is
// read) that suspended hid the partner's page around the widgets (CLS 0.17 on a reload).
type NextLinkComponent = typeof import('next/link').default;
let nextLink: NextLinkComponent | null = null;
let loadingNextLink: Promise<NextLinkComponent> | null = null;

function loadNextLink(): Promise<NextLinkComponent> {
  loadingNextLink ??= import('next/link').then(
    (module) => {
      nextLink = module.default;
      return nextLink;
    },
    (error: unknown) => {
      loadingNextLink = null;
      throw error;
    },
  );
  return loadingNextLink;
}

/** A widget's link: next/link once it is in, the same plain anchor until then. */
function WidgetLink({
  href,
  children,
  prefetch,
  ...rest
}: LinkRenderProps & { prefetch: boolean | undefined }) {
  // An initialiser: a component passed as is would be called as one.
  const [Link, setLink] = useState<NextLinkComponent | null>(() => nextLink);
  useEffect(() => {
    if (Link) return;
    let live = true;
    loadNextLink().then(
      (loaded) => {
        if (live) setLink(() => loaded);
      },
      // The plain anchor still works (as a full page load).
      (error: unknown) => console.error('Compare: next/link could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [Link]);
  return Link ? (
    <Link href={href} prefetch={prefetch} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/**
 * The partner's routes as plain strings, so a Server Component can pass them. Any route left out
 * keeps the widgets' default (`/`, `/s`, `/product/{id}`, `/my-cart`, `/checkout`, `/auth`).
 */
export interface CompareHrefTemplates {
  /** The home page, e.g. `'/'`. */
  home?: string | undefined;
  /** The search page; the search is appended as a query string: `'/search'` -> `/search?q=milk`. */
  search?: string | undefined;
  /** A product page; `{id}` is replaced by the URL-encoded product id: `'/products/{id}'`. */
  product?: string | undefined;
  /** The page with the ComparisonTable: where _Proceed to Comparison_ and the basket button go. */
  cart?: string | undefined;
  /** The checkout page (CheckoutForm). */
  checkout?: string | undefined;
  /** The sign-in page (AuthForm). */
  auth?: string | undefined;
}

/** Props of {@link CompareNextProvider}: the provider's options, with routes as strings. */
export interface CompareNextProviderProps
  extends Omit<CompareProviderProps, 'hrefs' | 'renderLink' | 'navigate' | 'onEvent'> {
  /** Where each link of the widgets points. */
  hrefs?: CompareHrefTemplates | undefined;
  /**
   * Analytics sink. From a Server Component pass a Server Action (`'use server'`); from a client
   * component any function. A returned promise that rejects is logged, never thrown.
   */
  onEvent?: ((event: CompareEvent) => void | Promise<void>) | undefined;
  /** `prefetch` of the widgets' `next/link` links (Next.js's default when left out). */
  prefetch?: boolean | undefined;
}

/** Builds the route builders of the provider from the partner's string templates. */
export function hrefsFromTemplates(templates: CompareHrefTemplates): CompareHrefs {
  const { home, search, product, cart, checkout, auth } = templates;
  return {
    home: home === undefined ? defaultHrefs.home : () => home,
    search:
      search === undefined
        ? defaultHrefs.search
        : (params: SearchParams) => {
            // The default builder gives `/s` or `/s?q=...`: keep its query string, put it on the template.
            const query = defaultHrefs.search(params).split('?')[1];
            if (!query) return search;
            return `${search}${search.includes('?') ? '&' : '?'}${query}`;
          },
    product:
      product === undefined
        ? defaultHrefs.product
        : (id: string) => product.replaceAll('{id}', encodeURIComponent(id)),
    cart: cart === undefined ? defaultHrefs.cart : () => cart,
    checkout: checkout === undefined ? defaultHrefs.checkout : () => checkout,
    auth: auth === undefined ? defaultHrefs.auth : () => auth,
  };
}

/**
 * CompareProvider for the Next.js App Router: links are `next/link` links, programmatic navigation
 * goes through the App Router, and routes are given as strings. It is a client component whose
 * props are serialisable, so a Server Component page renders it (and the widgets inside) without a
 * `'use client'` file of its own.
 */
export function CompareNextProvider(props: CompareNextProviderProps) {
  const { hrefs: templates, onEvent, prefetch, logger, ...providerProps } = props;
  const router = useRouter();
  const { home, search, product, cart, checkout, auth } = templates ?? {};
  const hrefs = useMemo(
    () => hrefsFromTemplates({ home, search, product, cart, checkout, auth }),
    [home, search, product, cart, checkout, auth],
  );
  const renderLink = useMemo<RenderLink>(
    () =>
      ({ href, children, ...rest }: LinkRenderProps) => (
        <WidgetLink href={href} prefetch={prefetch} {...rest}>
          {children}
        </WidgetLink>
      ),
    [prefetch],
  );
  const track = onEvent
    ? (event: CompareEvent) => {
        const log = logger ?? console.error;
        try {
          const result = onEvent(event);
          if (result instanceof Promise)
            result.catch((error: unknown) => log('Compare onEvent failed', error));
        } catch (error) {
          log('Compare onEvent failed', error);
        }
      }
    : undefined;
  return (
    <CompareProvider
      {...providerProps}
      logger={logger}
      hrefs={hrefs}
      renderLink={renderLink}
      navigate={(href) => router.push(href)}
      onEvent={track}
    />
  );
}
