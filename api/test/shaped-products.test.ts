// Shaped products are kept in the one loading cache with the offers each was built from: a price
// change reshapes only the products that show that offer, an import reshapes them all.
import { describe, expect, it } from 'vitest';
import { createChangeStream } from '../src/change-stream';
import type { CatalogueEntry } from '../src/services/loaded-catalogue';
import type { MerchantReach } from '../src/services/location';
import { createShapedProducts, type Shaped } from '../src/services/shaped-products';

const entry = (id: string): CatalogueEntry =>
  ({
    row: { id },
    variants: [{ id: `${id}-v` }],
    images: [],
    kind: '',
    trending: 0,
  }) as unknown as CatalogueEntry;
const reach: MerchantReach[] = [{ merchant: 'zepto', cityId: 'mumbai', eta: 10 } as MerchantReach];
const offer = (id: string) => ({ id, price_paise: 1, mrp_paise: 1, in_stock: 1, updated_at: '' });

describe('shaped products', () => {
  it('reshapes after a price change only the products showing that offer, and all after an import', async () => {
    const changes = createChangeStream();
    const shapedIds: string[][] = [];
    const shaped = createShapedProducts({
      changes,
      maxBytes: 1_000_000,
      ttlMs: 60_000,
      maxContexts: 10,
      shape: async (entries) => {
        shapedIds.push(entries.map((e) => e.row.id));
        return entries.map(
          (e): Shaped => ({
            product: { productId: e.row.id, platformData: {} } as Shaped['product'],
            offers: [`offer-${e.row.id}`],
          }),
        );
      },
    });
    const page = () => shaped.get([entry('milk'), entry('atta'), entry('dal')], reach, 'http://x', null);
    const first = await page();
    changes.publish({ kind: 'offer', offer: offer('offer-atta') });
    const second = await page();
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[2]).toBe(first[2]);
    // A zone reload after that price change adds nothing; an import's drops every product.
    changes.publish({ kind: 'zones' });
    expect((await page())[0]).toBe(first[0]);
    changes.publish({ kind: 'zones', all: true });
    expect((await page())[0]).not.toBe(first[0]);
    // Another origin is another answer.
    await shaped.get([entry('milk')], reach, 'http://y', null);
    expect(shapedIds).toEqual([['milk', 'atta', 'dal'], ['atta'], ['milk', 'atta', 'dal'], ['milk']]);
  });
});
