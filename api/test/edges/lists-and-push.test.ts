// A list line with no letter or digit matches nothing; a push subscription belongs to the account
// that made it (another account posting its endpoint is refused, the owner's unsubscribe still
// works) and push endpoints are on port 443 only. Both engines.
import { ResolveListAnswerSchema } from '@compare/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { LIMIT_DEFAULTS } from '../../src/config';
import { ACCOUNT_DEFAULTS } from '../../src/settings';
import { answer, engines, json, startTestServer, type TestClient, type TestServer } from '../helpers';

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/browser-a';

describe.each(engines())('lists and push ownership on $name', (engine) => {
  let server: TestServer;
  const vapid = webpush.generateVAPIDKeys();
  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: {
        limits: { ...LIMIT_DEFAULTS, register: { points: 1000, windowMs: 60_000 } },
        account: { ...ACCOUNT_DEFAULTS, vapid: { ...vapid, subject: 'mailto:ops@compare.example' } },
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });
  const register = async (name: string): Promise<TestClient> => {
    const c = server.client();
    expect((await c.post('/api/register', { username: name, password: 'secret12' })).status).toBe(201);
    return c;
  };

  it('matches nothing for a line without a letter or digit', async () => {
    const res = await server.client().post('/products/resolve-list', { text: '...\n%\n!!!\n💥\nmilk\n— —' });
    expect(res.status).toBe(200);
    const body = answer(ResolveListAnswerSchema, res);
    expect(body.lines.map((l) => [l.input, l.match, l.alternatives])).toEqual([
      ['...', null, []],
      ['%', null, []],
      ['!!!', null, []],
      ['💥', null, []],
      ['milk', body.lines[4]!.match, body.lines[4]!.alternatives],
      ['— —', null, []],
    ]);
    expect(body.lines[4]!.match?.productId).toBe('amul-taaza-milk');
  });

  it('keeps a subscription with the account that made it: another account’s post is refused', async () => {
    const a = await register('push_owner');
    const b = await register('push_other');
    expect((await a.post('/api/push/subscriptions', { endpoint: ENDPOINT, keys: KEYS })).status).toBe(201);
    // The owner may post it again (a browser re-subscribing refreshes its keys).
    expect((await a.post('/api/push/subscriptions', { endpoint: ENDPOINT, keys: KEYS })).status).toBe(201);
    const taken = await b.post('/api/push/subscriptions', {
      endpoint: ENDPOINT,
      keys: { ...KEYS, auth: 'b' },
    });
    expect(taken.status).toBe(409);
    expect(json<{ error: { code: string } }>(taken).error.code).toBe('PUSH_ENDPOINT_TAKEN');
    const owner = (await server.db('users').where('username_lower', 'push_owner').first('id')) as {
      id: number;
    };
    const rows = await server.db('push_subscriptions').where('endpoint', ENDPOINT).select('user_id', 'auth');
    expect(rows.map((r) => [Number(r.user_id), r.auth])).toEqual([[Number(owner.id), KEYS.auth]]);
    // B cannot remove it either; A's unsubscribe still works.
    expect((await b.post('/api/push/unsubscribe', { endpoint: ENDPOINT })).status).toBe(404);
    expect((await a.post('/api/push/unsubscribe', { endpoint: ENDPOINT })).status).toBe(200);
    // Once A let it go, B may subscribe that browser.
    expect((await b.post('/api/push/subscriptions', { endpoint: ENDPOINT, keys: KEYS })).status).toBe(201);
  });

  it('takes push endpoints on port 443 only', async () => {
    const a = await register('push_ports');
    for (const endpoint of [
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com:80/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
    ]) {
      const res = await a.post('/api/push/subscriptions', { endpoint, keys: KEYS });
      expect([endpoint, res.status]).toEqual([endpoint, 400]);
    }
    expect(
      (
        await a.post('/api/push/subscriptions', {
          endpoint: 'https://fcm.googleapis.com:443/fcm/send/y',
          keys: KEYS,
        })
      ).status,
    ).toBe(201);
  });
});
