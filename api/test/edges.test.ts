import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../src/openapi';
import { engines, json, startTestServer, type TestServer } from './helpers';

interface ErrorBody {
  success: false;
  error: { code: string; message: string };
}

describe.each(engines())('edges on $name', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    const boom = () => {
      const router = new Router();
      router.get('/api/test-boom', () => {
        throw new Error('secret database detail');
      });
      return router;
    };
    server = await startTestServer(engine, { routers: [boom] });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers GET /healthz with status ok, a request id and security headers', async () => {
    const res = await server.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const echoed = await server.client().get('/healthz', { 'X-Request-Id': 'abc-123' });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
  });

  it('compresses large answers for clients that accept brotli or gzip, and not small ones', async () => {
    const url = `${server.baseUrl}/products?limit=20`;
    const br = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect((await br.json()).data).toHaveLength(20);
    const gzip = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const small = await fetch(`${server.baseUrl}/healthz`, { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('answers unknown API routes and wrong methods with the envelope', async () => {
    for (const path of ['/api/nope', '/products/categories/extra', '/nothing-here']) {
      const res = await server.client().get(path);
      expect(res.status).toBe(404);
      expect(json<ErrorBody>(res)).toEqual({
        success: false,
        error: { code: 'NOT_FOUND', message: 'Route not found' },
      });
    }
    const wrong = await server.client().post('/healthz', {});
    expect(wrong.status).toBe(405);
    expect(json<ErrorBody>(wrong).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers invalid JSON with 400 and bodies over 100 kb with 413', async () => {
    const bad = await server.client().raw('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username": "x",',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      error: { code: 'INVALID_JSON', message: 'Request body is not valid JSON' },
    });
    const big = await server
      .client()
      .post('/api/suggestions', { vertical: 'Snacks', description: 'x'.repeat(110_000) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({
      success: false,
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large (limit 100 kb)' },
    });
  });

  it('hides unknown errors behind a generic 500', async () => {
    const res = await server.client().get('/api/test-boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'INTERNAL', message: 'Internal server error' },
    });
    expect(res.text).not.toContain('secret');
  });

  it('allows credentialed CORS from localhost in development and not from other origins', async () => {
    const preflight = await server.client().raw('/products', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'lat,lon,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Lat');
    const foreign = await server.client().get('/healthz', { Origin: 'https://evil.example' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('honours an explicit CORS allow-list', async () => {
    const partner = await startTestServer(engine, { config: { corsOrigins: ['https://partner.example'] } });
    try {
      const ok = await partner.client().get('/healthz', { Origin: 'https://partner.example' });
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      const local = await partner.client().get('/healthz', { Origin: 'http://localhost:5173' });
      expect(local.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await partner.close();
    }
  });

  it('publishes an OpenAPI 3.1 document covering every route', async () => {
    const res = await server.client().get('/openapi.json');
    expect(res.status).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, Record<string, { responses: object }>> }>(res);
    expect(doc.openapi).toBe('3.1.0');
    const expected = [
      ['post', '/api/register'],
      ['post', '/api/login'],
      ['post', '/api/logout'],
      ['get', '/api/user'],
      ['get', '/products'],
      ['get', '/products/{id}'],
      ['get', '/products/categories'],
      ['get', '/products/trending'],
      ['get', '/products/platforms'],
      ['get', '/products/fee-rules'],
      ['post', '/products/calculate-all-fees'],
      ['get', '/api/geo/search'],
      ['get', '/api/geo/reverse'],
      ['post', '/api/suggestions'],
      ['get', '/api/scrape/cart/products'],
      ['get', '/healthz'],
      ['get', '/openapi.json'],
      ['get', '/images/{path}'],
    ];
    for (const [method, path] of expected)
      expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
    for (const route of registeredRoutes()) expect(doc.paths[route.path]?.[route.method]).toBeDefined();
    const login = doc.paths['/api/login']!.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
      responses: Record<string, unknown>;
    };
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'username',
      'password',
    ]);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    const list = doc.paths['/products']!.get as unknown as {
      parameters: Array<{ name: string; in: string }>;
    };
    expect(list.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:q', 'query:limit', 'query:offset', 'query:platform', 'header:Lat']),
    );
  });
});
