import {
  type BasketPlan,
  type CartItem,
  cheapestPlan,
  computeFees,
  type FeeRule,
  planWorthShowing,
  toPaise,
} from '@compare/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bruteForce,
  dynamicProgramme,
  eligibleMerchants,
  meetsDeadline,
  type Scenario,
  scenarioArb,
  sixMerchantBasket,
} from './plan-helpers';

const rule = (platform: string, figures: Partial<FeeRule> = {}): FeeRule => ({
  platform,
  deliveryFee: 30,
  freeDeliveryAbove: 199,
  smallCartFee: 20,
  smallCartBelow: 99,
  handlingCharge: 10,
  gstRate: 0.18,
  source: 'test',
  effectiveFrom: '2025-09-22',
  ...figures,
});

const line = (id: string, offers: Array<[string, number, boolean?]>, quantity = 1): CartItem => ({
  productId: id,
  productName: id,
  brand: 'Brand',
  variant: '1 pc',
  quantity,
  platformData: offers.map(([merchantName, price, isOutOfStock]) => ({
    merchantName,
    price,
    mrp: price + 10,
    img: '',
    name: id,
    isOutOfStock: isOutOfStock ?? false,
  })),
});

const RULES = [
  rule('blinkit'),
  rule('zepto'),
  rule('swiggy_instamart', { freeDeliveryAbove: 299, smallCartFee: null }),
];

function optionsOf(s: Scenario) {
  return {
    maxMerchants: s.maxMerchants,
    serves: (m: string) => s.served.includes(m),
    memberships: s.memberships,
    etaMinutes: (m: string) => s.etas[m],
    arrivesWithin: s.arrivesWithin,
  };
}

function planOf(s: Scenario): BasketPlan | null {
  return cheapestPlan(s.items, s.rules, optionsOf(s));
}

/** Invariants every plan keeps, whatever the basket. */
function expectSound(s: Scenario, plan: BasketPlan) {
  const eligible = eligibleMerchants(s).map((m) => m.name);
  expect(plan.groups.length).toBeLessThanOrEqual(s.maxMerchants);
  let sum = 0;
  for (const group of plan.groups) {
    expect(eligible).toContain(group.merchant);
    for (const planLine of group.lines) {
      expect(planLine.offer.isOutOfStock).toBe(false);
      expect(planLine.offer.stale).not.toBe(true);
      expect(planLine.offer.merchantName).toBe(group.merchant);
    }
    const rule = eligibleMerchants(s).find((m) => m.name === group.merchant)!.rule;
    expect(group.grandTotal).toBe(computeFees(rule, group.merchant, group.itemsTotal).grandTotal);
    sum += toPaise(group.grandTotal);
  }
  expect(toPaise(plan.total)).toBe(sum);
  const planned = plan.groups.flatMap((g) => g.lines.map((l) => l.item.productId));
  const missing = plan.missing.map((item) => item.productId);
  expect([...planned, ...missing].sort()).toEqual(s.items.map((item) => item.productId).sort());
  if (plan.bestSingle) expect(toPaise(plan.total)).toBeLessThanOrEqual(toPaise(plan.bestSingle.grandTotal));
  expect(toPaise(plan.lowerBound)).toBeLessThanOrEqual(toPaise(plan.total));
}

describe('cheapestPlan against exact references (property tests)', () => {
  it('equals brute force over every line-to-merchant assignment (up to 8 lines x 4 merchants)', () => {
    fc.assert(
      fc.property(scenarioArb(1, 8, 4), (s) => {
        const reference = bruteForce(s);
        const plan = planOf(s);
        if (reference.paise === null) {
          expect(plan).toBeNull();
          return;
        }
        expect(plan).not.toBeNull();
        expect(toPaise(plan!.total)).toBe(reference.paise);
        expect(plan!.missing.map((item) => item.productId)).toEqual(reference.missing);
        expect(plan!.exact).toBe(true);
        expectSound(s, plan!);
      }),
      { numRuns: 200 },
    );
  });

  it('equals an independent exact dynamic programme (up to 12 lines x 6 merchants)', () => {
    fc.assert(
      fc.property(scenarioArb(9, 12, 6), (s) => {
        const reference = dynamicProgramme(s);
        const plan = planOf(s);
        if (reference === null) {
          expect(plan).toBeNull();
          return;
        }
        // Null only when the lines cannot be covered by maxMerchants merchants: the programme
        // then has no final state either.
        expect(plan).not.toBeNull();
        expect(toPaise(plan!.total)).toBe(reference);
        expect(plan!.exact).toBe(true);
        expectSound(s, plan!);
      }),
      { numRuns: 60 },
    );
  });

  it('agrees with brute force on the 12-line reference check itself (the two references agree)', () => {
    fc.assert(
      fc.property(scenarioArb(1, 7, 4), (s) => {
        expect(dynamicProgramme(s)).toBe(bruteForce(s).paise);
      }),
      { numRuns: 100 },
    );
  });

  it('larger baskets (20-60 lines): never dearer than the best single merchant, within 1% of the lower bound', () => {
    fc.assert(
      fc.property(scenarioArb(20, 60, 6), (s) => {
        const plan = planOf(s);
        if (!plan) return;
        expectSound(s, plan);
        expect(toPaise(plan.total)).toBeLessThanOrEqual(Math.ceil(toPaise(plan.lowerBound) * 1.01));
      }),
      { numRuns: 25 },
    );
  });

  it('a search cut short by its budget still returns a sound plan no dearer than one merchant', () => {
    fc.assert(
      fc.property(scenarioArb(30, 50, 6), (s) => {
        const plan = cheapestPlan(s.items, s.rules, { ...optionsOf(s), budget: 50 });
        if (plan) expectSound(s, plan);
      }),
      { numRuns: 40 },
    );
  });
});

describe('cheapestPlan under a delivery deadline (property tests)', () => {
  it('a deadline is the same as leaving out the merchants that miss it', () => {
    fc.assert(
      fc.property(scenarioArb(1, 8, 4), (s) => {
        const withDeadline = planOf(s);
        const reachable = s.served.filter((m) => meetsDeadline(s, m));
        const without = planOf({ ...s, served: reachable, arrivesWithin: null });
        expect(withDeadline?.total ?? null).toBe(without?.total ?? null);
        expect(withDeadline?.missing.map((i) => i.productId)).toEqual(
          without?.missing.map((i) => i.productId),
        );
        for (const group of withDeadline?.groups ?? []) expect(meetsDeadline(s, group.merchant)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a deadline never makes buying the same lines cheaper', () => {
    fc.assert(
      fc.property(scenarioArb(1, 8, 4), (s) => {
        const strict = planOf(s);
        const loose = planOf({ ...s, arrivesWithin: null });
        if (!strict || !loose || strict.missing.length !== loose.missing.length) return;
        expect(toPaise(strict.total)).toBeGreaterThanOrEqual(toPaise(loose.total));
      }),
      { numRuns: 200 },
    );
  });

  it('stale offers are never bought, and an offer turning stale never makes the plan cheaper', () => {
    fc.assert(
      fc.property(scenarioArb(1, 8, 4), fc.nat(), (s, pick) => {
        const offers = s.items.flatMap((item) => item.platformData);
        const target = offers[pick % offers.length]!;
        const staler: Scenario = {
          ...s,
          items: s.items.map((item) => ({
            ...item,
            platformData: item.platformData.map((o) => (o === target ? { ...o, stale: true } : o)),
          })),
        };
        const before = planOf(s);
        const after = planOf(staler);
        if (after) expectSound(staler, after);
        if (before && after && before.missing.length === after.missing.length)
          expect(toPaise(after.total)).toBeGreaterThanOrEqual(toPaise(before.total));
      }),
      { numRuns: 200 },
    );
  });
});

describe('cheapestPlan and delisted offers (property test)', () => {
  it('an offer its merchant delisted is never bought, and delisting never makes the plan cheaper', () => {
    fc.assert(
      fc.property(scenarioArb(1, 8, 4), fc.nat(), (s, pick) => {
        const offers = s.items.flatMap((item) => item.platformData);
        const target = offers[pick % offers.length]!;
        const fewer: Scenario = {
          ...s,
          items: s.items.map((item) => ({
            ...item,
            platformData: item.platformData.map((o) => (o === target ? { ...o, delisted: true } : o)),
          })),
        };
        const before = planOf(s);
        const after = planOf(fewer);
        if (after) {
          expectSound(fewer, after);
          for (const group of after.groups)
            for (const planLine of group.lines) expect(planLine.offer.delisted).not.toBe(true);
        }
        if (before && after && before.missing.length === after.missing.length)
          expect(toPaise(after.total)).toBeGreaterThanOrEqual(toPaise(before.total));
      }),
      { numRuns: 200 },
    );
  });
});

describe('cheapestPlan on baskets a shopper would recognise', () => {
  it('leaves out a cheaper merchant whose ETA is over the deadline; an ETA equal to it meets it', () => {
    const items = [
      line('oil', [
        ['blinkit', 250],
        ['zepto', 230],
      ]),
    ];
    const etas: Record<string, number> = { blinkit: 15, zepto: 30 };
    const any = cheapestPlan(items, RULES, { etaMinutes: (m) => etas[m] })!;
    expect(any.groups[0]!.merchant).toBe('zepto');
    const quick = cheapestPlan(items, RULES, { etaMinutes: (m) => etas[m], arrivesWithin: 15 })!;
    expect(quick.groups.map((g) => g.merchant)).toEqual(['blinkit']);
    expect(cheapestPlan(items, RULES, { etaMinutes: (m) => etas[m], arrivesWithin: 10 })).toBeNull();
    // Under a deadline a merchant without a known ETA cannot promise it.
    expect(cheapestPlan(items, RULES, { arrivesWithin: 30 })).toBeNull();
  });

  it('does not buy a stale price', () => {
    const items = [
      line('oil', [
        ['blinkit', 250],
        ['zepto', 230],
      ]),
    ];
    items[0]!.platformData[1]!.stale = true;
    expect(cheapestPlan(items, RULES)!.groups.map((g) => g.merchant)).toEqual(['blinkit']);
  });

  it('does not split when fees make the split dearer than one merchant', () => {
    // Items-only, milk at zepto and bread at blinkit saves ₹2, but two sets of fees cost far more.
    const items = [
      line('milk', [
        ['blinkit', 30],
        ['zepto', 28],
      ]),
      line('bread', [
        ['blinkit', 40],
        ['zepto', 42],
      ]),
    ];
    const plan = cheapestPlan(items, RULES)!;
    expect(plan.groups).toHaveLength(1);
    expect(plan.saving).toBe(0);
    expect(planWorthShowing(plan)).toBe(false);
  });

  it('splits when each part clears free delivery on its own', () => {
    const items = [
      line('oil', [
        ['blinkit', 250],
        ['zepto', 300],
      ]),
      line('ghee', [
        ['blinkit', 320],
        ['zepto', 260],
      ]),
    ];
    const plan = cheapestPlan(items, RULES)!;
    expect(plan.groups.map((g) => g.merchant)).toEqual(['blinkit', 'zepto']);
    // 250 + 10 + 1.80 GST, and 260 + 10 + 1.80 GST.
    expect(plan.total).toBe(533.6);
    // Zepto alone: 560 + 10 + 1.80 GST.
    expect(plan.bestSingle).toEqual({ merchant: 'zepto', grandTotal: 571.8 });
    expect(plan.saving).toBe(38.2);
    expect(planWorthShowing(plan)).toBe(true);
    expect(planWorthShowing(plan, 40)).toBe(false);
  });

  it('never buys an out-of-stock offer, and names lines nobody has in stock as missing', () => {
    const items = [
      line('rice', [
        ['blinkit', 100, true],
        ['zepto', 150],
      ]),
      line('salt', [
        ['blinkit', 20, true],
        ['zepto', 25, true],
      ]),
    ];
    const plan = cheapestPlan(items, RULES)!;
    expect(plan.groups.map((g) => g.merchant)).toEqual(['zepto']);
    expect(plan.missing.map((item) => item.productId)).toEqual(['salt']);
  });

  it('leaves out merchants that do not serve the location, and has no plan when none does', () => {
    const items = [
      line('rice', [
        ['blinkit', 100],
        ['zepto', 150],
      ]),
    ];
    expect(cheapestPlan(items, RULES, { serves: (m) => m === 'zepto' })!.groups[0]!.merchant).toBe('zepto');
    expect(cheapestPlan(items, RULES, { serves: () => false })).toBeNull();
  });

  it('never lets a merchant with unknown fees win by omission', () => {
    const items = [
      line('rice', [
        ['dmart', 50],
        ['zepto', 150],
      ]),
    ];
    const unknown = rule('dmart_ready', { deliveryFee: null, handlingCharge: null, smallCartFee: null });
    const plan = cheapestPlan(items, [...RULES, unknown])!;
    expect(plan.groups[0]!.merchant).toBe('zepto');
  });

  it('charges delivery at exactly the free-delivery threshold ("above" is strictly above)', () => {
    const at = cheapestPlan([line('a', [['blinkit', 199]])], RULES)!;
    expect(at.groups[0]!.fees.deliveryFee).toBe(30);
    const over = cheapestPlan([line('a', [['blinkit', 199.01]])], RULES)!;
    expect(over.groups[0]!.fees.deliveryFee).toBe(0);
  });

  it('applies a held membership: Zepto Pass lowers free delivery to above ₹99', () => {
    const zepto = rule('zepto', {
      memberships: [{ membership: 'zepto_pass', name: 'Zepto Pass', freeDeliveryAbove: 99, source: 'test' }],
    });
    const items = [
      line('tea', [
        ['blinkit', 140],
        ['zepto', 150],
      ]),
    ];
    expect(cheapestPlan(items, [rule('blinkit'), zepto])!.groups[0]!.merchant).toBe('blinkit');
    const member = cheapestPlan(items, [rule('blinkit'), zepto], { memberships: ['zepto_pass'] })!;
    expect(member.groups[0]!.merchant).toBe('zepto');
    expect(member.groups[0]!.fees.deliveryFee).toBe(0);
  });

  it('keeps to the merchant limit', () => {
    const items = ['a', 'b', 'c'].map((id, i) =>
      line(id, [
        ['blinkit', i === 0 ? 300 : 400],
        ['zepto', i === 1 ? 300 : 400],
        ['swiggy', i === 2 ? 400 : 500],
      ]),
    );
    const one = cheapestPlan(items, RULES, { maxMerchants: 1 })!;
    expect(one.groups).toHaveLength(1);
    const two = cheapestPlan(items, RULES, { maxMerchants: 2 })!;
    expect(two.groups.length).toBeLessThanOrEqual(2);
    expect(two.total).toBeLessThan(one.total);
  });

  it('solves a 12-line basket over 6 merchants exactly (its speed is in npm run bench)', () => {
    const { items, rules } = sixMerchantBasket(12);
    const plan = cheapestPlan(items, rules)!;
    expect(plan.exact).toBe(true);
  });
});
