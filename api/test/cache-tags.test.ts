// The loading cache owns staleness per entry: each value knows what it was built from (its tags),
// and a change naming one of them drops that value only, not the whole cache.
import { describe, expect, it } from 'vitest';
import { createChangeStream } from '../src/change-stream';
import { createLoadingCache, derived, memoize } from '../src/services/cache';
import { TagIndex } from '../src/services/cache-tags';

const OFFERS: Record<string, string[]> = { milk: ['o-milk-1', 'o-milk-2'], atta: ['o-atta-1'] };

describe('a loading cache with tagged entries', () => {
  it('drops only the pages that show a changed offer, and all of them at an import', async () => {
    const changes = createChangeStream();
    const loads: string[] = [];
    const pages = createLoadingCache({
      ttlMs: 60_000,
      tags: (page: { q: string; offers: string[] }) => page.offers,
      changes: { stream: changes, on: { offer: ({ offer }) => [offer.id], catalogue: 'drop' } },
      load: async (q: string) => {
        loads.push(q);
        return { q, offers: OFFERS[q]! };
      },
    });
    await pages.get('milk', 'milk');
    await pages.get('atta', 'atta');
    const offer = (id: string) => ({ id, price_paise: 1, mrp_paise: 1, in_stock: 1, updated_at: '' });
    changes.publish({ kind: 'offer', offer: offer('o-milk-2') });
    await pages.get('milk', 'milk');
    await pages.get('atta', 'atta');
    expect(loads).toEqual(['milk', 'atta', 'milk']);
    changes.publish({ kind: 'catalogue' });
    await pages.get('atta', 'atta');
    expect(loads).toEqual(['milk', 'atta', 'milk', 'atta']);
  });

  it('names each value built from a changed offer once, however often it was loaded', () => {
    const index = new TagIndex();
    index.add('page milk', ['o-milk-1', 'o-milk-2']);
    index.add('page atta', ['o-atta-1']);
    index.add('page milk and atta', ['o-milk-2', 'o-atta-1']);
    // Loaded again after other pages: the same offers name it a second time.
    index.add('page milk', ['o-milk-1', 'o-milk-2']);
    expect(index.changed(['o-milk-1', 'o-milk-2'], 1).sort()).toEqual(['page milk', 'page milk and atta']);
    expect(index.changed(['o-milk-2'], 2)).toEqual([]);
    expect(index.changed(['o-atta-1'], 3).sort()).toEqual(['page atta', 'page milk and atta']);
    expect(index.changedSince(['o-atta-1'], 2)).toBe(true);
    expect(index.changedSince(['o-atta-1'], 3)).toBe(false);
  });

  it('does not keep a value whose source changed while it loaded', async () => {
    let release: () => void = () => undefined;
    let loads = 0;
    const pages = createLoadingCache({
      ttlMs: 60_000,
      tags: (page: { offers: string[] }) => page.offers,
      load: async (_q: string) => {
        loads++;
        if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
        return { offers: ['o-1'], n: loads };
      },
    });
    const first = pages.get('q', 'q');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The offer changes while the first load runs (it may have read the old price).
    pages.dropTagged(['o-1']);
    release();
    expect((await first).n).toBe(1);
    expect((await pages.get('q', 'q')).n).toBe(2);
  });
});

describe('values loaded together (getMany)', () => {
  const offer = (id: string) => ({ id, price_paise: 1, mrp_paise: 1, in_stock: 1, updated_at: '' });

  it('loads only the values not kept, in one call, and a price change drops only the values that read it', async () => {
    const changes = createChangeStream();
    const batches: string[][] = [];
    const products = createLoadingCache({
      ttlMs: 60_000,
      tags: (p: { id: string; offers: string[] }) => p.offers,
      changes: { stream: changes, on: { offer: ({ offer: o }) => [o.id] } },
      load: async (id: string) => ({ id, offers: [`o-${id}`] }),
      loadMany: async (ids: string[]) => {
        batches.push(ids);
        return ids.map((id) => ({ id, offers: [`o-${id}`] }));
      },
    });
    const first = await products.getMany(['milk', 'atta'], ['milk', 'atta']);
    expect(first.map((p) => p.id)).toEqual(['milk', 'atta']);
    const again = await products.getMany(['atta', 'milk', 'dal'], ['atta', 'milk', 'dal']);
    expect(again.map((p) => p.id)).toEqual(['atta', 'milk', 'dal']);
    // The kept ones are the same objects (encoded once by the answers layer).
    expect(again[0]).toBe(first[1]);
    changes.publish({ kind: 'offer', offer: offer('o-milk') });
    const after = await products.getMany(['milk', 'atta', 'dal'], ['milk', 'atta', 'dal']);
    expect(after[1]).toBe(first[1]);
    expect(after[0]).not.toBe(first[0]);
    expect(batches).toEqual([['milk', 'atta'], ['dal'], ['milk']]);
  });

  it('keeps nothing a batch read while what it read changed or the cache was emptied', async () => {
    let release: () => void = () => undefined;
    let loads = 0;
    const products = createLoadingCache({
      ttlMs: 60_000,
      tags: (p: { offers: string[] }) => p.offers,
      load: async (_id: string) => ({ offers: ['o-1'], n: 0 }),
      loadMany: async (ids: string[]) => {
        loads++;
        if (loads <= 2) await new Promise<void>((resolve) => (release = resolve));
        return ids.map(() => ({ offers: ['o-1'], n: loads }));
      },
    });
    const first = products.getMany(['a'], ['a']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    products.dropTagged(['o-1']);
    release();
    expect((await first)[0]!.n).toBe(1);
    const second = products.getMany(['a'], ['a']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    products.clear();
    release();
    expect((await second)[0]!.n).toBe(2);
    expect((await products.getMany(['a'], ['a']))[0]!.n).toBe(3);
    expect((await products.getMany(['a'], ['a']))[0]!.n).toBe(3);
  });

  it('keeps at most maxBytes of values, dropping the least recently used', async () => {
    let loads = 0;
    const kept = createLoadingCache({
      ttlMs: 60_000,
      maxBytes: 300,
      sizeOf: (value: { bytes: number }) => value.bytes,
      load: async (_id: string) => ({ bytes: 100, n: ++loads }),
    });
    for (const id of ['a', 'b', 'c']) await kept.get(id, id);
    await kept.get('a', 'a');
    await kept.get('d', 'd');
    // 'b' was the least recently used when 'd' came in.
    expect(loads).toBe(4);
    await kept.get('a', 'a');
    expect(loads).toBe(4);
    await kept.get('b', 'b');
    expect(loads).toBe(5);
  });
});

describe('what an owner knows makes a value stale (isStale)', () => {
  it('serves the kept value while one reload runs, and passes it to the load', async () => {
    let wanted = 1;
    const previousSeen: Array<number | undefined> = [];
    let release: () => void = () => undefined;
    const index = createLoadingCache({
      ttlMs: Number.POSITIVE_INFINITY,
      stale: 'serve',
      isStale: (built: { from: number }) => built.from !== wanted,
      load: async (_key: null, previous: { from: number } | undefined) => {
        previousSeen.push(previous?.from);
        const from = wanted;
        if (previous) await new Promise<void>((resolve) => (release = resolve));
        return { from };
      },
    });
    expect((await index.get(null, '')).from).toBe(1);
    wanted = 2;
    // Out of date: the old value answers at once while the rebuild runs.
    expect((await index.get(null, '')).from).toBe(1);
    expect((await index.get(null, '')).from).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await index.get(null, '')).from).toBe(2);
    expect(previousSeen).toEqual([undefined, 1]);
  });
});

describe('values that are never stale', () => {
  it('memoize answers a pure function once per key, within its bound', () => {
    let calls = 0;
    const double = memoize((n: number) => {
      calls++;
      return n * 2;
    }, 2);
    expect([double(1), double(1), double(2), double(1)]).toEqual([2, 2, 4, 2]);
    expect(calls).toBe(2);
    double(3);
    // 2 was the least recently used: made again.
    expect(double(2)).toBe(4);
    expect(calls).toBe(4);
  });

  it('derived makes a value once per object', () => {
    let calls = 0;
    const bytesOf = derived((answer: { text: string }) => {
      calls++;
      return Buffer.from(answer.text);
    });
    const a = { text: 'a' };
    expect(bytesOf(a)).toBe(bytesOf(a));
    expect(bytesOf({ text: 'a' })).not.toBe(bytesOf(a));
    expect(calls).toBe(2);
  });
});
