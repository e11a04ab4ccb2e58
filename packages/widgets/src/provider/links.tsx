import type { CompareHrefs, LinkRenderProps, RenderLink, SearchParams } from '../context';

/** Builds the search route's query string: /s?q=milk&platform=blinkit,zepto (commas kept readable). */
export function searchHref(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const key of ['q', 'platform', 'category', 'brand'] as const) {
    const value = params[key];
    if (value !== undefined && value !== '') query.set(key, value);
  }
  const text = query.toString().replace(/%2C/gi, ',');
  return text ? `/s?${text}` : '/s';
}

/** The shop's routes: home, search, product, basket comparison, checkout and the static pages. */
export const defaultHrefs: CompareHrefs = {
  home: () => '/',
  search: searchHref,
  product: (id) => `/product/${encodeURIComponent(id)}`,
  cart: () => '/my-cart',
  checkout: () => '/checkout',
  auth: () => '/auth',
};

/** The default link: a plain anchor. */
export const defaultRenderLink: RenderLink = ({ children, ...props }: LinkRenderProps) => (
  <a {...props}>{children}</a>
);
