// `npm run bench` (Lighthouse part): builds the API and the demo, starts a fresh API serving the
// demo, runs Lighthouse 12 in Debian's Chromium on /, /s?q=milk and /my-cart, prints the
// performance, accessibility and best-practices scores, and the demo's initial JavaScript (the
// files dist/index.html references, raw and gzip). Reports go to lighthouse-reports/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startApi } from '../examples/demo/e2e/support/servers.mjs';
import { npx, root } from './run.mjs';

const PAGES = [
  ['home', '/'],
  ['search-milk', '/s?q=milk'],
  ['my-cart', '/my-cart'],
];
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
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files], raw, gzip };
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
const reportDir = join(root, 'lighthouse-reports');
mkdirSync(reportDir, { recursive: true });

const api = await startApi({ port: await freePort() });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
  logLevel: 'silent',
});

const rows = [];
let failed = false;
try {
  for (const [name, path] of PAGES) {
    const result = await lighthouse(
      `${api.url}${path}`,
      { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: CATEGORIES },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const [html, json] = result.report;
    writeFileSync(join(reportDir, `${name}.html`), html);
    writeFileSync(join(reportDir, `${name}.json`), json);
    const { categories } = result.lhr;
    const score = (id) =>
      categories[id]?.score == null ? 'n/a' : String(Math.round(categories[id].score * 100));
    rows.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    });
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
  `Initial JavaScript of the demo: ${kb(js.raw)} raw, ${kb(js.gzip)} gzip (${js.files.length} files)`,
);
for (const file of js.files) console.log(`  ${file}`);
console.log(`Reports: ${reportDir}`);
process.exit(failed ? 1 : 0);
