// The contract replay: account, list, watch, alert and push calls (successes and the errors a
// shopper or an attacker meets) go through the real app, and each answer is checked against
// /openapi.json: its status must be one the operation documents, and its body must match that
// status's schema (Ajv over the document's own JSON Schemas). Both engines.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { LIMIT_DEFAULTS } from '../../src/config';
import { ACCOUNT_DEFAULTS } from '../../src/settings';
import {
  engines,
  json,
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from '../helpers';

interface Operation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const LINE = {
  productId: 'amul-taaza-milk',
  productName: 'Amul Taaza Toned Milk',
  brand: 'Amul',
  variant: '1 l',
  quantity: 1,
  platformData: [{ merchantName: 'blinkit', price: 56, mrp: 58, img: '/i.svg', name: 'Milk' }],
};
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

describe.each(engines())('contract replay on $name', (engine) => {
  let server: TestServer;
  let paths: Paths;
  let ajv: Ajv2020;
  const problems: string[] = [];
  let replayed = 0;
  const vapid = webpush.generateVAPIDKeys();

  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: {
        limits: { ...LIMIT_DEFAULTS, register: { points: 1000, windowMs: 60_000 } },
        account: { ...ACCOUNT_DEFAULTS, vapid: { ...vapid, subject: 'mailto:ops@compare.example' } },
      },
    });
    const doc = json<{ paths: Paths } & Record<string, unknown>>(await server.client().get('/openapi.json'));
    paths = doc.paths;
    ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats.default(ajv);
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
  });
  afterAll(async () => {
    await server.close();
  });

  /** The documented operation a concrete path and method answer to. */
  const operationOf = (method: string, path: string): [string, Operation] | null => {
    const bare = path.split('?')[0]!;
    for (const [template, ops] of Object.entries(paths)) {
      const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      const op = ops[method.toLowerCase()];
      if (op && re.test(bare)) return [template, op];
    }
    return null;
  };

  /** Sends a call and checks its answer against the document. */
  const call = async (
    c: TestClient,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> => {
    const res = await c.raw(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    replayed += 1;
    const found = operationOf(method, path);
    if (!found) {
      problems.push(`${method} ${path}: no operation in the document`);
      return res;
    }
    const [template, op] = found;
    const documented = op.responses[String(res.status)];
    if (!documented) {
      problems.push(`${method} ${template}: answered ${res.status}, documented ${Object.keys(op.responses)}`);
      return res;
    }
    if (documented.content?.['application/json']) {
      const ref = `openapi.json#/paths/${pointer(template)}/${method.toLowerCase()}/responses/${res.status}/content/application~1json/schema`;
      const validate = ajv.getSchema(ref);
      if (!validate) problems.push(`${method} ${template} ${res.status}: no schema at ${ref}`);
      else if (!validate(res.body))
        problems.push(`${method} ${template} ${res.status}: ${ajv.errorsText(validate.errors)}`);
    }
    return res;
  };

  it('replays account, list, watch, alert and push calls, every answer documented and valid', async () => {
    const a = server.client();
    const b = server.client();
    const anon = server.client();
    const none = { Origin: '' };
    // Signed out.
    await call(anon, 'GET', '/api/basket');
    await call(anon, 'GET', '/api/saved-baskets');
    await call(anon, 'POST', '/api/watches', { productId: 'amul-taaza-milk', variant: '1 l', below: 40 });
    await call(anon, 'GET', '/api/alerts');
    await call(anon, 'POST', '/api/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/x',
      keys: KEYS,
    });
    await call(anon, 'POST', '/products/resolve-list', { text: 'milk\n...\natta 5kg' });
    await call(anon, 'POST', '/products/resolve-list', { text: '' });
    await call(anon, 'POST', '/api/register', { username: 'c', password: 'x' });
    // Accounts.
    expect(
      (await call(a, 'POST', '/api/register', { username: 'contract_a', password: 'secret12' })).status,
    ).toBe(201);
    expect(
      (await call(b, 'POST', '/api/register', { username: 'contract_b', password: 'secret12' })).status,
    ).toBe(201);
    await call(a, 'GET', '/api/user');
    await call(a, 'POST', '/api/login', { username: 'contract_a', password: 'wrong-one' });
    await call(a, 'POST', '/api/login', { username: 'contract_a', password: 'secret12' }, none);
    // Basket and saved baskets.
    await call(a, 'PUT', '/api/basket', [LINE]);
    await call(a, 'GET', '/api/basket');
    await call(a, 'PUT', '/api/basket', [{ ...LINE, quantity: 0 }]);
    const saved = json<{ id: number }>(
      await call(a, 'POST', '/api/saved-baskets', { name: 'Week', items: [LINE] }),
    );
    await call(a, 'POST', '/api/saved-baskets', { name: 'Week\u0000', items: [LINE] });
    await call(a, 'GET', '/api/saved-baskets');
    await call(a, 'GET', `/api/saved-baskets/${saved.id}`);
    await call(b, 'GET', `/api/saved-baskets/${saved.id}`);
    await call(a, 'GET', '/api/saved-baskets/2147483648');
    await call(a, 'PATCH', `/api/saved-baskets/${saved.id}`, { name: 'Renamed' });
    await call(a, 'PATCH', `/api/saved-baskets/${saved.id}`, { name: '' });
    const share = json<{ token: string }>(await call(a, 'POST', `/api/saved-baskets/${saved.id}/share`));
    await call(a, 'POST', `/api/saved-baskets/${saved.id}/share`, 'not json');
    await call(
      a,
      'POST',
      `/api/saved-baskets/${saved.id}/share`,
      JSON.stringify({ pad: 'x'.repeat(120_000) }),
    );
    await call(anon, 'GET', `/api/shared/${share.token}`);
    await call(anon, 'GET', '/api/shared/no-such-token');
    await call(a, 'DELETE', `/api/saved-baskets/${saved.id}/share`);
    await call(a, 'DELETE', `/api/saved-baskets/${saved.id}`, undefined, none);
    await call(a, 'DELETE', `/api/saved-baskets/${saved.id}`);
    await call(a, 'DELETE', `/api/saved-baskets/${saved.id}`);
    // Watches and alerts.
    const watch = json<{ id: number }>(
      await call(a, 'POST', '/api/watches', { productId: 'amul-taaza-milk', variant: '1 l', below: 40 }),
    );
    await call(a, 'POST', '/api/watches', { productId: 'amul-taaza-milk', variant: '9 l', below: 40 });
    await call(a, 'POST', '/api/watches', { productId: 'amul-taaza-milk', variant: '1 l', below: -1 });
    await call(a, 'GET', '/api/watches');
    await call(b, 'DELETE', `/api/watches/${watch.id}`);
    await call(a, 'DELETE', `/api/watches/${watch.id}`, undefined, { Origin: 'https://evil.example' });
    await call(a, 'DELETE', `/api/watches/${watch.id}`);
    await call(a, 'GET', '/api/alerts');
    await call(a, 'POST', '/api/alerts/read', { ids: [1, 2147483648] });
    await call(a, 'POST', '/api/alerts/read', { ids: ['x'] });
    await call(a, 'POST', '/api/alerts/read', {}, none);
    // Push.
    await call(a, 'GET', '/api/push/key');
    const endpoint = 'https://fcm.googleapis.com/fcm/send/contract';
    await call(a, 'POST', '/api/push/subscriptions', { endpoint, keys: KEYS });
    await call(b, 'POST', '/api/push/subscriptions', { endpoint, keys: KEYS });
    await call(a, 'POST', '/api/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com:8443/x',
      keys: KEYS,
    });
    await call(b, 'POST', '/api/push/unsubscribe', { endpoint });
    await call(a, 'POST', '/api/push/unsubscribe', { endpoint });
    // Writes that carry the cookie without a same-site proof, on the routes that did not list 403.
    await call(a, 'POST', '/api/suggestions', { vertical: 'Dairy' }, none);
    await call(a, 'POST', '/products/calculate-all-fees', { items: [] }, none);
    await call(a, 'POST', '/api/scrape/cart/refresh', { items: [] }, none);
    await call(a, 'POST', '/products/resolve-list', { text: 'milk' }, none);
    await call(a, 'POST', '/api/logout', JSON.stringify({ pad: 'x'.repeat(120_000) }));
    await call(a, 'POST', '/api/logout', 'not json');
    await call(a, 'POST', '/api/logout', undefined, none);
    await call(a, 'POST', '/api/logout');
    expect(problems).toEqual([]);
    expect(replayed).toBe(58);
  });
});
