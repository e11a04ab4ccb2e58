import { GeoSuggestionSchema } from '@compare/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { distanceKm } from '../src/geo/great-circle';
import { answer, engines, startTestServer, type TestServer } from './helpers';

describe.each(engines())('geo and suggestions on $name', (engine) => {
  let server: TestServer;
  const get = (path: string, headers: Record<string, string> = {}) => server.client().get(path, headers);
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('finds places in the open-map shape, the gazetteer of India behind the demo places', async () => {
    const res = await get('/api/geo/search?q=mumbai&format=json&addressdetails=1');
    expect(res.status).toBe(200);
    const results = answer(z.array(GeoSuggestionSchema), res);
    expect(results[0]).toMatchObject({ display_name: 'Mumbai, Mumbai, Maharashtra, 400001, India' });
    expect(Number(results[0]!.lat)).toBeCloseTo(19.07, 1);
    expect(Number.isInteger(results[0]!.place_id)).toBe(true);
    // The demo's hand-placed metro localities answer with their own points.
    expect(answer(z.array(GeoSuggestionSchema), await get('/api/geo/search?q=Andheri%20West'))[0]).toEqual({
      display_name: 'Andheri West, Mumbai, Maharashtra, 400053, India',
      lat: '19.1364',
      lon: '72.8296',
      place_id: 2,
    });
    expect(answer(z.array(GeoSuggestionSchema), await get('/api/geo/search?q=mumbai&limit=1'))).toHaveLength(
      1,
    );
    expect(answer(z.array(GeoSuggestionSchema), await get('/api/geo/search?q=xyzzyq'))).toEqual([]);
  });

  it('answers a place search alike on its own path, with a trailing slash, and to HEAD', async () => {
    const exact = await get('/api/geo/search?q=Gorakhpur');
    expect(exact.status).toBe(200);
    const slash = await get('/api/geo/search/?q=Gorakhpur');
    expect(slash.status).toBe(200);
    expect(slash.body).toEqual(exact.body);
    const head = await fetch(`${server.baseUrl}/api/geo/search?q=Gorakhpur`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await head.text()).toBe('');
    expect((await get('/api/geo/Search?q=Gorakhpur')).body).toEqual(exact.body);
  });

  it('answers a place search with the headers, CORS, errors and text guard of any answer, and starts no session', async () => {
    const res = await get('/api/geo/search?q=mumbai', { Origin: 'http://localhost:5173' });
    expect(res.status).toBe(200);
    // What every answer carries still comes: request id, security headers, CORS for a partner.
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    // A public read starts no session.
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await get('/api/geo/search?q=mum%00bai')).body).toMatchObject({
      error: { code: 'VALIDATION', message: 'A query parameter contains a control character' },
    });
    expect(await get('/api/geo/nowhere')).toMatchObject({
      status: 404,
      body: { success: false, error: { code: 'NOT_FOUND', message: 'Route not found' } },
    });
    const post = await server.client().post('/api/geo/search?q=mumbai', {});
    expect(post.status).toBe(405);
    expect(post.body).toMatchObject({ success: false, error: { code: 'METHOD_NOT_ALLOWED' } });
  });

  it('finds a 6-digit PIN code exactly, and nothing for a number that is not one', async () => {
    const results = answer(z.array(GeoSuggestionSchema), await get('/api/geo/search?q=400053'));
    // The fixture's PIN entry, at its locality's surveyed point.
    expect(results.map((r) => r.display_name)).toEqual(['400053, Mumbai, Maharashtra, India']);
    expect(
      answer(z.array(GeoSuggestionSchema), await get('/api/geo/search?q=110018'))[0]!.display_name,
    ).toMatch(/^110018, .*West Delhi, Delhi, India$/);
    expect(answer(z.array(GeoSuggestionSchema), await get('/api/geo/search?q=40005'))).toEqual([]);
    expect(answer(z.array(GeoSuggestionSchema), await get('/api/geo/search?q=000000'))).toEqual([]);
  });

  it.each([
    ['', 'q is required'],
    ['?q=', 'q must be at least 3 characters'],
    ['?q=%20ab%20', 'q must be at least 3 characters'],
    [`?q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
    ['?q=mumbai&limit=6', 'limit must be a whole number between 1 and 5'],
    ['?q=mumbai&limit=0', 'limit must be a whole number between 1 and 5'],
  ])('search validates %s -> %s', async (query, message) => {
    const res = await get(`/api/geo/search${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: { code: 'VALIDATION', message } });
  });

  it('reverse-geocodes to the place at the point', async () => {
    expect(
      answer(GeoSuggestionSchema, await get('/api/geo/reverse?lat=19.1364&lon=72.8296&format=json')),
    ).toMatchObject({ display_name: 'Andheri West, Mumbai, Maharashtra, 400053, India', place_id: 2 });
    expect(
      answer(GeoSuggestionSchema, await get('/api/geo/reverse?lat=16.506&lon=80.648')).display_name,
    ).toBe('Vijayawada, NTR, Andhra Pradesh, 520001, India');
    const sea = await get('/api/geo/reverse?lat=0&lon=0');
    expect(sea.status).toBe(404);
    expect(sea.body).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'No place found near this point' },
    });
  });

  it.each([
    ['?q=ab', 'q must be at least 3 characters'],
    [`?q=${'x'.repeat(500)}`, 'q must be at most 100 characters'],
    [`?q=${encodeURIComponent('इंदौर'.repeat(30))}`, 'q must be at most 100 characters'],
  ])('search refuses %s with a clear message', async (query, message) => {
    const res = await get(`/api/geo/search${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: { code: 'VALIDATION', message } });
  });

  it.each([
    ['emoji', '😀😀😀'],
    ['quotes', `"'"'"'`],
    ['SQL-like text', "'; DROP TABLE places; --"],
    ['a 5-digit PIN', '40005'],
    ['a 7-digit number', '4000531'],
  ])('search answers %s with an empty list, never a guess', async (_what, q) => {
    const res = await get(`/api/geo/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('names the nearest city with prices and how far it is', async () => {
    const res = await get('/api/geo/nearest-prices?lat=22.7196&lon=75.8577');
    expect(res.status).toBe(200);
    const cities = (await server
      .db('cities')
      .whereIn('id', server.db('stores').distinct('city_id'))) as Array<{
      name: string;
      lat: number;
      lon: number;
    }>;
    const km = (c: { lat: number; lon: number }) =>
      distanceKm({ lat: 22.7196, lon: 75.8577 }, { lat: Number(c.lat), lon: Number(c.lon) });
    const nearest = cities.reduce((a, b) => (km(b) < km(a) ? b : a));
    expect(res.body).toMatchObject({ name: nearest.name, distanceKm: Math.round(km(nearest)) });
    const bad = await get('/api/geo/nearest-prices?lat=95&lon=75');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      error: { code: 'VALIDATION', message: 'lat must be a number between -90 and 90' },
    });
  });

  it.each([
    ['?lon=72', 'lat is required'],
    ['?lat=19', 'lon is required'],
    ['?lat=abc&lon=72', 'lat must be a number between -90 and 90'],
    ['?lat=19&lon=200', 'lon must be a number between -180 and 180'],
  ])('reverse validates %s -> %s', async (query, message) => {
    const res = await get(`/api/geo/reverse${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: { code: 'VALIDATION', message } });
  });

  it('stores a suggestion with or without an email', async () => {
    const c = server.client();
    const before = Number((await server.db('suggestions').count({ n: '*' }).first())?.n ?? 0);
    const withEmail = await c.post('/api/suggestions', {
      email: 'shopper@example.in',
      vertical: 'Dairy & Eggs',
      description: 'More paneer brands please',
    });
    expect(withEmail.status).toBe(201);
    expect(withEmail.body).toEqual({ success: true });
    const minimal = await c.post('/api/suggestions', { email: '', vertical: 'Snacks' });
    expect(minimal.status).toBe(201);
    const rows = await server.db('suggestions').orderBy('id').select('email', 'vertical', 'description');
    expect(rows.length - before).toBe(2);
    expect(rows.slice(-2)).toEqual([
      { email: 'shopper@example.in', vertical: 'Dairy & Eggs', description: 'More paneer brands please' },
      { email: null, vertical: 'Snacks', description: null },
    ]);
  });

  it.each([
    [{ vertical: 'Snacks', email: 'not-an-email' }, 'Enter a valid email address'],
    [{ email: 'a@b.in' }, 'Select a deal category'],
    [{ vertical: '  ' }, 'Select a deal category'],
    [{ vertical: 'Snacks', description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
    [{ vertical: 'Snacks', description: 12 }, 'Description must be text'],
    [['a'], 'Request body must be a JSON object'],
  ])('suggestion validates %j -> %s', async (body, message) => {
    const res = await server.client().post('/api/suggestions', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: { code: 'VALIDATION', message } });
  });
});
