// A fuzz of every documented route with edge inputs (ids past every column's range, NUL and other
// control characters in the path, the query and the body, wrong JSON types, huge numbers), signed
// in with the cookie and a same-site Origin so each input reaches the route: no answer is a 5xx.
// Only the live-price routes may answer 502-504 (a merchant failing), as they document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_DEFAULTS } from '../../src/config';
import { engines, json, startTestServer, type TestClient, type TestServer } from '../helpers';

const IDS = [
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '%00',
  'a%00b',
  '%F0%9F%92%A5',
  '%E0%A4',
];
const TEXT = ['\u0000', 'a\u0000b', '\u001b[2J', '💥', '', ' ', 'x'.repeat(5000)];
const NUMBERS = [2147483648, 2 ** 53, 1e308, -1, 0, 0.5];

function bodies(): unknown[] {
  const out: unknown[] = [null, [], {}, 'text', 42, true];
  for (const t of TEXT)
    out.push(
      {
        name: t,
        productId: t,
        variant: t,
        text: t,
        vertical: t,
        endpoint: t,
        username: t,
        password: t,
        q: t,
      },
      [{ productId: t, variant: t, quantity: 1 }],
    );
  for (const n of NUMBERS)
    out.push({ ids: [n], below: n, quantity: n, items: [{ productId: 'x', quantity: n }] });
  return out;
}

describe.each(engines())('route fuzz on $name', (engine) => {
  let server: TestServer;
  let c: TestClient;
  let paths: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: { limits: { ...LIMIT_DEFAULTS, register: { points: 1000, windowMs: 60_000 } } },
    });
    c = server.client();
    expect((await c.post('/api/register', { username: 'fuzzer', password: 'secret12' })).status).toBe(201);
    paths = json<{ paths: typeof paths }>(await c.get('/openapi.json')).paths;
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers every route’s edge inputs without a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [template, ops] of Object.entries(paths)) {
      const live = template.startsWith('/api/scrape/') || template.includes('/prices');
      for (const method of Object.keys(ops)) {
        if (template === '/api/logout') continue; // would end the fuzzer's session
        const concrete = template.includes('{')
          ? IDS.map((id) => template.replace(/\{[^}]+\}/g, id))
          : [template];
        const queries = [
          '',
          '?q=%00',
          '?lat=1e308&lon=-1e308',
          '?limit=2147483648&offset=-1',
          '?vertical=a%00',
        ];
        // Each edge query is sent once per path (with an empty JSON body where the method takes
        // one), and each edge body once per path without a query: every input reaches every route.
        const cases: [string, unknown][] =
          method === 'get'
            ? queries.map((query) => [query, undefined])
            : [
                ...queries.slice(1).map((query): [string, unknown] => [query, {}]),
                ...bodies().map((body): [string, unknown] => ['', body]),
              ];
        for (const path of concrete) {
          for (const [query, body] of cases) {
            const res = await c.raw(`${path}${query}`, {
              method: method.toUpperCase(),
              headers: { 'Content-Type': 'application/json' },
              ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            });
            sent += 1;
            const allowed = live && res.status >= 502 && res.status <= 504;
            if (res.status >= 500 && !allowed)
              failures.push(
                `${method.toUpperCase()} ${path}${query} ${JSON.stringify(body)?.slice(0, 60)}: ${res.status}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);
});
