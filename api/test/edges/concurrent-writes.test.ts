// Writes that wait their turn: 32 accounts create price watches and saved baskets at the same
// moment through the HTTP app, and every write is stored (no 503 from a busy SQLite, no cap
// crossed by two parallel inserts), on both engines.
import { MAX_SAVED_BASKETS } from '@compare/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_DEFAULTS } from '../../src/config';
import { engines, startTestServer, type TestClient, type TestServer } from '../helpers';
import { burst } from './burst';

const ACCOUNTS = 32;

describe.each(engines())('concurrent account writes on $name', (engine) => {
  let server: TestServer;
  let clients: TestClient[];
  beforeAll(async () => {
    server = await startTestServer(engine, {
      config: { limits: { ...LIMIT_DEFAULTS, register: { points: 1000, windowMs: 60_000 } } },
    });
    clients = [];
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const c = server.client();
      const res = await c.post('/api/register', { username: `burst${i}`, password: 'secret12' });
      expect(res.status).toBe(201);
      clients.push(c);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores every watch and saved basket 32 accounts send at once', async () => {
    const result = await burst(clients, { watches: 5, baskets: 3 });
    expect(result.statuses).toEqual({ 201: ACCOUNTS * 8 });
    const watches = await server.db('price_watches').count({ n: '*' }).first();
    const baskets = await server.db('saved_baskets').count({ n: '*' }).first();
    expect(Number(watches?.n)).toBe(ACCOUNTS * 5);
    expect(Number(baskets?.n)).toBe(ACCOUNTS * 3);
  });

  it('holds the saved-basket cap when one account saves past it in parallel', async () => {
    const c = clients[0]!;
    const already = Number((await server.db('saved_baskets').count({ n: '*' }).first())?.n);
    const mine = (await c.get('/api/saved-baskets')).body as unknown[];
    const extra = MAX_SAVED_BASKETS - mine.length + 6;
    const result = await burst([c], { watches: 0, baskets: extra });
    expect(result.statuses).toEqual({ 201: MAX_SAVED_BASKETS - mine.length, 429: 6 });
    const after = Number((await server.db('saved_baskets').count({ n: '*' }).first())?.n);
    expect(after - already).toBe(MAX_SAVED_BASKETS - mine.length);
  });
});
