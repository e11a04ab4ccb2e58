// The phone budgets that a browser run can hold without timing noise: layout shift on /, /s?q=milk and
// /my-cart (filled basket) at 390x844, the JavaScript the served / asks for before anything else
// (brotli), and no source maps for the public. Lighthouse's performance score and LCP are held by
// `npm run bench` (scripts/lighthouse.mjs), where the machine is not also running a test suite.
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, openSession, PHONE } from './support/browser';
import { cartLine, findProduct, storedBasket, variantsOf } from './support/catalog';

const CLS_BUDGET = 0.02;
const INITIAL_JS_BROTLI_BUDGET = 120 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The scripts the served page loads before anything else: its module scripts and modulepreloads. */
function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g))
    urls.add(match[1] ?? '');
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    urls.add(match[1] ?? '');
  urls.delete('');
  return [...urls];
}

describe('phone budgets', () => {
  it('CLS stays within 0.02 on /, /s?q=milk and /my-cart with a filled basket', async () => {
    const [milk, atta] = await Promise.all([findProduct('milk'), findProduct('atta')]);
    const basket = [milk, atta].map((p) => cartLine(p, variantsOf(p)[0] ?? '', 1));
    const shifts: Record<string, number> = {};
    for (const route of ['/', '/s?q=milk', '/my-cart']) {
      const session = await openSession(browser, { viewport: PHONE, storage: storedBasket(basket) });
      const { page } = session;
      try {
        await page.goto(route, { waitUntil: 'load' });
        await page.locator('main').waitFor();
        // Let the data arrive and the page settle, as a shopper who reads it would.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        shifts[route] = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as Array<
                  PerformanceEntry & { value: number; hadRecentInput: boolean }
                >)
                  if (!entry.hadRecentInput) total += entry.value;
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(total), 100);
            }),
        );
      } finally {
        await session.close();
      }
    }
    for (const [route, cls] of Object.entries(shifts)) {
      expect(cls, `CLS on ${route}`).toBeLessThanOrEqual(CLS_BUDGET);
    }
  });

  it('the initial JavaScript of / is at most 120 KB brotli, and no source map is served', async () => {
    const html = await (await fetch(new URL('/', BASE_URL))).text();
    const scripts = initialScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    let brotli = 0;
    for (const src of scripts) {
      const url = new URL(src, BASE_URL);
      const response = await fetch(url);
      expect(response.status, src).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      brotli += brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
      expect(body.toString('utf8'), `${src} names no source map`).not.toMatch(/sourceMappingURL=/);
      const map = await fetch(new URL(`${url.pathname}.map`, BASE_URL));
      expect(map.status, `${src}.map`).not.toBe(200);
    }
    expect(brotli).toBeLessThanOrEqual(INITIAL_JS_BROTLI_BUDGET);
  });
});
