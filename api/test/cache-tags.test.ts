// The loading cache owns staleness per entry: each value knows what it was built from (its tags),
// and a change naming one of them drops that value only, not the whole cache.
import { describe, expect, it } from 'vitest';
import { createChangeStream } from '../src/change-stream';
import { createLoadingCache } from '../src/services/cache';

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
