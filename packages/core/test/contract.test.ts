import {
  CartItemSchema,
  CredentialsSchema,
  ErrorEnvelopeSchema,
  FeeResultSchema,
  FeeRuleSchema,
  LooseProductSchema,
  PlatformTotalsRequestSchema,
  ProductListQuerySchema,
  ProductSchema,
  RefreshRequestSchema,
  ScrapeQuerySchema,
  successEnvelope,
} from '@compare/core/contract';
import { describe, expect, it } from 'vitest';

const offer = {
  merchantName: 'blinkit',
  merchantUrl: 'https://blinkit.com/prn/x/prid/1',
  name: 'Amul Taaza 500 ml',
  img: 'https://api.example/images/milk.svg',
  price: 28,
  mrp: 30,
  discount: 7,
  isOutOfStock: false,
  eta: 9,
};

const product = {
  productId: 'p1',
  brand: 'Amul',
  name: 'Taaza Toned Milk',
  category: 'Dairy',
  images: ['https://api.example/images/milk.svg'],
  platformData: { '500 ml': [offer] },
  variants: [{ label: '500 ml', packValue: 500, packUnit: 'ml' }],
};

function messageOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string {
  return result.error?.issues[0]?.message ?? '';
}

describe('contract: products', () => {
  it('accepts what the API sends, variants with pack sizes included', () => {
    expect(ProductSchema.parse(product)).toEqual(product);
  });

  it('rejects a product answer whose pack unit is not one the parser knows', () => {
    const bad = { ...product, variants: [{ label: '1 cup', packValue: 1, packUnit: 'cup' }] };
    expect(ProductSchema.safeParse(bad).success).toBe(false);
  });

  it('lets clients read a product with only productId, brand and platformData', () => {
    const minimal = {
      productId: 'p1',
      brand: 'Amul',
      platformData: { '500 ml': [{ ...offer, eta: undefined }] },
    };
    expect(LooseProductSchema.safeParse(minimal).success).toBe(true);
    expect(ProductSchema.safeParse(minimal).success).toBe(false);
  });

  it('reads the search query the way the server always has: defaults and exact messages', () => {
    expect(ProductListQuerySchema.parse({})).toMatchObject({ offset: 0, limit: 20 });
    expect(messageOf(ProductListQuerySchema.safeParse({ limit: '101' }))).toBe(
      'limit must be a whole number between 1 and 100',
    );
    expect(messageOf(ProductListQuerySchema.safeParse({ lat: 'north' }))).toBe(
      'lat must be a number between -90 and 90',
    );
  });
});

describe('contract: accounts', () => {
  it.each([
    [{}, 'Username is required'],
    [{ username: 'ab', password: 'secret1' }, 'Username must be at least 3 characters'],
    [{ username: 'asha' }, 'Password is required'],
    [{ username: 'asha', password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: 7, password: 'secret1' }, 'Username must be text'],
  ])('credentials %j fail with "%s"', (input, message) => {
    expect(messageOf(CredentialsSchema.safeParse(input))).toBe(message);
  });

  it('trims the username', () => {
    expect(CredentialsSchema.parse({ username: '  asha ', password: 'secret1' }).username).toBe('asha');
  });
});

describe('contract: fees, basket and prices', () => {
  it('a fee rule keeps unknown figures as null and may carry membership effects', () => {
    const rule = {
      platform: 'zepto',
      deliveryFee: 30,
      freeDeliveryAbove: 199,
      smallCartFee: null,
      smallCartBelow: null,
      handlingCharge: 4,
      gstRate: 0.18,
      source: 'app, Nov 2026',
      effectiveFrom: '2026-11-01',
      memberships: [{ membership: 'zepto_pass', name: 'Zepto Pass', freeDeliveryAbove: 99, source: 'app' }],
    };
    expect(FeeRuleSchema.parse(rule)).toEqual(rule);
  });

  it('fee requests carry the field messages the API answers with', () => {
    expect(
      messageOf(
        PlatformTotalsRequestSchema.safeParse({ platformTotals: [{ platform: 'zepto', cartTotal: -1 }] }),
      ),
    ).toBe('cartTotal must be 0 or more');
    expect(messageOf(PlatformTotalsRequestSchema.safeParse([]))).toBe('Request body must be a JSON object');
    expect(
      messageOf(PlatformTotalsRequestSchema.safeParse({ platformTotals: [], memberships: 'zepto_pass' })),
    ).toBe('memberships must be a list');
    expect(messageOf(PlatformTotalsRequestSchema.safeParse({ platformTotals: [], memberships: [' '] }))).toBe(
      'A membership key cannot be empty',
    );
    expect(
      PlatformTotalsRequestSchema.parse({ platformTotals: [], memberships: ['zepto_pass'] }).memberships,
    ).toEqual(['zepto_pass']);
  });

  it('an offer, and the basket line that keeps it, may say its price is stale', () => {
    const stale = { ...offer, observedAt: '2026-11-01T10:00:00.000Z', stale: true };
    expect(
      ProductSchema.parse({ ...product, platformData: { '500 ml': [stale] } }).platformData['500 ml'],
    ).toEqual([stale]);
    const { eta: _eta, discount, ...kept } = stale;
    const item = {
      productId: 'p1',
      productName: 'Taaza Toned Milk',
      brand: 'Amul',
      variant: '500 ml',
      quantity: 1,
      platformData: [{ ...kept, discount }],
    };
    expect(CartItemSchema.parse(item).platformData[0]!.stale).toBe(true);
    expect(
      ProductSchema.safeParse({ ...product, platformData: { '500 ml': [{ ...offer, stale: 'yes' }] } })
        .success,
    ).toBe(false);
  });

  it('the success envelope wraps any answer', () => {
    const answer = {
      success: true,
      data: [
        {
          platform: 'zepto',
          deliveryFee: 0,
          smallCartFee: null,
          handlingCharge: 4,
          gstOnFees: 0.72,
          grandTotal: 254.72,
        },
      ],
    };
    expect(successEnvelope(FeeResultSchema.array()).parse(answer)).toEqual(answer);
  });

  it('a cart line needs a whole quantity', () => {
    const line = {
      productId: 'p1',
      productName: 'Milk',
      brand: 'Amul',
      variant: '500 ml',
      quantity: 1.5,
      platformData: [],
    };
    expect(CartItemSchema.safeParse(line).success).toBe(false);
  });

  it('reads any spelling of a merchant as its platform key', () => {
    const query = { platform: 'Swiggy Instamart', lat: '19.07', lon: '72.87', url: 'https://x' };
    expect(ScrapeQuerySchema.parse(query)).toMatchObject({ platform: 'swiggy', lat: 19.07, lon: 72.87 });
    expect(messageOf(ScrapeQuerySchema.safeParse({ ...query, platform: 'amazon' }))).toMatch(
      /^platform must be one of/,
    );
  });

  it('limits a refresh to 200 items', () => {
    const items = Array.from({ length: 201 }, () => ({
      platform: 'zepto',
      url: 'https://www.zeptonow.com/pn/x/pvid/1',
    }));
    expect(messageOf(RefreshRequestSchema.safeParse({ lat: 19, lon: 72, items }))).toBe(
      'items can have at most 200 entries',
    );
  });
});

describe('contract: errors', () => {
  it('every failure is {success: false, error: {code, message}}', () => {
    const body = { success: false, error: { code: 'NOT_FOUND', message: 'Product not found' } };
    expect(ErrorEnvelopeSchema.parse(body)).toEqual(body);
    expect(ErrorEnvelopeSchema.safeParse({ success: false, error: 'Product not found' }).success).toBe(false);
  });
});
