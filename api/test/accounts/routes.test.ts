// The account routes on both engines: the synced basket, saved and shared baskets, watches and the
// inbox; each route refuses a signed-out caller (401), answers another account's ids with 404,
// refuses cross-site cookie writes (403) and holds its per-account limits (429).
import type { CartItem } from '@compare/core';
import {
  AlertsAnswerSchema,
  ResolveListAnswerSchema,
  SavedBasketSchema,
  SharedBasketSchema,
  WatchSchema,
} from '@compare/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_DEFAULTS } from '../../src/config';
import { answer, engines, json, startTestServer, type TestClient, type TestServer } from '../helpers';

interface ErrorBody {
  success: false;
  error: { code: string; message: string };
}

const line = (productId: string, variant: string, quantity: number): CartItem => ({
  productId,
  productName: productId,
  brand: 'Brand',
  variant,
  quantity,
  platformData: [{ merchantName: 'blinkit', price: 25, mrp: 28, img: '/i.svg', name: productId }],
});

const send = (
  c: TestClient,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  c.raw(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

let names = 0;
async function signedIn(server: TestServer): Promise<TestClient> {
  const c = server.client();
  names += 1;
  const res = await c.post('/api/register', { username: `shopper${names}`, password: 'secret12' });
  expect(res.status).toBe(201);
  return c;
}

describe.each(engines())('account routes on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // Many accounts from one test client: registration's per-network limit is not under test here.
    server = await startTestServer(engine, {
      config: { limits: { ...LIMIT_DEFAULTS, register: { points: 1000, windowMs: 60_000 } } },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('resolves a typed list: quantities, packs, Hinglish, alternatives and lines nothing matches', async () => {
    const res = await server.client().post('/products/resolve-list', {
      text: '2 doodh\natta 5kg, pyaz 1 kg\nmilk 500 ml x3\nxyzzy plover',
    });
    expect(res.status).toBe(200);
    const body = answer(ResolveListAnswerSchema, res);
    expect(body.lines.map((l) => [l.input, l.quantity])).toEqual([
      ['2 doodh', 2],
      ['atta 5kg', 1],
      ['pyaz 1 kg', 1],
      ['milk 500 ml x3', 3],
      ['xyzzy plover', 1],
    ]);
    expect(body.lines[0]!.match?.productId).toBe('amul-taaza-milk');
    expect(body.lines[1]!.match).toEqual({ productId: 'aashirvaad-atta', variant: '5 kg' });
    expect(body.lines[2]!.match).toEqual({ productId: 'fresh-onion', variant: '1 kg' });
    expect(body.lines[3]!.match).toEqual({ productId: 'amul-taaza-milk', variant: '500 ml' });
    expect(body.lines[4]!.match).toBeNull();
    // Every product a line names comes with its offers at the shopper's point.
    expect(Object.keys(body.products)).toContain('aashirvaad-atta');
    expect(body.products['aashirvaad-atta']!.platformData['5 kg']!.length).toBeGreaterThan(0);
  });

  it('refuses a list over 50 lines or 4,000 characters, and an empty one, with 400', async () => {
    const c = server.client();
    const many = await c.post('/products/resolve-list', {
      text: Array.from({ length: 51 }, () => 'milk').join('\n'),
    });
    expect(many.status).toBe(400);
    expect(json<ErrorBody>(many).error.message).toBe('The list can have at most 50 lines');
    const long = await c.post('/products/resolve-list', { text: 'a'.repeat(4001) });
    expect(long.status).toBe(400);
    expect(json<ErrorBody>(long).error.message).toBe('The list can be at most 4000 characters');
    expect((await c.post('/products/resolve-list', { text: ' \n , ' })).status).toBe(400);
    expect((await c.post('/products/resolve-list', { text: 5 })).status).toBe(400);
  });

  it('keeps the basket per account: 401 signed out, PUT then GET, 400 for a bad line', async () => {
    const anon = server.client();
    expect((await anon.get('/api/basket')).status).toBe(401);
    expect((await send(anon, 'PUT', '/api/basket', [])).status).toBe(401);
    const a = await signedIn(server);
    const b = await signedIn(server);
    expect((await a.get('/api/basket')).body).toEqual([]);
    const items = [line('amul-taaza-milk', '1 l', 2)];
    const put = await send(a, 'PUT', '/api/basket', items);
    expect(put.status).toBe(200);
    expect((await a.get('/api/basket')).body).toEqual(items);
    expect((await b.get('/api/basket')).body).toEqual([]);
    const bad = await send(a, 'PUT', '/api/basket', [{ productId: 'x' }]);
    expect(bad.status).toBe(400);
    expect((await a.get('/api/basket')).body).toEqual(items);
  });

  it('saves, lists, reopens, renames and deletes baskets; another account gets 404 for each', async () => {
    const a = await signedIn(server);
    const b = await signedIn(server);
    const items = [line('fresh-onion', '1 kg', 3), line('madhur-sugar', '1 kg', 1)];
    const saved = await a.post('/api/saved-baskets', { name: ' Weekly ', items });
    expect(saved.status).toBe(201);
    const basket = answer(SavedBasketSchema, saved);
    expect(basket).toMatchObject({ name: 'Weekly', lines: 2, shareToken: null, items });
    const path = `/api/saved-baskets/${basket.id}`;
    expect(json<unknown[]>(await a.get('/api/saved-baskets'))).toHaveLength(1);
    expect(answer(SavedBasketSchema, await a.get(path)).items).toEqual(items);
    expect((await send(a, 'PATCH', path, { name: 'Monthly' })).body).toMatchObject({ name: 'Monthly' });

    expect((await b.get(path)).status).toBe(404);
    expect((await send(b, 'PATCH', path, { name: 'Mine' })).status).toBe(404);
    expect((await send(b, 'POST', `${path}/share`)).status).toBe(404);
    expect((await send(b, 'DELETE', `${path}/share`)).status).toBe(404);
    expect((await send(b, 'DELETE', path)).status).toBe(404);
    expect(json<unknown[]>(await b.get('/api/saved-baskets'))).toEqual([]);
    expect((await a.get('/api/saved-baskets/abc')).status).toBe(404);

    expect((await send(a, 'DELETE', path)).status).toBe(200);
    expect((await a.get(path)).status).toBe(404);
    expect((await a.post('/api/saved-baskets', { name: '', items })).status).toBe(400);
    expect((await a.post('/api/saved-baskets', { name: 'Empty', items: [] })).status).toBe(400);
    expect((await server.client().get('/api/saved-baskets')).status).toBe(401);
  });

  it('shares read-only by an unguessable token, priced where the viewer is, until revoked', async () => {
    const a = await signedIn(server);
    const id = answer(
      SavedBasketSchema,
      await a.post('/api/saved-baskets', { name: 'Party', items: [line('amul-taaza-milk', '500 ml', 4)] }),
    ).id;
    const share = json<{ token: string; path: string }>(await a.post(`/api/saved-baskets/${id}/share`));
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(share.path).toBe(`/b/${share.token}`);
    // Sharing again gives the same link.
    expect(json<{ token: string }>(await a.post(`/api/saved-baskets/${id}/share`)).token).toBe(share.token);
    const viewer = server.client();
    const mumbai = answer(SharedBasketSchema, await viewer.get(`/api/shared/${share.token}`));
    expect(mumbai.name).toBe('Party');
    expect(mumbai.items[0]).toMatchObject({ productId: 'amul-taaza-milk', variant: '500 ml', quantity: 4 });
    expect(mumbai.items[0]!.platformData.map((o) => o.merchantName).sort()).toEqual(
      ['bigbasket', 'blinkit', 'dmart', 'swiggy', 'zepto'].sort(),
    );
    const delhi = answer(
      SharedBasketSchema,
      await viewer.get(`/api/shared/${share.token}?lat=28.6139&lon=77.209`),
    );
    expect(delhi.items[0]!.platformData.map((o) => o.merchantName).sort()).toEqual(['blinkit', 'jiomart']);
    expect((await send(a, 'DELETE', `/api/saved-baskets/${id}/share`)).status).toBe(200);
    expect((await viewer.get(`/api/shared/${share.token}`)).status).toBe(404);
    expect((await viewer.get('/api/shared/not-a-token')).status).toBe(404);
  });

  it('creates, lists and deletes watches; 404 for another account, unknown variants; 400 for bad prices', async () => {
    const a = await signedIn(server);
    const b = await signedIn(server);
    const created = await a.post('/api/watches', {
      productId: 'amul-taaza-milk',
      variant: '1 l',
      below: 40.5,
      merchants: ['zepto', 'blinkit'],
    });
    expect(created.status).toBe(201);
    const watch = answer(WatchSchema, created);
    expect(watch).toMatchObject({
      productId: 'amul-taaza-milk',
      variant: '1 l',
      below: 40.5,
      merchants: ['zepto', 'blinkit'],
      productName: 'Taaza Toned Milk',
      lastAlertPrice: null,
    });
    expect(json<unknown[]>(await a.get('/api/watches'))).toHaveLength(1);
    expect(json<unknown[]>(await b.get('/api/watches'))).toEqual([]);
    expect((await send(b, 'DELETE', `/api/watches/${watch.id}`)).status).toBe(404);
    expect(
      (await a.post('/api/watches', { productId: 'amul-taaza-milk', variant: '2 l', below: 40 })).status,
    ).toBe(404);
    const zero = await a.post('/api/watches', { productId: 'amul-taaza-milk', variant: '1 l', below: 0 });
    expect(json<ErrorBody>(zero).error.message).toBe('below must be more than ₹0');
    expect(
      (await a.post('/api/watches', { productId: 'amul-taaza-milk', variant: '1 l', below: 1.234 })).status,
    ).toBe(400);
    expect(
      (
        await a.post('/api/watches', {
          productId: 'amul-taaza-milk',
          variant: '1 l',
          below: 9,
          merchants: ['amazon'],
        })
      ).status,
    ).toBe(400);
    expect((await send(a, 'DELETE', `/api/watches/${watch.id}`)).status).toBe(200);
    expect(json<unknown[]>(await a.get('/api/watches'))).toEqual([]);
    expect(
      (await server.client().post('/api/watches', { productId: 'x', variant: 'y', below: 1 })).status,
    ).toBe(401);
  });

  it('answers an empty inbox, marks read only the caller’s alerts, and 401 signed out', async () => {
    const a = await signedIn(server);
    expect(answer(AlertsAnswerSchema, await a.get('/api/alerts'))).toEqual({ alerts: [], unread: 0 });
    expect((await a.post('/api/alerts/read', { ids: [1, 2] })).status).toBe(200);
    expect((await a.post('/api/alerts/read', { ids: ['x'] })).status).toBe(400);
    expect((await server.client().get('/api/alerts')).status).toBe(401);
    expect((await server.client().post('/api/alerts/read', {})).status).toBe(401);
  });

  it('refuses cookie-carrying writes from another site (403) and takes this site’s', async () => {
    const a = await signedIn(server);
    const evil = { Origin: 'https://evil.example' };
    const refused = await send(a, 'PUT', '/api/basket', [], evil);
    expect(refused.status).toBe(403);
    expect(json<ErrorBody>(refused).error.code).toBe('CROSS_SITE_REQUEST');
    expect((await a.post('/api/saved-baskets', { name: 'x', items: [line('a', 'b', 1)] }, evil)).status).toBe(
      403,
    );
    expect((await send(a, 'PUT', '/api/basket', [], { Referer: 'https://evil.example/page' })).status).toBe(
      403,
    );
    expect((await send(a, 'PUT', '/api/basket', [], { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await send(a, 'PUT', '/api/basket', [], { Origin: 'null' })).status).toBe(403);
    expect((await send(a, 'PUT', '/api/basket', [], { Origin: server.baseUrl })).status).toBe(200);
    // Reads are not writes; and a write without the cookie has nothing to forge.
    expect((await a.get('/api/basket', evil)).status).toBe(200);
    expect((await server.client().post('/products/resolve-list', { text: 'milk' }, evil)).status).toBe(200);
  });

  it('limits saved baskets to 20 and watches to 50 per account with a clear 429', async () => {
    const a = await signedIn(server);
    const items = [line('fresh-onion', '1 kg', 1)];
    for (let i = 0; i < 20; i++)
      expect((await a.post('/api/saved-baskets', { name: `B${i}`, items })).status).toBe(201);
    const over = await a.post('/api/saved-baskets', { name: 'one more', items });
    expect(over.status).toBe(429);
    expect(json<ErrorBody>(over).error.message).toBe(
      'You can keep up to 20 saved baskets. Delete one to save another.',
    );
    for (let i = 0; i < 50; i++)
      expect(
        (await a.post('/api/watches', { productId: 'fresh-onion', variant: '1 kg', below: 10 + i })).status,
      ).toBe(201);
    const watch = await a.post('/api/watches', { productId: 'fresh-onion', variant: '1 kg', below: 5 });
    expect(watch.status).toBe(429);
    expect(json<ErrorBody>(watch).error.code).toBe('TOO_MANY_WATCHES');
  });

  it('limits list resolutions to 20 a minute per account with Retry-After', async () => {
    const a = await signedIn(server);
    for (let i = 0; i < 20; i++)
      expect((await a.post('/products/resolve-list', { text: 'sugar' })).status).toBe(200);
    const over = await a.post('/products/resolve-list', { text: 'sugar' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is counted on its own.
    expect((await (await signedIn(server)).post('/products/resolve-list', { text: 'sugar' })).status).toBe(
      200,
    );
  });

  it('says whether push is on and refuses subscriptions while it is off', async () => {
    const a = await signedIn(server);
    expect((await a.get('/api/push/key')).body).toEqual({ enabled: false, publicKey: null });
    const sub = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'k', auth: 'a' } };
    expect((await a.post('/api/push/subscriptions', sub)).status).toBe(409);
    expect((await server.client().post('/api/push/subscriptions', sub)).status).toBe(401);
    expect((await server.client().get('/api/push/key')).status).toBe(401);
  });
});
