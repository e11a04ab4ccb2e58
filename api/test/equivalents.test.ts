// Equivalents over HTTP on SQLite and PostgreSQL: the product page's 'Same kind, other brands' and
// POST /baskets/compare with per-line 'any brand' flags. The fixture catalogue gains a few
// products of known kinds whose prices are set per merchant, so every saving below is exact.
import {
  BasketComparisonSchema,
  EquivalentsSchema,
  ErrorEnvelopeSchema,
  ResolveListAnswerSchema,
  successEnvelope,
} from '@compare/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueOffer, PackUnit } from '../src/catalogue/types';
import { fixtureCatalogue } from './fixtures/catalogue';
import { answer, engines, startTestServer, type TestServer } from './helpers';

const MUMBAI = 'lat=19.076&lon=72.8777';

interface Extra {
  id: string;
  brand: string;
  name: string;
  category: string;
  label: string;
  value: number;
  unit: PackUnit;
  mrp: number;
  /** Price per merchant; a negative price is an out-of-stock offer at its absolute value. */
  prices: Record<string, number>;
}

const EXTRAS: Extra[] = [
  // The fixture's Amul Taaza 500 ml sells at 22.40 (blinkit), 23.52 (zepto), 24.64 (swiggy),
  // 25.76 (bigbasket), 26.88 (dmart).
  {
    id: 'md-toned',
    brand: 'Mother Dairy',
    name: 'Mother Dairy Toned Milk',
    category: 'dairy',
    label: '500 ml',
    value: 500,
    unit: 'ml',
    mrp: 28,
    prices: { zepto: 20.52, blinkit: 23, dmart: 25 },
  },
  {
    id: 'nandini-toned',
    brand: 'Nandini',
    name: 'Nandini Toned Milk',
    category: 'dairy',
    label: '500 ml',
    value: 500,
    unit: 'ml',
    mrp: 24,
    prices: { bigbasket: 21, swiggy: -10 },
  },
  {
    id: 'amul-gold',
    brand: 'Amul',
    name: 'Amul Gold Full Cream Milk',
    category: 'dairy',
    label: '500 ml',
    value: 500,
    unit: 'ml',
    mrp: 34,
    prices: { blinkit: 15, zepto: 15, swiggy: 15, bigbasket: 15, dmart: 15 },
  },
  {
    id: 'tata-toor',
    brand: 'Tata Sampann',
    name: 'Tata Sampann Unpolished Toor Dal',
    category: 'staples',
    label: '1 kg',
    value: 1,
    unit: 'kg',
    mrp: 210,
    prices: { blinkit: 150, zepto: 160 },
  },
  {
    id: 'organic-toor',
    brand: 'Organic Tattva',
    name: 'Organic Tattva Organic Toor Dal',
    category: 'staples',
    label: '1 kg',
    value: 1,
    unit: 'kg',
    mrp: 240,
    prices: { blinkit: 100, zepto: 100 },
  },
  {
    id: 'rajdhani-toor',
    brand: 'Rajdhani',
    name: 'Rajdhani Toor Dal',
    category: 'staples',
    label: '500 g',
    value: 500,
    unit: 'g',
    mrp: 90,
    prices: { blinkit: 70 },
  },
];

function catalogue(): Catalogue {
  const base = fixtureCatalogue();
  for (const extra of EXTRAS) {
    base.products.push({
      id: extra.id,
      brand: extra.brand,
      name: extra.name,
      category: extra.category,
      tags: [],
      images: [`/images/products/${extra.id}.svg`],
    });
    const variantId = `${extra.id}-v0`;
    base.variants.push({
      id: variantId,
      productId: extra.id,
      label: extra.label,
      packValue: extra.value,
      packUnit: extra.unit,
      mrp: extra.mrp,
      sortOrder: 0,
    });
    for (const [merchant, price] of Object.entries(extra.prices)) {
      const offer: CatalogueOffer = {
        id: `${variantId}-${merchant}-mumbai`,
        variantId,
        merchant: merchant as CatalogueOffer['merchant'],
        cityId: 'mumbai',
        title: `${extra.name} ${extra.label}`,
        url: `https://www.${merchant}.example/p/${variantId}`,
        image: `/images/products/${extra.id}.svg`,
        price: Math.abs(price),
        mrp: extra.mrp,
        inStock: price > 0,
      };
      base.offers.push(offer);
    }
  }
  return base;
}

const EquivalentsAnswer = successEnvelope(EquivalentsSchema);
const ComparisonAnswer = successEnvelope(BasketComparisonSchema);

describe.each(engines())('equivalents on $name', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { seed: catalogue() });
  });
  afterAll(async () => {
    await server.close();
  });

  const equivalents = async (path: string) => {
    const res = await server.client().get(path);
    expect(res.status).toBe(200);
    return answer(EquivalentsAnswer, res).data;
  };
  const compare = async (lines: unknown[]) => {
    const res = await server.client().post(`/baskets/compare?${MUMBAI}`, { lines });
    expect(res.status, res.text).toBe(200);
    return answer(ComparisonAnswer, res).data;
  };

  it("lists 'Same kind, other brands' at the point, cheapest unit price first, never another kind", async () => {
    const data = await equivalents(`/products/amul-taaza-milk/equivalents?variant=500%20ml&${MUMBAI}`);
    expect(data.kind).toEqual({ id: 'toned-milk', label: 'Toned milk' });
    expect(data.unitPrice).toEqual({ amount: 4.48, per: '100 ml' });
    expect(data.items.map((i) => [i.productId, i.merchantName, i.price, i.unitPrice, i.basis])).toEqual([
      ['md-toned', 'zepto', 20.52, { amount: 4.1, per: '100 ml' }, 'same-pack'],
      // Nandini's swiggy offer at 10 is out of stock: not offered.
      ['nandini-toned', 'bigbasket', 21, { amount: 4.2, per: '100 ml' }, 'same-pack'],
    ]);
  });

  it('compares the 1 l pack with 500 ml packs by unit price, said as such', async () => {
    const data = await equivalents(`/products/amul-taaza-milk/equivalents?variant=1%20l&${MUMBAI}`);
    expect(data.items.map((i) => [i.productId, i.basis, i.packs])).toEqual([
      ['md-toned', 'packs', 2],
      ['nandini-toned', 'packs', 2],
    ]);
  });

  it('keeps organic apart and finds nothing for a product of no kind', async () => {
    const toor = await equivalents(`/products/tata-toor/equivalents?${MUMBAI}`);
    expect(toor.items.map((i) => i.productId)).toEqual(['rajdhani-toor']);
    const biscuits = await equivalents(`/products/parle-biscuit-01/equivalents?${MUMBAI}`);
    expect(biscuits).toMatchObject({ kind: null, items: [] });
  });

  it('answers 404 for an unknown product or variant and 400 for bad input', async () => {
    for (const path of [
      '/products/nope/equivalents',
      '/products/amul-taaza-milk/equivalents?variant=3%20l',
    ]) {
      const res = await server.client().get(path);
      expect(res.status).toBe(404);
      expect(answer(ErrorEnvelopeSchema, res).error.code).toBe('NOT_FOUND');
    }
    const long = await server.client().get(`/products/amul-taaza-milk/equivalents?variant=${'x'.repeat(61)}`);
    expect(long.status).toBe(400);
  });

  it('with any brand on, buys each line as the cheapest equivalent per merchant and says what it saves', async () => {
    const data = await compare([
      { productId: 'amul-taaza-milk', variant: '500 ml', quantity: 2, anyBrand: true },
      { productId: 'tata-toor', variant: '1 kg', quantity: 1, anyBrand: true },
    ]);
    const [milk, toor] = data.lines;
    const at = (line: typeof milk, merchant: string) =>
      line!.choices.find((c) => c.merchantName === merchant)!;
    expect(milk!.kind?.id).toBe('toned-milk');
    expect(at(milk, 'zepto')).toMatchObject({
      productId: 'md-toned',
      substituted: true,
      cost: 41.04,
      ownCost: 47.04,
      saving: 6,
      unitPrice: { amount: 4.1, per: '100 ml' },
      ownUnitPrice: { amount: 4.7, per: '100 ml' },
      text: 'Mother Dairy Toned Milk 500 ml instead of Taaza Toned Milk 500 ml at Zepto: ₹6.00 less',
    });
    // blinkit's own Amul (22.40) is cheaper than Mother Dairy there (23): kept.
    expect(at(milk, 'blinkit')).toMatchObject({
      productId: 'amul-taaza-milk',
      substituted: false,
      saving: 0,
      text: null,
    });
    // Full cream milk at 15 is never chosen for toned milk.
    expect(milk!.choices.every((c) => c.productId !== 'amul-gold')).toBe(true);
    // Two 500 g packs make the kilo; organic toor dal at 100 is never chosen.
    expect(at(toor, 'blinkit')).toMatchObject({
      productId: 'rajdhani-toor',
      packs: 2,
      cost: 140,
      saving: 10,
      text: '2 x Rajdhani Toor Dal 500 g instead of Tata Sampann Unpolished Toor Dal 1 kg at Blinkit: ₹10.00 less',
    });
    expect(at(toor, 'zepto')).toMatchObject({ productId: 'tata-toor', substituted: false });
    const zepto = data.merchants.find((m) => m.merchantName === 'zepto')!;
    expect(zepto).toMatchObject({ itemsTotal: 201.04, complete: true, saving: 6 });
    const blinkit = data.merchants.find((m) => m.merchantName === 'blinkit')!;
    expect(blinkit).toMatchObject({ itemsTotal: 184.8, complete: true, saving: 10 });
  });

  it('with any brand off (the default), keeps every line to its own product', async () => {
    const data = await compare([{ productId: 'amul-taaza-milk', variant: '500 ml', quantity: 1 }]);
    expect(data.lines[0]!.anyBrand).toBe(false);
    expect(data.lines[0]!.choices.every((c) => !c.substituted && c.productId === 'amul-taaza-milk')).toBe(
      true,
    );
    expect(data.merchants.every((m) => m.saving === 0)).toBe(true);
  });

  it('says when the own product is not sold where an equivalent is', async () => {
    const data = await compare([{ productId: 'md-toned', variant: '500 ml', quantity: 1, anyBrand: true }]);
    const swiggy = data.lines[0]!.choices.find((c) => c.merchantName === 'swiggy')!;
    expect(swiggy).toMatchObject({ productId: 'amul-taaza-milk', ownCost: null, saving: null });
    expect(swiggy.text).toBe(
      'Taaza Toned Milk 500 ml instead of Mother Dairy Toned Milk 500 ml at Swiggy (Mother Dairy Toned Milk is not available there)',
    );
  });

  it.each([
    [{}, 400, 'lines must be a list of basket lines'],
    [{ lines: [] }, 400, 'lines must hold at least one line'],
    [
      { lines: [{ productId: 'amul-taaza-milk', variant: '500 ml', quantity: 0 }] },
      400,
      'quantity must be a whole number between 1 and 99',
    ],
    [{ lines: [{ productId: 'nope', variant: '500 ml', quantity: 1 }] }, 404, 'Product not found: nope'],
  ])('rejects %j with %i', async (body, status, message) => {
    const res = await server.client().post(`/baskets/compare?${MUMBAI}`, body);
    expect(res.status).toBe(status);
    expect(answer(ErrorEnvelopeSchema, res).error.message).toBe(message);
  });

  it('resolves an unbranded list line to the cheapest of its kind here, the others to choose from; a brand is kept', async () => {
    const res = await server.client().post(`/products/resolve-list?${MUMBAI}`, {
      text: 'toned milk 500 ml\ntoor dal 1kg\namul taaza 500 ml',
    });
    expect(res.status, res.text).toBe(200);
    const { lines } = answer(ResolveListAnswerSchema, res);
    expect(lines[0]).toMatchObject({
      match: { productId: 'md-toned', variant: '500 ml' },
      alternatives: [
        { productId: 'nandini-toned', variant: '500 ml' },
        { productId: 'amul-taaza-milk', variant: '500 ml' },
      ],
      kind: { id: 'toned-milk', label: 'toned milk' },
    });
    // The asked 1 kg pack first; two 500 g packs' brand after it; organic toor dal is another kind of need.
    expect(lines[1]).toMatchObject({
      match: { productId: 'tata-toor', variant: '1 kg' },
      alternatives: [{ productId: 'rajdhani-toor', variant: '500 g' }],
      kind: { id: 'toor-dal' },
    });
    expect(lines[2]!.match).toEqual({ productId: 'amul-taaza-milk', variant: '500 ml' });
    expect(lines[2]!.kind).toBeUndefined();
  });

  it("keeps a line's 'Any brand' flag in the synced basket", async () => {
    const c = server.client();
    const register = await c.post('/api/register', {
      username: `anybrand${engine.name}`,
      password: 'secret12',
    });
    expect(register.status).toBe(201);
    const items = [
      {
        productId: 'amul-taaza-milk',
        productName: 'Taaza Toned Milk',
        brand: 'Amul',
        variant: '500 ml',
        quantity: 2,
        platformData: [],
        anyBrand: true,
      },
    ];
    const put = await c.raw('/api/basket', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(items),
    });
    expect(put.status, put.text).toBe(200);
    expect((await c.get('/api/basket')).body).toEqual(items);
  });

  it('documents both routes in the OpenAPI document', async () => {
    const res = await server.client().get('/openapi.json');
    const doc = res.body as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/baskets/compare']?.post).toBeDefined();
    expect(doc.paths['/products/{id}/equivalents']?.get).toBeDefined();
  });
});
