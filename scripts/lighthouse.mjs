// `npm run bench` (Lighthouse part): builds the API and the demo, starts a fresh API serving the
// demo, runs Lighthouse 12 (mobile emulation) in Debian's Chromium on /, /s?q=milk and /my-cart
// (with a filled basket), prints the scores, LCP and CLS, and the demo's initial JavaScript (the
// files dist/index.html references, raw, gzip and brotli), and holds them to the phone budgets:
// performance >= 95, LCP <= 1.8 s, CLS <= 0.02 on each page, initial JavaScript <= 120 KB
// brotli, and no source map in the build the API serves. A missed budget fails the run.
// Reports go to lighthouse-reports/.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startApi } from '../examples/demo/e2e/support/servers.mjs';
import { npx, root } from './run.mjs';

// [report name, path, filled basket?]
const PAGES = [
  ['home', '/', false],
  ['search-milk', '/s?q=milk', false],
  ['my-cart', '/my-cart', true],
];

/** The phone budgets (issue: phone-first shopping). */
const BUDGET = { performance: 95, lcpMs: 1800, cls: 0.02, initialJsBrotli: 120 * 1024 };

/** Mumbai, the default location, so the basket's prices are the ones the API serves there. */
const MUMBAI = { lat: '19.076', lon: '72.8777', address: 'Mumbai, Maharashtra, India' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The JS a first visit downloads before any lazy route: entry script plus module preloads. */
function initialJavaScript(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    files.add(match[1]);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: [...files], raw, gzip, brotli };
}

/** Source maps anywhere in the build the API serves (there should be none). */
function sourceMaps(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith('.map'));
}

/** A local calendar date as YYYY-MM-DD, the form the price popup stores. */
function localDate(moment) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * Fills the basket the way a shopper would have: three lines (milk, bread, rice) from the API's
 * own search at Mumbai, written to the origin's localStorage in Lighthouse's browser.
 */
async function seedBasket(baseUrl, port) {
  const headers = { Lat: MUMBAI.lat, Lon: MUMBAI.lon };
  const lines = [];
  for (const q of ['milk', 'bread', 'rice']) {
    const answer = await fetch(`${baseUrl}/products?q=${q}&offset=0&limit=1`, { headers });
    const product = (await answer.json()).data?.[0];
    const variant = product ? Object.keys(product.platformData)[0] : undefined;
    if (!product || !variant) throw new Error(`no product for "${q}" to fill the basket`);
    lines.push({
      productId: product.productId,
      productName: product.name ?? `Product-${product.productId}`,
      brand: product.brand,
      variant,
      quantity: 1,
      platformData: product.platformData[variant].map((o) => ({
        merchantName: o.merchantName,
        price: o.price,
        mrp: o.mrp,
        img: o.img,
        name: o.name,
        merchantUrl: o.merchantUrl,
        isOutOfStock: o.isOutOfStock,
        discount: o.discount,
      })),
    });
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/healthz`);
    await page.evaluate(
      ({ cart, point, today }) => {
        localStorage.setItem('cart', JSON.stringify(cart));
        localStorage.setItem('lat', point.lat);
        localStorage.setItem('lon', point.lon);
        localStorage.setItem('address', point.address);
        // The daily price popup has been seen today, so it does not cover the page being measured.
        localStorage.setItem('lastPricePopupDate', today);
      },
      { cart: lines, point: MUMBAI, today: localDate(new Date()) },
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

// `--force`: the demo compiles the packages from source through the workspace aliases, so turbo's
// hash of it misses a package change and would restore a stale build (see scripts/test-e2e.mjs).
const build = await npx('turbo', [
  'run',
  'build',
  '--force',
  '--only',
  '--filter=@compare/api',
  '--filter=@compare/example-demo',
  '--output-logs=errors-only',
]);
if (build !== 0) process.exit(build);

const js = initialJavaScript(join(root, 'examples/demo/dist'));
const maps = sourceMaps(join(root, 'examples/demo/dist'));
const reportDir = join(root, 'lighthouse-reports');
mkdirSync(reportDir, { recursive: true });

const api = await startApi({ port: await freePort() });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
  logLevel: 'silent',
});

const rows = [];
const missed = [];
let failed = false;
try {
  for (const [name, path, filledBasket] of PAGES) {
    if (filledBasket) await seedBasket(api.url, chrome.port);
    const result = await lighthouse(
      `${api.url}${path}`,
      {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The seeded basket must survive Lighthouse's usual storage reset.
        disableStorageReset: filledBasket,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const [html, json] = result.report;
    writeFileSync(join(reportDir, `${name}.html`), html);
    writeFileSync(join(reportDir, `${name}.json`), json);
    const { categories, audits } = result.lhr;
    const score = (id) =>
      categories[id]?.score == null ? 'n/a' : String(Math.round(categories[id].score * 100));
    const lcp = audits['largest-contentful-paint']?.numericValue;
    const cls = audits['cumulative-layout-shift']?.numericValue;
    rows.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      LCP: lcp == null ? 'n/a' : `${(lcp / 1000).toFixed(2)} s`,
      CLS: cls == null ? 'n/a' : cls.toFixed(3),
    });
    const performance = categories.performance?.score;
    if (performance == null || performance * 100 < BUDGET.performance)
      missed.push(`${path}: performance ${score('performance')} < ${BUDGET.performance}`);
    if (lcp == null || lcp > BUDGET.lcpMs) missed.push(`${path}: LCP ${lcp} ms > ${BUDGET.lcpMs} ms`);
    if (cls == null || cls > BUDGET.cls) missed.push(`${path}: CLS ${cls} > ${BUDGET.cls}`);
    if (result.lhr.runtimeError) {
      console.error(`${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      failed = true;
    }
  }
} finally {
  await chrome.kill();
  await api.stop();
}

console.log('\nLighthouse (mobile emulation, default throttling)');
console.table(rows);
console.log(
  `Initial JavaScript of the demo: ${kb(js.raw)} raw, ${kb(js.gzip)} gzip, ${kb(js.brotli)} brotli (${js.files.length} files)`,
);
for (const file of js.files) console.log(`  ${file}`);
if (js.brotli > BUDGET.initialJsBrotli)
  missed.push(`initial JavaScript ${kb(js.brotli)} brotli > ${kb(BUDGET.initialJsBrotli)}`);
if (maps.length > 0) missed.push(`source maps in the served build: ${maps.join(', ')}`);
console.log(`Reports: ${reportDir}`);
if (missed.length > 0) {
  console.error('\nBudgets missed:');
  for (const line of missed) console.error(`  ${line}`);
}
process.exit(failed || missed.length > 0 ? 1 : 0);
