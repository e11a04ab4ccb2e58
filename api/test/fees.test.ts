import { FeeResultSchema, FeeRuleSchema, successEnvelope } from '@compare/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { down, up } from '../src/db/migrations/050-fee-rule-memberships';
import { MEMBERSHIP_EFFECTS } from '../src/reference/fees';
import { createFeeRulesRepository } from '../src/repositories/fee-rules';
import { answer, createTestDb, engines, startTestServer, type TestServer } from './helpers';

const FeesAnswer = successEnvelope(z.array(FeeResultSchema));

describe.each(engines())('fees on $name', (engine) => {
  let server: TestServer;
  const fees = async (platformTotals: unknown) => {
    const res = await server.client().post('/products/calculate-all-fees', { platformTotals });
    expect(res.status).toBe(200);
    const body = answer(FeesAnswer, res);
    expect(body.success).toBe(true);
    return body.data;
  };
  const one = async (platform: string, cartTotal: number) => (await fees([{ platform, cartTotal }]))[0]!;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  // Fixture blinkit rule: delivery 30 (free strictly above 199), small-cart 20 below 99, handling 2, GST 18%.
  it.each([
    [0, 30, 20, 2, 9.36, 61.36],
    [50, 30, 20, 2, 9.36, 111.36],
    [98.99, 30, 20, 2, 9.36, 160.35],
    [99, 30, 0, 2, 5.76, 136.76],
    [198.99, 30, 0, 2, 5.76, 236.75],
    [199, 30, 0, 2, 5.76, 236.76],
    [199.01, 0, 0, 2, 0.36, 201.37],
    [500, 0, 0, 2, 0.36, 502.36],
  ])(
    'blinkit at cart %s: delivery %s, small cart %s, handling %s, GST %s, total %s',
    async (cart, d, s, h, g, t) => {
      expect(await one('blinkit', cart)).toEqual({
        platform: 'blinkit',
        deliveryFee: d,
        smallCartFee: s,
        handlingCharge: h,
        gstOnFees: g,
        grandTotal: t,
      });
    },
  );

  it('normalises platform names with toFeeKey and rounds GST to the paisa', async () => {
    // swiggy_instamart: delivery 25 below 199, no small-cart rule, handling 5.99: GST 0.18 * 30.99 = 5.5782.
    expect(await one('swiggy', 100)).toEqual({
      platform: 'swiggy',
      deliveryFee: 25,
      smallCartFee: null,
      handlingCharge: 5.99,
      gstOnFees: 5.58,
      grandTotal: 136.57,
    });
    expect(await one('Swiggy Instamart', 250)).toMatchObject({
      deliveryFee: 0,
      gstOnFees: 1.08,
      grandTotal: 257.07,
    });
    expect(await one('dmart', 500)).toEqual({
      platform: 'dmart',
      deliveryFee: 49,
      smallCartFee: null,
      handlingCharge: null,
      gstOnFees: 8.82,
      grandTotal: 557.82,
    });
    // Free delivery "above ₹999" is strictly above: exactly ₹999 still pays it, ₹999.01 does not.
    expect(await one('DMart', 999)).toMatchObject({ deliveryFee: 49, gstOnFees: 8.82, grandTotal: 1056.82 });
    expect(await one('DMart', 999.01)).toMatchObject({ deliveryFee: 0, gstOnFees: 0, grandTotal: 999.01 });
  });

  it('answers nulls for a platform without rules', async () => {
    expect(await one('zepto', 120.5)).toEqual({
      platform: 'zepto',
      deliveryFee: null,
      smallCartFee: null,
      handlingCharge: null,
      gstOnFees: null,
      grandTotal: 120.5,
    });
  });

  it('answers every platform in order, and an empty list for no totals', async () => {
    const data = await fees([
      { platform: 'blinkit', cartTotal: 50 },
      { platform: 'zepto', cartTotal: 10 },
      { platform: 'dmart', cartTotal: 1000 },
    ]);
    expect(data.map((d) => d.platform)).toEqual(['blinkit', 'zepto', 'dmart']);
    expect(await fees([])).toEqual([]);
  });

  it.each([
    [{}, 'platformTotals must be a list'],
    [{ platformTotals: 'x' }, 'platformTotals must be a list'],
    [
      { platformTotals: Array.from({ length: 21 }, () => ({ platform: 'blinkit', cartTotal: 1 })) },
      'platformTotals can have at most 20 entries',
    ],
    [{ platformTotals: [{ platform: 'blinkit', cartTotal: -1 }] }, 'cartTotal must be 0 or more'],
    [
      { platformTotals: [{ platform: 'blinkit', cartTotal: 10_000_001 }] },
      'cartTotal must be at most 10000000',
    ],
    [{ platformTotals: [{ platform: 'blinkit', cartTotal: '12' }] }, 'cartTotal must be a number'],
    [{ platformTotals: [{ platform: 'blinkit' }] }, 'cartTotal must be a number'],
    [{ platformTotals: [{ platform: '', cartTotal: 1 }] }, 'platform is required'],
    [{ platformTotals: [{ platform: 5, cartTotal: 1 }] }, 'platform must be text'],
    [{ platformTotals: [7] }, 'Each platform total must be an object'],
    [[], 'Request body must be a JSON object'],
  ])('validates %j -> %s', async (body, message) => {
    const res = await server.client().post('/products/calculate-all-fees', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: { code: 'VALIDATION', message } });
  });

  it('lists the rules in effect with source notes and effective dates', async () => {
    const res = await server.client().get('/products/fee-rules');
    expect(res.status).toBe(200);
    const { data } = answer(successEnvelope(z.array(FeeRuleSchema)), res);
    expect(data.map((r) => r.platform)).toEqual(['blinkit', 'dmart_ready', 'swiggy_instamart']);
    expect(data[0]).toEqual({
      platform: 'blinkit',
      deliveryFee: 30,
      freeDeliveryAbove: 199,
      smallCartFee: 20,
      smallCartBelow: 99,
      handlingCharge: 2,
      gstRate: 0.18,
      source: 'fixture: blinkit checkout',
      effectiveFrom: '2025-09-22',
    });
    // Membership effects ride on their merchant's rule, each with its source.
    const swiggy = data.find((r) => r.platform === 'swiggy_instamart') as unknown as {
      memberships: Array<{ membership: string; name: string; source: string }>;
    };
    expect(swiggy.memberships).toEqual([
      {
        membership: 'swiggy_one',
        name: 'Swiggy One',
        freeDeliveryAbove: 99,
        source: 'fixture: Swiggy One benefits page',
      },
      { membership: 'swiggy_one_lite', name: 'Swiggy One Lite', deliveryFee: 10, source: 'fixture: Lite' },
    ]);
  });

  it('applies the memberships the shopper holds, from the effects stored with the rules', async () => {
    const post = async (body: unknown) => {
      const res = await server.client().post('/products/calculate-all-fees', body);
      expect(res.status).toBe(200);
      return answer(FeesAnswer, res).data;
    };
    const totals = [
      { platform: 'swiggy', cartTotal: 150 },
      { platform: 'blinkit', cartTotal: 150 },
    ];
    // Without: delivery 25 + handling 5.99, GST 5.58. Swiggy One: free delivery above ₹99, GST 1.08.
    expect((await post({ platformTotals: totals }))[0]).toMatchObject({
      deliveryFee: 25,
      grandTotal: 186.57,
    });
    const member = await post({ platformTotals: totals, memberships: ['swiggy_one'] });
    expect(member[0]).toMatchObject({ deliveryFee: 0, gstOnFees: 1.08, grandTotal: 157.07 });
    // A membership of another merchant leaves blinkit as it was.
    expect(member[1]).toEqual((await post({ platformTotals: totals }))[1]);
    expect((await post({ platformTotals: totals, memberships: ['swiggy_one_lite'] }))[0]).toMatchObject({
      deliveryFee: 10,
      grandTotal: 168.87,
    });
  });

  it.each([
    [{ platformTotals: [], memberships: 'swiggy_one' }, 'memberships must be a list'],
    [{ platformTotals: [], memberships: [''] }, 'A membership key cannot be empty'],
    [{ platformTotals: [], memberships: [3] }, 'Each membership must be text'],
  ])('validates memberships %j -> %s', async (body, message) => {
    const res = await server.client().post('/products/calculate-all-fees', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: { code: 'VALIDATION', message } });
  });
});

describe.each(engines())('membership effects migration on $name', (engine) => {
  it('gives a database that already has fee rules the published effects of its merchants', async () => {
    const { db, cleanup } = await createTestDb(engine);
    try {
      await down(db);
      await up(db);
      const rules = await createFeeRulesRepository(db).current();
      const effects = Object.fromEntries(rules.map((r) => [r.platform, r.memberships ?? []]));
      // The fixture's merchants: swiggy_instamart gets its published effects; zepto and bigbasket
      // have no rules here, so nothing of theirs is written.
      expect(effects.swiggy_instamart).toEqual(MEMBERSHIP_EFFECTS.swiggy_instamart);
      expect(effects.blinkit).toEqual([]);
      expect(await db('fee_rule_memberships').distinct('platform')).toEqual([
        { platform: 'swiggy_instamart' },
      ]);
    } finally {
      await cleanup();
    }
  });

  it('leaves an empty database to the seeder', async () => {
    const { db, cleanup } = await createTestDb(engine, false);
    try {
      expect(await db('fee_rule_memberships').select('id')).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
