// Ids and text parsed at the edge, on both engines: ids past what the database holds answer 404
// (not PostgreSQL's 500), NUL and other control characters answer 400 wherever they come (body,
// query, path), new saved baskets, watches and alerts get random ids nobody can count, and the old
// sequential ids of rows made before migration 065 still answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_DEFAULTS } from '../../src/config';
import { migrationSource } from '../../src/db/migrations/index';
import { engines, json, startTestServer, type TestClient, type TestServer } from '../helpers';

const LINE = {
  productId: 'amul-taaza-milk',
  productName: 'Amul Taaza Toned Milk',
  brand: 'Amul',
  variant: '1 l',
  quantity: 1,
  platformData: [{ merchantName: 'blinkit', price: 56, mrp: 58, img: '/i.svg', name: 'Milk' }],
};
const HUGE = ['2147483648', '4294967296', '9007199254740991', '9007199254740993', '99999999999999999999'];

describe.each(engines())('ids and text at the edge on $name', (engine) => {
  let server: TestServer;
  let a: TestClient;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: { limits: { ...LIMIT_DEFAULTS, register: { points: 1000, windowMs: 60_000 } } },
    });
    a = server.client();
    expect((await a.post('/api/register', { username: 'edge_a', password: 'secret12' })).status).toBe(201);
  });
  afterAll(async () => {
    await server.close();
  });
  const send = (method: string, path: string, body?: unknown) =>
    a.raw(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('answers ids past the column’s range with 404 on every account route, and huge alert ids with no 5xx', async () => {
    for (const id of HUGE) {
      for (const [method, path] of [
        ['GET', `/api/saved-baskets/${id}`],
        ['PATCH', `/api/saved-baskets/${id}`],
        ['DELETE', `/api/saved-baskets/${id}`],
        ['POST', `/api/saved-baskets/${id}/share`],
        ['DELETE', `/api/saved-baskets/${id}/share`],
        ['DELETE', `/api/watches/${id}`],
      ] as const) {
        const res = await send(method, path, method === 'PATCH' ? { name: 'x' } : undefined);
        expect([method, path, res.status]).toEqual([method, path, 404]);
      }
    }
    expect((await a.post('/api/alerts/read', { ids: [2147483648, 4294967296] })).status).toBe(200);
    expect((await a.post('/api/alerts/read', { ids: [2 ** 53] })).status).toBe(400);
    expect((await a.post('/api/alerts/read', { ids: [1e300] })).status).toBe(400);
  });

  it('refuses NUL and other control characters with 400 and stores nothing', async () => {
    const before = {
      watches: Number((await server.db('price_watches').count({ n: '*' }).first())?.n),
      baskets: Number((await server.db('saved_baskets').count({ n: '*' }).first())?.n),
    };
    const cases: Array<[string, string, unknown]> = [
      ['POST', '/api/watches', { productId: 'amul-taaza-milk\u0000', variant: '1 l', below: 40 }],
      ['POST', '/api/watches', { productId: 'amul-taaza-milk', variant: '1 l\u0000', below: 40 }],
      ['POST', '/api/saved-baskets', { name: 'Week\u0000', items: [LINE] }],
      ['POST', '/api/saved-baskets', { name: 'Week\u0007', items: [LINE] }],
      ['POST', '/api/saved-baskets', { name: 'Week', items: [{ ...LINE, productName: 'Milk\u0000' }] }],
      ['PUT', '/api/basket', [{ ...LINE, variant: '1 l\u001b[31m' }]],
      [
        'POST',
        '/api/push/subscriptions',
        { endpoint: 'https://push.example/\u0000', keys: { p256dh: 'k', auth: 'a' } },
      ],
      ['POST', '/api/push/unsubscribe', { endpoint: 'https://push.example/\u0000' }],
      ['POST', '/api/suggestions', { vertical: 'Dairy\u0000' }],
      ['POST', '/products/resolve-list', { text: 'milk\u0000' }],
      ['POST', '/api/login', { username: 'edge_a\u0000', password: 'secret12' }],
      ['POST', '/api/saved-baskets', { 'name\u0000': 'x', name: 'Week', items: [LINE] }],
    ];
    for (const [method, path, body] of cases) {
      const res = await send(method, path, body);
      expect([path, res.status]).toEqual([path, 400]);
      expect(json<{ error: { code: string } }>(res).error.code).toBe('VALIDATION');
    }
    for (const path of [
      '/api/products?search=milk%00',
      '/api/products?q%00=1',
      '/products/amul-taaza-milk%00',
      '/api/saved-baskets/1%00',
      '/api/shared/abc%00',
      '/products/%E0%A4',
    ]) {
      const res = await a.get(path);
      expect([path, res.status]).toEqual([path, 400]);
    }
    // Lines of a list and a suggestion's description are typed over lines: tabs and newlines pass.
    expect((await send('POST', '/products/resolve-list', { text: 'milk\r\n\tatta' })).status).toBe(200);
    expect({
      watches: Number((await server.db('price_watches').count({ n: '*' }).first())?.n),
      baskets: Number((await server.db('saved_baskets').count({ n: '*' }).first())?.n),
    }).toEqual(before);
  });

  it('gives new saved baskets and watches random ids above every old one, not a count', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      ids.push(json<{ id: number }>(await a.post('/api/saved-baskets', { name: `W${i}`, items: [LINE] })).id);
      ids.push(
        json<{ id: number }>(
          await a.post('/api/watches', { productId: 'amul-taaza-milk', variant: '1 l', below: 40 }),
        ).id,
      );
    }
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThan(2 ** 32);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Not consecutive: the gaps between ids made one after another say nothing.
    const sorted = [...ids].sort((x, y) => x - y);
    const gaps = sorted.slice(1).map((id, i) => id - sorted[i]!);
    expect(gaps.filter((g) => g === 1)).toEqual([]);
    // Each answers by its id: reopened, shared, renamed, deleted.
    const basket = ids[0]!;
    expect((await a.get(`/api/saved-baskets/${basket}`)).status).toBe(200);
    expect((await send('PATCH', `/api/saved-baskets/${basket}`, { name: 'Renamed' })).status).toBe(200);
    expect((await send('POST', `/api/saved-baskets/${basket}/share`)).status).toBe(200);
    expect((await send('DELETE', `/api/saved-baskets/${basket}`)).status).toBe(200);
    expect((await send('DELETE', `/api/watches/${ids[1]}`)).status).toBe(200);
    expect((await send('DELETE', `/api/watches/${ids[1]}`)).status).toBe(404);
  });

  it('keeps answering the old sequential ids of rows made before migration 065', async () => {
    const user = (await server.db('users').where('username_lower', 'edge_a').first('id')) as { id: number };
    // Back to the schema before 065 (undoing the migrations after it first), a row as it was made
    // then, and forward again.
    const names = (await migrationSource.getMigrations([])).map((m) => migrationSource.getMigrationName(m));
    for (const name of names.filter((n) => n >= '065').reverse())
      await server.db.migrate.down({ migrationSource, name });
    const at = new Date().toISOString();
    await server.db('saved_baskets').insert({
      id: 777,
      user_id: user.id,
      name: 'Old basket',
      items: JSON.stringify([LINE]),
      lines: 1,
      share_token: null,
      created_at: at,
      updated_at: at,
    });
    await server.db('price_watches').insert({
      id: 778,
      user_id: user.id,
      product_id: 'amul-taaza-milk',
      variant_id: (
        await server.db('variants').where({ product_id: 'amul-taaza-milk', label: '1 l' }).first('id')
      ).id,
      variant: '1 l',
      city_id: 'mumbai',
      below_paise: 4000,
      merchants: null,
      last_alert_paise: null,
      created_at: at,
    });
    await server.db.migrate.latest({ migrationSource });
    const old = await a.get('/api/saved-baskets/777');
    expect(old.status).toBe(200);
    expect(json<{ id: number; name: string }>(old)).toMatchObject({ id: 777, name: 'Old basket' });
    expect(json<Array<{ id: number }>>(await a.get('/api/watches')).map((w) => w.id)).toContain(778);
    expect((await send('DELETE', '/api/watches/778')).status).toBe(200);
  });
});
