import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, json, startTestServer, type TestServer } from './helpers';

interface ErrorBody {
  success: false;
  error: { code: string; message: string };
}

describe.each(engines())('auth on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  it('registers, answers the user, logs out and then answers 401', async () => {
    const c = server.client();
    const reg = await c.post('/api/register', { username: 'asha_k', password: 'secret12' });
    expect(reg.status).toBe(201);
    const user = json<{ id: number; username: string; createdAt: string }>(reg);
    expect(user).toEqual({ id: expect.any(Number), username: 'asha_k', createdAt: expect.any(String) });
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'id', 'username']);
    const me = await c.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(user);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const out = await c.post('/api/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    const after = await c.get('/api/user');
    expect(after.status).toBe(401);
    expect(json<ErrorBody>(after)).toEqual({
      success: false,
      error: { code: 'UNAUTHORIZED', message: 'Not signed in' },
    });
  });

  it('sets an httpOnly, SameSite=Lax session cookie holding only an id (not secure outside production)', async () => {
    const c = server.client();
    const res = await c.post('/api/register', { username: 'cookie.check', password: 'secret12' });
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('compare.sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/;\s*secure/i);
    const value = c.cookies.get('compare.sid') ?? '';
    expect(value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Buffer.from(value, 'base64').toString('utf8')).not.toContain('userId');
    const row = await server.db('sessions').where('id', value).first();
    expect(row).toBeDefined();
  });

  it('answers 409 for a taken username (case-insensitive)', async () => {
    const c = server.client();
    expect((await c.post('/api/register', { username: 'ravi', password: 'secret12' })).status).toBe(201);
    const again = await server.client().post('/api/register', { username: 'RAVI', password: 'another1' });
    expect(again.status).toBe(409);
    expect(json<ErrorBody>(again).error).toEqual({ code: 'CONFLICT', message: 'Username is already taken' });
  });

  it('logs in with a fresh session id and rejects bad credentials without saying which part', async () => {
    const c = server.client();
    await c.post('/api/register', { username: 'meera', password: 'secret12' });
    const before = c.cookies.get('compare.sid');
    const login = await c.post('/api/login', { username: 'meera', password: 'secret12' });
    expect(login.status).toBe(200);
    expect(json<{ username: string }>(login).username).toBe('meera');
    const after = c.cookies.get('compare.sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await server.db('sessions').where('id', before!).first()).toBeUndefined();
    expect((await c.get('/api/user')).status).toBe(200);

    const wrongPassword = await server
      .client()
      .post('/api/login', { username: 'meera', password: 'wrong-pass' });
    const unknownUser = await server
      .client()
      .post('/api/login', { username: 'nobody', password: 'secret12' });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.status).toBe(401);
      expect(json<ErrorBody>(res).error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid username or password',
      });
    }
  });

  it('stores a salted scrypt hash, never the password', async () => {
    await server.client().post('/api/register', { username: 'salty1', password: 'same-password' });
    await server.client().post('/api/register', { username: 'salty2', password: 'same-password' });
    const rows = await server.db('users').whereIn('username', ['salty1', 'salty2']).select('password_hash');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain('same-password');
    }
    expect(rows[0].password_hash).not.toBe(rows[1].password_hash);
  });

  it.each([
    [{}, 'Username is required'],
    [{ username: '', password: 'secret12' }, 'Username is required'],
    [{ username: '   ', password: 'secret12' }, 'Username is required'],
    [{ username: 'ab', password: 'secret12' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(33), password: 'secret12' }, 'Username must be at most 32 characters'],
    [
      { username: 'bad name!', password: 'secret12' },
      'Username can only contain letters, digits, dots, dashes and underscores',
    ],
    [{ username: 42, password: 'secret12' }, 'Username must be text'],
    [{ username: 'valid' }, 'Password is required'],
    [{ username: 'valid', password: '' }, 'Password is required'],
    [{ username: 'valid', password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: 'valid', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [[1, 2], 'Request body must be a JSON object'],
  ])('register and login validate %j -> %s', async (body, message) => {
    for (const path of ['/api/register', '/api/login']) {
      const res = await server.client().post(path, body);
      expect(res.status).toBe(400);
      expect(json<ErrorBody>(res)).toEqual({ success: false, error: { code: 'VALIDATION', message } });
    }
  });

  it('throttles repeated failures per username with 429 and Retry-After', async () => {
    const c = server.client();
    await c.post('/api/register', { username: 'throttled', password: 'secret12' });
    for (let i = 0; i < 5; i++) {
      expect(
        (await server.client().post('/api/login', { username: 'throttled', password: 'wrong-1' })).status,
      ).toBe(401);
    }
    const blocked = await server.client().post('/api/login', { username: 'throttled', password: 'secret12' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(json<ErrorBody>(blocked).error.code).toBe('TOO_MANY_ATTEMPTS');
    // Another name from the same address is not blocked yet (the per-IP limit is higher).
    expect(
      (await server.client().post('/api/login', { username: 'meera', password: 'secret12' })).status,
    ).toBe(200);
  });

  it('throttles per IP after 20 failures across names', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await server.client().post('/api/login', { username: `ghost${i}`, password: 'wrong-1' }))
        .status;
    }
    expect(last).toBe(429);
  });
});
