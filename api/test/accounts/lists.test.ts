// The list service over a search that finds eggs sold in sixes, twelves and thirties: a bare
// number on an eggs line counts eggs, not packs; a count of packs stays a count of packs.
import { describe, expect, it } from 'vitest';
import { createListService } from '../../src/services/lists';
import type { ProductDto } from '../../src/services/offer-shaping';
import type { ProductPage } from '../../src/services/products';

const offer = (price: number) =>
  ({
    merchantName: 'blinkit',
    price,
    mrp: price,
    discount: 0,
  }) as unknown as ProductDto['platformData'][string][number];

const eggs = {
  productId: 'farm-eggs',
  name: 'Farm Eggs',
  platformData: { '6 pcs': [offer(48)], '12 pcs': [offer(92)], '30 pcs': [offer(210)] },
} as unknown as ProductDto;

const lists = createListService({
  list: async (): Promise<ProductPage> => ({
    data: [eggs],
    productIds: [eggs.productId],
    total: 1,
    searchedFor: null,
    similar: false,
  }),
});

describe('a typed list line for a product sold by the piece', () => {
  it('reads "anda 12" as twelve eggs, "anda 18" as three sixes, and "anda x2" or "anda 2" as packs', async () => {
    const point = { lat: 19.076, lon: 72.8777 };
    const { lines } = await lists.resolve('anda 12\nanda 18\nanda x2\nanda 2', point, 'http://localhost');
    expect(lines.map((l) => [l.input, l.match?.variant, l.quantity])).toEqual([
      ['anda 12', '12 pcs', 1],
      ['anda 18', '6 pcs', 3],
      ['anda x2', '6 pcs', 2],
      ['anda 2', '6 pcs', 2],
    ]);
  });
});
