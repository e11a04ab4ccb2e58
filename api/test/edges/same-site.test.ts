// Every cookie-authenticated write needs a same-site proof: an allowed Origin, a Referer of this
// site, or `Sec-Fetch-Site: same-origin`. Without any (a script or a stripped request), 403
// CROSS_SITE_REQUEST and nothing changes; with each proof the write goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_DEFAULTS } from '../../src/config';
import { ACCOUNT_DEFAULTS } from '../../src/settings';
import { engines, json, startTestServer, type TestClient, type TestServer } from '../helpers';

const LINE = {
  productId: 'amul-taaza-milk',
  productName: 'Amul Taaza Toned Milk',
  brand: 'Amul',
  variant: '1 l',
  quantity: 1,
  platformData: [{ merchantName: 'blinkit', price: 56, mrp: 58, img: '/i.svg', name: 'Milk' }],
};
const PUSH = {
  endpoint: 'https://push.example/send/abc',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe.each(engines())('same-site proof for cookie writes on $name', (engine) => {
  let server: TestServer;
  let a: TestClient;
  let basketId: number;
  let watchId: number;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: {
        corsOrigins: ['https://partner.example'],
        limits: { ...LIMIT_DEFAULTS, register: { points: 1000, windowMs: 60_000 } },
        account: {
          ...ACCOUNT_DEFAULTS,
          vapid: {
            publicKey: 'BAbcd_efgh-ijkl',
            privateKey: 'abcd_efgh-ijkl',
            subject: 'mailto:ops@compare.example',
          },
        },
      },
    });
    a = server.client();
    expect((await a.post('/api/register', { username: 'proof_a', password: 'secret12' })).status).toBe(201);
    basketId = json<{ id: number }>(await a.post('/api/saved-baskets', { name: 'Week', items: [LINE] })).id;
    watchId = json<{ id: number }>(
      await a.post('/api/watches', { productId: 'amul-taaza-milk', variant: '1 l', below: 40 }),
    ).id;
  });
  afterAll(async () => {
    await server.close();
  });

  const writes = (): Array<[string, string, unknown]> => [
    ['PUT', '/api/basket', [LINE]],
    ['POST', '/api/saved-baskets', { name: 'Other', items: [LINE] }],
    ['PATCH', `/api/saved-baskets/${basketId}`, { name: 'Renamed' }],
    ['POST', `/api/saved-baskets/${basketId}/share`, undefined],
    ['DELETE', `/api/saved-baskets/${basketId}/share`, undefined],
    ['POST', '/api/watches', { productId: 'amul-taaza-milk', variant: '500 ml', below: 20 }],
    ['DELETE', `/api/watches/${watchId}`, undefined],
    ['POST', '/api/alerts/read', {}],
    ['POST', '/api/push/subscriptions', PUSH],
    ['POST', '/api/push/unsubscribe', { endpoint: PUSH.endpoint }],
    ['POST', '/products/resolve-list', { text: 'milk' }],
    ['POST', '/products/calculate-all-fees', { items: [] }],
    ['DELETE', `/api/saved-baskets/${basketId}`, undefined],
    ['POST', '/api/logout', undefined],
  ];
  const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
    a.raw(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const snapshot = async () => ({
    baskets: await server.db('saved_baskets').orderBy('id').select('id', 'name', 'share_token'),
    watches: await server.db('price_watches').orderBy('id').select('id'),
    synced: await server.db('account_baskets').select('items'),
    subscriptions: await server.db('push_subscriptions').select('endpoint'),
    sessions: Number((await server.db('sessions').count({ n: '*' }).first())?.n),
  });

  it('refuses every cookie write that carries no Origin, Referer or Sec-Fetch-Site (403, nothing changed)', async () => {
    const before = await snapshot();
    for (const [method, path, body] of writes()) {
      const res = await send(method, path, body, { Origin: '' });
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(json<{ error: { code: string } }>(res).error.code).toBe('CROSS_SITE_REQUEST');
    }
    // A foreign Referer, a partner's Referer (only this site's Referer proves anything), and a
    // same-site (not same-origin) fetch are no proof either.
    const noProof: Array<Record<string, string>> = [
      { Origin: '', Referer: 'https://evil.example/page' },
      { Origin: '', Referer: 'https://partner.example/page' },
      { Origin: '', 'Sec-Fetch-Site': 'same-site' },
      { Origin: '', 'Sec-Fetch-Site': 'none' },
    ];
    for (const headers of noProof) {
      expect((await send('PUT', '/api/basket', [LINE], headers)).status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('takes a write with this site’s Origin, a partner Origin, this site’s Referer or Sec-Fetch-Site: same-origin', async () => {
    const proofs: Array<Record<string, string>> = [
      { Origin: server.baseUrl },
      { Origin: 'https://partner.example' },
      { Origin: '', Referer: `${server.baseUrl}/my-cart?x=1` },
      { Origin: '', 'Sec-Fetch-Site': 'same-origin' },
    ];
    for (const headers of proofs) {
      const res = await send('PUT', '/api/basket', [{ ...LINE, quantity: 2 }], headers);
      expect([headers, res.status]).toEqual([headers, 200]);
    }
  });

  it('still lets anyone without the cookie register and sign in (no session to forge)', async () => {
    const fresh = server.client();
    const res = await fresh.post(
      '/api/register',
      { username: 'proof_b', password: 'secret12' },
      { Origin: '' },
    );
    expect(res.status).toBe(201);
  });
});
