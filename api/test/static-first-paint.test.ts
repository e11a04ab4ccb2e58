// English pages arrive with their first screen drawn: the demo build's renderer (dist/.ssr/) fills
// #root and adds that screen's CSS; Hindi pages, a failing renderer or a build without one get the
// plain index.html, and the renderer itself is never served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from './helpers';

const [engine] = engines();

// A stand-in for the demo's renderer: it echoes the URL it was asked for, counts its renders and
// fails for /contact.
const RENDERER = `
let renders = 0;
export async function renderFirstPaint(url) {
  if (url.startsWith('/contact')) throw new Error('cannot render');
  renders += 1;
  return {
    html: '<main data-url="' + url.replace(/[&"<>]/g, '') + '">$& first screen ' + renders + '</main>',
    css: '.shell{color:red}</style><script>',
  };
}
`;

describe('first paint in the HTML', () => {
  let server: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'compare-first-paint-'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><html><head><title>Compare</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(staticDir, '.ssr'));
    writeFileSync(join(staticDir, '.ssr', 'prerender.js'), RENDERER);
    if (!engine) throw new Error('no database engine to test on');
    server = await startTestServer(engine, { config: { staticDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

  it("puts the route's first screen into #root and its CSS into <head>", async () => {
    const res = await server.client().get('/s?q=milk', { Accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(root(res.text)).toMatch(/^<main data-url="\/s\?q=milk">\$& first screen \d+<\/main>$/);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    // The CSS cannot close its <style> early.
    expect(head).toContain('<style data-first-paint="">.shell{color:red}<\\/style><script></style>');
    // The home page keeps its preloads beside its first screen.
    const home = await server.client().get('/', { Accept: 'text/html' });
    expect(root(home.text)).toMatch(/^<main data-url="\/">/);
    expect(home.text).toContain('<link rel="preload" as="fetch"');
  });

  it('renders a URL once and answers it from memory afterwards', async () => {
    const first = await server.client().get('/about', { Accept: 'text/html' });
    const again = await server.client().get('/about', { Accept: 'text/html' });
    expect(root(first.text)).toMatch(/^<main data-url="\/about">/);
    expect(root(again.text)).toBe(root(first.text));
  });

  it('pages drawn from the basket or the API answer first get the plain index.html', async () => {
    for (const path of ['/my-cart', '/product/42', '/checkout']) {
      const res = await server.client().get(path, { Accept: 'text/html' });
      expect(res.status, path).toBe(200);
      expect(root(res.text), path).toBe('');
    }
  });

  it('Hindi pages and pages the renderer fails on get the plain index.html', async () => {
    const hindi = await server
      .client()
      .get('/s?q=milk', { Accept: 'text/html', Cookie: 'compare-locale=hi' });
    expect(hindi.status).toBe(200);
    expect(root(hindi.text)).toBe('');
    expect(hindi.text).not.toContain('data-first-paint');
    const failed = await server.client().get('/contact', { Accept: 'text/html' });
    expect(failed.status).toBe(200);
    expect(root(failed.text)).toBe('');
  });

  it('never serves the renderer', async () => {
    const res = await server.client().get('/.ssr/prerender.js');
    expect(res.text).not.toContain('renderFirstPaint');
  });
});
