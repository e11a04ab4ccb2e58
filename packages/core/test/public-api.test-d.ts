// Type tests of the public API: what partners and the API compile against.
import {
  basketDiscountPercent,
  type CartItem,
  cheapestMerchant,
  type FeeKey,
  type FeeResult,
  type FeeRule,
  formatMessage,
  lowestOffer,
  type Offer,
  offerAt,
  offerDiscountPercent,
  type PackSize,
  type PlatformKey,
  type Product,
  parsePackLabel,
  parsePackSize,
  platformTotalKey,
  type RefreshAnswer,
  toFeeKey,
  toPlatformKey,
  type User,
  type Variant,
} from '@compare/core';
import {
  CredentialsSchema,
  type FeeRuleSchema,
  type LooseProductSchema,
  type PlatformKeySchema,
  type ProductSchema,
  successEnvelope,
  UserSchema,
} from '@compare/core/contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';

describe('keys', () => {
  it('PlatformKey and FeeKey are the closed unions of the six merchants', () => {
    expectTypeOf<PlatformKey>().toEqualTypeOf<
      'blinkit' | 'zepto' | 'swiggy' | 'bigbasket' | 'dmart' | 'jiomart'
    >();
    expectTypeOf<FeeKey>().toEqualTypeOf<
      'blinkit' | 'zepto' | 'swiggy_instamart' | 'bigbasket' | 'dmart_ready' | 'jiomart'
    >();
  });

  it('the resolvers answer a key or null, and platformTotalKey any text', () => {
    expectTypeOf(toPlatformKey).returns.toEqualTypeOf<PlatformKey | null>();
    expectTypeOf(toFeeKey).returns.toEqualTypeOf<FeeKey | null>();
    expectTypeOf(platformTotalKey).returns.toEqualTypeOf<string>();
    expectTypeOf<z.infer<typeof PlatformKeySchema>>().toEqualTypeOf<PlatformKey>();
  });
});

describe('types are inferred from the contract', () => {
  it('User and FeeRule are exactly their schemas', () => {
    expectTypeOf<User>().toEqualTypeOf<z.infer<typeof UserSchema>>();
    expectTypeOf<FeeRule>().toEqualTypeOf<z.infer<typeof FeeRuleSchema>>();
  });

  it('a client Product is the loose schema: only productId, brand and platformData are required', () => {
    expectTypeOf<Product>().toEqualTypeOf<z.infer<typeof LooseProductSchema>>();
    expectTypeOf<Product>().toHaveProperty('variants').toEqualTypeOf<Variant[] | undefined>();
    expectTypeOf<{
      productId: string;
      brand: string;
      platformData: Record<string, Offer[]>;
    }>().toExtend<Product>();
  });

  it("the API's Product always carries its variants with pack sizes", () => {
    type Wire = z.infer<typeof ProductSchema>;
    expectTypeOf<Wire['variants']>().toEqualTypeOf<Variant[]>();
    expectTypeOf<Wire>().toExtend<Product>();
  });

  it('a refresh error is the API envelope error or text', () => {
    expectTypeOf<RefreshAnswer['error']>().toEqualTypeOf<
      { code: string; message: string } | string | undefined
    >();
  });

  it('parsing credentials gives strings; the envelope helper keeps the data type', () => {
    expectTypeOf(CredentialsSchema.parse).returns.toEqualTypeOf<{ username: string; password: string }>();
    const envelope = successEnvelope(UserSchema);
    expectTypeOf<z.infer<typeof envelope>>().toEqualTypeOf<{ success: true; data: User }>();
  });
});

describe('rules', () => {
  it('lowestOffer and offerAt return the element type they are given', () => {
    expectTypeOf(lowestOffer<Offer>).returns.toEqualTypeOf<Offer | undefined>();
    expectTypeOf(offerAt<CartItem['platformData'][number]>).returns.toEqualTypeOf<
      CartItem['platformData'][number] | undefined
    >();
    expectTypeOf(lowestOffer).parameter(1).toEqualTypeOf<{ inStockOnly?: boolean } | undefined>();
  });

  it('the two discount rules take rupees and answer a number', () => {
    expectTypeOf(offerDiscountPercent).toEqualTypeOf<(price: number, mrp: number) => number>();
    expectTypeOf(basketDiscountPercent).toEqualTypeOf<(totalPrice: number, totalMrp: number) => number>();
  });

  it('cheapestMerchant answers a merchant name or null, serving everyone by default', () => {
    expectTypeOf(cheapestMerchant).returns.toEqualTypeOf<string | null>();
    expectTypeOf(cheapestMerchant).parameter(2).toEqualTypeOf<readonly FeeResult[]>();
    expectTypeOf(cheapestMerchant).toBeCallableWith([], ['blinkit'], []);
  });

  it('pack sizes: parsePackSize may find none, parsePackLabel always answers the wire shape', () => {
    expectTypeOf(parsePackSize).returns.toEqualTypeOf<PackSize | null>();
    expectTypeOf(parsePackLabel).returns.toEqualTypeOf<{
      packValue: number;
      packUnit: Variant['packUnit'];
    }>();
  });

  it('formatMessage takes an optional locale', () => {
    expectTypeOf(formatMessage).toBeCallableWith(
      '{count, plural, one {# item} other {# items}}',
      { count: 1 },
      'hi',
    );
    expectTypeOf(formatMessage).returns.toEqualTypeOf<string>();
  });
});
