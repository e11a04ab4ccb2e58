// An account's capped insert (db/capped-insert.ts), on both engines: text with quotes, backslashes,
// dollar quotes, question marks and statement separators is stored as sent (on PostgreSQL the row
// goes in as a quoted literal); inserts of one account sent at once never pass its cap, whatever
// the order; another account is not held to it; a row that breaks a constraint fails and leaves
// nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUnderCap } from '../src/db/capped-insert';
import { engines, startTestServer, type TestServer } from './helpers';

describe.each(engines())('capped insert on $name', (engine) => {
  let server: TestServer;
  const users: number[] = [];
  const at = new Date().toISOString();
  let nextId = 7_000_000_000;
  const basket = (userId: number, name: string) => ({
    public_id: nextId++,
    user_id: userId,
    name,
    items: '[]',
    lines: 0,
    share_token: null,
    created_at: at,
    updated_at: at,
  });
  const count = async (userId: number) =>
    Number(
      ((await server.db('saved_baskets').where('user_id', userId).count({ n: '*' }).first()) as { n: string })
        .n,
    );

  beforeAll(async () => {
    server = await startTestServer(engine);
    for (const name of ['capped_a', 'capped_b']) {
      const c = server.client();
      expect((await c.post('/api/register', { username: name, password: 'secret12' })).status).toBe(201);
      users.push(
        Number(((await server.db('users').where('username', name).first('id')) as { id: string }).id),
      );
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores awkward text exactly as sent and answers the stored row', async () => {
    const name = `O'Brien's \\' "x" $$ $q$ ? ?? ; DELETE FROM users; -- ✓ \u00e9`;
    const row = await insertUnderCap<{ name: string; public_id: number | string }>(
      server.db,
      'saved_baskets',
      basket(users[0]!, name),
      5,
    );
    expect(row?.name).toBe(name);
    const stored = await server.db('saved_baskets').where('public_id', row!.public_id).first('name');
    expect(stored?.name).toBe(name);
    expect(Number((await server.db('users').count({ n: '*' }).first())?.n)).toBe(2);
  });

  it('never passes the cap when one account inserts many at once; others are not held to it', async () => {
    const [a, b] = users as [number, number];
    const before = await count(a);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => insertUnderCap(server.db, 'saved_baskets', basket(a, `a${i}`), 5)),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(5 - before);
    expect(await count(a)).toBe(5);
    expect(await insertUnderCap(server.db, 'saved_baskets', basket(a, 'one more'), 5)).toBeNull();
    expect(await insertUnderCap(server.db, 'saved_baskets', basket(b, 'other account'), 5)).not.toBeNull();
  });

  it('fails a row that breaks a constraint and stores nothing of it', async () => {
    const b = users[1]!;
    const before = await count(b);
    const taken = basket(b, 'first');
    await insertUnderCap(server.db, 'saved_baskets', taken, 5);
    await expect(
      insertUnderCap(server.db, 'saved_baskets', { ...basket(b, 'clash'), public_id: taken.public_id }, 5),
    ).rejects.toThrow();
    expect(await count(b)).toBe(before + 1);
    // The connection is usable afterwards (no transaction left open on it).
    expect(await insertUnderCap(server.db, 'saved_baskets', basket(b, 'after'), 5)).not.toBeNull();
  });
});
