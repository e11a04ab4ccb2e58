import { type ApiClient, createApiClient, createMemoryStorage, fetchJson } from '@compare/core';
import { describe, expect, it } from 'vitest';
import { type Handler, json, recordFetch } from './fetch-recorder';

// A response body that says whether a reader pulled it to the end (an unread body keeps its
// connection busy).
function trackedBody(text: string): { stream: ReadableStream<Uint8Array>; readToEnd: () => boolean } {
  let done = false;
  let sent = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) {
        done = true;
        controller.close();
        return;
      }
      sent = true;
      controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return { stream, readToEnd: () => done };
}

const BASE = 'http://api.test';

function setup(
  handler: Handler = () => json({ success: true, data: [] }),
  storageValues = { lat: '19.076', lon: '72.8777' },
) {
  const recorder = recordFetch(handler);
  const client = createApiClient({
    apiBaseUrl: `${BASE}/`,
    scraperBaseUrl: 'http://scraper.test',
    storage: createMemoryStorage(storageValues),
    fetch: recorder.fetch,
  });
  return { client, requests: recorder.requests };
}

function last(requests: Request[]): Request {
  const request = requests.at(-1);
  if (!request) throw new Error('no request was made');
  return request;
}

type Call = [
  name: string,
  run: (client: ApiClient) => Promise<unknown>,
  method: string,
  url: string,
  product: boolean,
];

const calls: Call[] = [
  ['login', (c) => c.login({ username: 'asha', password: 'secret1' }), 'POST', `${BASE}/api/login`, false],
  [
    'register',
    (c) => c.register({ username: 'asha', password: 'secret1' }),
    'POST',
    `${BASE}/api/register`,
    false,
  ],
  ['logout', (c) => c.logout(), 'POST', `${BASE}/api/logout`, false],
  ['getUser', (c) => c.getUser(), 'GET', `${BASE}/api/user`, false],
  [
    'getPlatforms',
    (c) => c.getPlatforms({ lat: 19.076, lon: 72.8777 }),
    'GET',
    `${BASE}/products/platforms?lat=19.076&lon=72.8777`,
    true,
  ],
  [
    'getCategories',
    (c) => c.getCategories({ lat: 1, lon: 2 }),
    'GET',
    `${BASE}/products/categories?lat=1&lon=2`,
    true,
  ],
  [
    'getTrending',
    (c) => c.getTrending({ lat: 1, lon: 2 }),
    'GET',
    `${BASE}/products/trending?lat=1&lon=2`,
    true,
  ],
  ['getProduct', (c) => c.getProduct('p 1'), 'GET', `${BASE}/products/p%201`, true],
  [
    'searchProducts',
    (c) => c.searchProducts({ q: 'milk' }),
    'GET',
    `${BASE}/products?offset=0&limit=20&q=milk`,
    true,
  ],
  [
    'calculateAllFees',
    (c) => c.calculateAllFees([{ platform: 'zepto', cartTotal: 10 }]),
    'POST',
    `${BASE}/products/calculate-all-fees`,
    true,
  ],
  ['getPriceHistory', (c) => c.getPriceHistory('p1'), 'GET', `${BASE}/products/p1/history`, true],
  [
    'searchPlaces',
    (c) => c.searchPlaces('andheri', { limit: 5 }),
    'GET',
    `${BASE}/api/geo/search?q=andheri&limit=5`,
    false,
  ],
  [
    'reversePlace',
    (c) => c.reversePlace(19.1, 72.8),
    'GET',
    `${BASE}/api/geo/reverse?lat=19.1&lon=72.8`,
    false,
  ],
  [
    'submitSuggestion',
    (c) => c.submitSuggestion({ email: '', vertical: 'dairy', description: 'x' }),
    'POST',
    `${BASE}/api/suggestions`,
    false,
  ],
  [
    'scrapePrice',
    (c) => c.scrapePrice({ platform: 'zepto', lat: 1, lon: 2, url: 'https://www.zepto.com/pn/x/pvid/1' }),
    'GET',
    'http://scraper.test/api/scrape/cart/products?platform=zepto&lat=1&lon=2&url=https%3A%2F%2Fwww.zepto.com%2Fpn%2Fx%2Fpvid%2F1',
    false,
  ],
  [
    'refreshPrices',
    (c) => c.refreshPrices({ lat: 1, lon: 2, items: [{ platform: 'zepto', url: 'u' }] }),
    'POST',
    'http://scraper.test/api/scrape/cart/refresh',
    false,
  ],
  ['fetchJson', (c) => c.fetchJson('/products/categories'), 'GET', `${BASE}/products/categories`, true],
];

describe('every call', () => {
  it.each(calls)('%s: method and URL', async (_name, run, method, url) => {
    const { client, requests } = setup(() => json({ id: 1, username: 'asha', createdAt: 'x' }));
    await run(client);
    expect(requests).toHaveLength(1);
    expect(last(requests).method).toBe(method);
    expect(last(requests).url).toBe(url);
  });

  it.each(calls)('%s: JSON content type and credentials included', async (_name, run) => {
    const { client, requests } = setup(() => json({ id: 1, username: 'asha', createdAt: 'x' }));
    await run(client);
    expect(last(requests).headers.get('content-type')).toBe('application/json');
    expect(last(requests).credentials).toBe('include');
  });

  it.each(calls)('%s: Lat/Lon headers only on product calls', async (_name, run, _method, _url, product) => {
    const { client, requests } = setup(() => json({ id: 1, username: 'asha', createdAt: 'x' }));
    await run(client);
    const headers = last(requests).headers;
    expect(headers.get('lat')).toBe(product ? '19.076' : null);
    expect(headers.get('lon')).toBe(product ? '72.8777' : null);
  });
});

describe('Lat/Lon headers', () => {
  it('are read from storage at call time', async () => {
    const recorder = recordFetch(() => json([]));
    const storage = createMemoryStorage();
    const client = createApiClient({ apiBaseUrl: BASE, storage, fetch: recorder.fetch });
    await client.getCategories({ lat: 1, lon: 2 });
    expect(last(recorder.requests).headers.get('lat')).toBeNull();
    storage.setItem('lat', '28.61');
    storage.setItem('lon', '77.2');
    await client.getCategories({ lat: 1, lon: 2 });
    expect(last(recorder.requests).headers.get('lat')).toBe('28.61');
    expect(last(recorder.requests).headers.get('lon')).toBe('77.2');
  });
});

describe('session calls', () => {
  it('login posts the credentials and returns the user', async () => {
    const user = { id: 7, username: 'asha', createdAt: '2026-01-01' };
    const { client, requests } = setup(() => json(user));
    await expect(client.login({ username: 'asha', password: 'secret1' })).resolves.toEqual(user);
    expect(await last(requests).json()).toEqual({ username: 'asha', password: 'secret1' });
  });

  it('unwraps a {success, data} envelope', async () => {
    const user = { id: 7, username: 'asha', createdAt: '2026-01-01' };
    const { client } = setup(() => json({ success: true, data: user }));
    await expect(client.register({ username: 'asha', password: 'secret1' })).resolves.toEqual(user);
  });

  it.each([
    [
      'the envelope message',
      () => json({ success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid credentials' } }, 401),
      '401: Invalid credentials',
    ],
    ['the raw body text', () => new Response('Username taken', { status: 409 }), '409: Username taken'],
    [
      'the status text when the body is empty',
      () => new Response(null, { status: 500, statusText: 'Internal Server Error' }),
      '500: Internal Server Error',
    ],
    ['raw JSON without an envelope', () => json({ nope: true }, 400), '400: {"nope":true}'],
  ])('non-OK throws "{status}: ..." using %s', async (_name, handler, message) => {
    const { client } = setup(handler);
    await expect(client.login({ username: 'a', password: 'b' })).rejects.toThrow(message);
    await expect(client.register({ username: 'a', password: 'b' })).rejects.toThrow(message);
    await expect(client.logout()).rejects.toThrow(message);
  });

  it('logout resolves to undefined', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.logout()).resolves.toBeUndefined();
  });

  it('getUser gives null on 401', async () => {
    const { client } = setup(() => json({ success: false, error: { message: 'Not signed in' } }, 401));
    await expect(client.getUser()).resolves.toBeNull();
  });

  it('getUser reads the 401 body to the end before answering null, so the connection is released', async () => {
    const body = trackedBody('{"success":false,"error":{"code":"UNAUTHORIZED","message":"Not signed in"}}');
    const { client } = setup(() => new Response(body.stream, { status: 401 }));
    await expect(client.getUser()).resolves.toBeNull();
    expect(body.readToEnd()).toBe(true);
  });

  it('getUser throws on other errors', async () => {
    const { client } = setup(() => new Response('down', { status: 503 }));
    await expect(client.getUser()).rejects.toThrow('503: down');
  });

  it('getUser returns the user', async () => {
    const user = { id: 1, username: 'ravi', createdAt: 'x' };
    const { client } = setup(() => json(user));
    await expect(client.getUser()).resolves.toEqual(user);
  });
});

describe('main and scraper calls never throw', () => {
  it.each([400, 401, 404, 500, 502])('status %s gives "HTTP error! Status: %s"', async (status) => {
    const { client } = setup(() => json({ success: false }, status));
    const results = await Promise.all([
      client.getProduct('x'),
      client.getCategories({ lat: 1, lon: 2 }),
      client.scrapePrice({ platform: 'zepto', lat: 1, lon: 2, url: 'u' }),
      client.calculateAllFees([]),
    ]);
    for (const result of results) {
      expect(result.data).toBeUndefined();
      expect(result.error?.message).toBe(`HTTP error! Status: ${status}`);
    }
  });

  it('carries the status, so a product that is gone (404) can be told from a failure', async () => {
    const { client } = setup(() =>
      json({ success: false, error: { code: 'NOT_FOUND', message: 'gone' } }, 404),
    );
    expect((await client.getProduct('x')).error).toMatchObject({
      message: 'HTTP error! Status: 404',
      status: 404,
    });
  });

  it('a network failure gives the network error message', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const result = await client.getTrending({ lat: 1, lon: 2 });
    expect(result.error?.message).toBe('fetch failed');
    expect(result.data).toBeUndefined();
  });

  it('a non-Error rejection still becomes an Error', async () => {
    const { client } = setup(() => Promise.reject('socket hang up'));
    const result = await client.getProduct('x');
    expect(result.error).toBeInstanceOf(Error);
    expect(result.error?.message).toBe('socket hang up');
  });

  it('an abort surfaces as an AbortError', async () => {
    const { client } = setup();
    const controller = new AbortController();
    controller.abort();
    const result = await client.searchPlaces('pune', { signal: controller.signal });
    expect(result.error?.name).toBe('AbortError');
  });

  it("a caller's abort in flight reaches the request and surfaces as an AbortError", async () => {
    let seen: AbortSignal | undefined;
    const recorder = recordFetch(
      (request) =>
        new Promise<Response>((_, reject) => {
          seen = request.signal;
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const client = createApiClient({
      apiBaseUrl: BASE,
      storage: createMemoryStorage(),
      fetch: recorder.fetch,
    });
    const controller = new AbortController();
    const pending = client.searchProducts({ q: 'milk' }, { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    const result = await pending;
    expect(seen?.aborted).toBe(true);
    expect(result.error?.name).toBe('AbortError');
  });

  it('a timeout surfaces as an error', async () => {
    const recorder = recordFetch(() => new Promise<Response>(() => undefined));
    const client = createApiClient({
      apiBaseUrl: BASE,
      storage: createMemoryStorage(),
      fetch: recorder.fetch,
      timeoutMs: 20,
    });
    const result = await client.getProduct('slow');
    expect(result.error?.name).toBe('TimeoutError');
  });

  it('invalid JSON gives an error, not a throw', async () => {
    const { client } = setup(() => new Response('<html>', { status: 200 }));
    const result = await client.getProduct('x');
    expect(result.error).toBeInstanceOf(SyntaxError);
  });
});

describe('request (the account calls)', () => {
  it.each([
    ['get', 'GET'],
    ['post', 'POST'],
    ['put', 'PUT'],
    ['patch', 'PATCH'],
    ['delete', 'DELETE'],
  ] as const)('sends %s as %s, with its JSON body', async (method, verb) => {
    const { client, requests } = setup(() => json({ ok: true }));
    const body = method === 'get' ? undefined : [{ productId: 'milk', quantity: 2 }];
    await expect(client.request(method, '/api/basket', { json: body })).resolves.toEqual({ ok: true });
    const request = last(requests);
    expect(request.method).toBe(verb);
    expect(request.url).toBe(`${BASE}/api/basket`);
    expect(request.credentials).toBe('include');
    if (body) expect(await request.json()).toEqual(body);
  });

  it('rejects a non-OK answer with its status, code and message', async () => {
    const { client } = setup(
      () =>
        new Response(
          JSON.stringify({ success: false, error: { code: 'UNAUTHORIZED', message: 'Sign in to use this' } }),
          { status: 401 },
        ),
    );
    await expect(client.request('put', '/api/basket', { json: [] })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Sign in to use this',
    });
  });
});

describe('answers', () => {
  it('getPlatforms disables caching and returns the list', async () => {
    const etas = [{ name: 'zepto', eta: { value: 9, unit: 'mins' } }];
    const { client, requests } = setup(() => json(etas));
    await expect(client.getPlatforms({ lat: 1, lon: 2 })).resolves.toEqual({ data: etas });
    expect(last(requests).cache).toBe('no-store');
  });

  it('getProduct returns the product (raw or enveloped)', async () => {
    const product = { productId: 'p1', brand: 'Amul', platformData: {} };
    expect((await setup(() => json(product)).client.getProduct('p1')).data).toEqual(product);
    expect((await setup(() => json({ success: true, data: product })).client.getProduct('p1')).data).toEqual(
      product,
    );
  });

  it('searchProducts returns the whole page envelope', async () => {
    const page = { success: true, data: [{ productId: 'p1', brand: 'Amul', platformData: {} }], total: 41 };
    const { client } = setup(() => json(page));
    expect((await client.searchProducts({ q: 'milk' })).data).toEqual(page);
  });

  it.each([
    [{}, 'offset=0&limit=20'],
    [{ offset: 40 }, 'offset=40&limit=20'],
    [{ q: 'milk', platform: 'zepto,blinkit', limit: 5 }, 'offset=0&limit=5&q=milk&platform=zepto%2Cblinkit'],
    [{ q: '', category: 'Dairy', brand: undefined }, 'offset=0&limit=20&category=Dairy'],
    [{ brand: 'Amul & Co' }, 'offset=0&limit=20&brand=Amul+%26+Co'],
    [{ q: 'milk', sort: 'unit-price' as const }, 'offset=0&limit=20&q=milk&sort=unit-price'],
  ])('searchProducts(%j) sends only defined non-empty params', async (query, search) => {
    const { client, requests } = setup(() => json({ success: true, data: [] }));
    await client.searchProducts(query);
    expect(last(requests).url).toBe(`${BASE}/products?${search}`);
  });

  it('calculateAllFees posts {platformTotals} and returns data', async () => {
    const fees = [
      {
        platform: 'zepto',
        deliveryFee: 25,
        smallCartFee: 0,
        handlingCharge: null,
        gstOnFees: 4.5,
        grandTotal: 129.5,
      },
    ];
    const { client, requests } = setup(() => json({ success: true, data: fees }));
    const result = await client.calculateAllFees([{ platform: 'zepto', cartTotal: 100 }]);
    expect(result.data).toEqual(fees);
    expect(await last(requests).json()).toEqual({ platformTotals: [{ platform: 'zepto', cartTotal: 100 }] });
  });

  it('scrapePrice returns the quote from {success, data}', async () => {
    const quote = { price: 42, mrp: 50, available: true };
    const { client } = setup(() => json({ success: true, data: quote }));
    expect((await client.scrapePrice({ platform: 'zepto', lat: 1, lon: 2, url: 'u' })).data).toEqual(quote);
  });

  it('refreshPrices posts the items and returns per-item answers', async () => {
    const answers = [{ platform: 'zepto', url: 'u', ok: false, error: 'merchant failed' }];
    const { client, requests } = setup(() => json({ success: true, data: answers }));
    const result = await client.refreshPrices({ lat: 1, lon: 2, items: [{ platform: 'zepto', url: 'u' }] });
    expect(result.data).toEqual(answers);
    expect(await last(requests).json()).toEqual({ lat: 1, lon: 2, items: [{ platform: 'zepto', url: 'u' }] });
  });

  it('scraper base defaults to the API base', async () => {
    const recorder = recordFetch(() => json({ success: true, data: { price: 1, mrp: 1, available: true } }));
    const client = createApiClient({
      apiBaseUrl: BASE,
      storage: createMemoryStorage(),
      fetch: recorder.fetch,
    });
    await client.scrapePrice({ platform: 'zepto', lat: 1, lon: 2, url: 'u' });
    expect(last(recorder.requests).url.startsWith(`${BASE}/api/scrape/cart/products?`)).toBe(true);
  });

  it('submitSuggestion posts the form and resolves to null data', async () => {
    const { client, requests } = setup(() => json({ success: true, data: { id: 3 } }, 201));
    const form = { email: 'a@b.in', vertical: 'dairy', description: 'More paneer deals' };
    await expect(client.submitSuggestion(form)).resolves.toEqual({ data: null });
    expect(await last(requests).json()).toEqual(form);
  });
});

describe('fetchJson', () => {
  it('parses the JSON answer', async () => {
    const { client } = setup(() => json({ hello: 'world' }));
    await expect(client.fetchJson('/api/anything')).resolves.toEqual({ hello: 'world' });
  });

  it('fails on 401 by default', async () => {
    const { client } = setup(() => new Response('no session', { status: 401 }));
    await expect(client.fetchJson('/api/user')).rejects.toThrow('401: no session');
  });

  it('returns null on 401 when asked', async () => {
    const { client } = setup(() => new Response('no session', { status: 401 }));
    await expect(client.fetchJson('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('reads the 401 body to the end before answering null', async () => {
    const body = trackedBody('no session');
    const { client } = setup(() => new Response(body.stream, { status: 401 }));
    await expect(client.fetchJson('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
    expect(body.readToEnd()).toBe(true);
  });

  it('still fails on other statuses with returnNull', async () => {
    const { client } = setup(() => new Response('nope', { status: 404 }));
    await expect(client.fetchJson('/api/user', { on401: 'returnNull' })).rejects.toThrow('404: nope');
  });
});

describe('standalone fetchJson', () => {
  it('GETs the path with the JSON and Lat/Lon headers and parses JSON', async () => {
    const recorder = recordFetch(() => json([{ title: 'Dairy' }]));
    const data = await fetchJson('/products/categories', {
      apiBaseUrl: BASE,
      fetch: recorder.fetch,
      storage: createMemoryStorage({ lat: '1', lon: '2' }),
    });
    expect(data).toEqual([{ title: 'Dairy' }]);
    expect(last(recorder.requests).headers.get('lat')).toBe('1');
    expect(last(recorder.requests).credentials).toBe('include');
  });

  it.each([
    [undefined, 'rejects'],
    ['throw', 'rejects'],
    ['returnNull', 'null'],
  ] as const)('on401=%s -> %s', async (on401, outcome) => {
    const recorder = recordFetch(() => new Response('no session', { status: 401 }));
    const pending = fetchJson('/api/user', {
      apiBaseUrl: BASE,
      fetch: recorder.fetch,
      ...(on401 ? { on401 } : {}),
    });
    if (outcome === 'null') await expect(pending).resolves.toBeNull();
    else await expect(pending).rejects.toThrow('401: no session');
  });
});
