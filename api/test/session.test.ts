// The session middleware (middleware/session.ts) as a shopper meets it: a visit without a cookie
// stores nothing; a signed cookie names a stored session until it expires (by the row's time or the
// session's own); a session is renewed in the second half of its week and not before; a cookie
// whose signature does not match signs nobody in; logging out ends the session for every copy of
// the cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS } from '../src/middleware/session';
import { engines, startTestServer, type TestClient, type TestServer } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

describe.each(engines())('sessions on $name', (engine) => {
  let server: TestServer;
  let n = 0;
  const sessionCount = async () => Number((await server.db('sessions').count({ n: '*' }).first())?.n ?? 0);
  const signedIn = async (): Promise<{ client: TestClient; id: string }> => {
    const client = server.client();
    n += 1;
    const res = await client.post('/api/register', { username: `session_${n}`, password: 'secret12' });
    expect(res.status).toBe(201);
    return { client, id: client.cookies.get('compare.sid')! };
  };
  const row = async (id: string) =>
    (await server.db('sessions').where('id', id).first()) as
      | { data: string; expires_at: number | string }
      | undefined;
  /** Moves a stored session's expiry (the session's `_expire` and the row's) to `at`. */
  const expireAt = async (id: string, at: number, rowAt = at + 10_000) => {
    const data = JSON.parse((await row(id))!.data) as Record<string, unknown>;
    await server
      .db('sessions')
      .where('id', id)
      .update({ data: JSON.stringify({ ...data, _expire: at }), expires_at: rowAt });
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores nothing and sets no cookie for a visit without one', async () => {
    const before = await sessionCount();
    const c = server.client();
    const res = await c.get('/api/user');
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await c.get('/api/watches')).status).toBe(401);
    expect(await sessionCount()).toBe(before);
  });

  it('stores the session with its expiry a week ahead, and answers it on every request', async () => {
    const started = Date.now();
    const { client, id } = await signedIn();
    const stored = await row(id);
    const data = JSON.parse(stored!.data) as { userId: number; _expire: number; _maxAge: number };
    expect(data.userId).toEqual(expect.any(Number));
    expect(data._maxAge).toBe(SESSION_MAX_AGE_MS);
    expect(data._expire).toBeGreaterThanOrEqual(started + SESSION_MAX_AGE_MS);
    expect(Number(stored!.expires_at)).toBeGreaterThanOrEqual(data._expire);
    // Unchanged and in the first half of its week: read, not stored again, no new cookie.
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie()).toEqual([]);
    expect((await row(id))!.data).toBe(stored!.data);
  });

  it('renews a session in the second half of its week: same id, a week ahead again', async () => {
    const { client, id } = await signedIn();
    await expireAt(id, Date.now() + 2 * DAY);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    const cookie = me.headers.getSetCookie().find((line) => line.startsWith('compare.sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`compare.sid=${id}`);
    const data = JSON.parse((await row(id))!.data) as { _expire: number };
    expect(data._expire).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(Number((await row(id))!.expires_at)).toBeGreaterThan(Date.now() + 6 * DAY);
  });

  it('signs nobody in with an expired session, by its own expiry or by the row’s', async () => {
    const first = await signedIn();
    await expireAt(first.id, Date.now() - 1000, Date.now() + DAY);
    expect((await first.client.get('/api/user')).status).toBe(401);
    const second = await signedIn();
    await expireAt(second.id, Date.now() + DAY, Date.now() - 1000);
    expect((await second.client.get('/api/user')).status).toBe(401);
    expect(
      (await second.client.post('/api/watches', { productId: 'x', variant: '1 l', below: 1 })).status,
    ).toBe(401);
  });

  it('signs nobody in when the cookie’s signature does not match', async () => {
    const { client, id } = await signedIn();
    const other = await signedIn();
    // Another session's id under this cookie's signature, and a made-up signature.
    client.cookies.set('compare.sid', other.id);
    expect((await client.get('/api/user')).status).toBe(401);
    client.cookies.set('compare.sid', id);
    client.cookies.set('compare.sid.sig', 'AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('ends the session for every copy of the cookie at logout', async () => {
    const { client, id } = await signedIn();
    const copy = server.client();
    for (const [k, v] of client.cookies) copy.cookies.set(k, v);
    expect((await copy.get('/api/user')).status).toBe(200);
    const out = await client.post('/api/logout');
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie().find((line) => line.startsWith('compare.sid='));
    expect(cleared).toMatch(/^compare\.sid=;.*expires=Thu, 01 Jan 1970/i);
    expect(await row(id)).toBeUndefined();
    expect((await copy.get('/api/user')).status).toBe(401);
    expect((await copy.post('/api/saved-baskets', { name: 'After', items: [] })).status).toBe(401);
  });

  it('gives a fresh id at login and forgets the one before', async () => {
    const { client, id } = await signedIn();
    const again = await client.post('/api/login', { username: `session_${n}`, password: 'secret12' });
    expect(again.status).toBe(200);
    const fresh = client.cookies.get('compare.sid')!;
    expect(fresh).not.toBe(id);
    expect(await row(id)).toBeUndefined();
    expect(JSON.parse((await row(fresh))!.data)).toMatchObject({ userId: expect.any(Number) });
    expect((await client.get('/api/user')).status).toBe(200);
  });
});
