// The home page's first API answers are preloaded from its HTML, for the shopper's point.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from './helpers';

const [engine] = engines();

describe('home page preloads', () => {
  let server: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'compare-preload-'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><html><head><title>Compare</title></head><body><div id="root"></div></body></html>',
    );
    if (!engine) throw new Error('no database engine to test on');
    server = await startTestServer(engine, { config: { staticDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map(
      (match) => match[1],
    );

  it('/ preloads categories and trending at the default location, inside <head>', async () => {
    const res = await server.client().get('/', { Accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(preloads(res.text)).toEqual([
      '/products/categories?lat=19.076&amp;lon=72.8777',
      '/products/trending?lat=19.076&amp;lon=72.8777',
    ]);
    expect(res.text.indexOf('rel="preload"')).toBeLessThan(res.text.indexOf('</head>'));
  });

  it("uses the shopper's point from the cookie, and the default for a malformed one", async () => {
    const located = await server
      .client()
      .get('/', { Accept: 'text/html', Cookie: 'compare-point=12.9352,77.6245' });
    expect(preloads(located.text)).toEqual([
      '/products/categories?lat=12.9352&amp;lon=77.6245',
      '/products/trending?lat=12.9352&amp;lon=77.6245',
    ]);
    for (const bad of ['91,10', '12.9,x', '"><script>', '12.9352']) {
      const res = await server.client().get('/', { Accept: 'text/html', Cookie: `compare-point=${bad}` });
      expect(preloads(res.text)[0], bad).toBe('/products/categories?lat=19.076&amp;lon=72.8777');
      expect(res.text).not.toContain('<script>');
    }
  });

  it('other pages get the plain index.html', async () => {
    const res = await server.client().get('/s?q=milk', { Accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(preloads(res.text)).toEqual([]);
  });
});
