// A site served beside the API (the demo under `npm start`): its server module is loaded at start
// and answers the page requests nothing else handled; its files are served, its module and (in
// production) source maps never; API paths are never a site page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteHost } from '../src/middleware/site';
import { engines, startTestServer, type TestServer } from './helpers';

const [engine] = engines();

// A site module as a build emits one: it knows its own pages and reads its files under `root`.
const MODULE = `
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
export function createSiteHost(root) {
  let warmed = 0;
  return {
    async answer(request) {
      const known = request.path === '/' || request.path === '/shop';
      const page = readFileSync(join(root, 'index.html'), 'utf8');
      return { status: known ? 200 : 404, html: page.replace('PAGE', request.method + ' ' + request.url + ' ' + (request.cookie('who') ?? '') + ' ' + warmed) };
    },
    async warm() { warmed += 1; },
  };
}
`;

describe('a site beside the API', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'compare-site-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root">PAGE</div>');
    mkdirSync(join(root, '.server'));
    writeFileSync(join(root, '.server', 'host.js'), MODULE);
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(root, 'assets', 'app-abc123.js.map'), '{}');
    const site = await loadSiteHost(join(root, '.server', 'host.js'), root);
    await site?.warm();
    if (!engine || !site) throw new Error('no database engine or site module');
    server = await startTestServer(engine, { config: { staticDir: root, production: true }, site });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers page requests with the module's status and HTML, with the security headers", async () => {
    const home = await server.client().get('/shop?x=1', { Accept: 'text/html', Cookie: 'who=asha' });
    expect(home.status).toBe(200);
    expect(home.text).toBe('<!doctype html><div id="root">GET /shop?x=1 asha 1</div>');
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('content-security-policy')).toBeTruthy();
    const missing = await server.client().get('/no/such/page', { Accept: 'text/html' });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('GET /no/such/page');
  });

  it('leaves API paths to the API, JSON and the error envelope included', async () => {
    const api = await server.client().get('/products?limit=1', { Accept: 'text/html' });
    expect(api.status).toBe(200);
    expect(JSON.parse(api.text).success).toBe(true);
    const unknown = await server.client().get('/api/nope', { Accept: 'text/html' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text).error.code).toBe('NOT_FOUND');
    const json = await server.client().get('/shop', { Accept: 'application/json' });
    expect(json.status).toBe(404);
  });

  it('serves its files, never its module, and no source maps in production', async () => {
    const asset = await server.client().get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await server.client().get('/assets/app-abc123.js.map')).status).toBe(404);
    const module = await server.client().get('/.server/host.js');
    expect(module.text).not.toContain('createSiteHost');
  });

  it('loads no module where there is none and refuses one without createSiteHost', async () => {
    expect(await loadSiteHost(join(root, 'missing.js'), root)).toBeNull();
    writeFileSync(join(root, 'broken.mjs'), 'export const nothing = 1;');
    await expect(loadSiteHost(join(root, 'broken.mjs'), root)).rejects.toThrow('createSiteHost');
  });
});
