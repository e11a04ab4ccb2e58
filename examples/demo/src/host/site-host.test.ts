// The demo's server side: its pages answer 200 and every other path 404 (the app draws its 404
// page), English pages of the first-paint kind carry their first screen, the home page preloads
// its first answers for the shopper's point, and a failing renderer leaves index.html as it is.
import type { SiteRequest } from '@compare/core';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstPaintInto } from './first-paint';
import { homePreloads } from './preloads';
import { createHost } from './site-host';

const INDEX =
  '<!doctype html><html><head><title>Compare</title></head><body><div id="root"></div></body></html>';
const PAGES = [
  { path: '/', firstPaint: true },
  { path: '/s', firstPaint: true },
  { path: '/about', firstPaint: true },
  { path: '/contact', firstPaint: true },
  { path: '/my-cart', firstPaint: false },
  { path: '/product/:id', firstPaint: false },
];

function hostWith(render = async (url: string) => ({ html: `<main>${url}</main>`, css: '.a{}</style><b>' })) {
  let renders = 0;
  const host = createHost({
    pages: PAGES,
    matches: (pattern, path) => matchPath({ path: pattern, end: true }, path) !== null,
    readIndex: async () => INDEX,
    withFirstPaint: firstPaintInto(async (url) => {
      renders++;
      if (url.startsWith('/contact')) throw new Error('cannot render');
      return render(url);
    }),
    homeHead: homePreloads,
  });
  return { host, renders: () => renders };
}

const request = (url: string, cookies: Record<string, string> = {}): SiteRequest => ({
  url,
  path: new URL(url, 'http://x').pathname,
  method: 'GET',
  cookie: (name) => cookies[name],
});
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe('the demo host', () => {
  it('answers its pages with 200 and any other path with 404, both with the app', async () => {
    const { host } = hostWith();
    for (const url of ['/', '/s?q=milk', '/my-cart', '/product/amul-taaza', '/about/'])
      expect((await host.answer(request(url))).status, url).toBe(200);
    for (const url of ['/no/such/page', '/product', '/product/a/b']) {
      const answer = await host.answer(request(url));
      expect(answer.status, url).toBe(404);
      expect(answer.html).toContain('<div id="root">');
    }
  });

  it("puts a first-paint page's screen into #root and its CSS into <head>, once per URL", async () => {
    const { host, renders } = hostWith();
    const page = await host.answer(request('/s?q=milk'));
    expect(root(page.html)).toBe('<main>/s?q=milk</main>');
    // The CSS cannot close its <style> element early.
    expect(page.html).toContain('<style data-first-paint="">.a{}<\\/style><b></style></head>');
    await host.answer(request('/s?q=milk'));
    expect(renders()).toBe(1);
  });

  it('draws no first screen for the basket, a product, Hindi or a failing render', async () => {
    const { host } = hostWith();
    for (const url of ['/my-cart', '/product/42', '/contact'])
      expect(root((await host.answer(request(url))).html), url).toBe('');
    const hindi = await host.answer(request('/s?q=milk', { 'compare-locale': 'hi' }));
    expect(root(hindi.html)).toBe('');
    expect(hindi.html).not.toContain('data-first-paint');
  });

  it("preloads the home page's first answers at the shopper's point, or the default one", async () => {
    const { host } = hostWith();
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    const home = await host.answer(request('/', { 'compare-point': '12.9352,77.6245' }));
    expect(preloads(home.html)).toEqual([
      '/products/categories?lat=12.9352&amp;lon=77.6245',
      '/products/trending?lat=12.9352&amp;lon=77.6245',
    ]);
    expect(home.html.indexOf('rel="preload"')).toBeLessThan(home.html.indexOf('</head>'));
    for (const bad of ['91,10', '12.9,x', '"><script>']) {
      const res = await host.answer(request('/', { 'compare-point': bad }));
      expect(preloads(res.html)[0], bad).toBe('/products/categories?lat=19.076&amp;lon=72.8777');
      expect(res.html).not.toContain('<script>');
    }
    expect(preloads((await host.answer(request('/s?q=milk'))).html)).toEqual([]);
  });

  it('warms the pre-drawn pages without ever failing', async () => {
    const failing = hostWith(async () => {
      throw new Error('no renderer');
    });
    await expect(failing.host.warm()).resolves.toBeUndefined();
    const { host, renders } = hostWith();
    await host.warm();
    expect(renders()).toBe(2);
  });
});
