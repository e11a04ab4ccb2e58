// Random public ids (migration 065) that collide are drawn again instead of failing the write: a
// saved basket, a watch and an alert whose first id is taken are stored under the next one. Any
// other constraint still fails. Both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUnderCap } from '../../src/db/capped-insert';
import { insertWithPublicIds, newPublicId, withFreshPublicId } from '../../src/repositories/public-ids';
import { engines, startTestServer, type TestServer } from '../helpers';

describe('fresh public ids', () => {
  it('are whole numbers from 2^32 below 2^32 + 2^48, all different across many pool refills', () => {
    const ids = Array.from({ length: 5000 }, () => newPublicId());
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(2 ** 32);
      expect(id).toBeLessThan(2 ** 32 + 2 ** 48);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Random, not counted: the ids are spread over the range, not bunched at its start.
    expect(ids.filter((id) => id - 2 ** 32 > 2 ** 47).length).toBeGreaterThan(2000);
  });
});

describe.each(engines())('public id collisions on $name', (engine) => {
  let server: TestServer;
  let userId: number;
  const at = new Date().toISOString();
  const watch = () => ({
    user_id: userId,
    product_id: 'amul-taaza-milk',
    variant_id: 'amul-taaza-milk-v1',
    variant: '1 l',
    city_id: 'mumbai',
    below_paise: 4000,
    merchants: null,
    last_alert_paise: null,
    created_at: at,
  });
  // Ids handed out in this order, one per call.
  const ids = (...list: number[]) => {
    let i = 0;
    return () => list[i++] ?? 9_999_999_999;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    const c = server.client();
    expect(
      (await c.post('/api/register', { username: `ids_${engine.name}`, password: 'secret12' })).status,
    ).toBe(201);
    userId = Number(((await server.db('users').first('id')) as { id: number | string }).id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('draws another id when the first is taken', async () => {
    expect(await insertWithPublicIds(server.db, 'price_watches', [watch()], ids(5_000_000_001))).toEqual([
      5_000_000_001,
    ]);
    // The next row draws the same id first, then a free one.
    expect(
      await insertWithPublicIds(server.db, 'price_watches', [watch()], ids(5_000_000_001, 5_000_000_002)),
    ).toEqual([5_000_000_002]);
    const stored = (
      await server.db('price_watches').where('user_id', userId).orderBy('id').pluck('public_id')
    ).map(Number);
    expect(stored).toEqual([5_000_000_001, 5_000_000_002]);
  });

  it('retries only the rows of a batch that collided, keeping their order', async () => {
    const rows = [watch(), watch(), watch()];
    const given = await insertWithPublicIds(
      server.db,
      'price_watches',
      rows,
      ids(5_000_000_010, 5_000_000_001, 5_000_000_011, 5_000_000_012),
    );
    expect(given).toEqual([5_000_000_010, 5_000_000_012, 5_000_000_011]);
  });

  it('gives up after a few draws and still fails on other constraints', async () => {
    await expect(
      insertWithPublicIds(server.db, 'price_watches', [watch()], () => 5_000_000_001),
    ).rejects.toThrow(/no free public id/);
    await expect(
      insertWithPublicIds(server.db, 'price_watches', [{ ...watch(), user_id: 987_654 }], ids(5_000_000_020)),
    ).rejects.toThrow();
  });

  it('draws again for a capped insert (a new watch or saved basket) whose id is taken', async () => {
    const next = ids(5_000_000_001, 5_000_000_030);
    const row = await withFreshPublicId(
      (publicId) =>
        insertUnderCap<{ public_id: number | string }>(
          server.db,
          'price_watches',
          { ...watch(), public_id: publicId },
          1000,
        ),
      next,
    );
    expect(Number(row?.public_id)).toBe(5_000_000_030);
    await expect(
      withFreshPublicId(
        (publicId) => insertUnderCap(server.db, 'price_watches', { ...watch(), public_id: publicId }, 1000),
        () => 5_000_000_001,
      ),
    ).rejects.toThrow(/no free public id/);
  });
});
