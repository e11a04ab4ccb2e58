// The demo's own server side: which paths are its pages, what their HTML carries (the first screen
// and the home page's preloads). The API mounts it through core's SiteHost contract and knows
// nothing of the demo's routes.
import type { SiteHost } from '@compare/core';

/** A page of the site as the host needs it: its path pattern and whether its first screen is drawn here. */
export interface HostedPage {
  /** A react-router path pattern ("/product/:id"). */
  path: string;
  firstPaint: boolean;
}

/** What the host builds a page's HTML from. */
export interface SiteHostOptions {
  pages: readonly HostedPage[];
  /** True when `path` matches the page pattern `pattern`. */
  matches: (pattern: string, path: string) => boolean;
  /** index.html as built. */
  readIndex: () => Promise<string>;
  /** Adds a URL's first screen to index.html; any failure leaves it as it is. */
  withFirstPaint: (html: string, url: string) => Promise<string>;
  /** What the home page's <head> adds for the shopper's point cookie. */
  homeHead: (pointCookie: string | undefined) => string;
}

/** Cookie in which the demo keeps the shopper's language ("hi" for Hindi; see its root layout). */
export const LOCALE_COOKIE = 'compare-locale';
/** Cookie in which the demo keeps the shopper's point as "lat,lon" (see its root layout). */
export const POINT_COOKIE = 'compare-point';

/** The host over the site's page table. */
export function createHost(options: SiteHostOptions): SiteHost {
  const pageOf = (path: string) => options.pages.find((page) => options.matches(page.path, path));
  return {
    async answer(request) {
      const page = pageOf(request.path);
      let html = await options.readIndex();
      // Hindi pages are drawn by the script alone: the first screen is rendered in English.
      if (page?.firstPaint && request.method === 'GET' && request.cookie(LOCALE_COOKIE) !== 'hi')
        html = await options.withFirstPaint(html, request.url);
      if (request.path === '/')
        html = html.replace('</head>', () => `${options.homeHead(request.cookie(POINT_COOKIE))}</head>`);
      return { status: page ? 200 : 404, html };
    },
    async warm() {
      for (const url of ['/', '/s?q=first-paint']) {
        await options.withFirstPaint('<head></head><div id="root"></div>', url).catch(() => undefined);
      }
    },
  };
}
