// Shared pieces of the cheapest-plan tests: random baskets, random fee rules and two exact
// references written without the plan's search (plain enumeration and a dynamic programme).
import {
  type BasketOffer,
  type CartItem,
  computeFees,
  type FeeRule,
  fromPaise,
  platformTotalKey,
  ruleForMember,
  toPaise,
} from '@compare/core';
import fc from 'fast-check';

export const MERCHANTS = ['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'] as const;

/**
 * A basket of `lines` items, each listed by all six merchants at prices that differ by item and
 * merchant, with each merchant's own free-delivery threshold (150, 200 ... 400): the baskets where
 * a split is worth weighing. The plan test checks its answer; `bench/plan.ts` times it.
 */
export function sixMerchantBasket(lines: number): { items: CartItem[]; rules: FeeRule[] } {
  const rules = MERCHANTS.map(
    (m, i): FeeRule => ({
      platform: platformTotalKey(m),
      deliveryFee: 30,
      freeDeliveryAbove: 150 + i * 50,
      smallCartFee: 20,
      smallCartBelow: 99,
      handlingCharge: 10,
      gstRate: 0.18,
      source: 'test',
      effectiveFrom: '2025-09-22',
    }),
  );
  const items = Array.from(
    { length: lines },
    (_, i): CartItem => ({
      productId: `p${i}`,
      productName: `p${i}`,
      brand: 'Brand',
      variant: '1 pc',
      quantity: 1,
      platformData: MERCHANTS.map((merchantName, j) => {
        const price = 40 + ((i * 7 + j * 13) % 23);
        return { merchantName, price, mrp: price + 10, img: '', name: `p${i}`, isOutOfStock: false };
      }),
    }),
  );
  return { items, rules };
}

export interface Scenario {
  items: CartItem[];
  rules: FeeRule[];
  served: readonly string[];
  memberships: readonly string[];
  maxMerchants: number;
  /** Each merchant's ETA in minutes at the shopper's point (null: not known). */
  etas: Readonly<Record<string, number | null>>;
  /** The shopper's deadline in minutes, or null for any time. */
  arrivesWithin: number | null;
}

const rupees = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map(fromPaise);
// Whole rupees make carts land exactly on a threshold often, where "above" matters.
const price = fc.oneof(fc.integer({ min: 5, max: 250 }), rupees(1, 250));
// One figure in `freq` is unknown (null).
const maybe = <T>(arb: fc.Arbitrary<T>, freq = 4) => fc.option(arb, { nil: null, freq });

function ruleArb(platform: string): fc.Arbitrary<FeeRule> {
  return fc.record({
    platform: fc.constant(platformTotalKey(platform)),
    deliveryFee: maybe(fc.integer({ min: 0, max: 50 }), 12),
    freeDeliveryAbove: maybe(fc.integer({ min: 20, max: 700 })),
    smallCartFee: maybe(fc.integer({ min: 0, max: 30 })),
    smallCartBelow: maybe(fc.integer({ min: 20, max: 250 })),
    handlingCharge: maybe(rupees(0, 20), 12),
    gstRate: fc.constantFrom(0.18, 0),
    source: fc.constant('test rule'),
    effectiveFrom: fc.constant('2025-09-22'),
    memberships: fc.option(
      fc.constant([
        { membership: `${platform}_pass`, name: `${platform} pass`, freeDeliveryAbove: 50, source: 'test' },
      ]),
      { nil: undefined },
    ),
  });
}

function offerArb(merchant: string): fc.Arbitrary<BasketOffer> {
  return fc.record({
    merchantName: fc.constant(merchant),
    price,
    mrp: fc.constant(300),
    img: fc.constant(''),
    name: fc.constant(`item at ${merchant}`),
    isOutOfStock: fc.constant(false),
  });
}

/** Random baskets of `minLines`..`maxLines` lines over the first `merchantCount` merchants. */
export function scenarioArb(
  minLines: number,
  maxLines: number,
  merchantCount: number,
): fc.Arbitrary<Scenario> {
  const names: string[] = MERCHANTS.slice(0, merchantCount);
  const line = (index: number) =>
    fc
      .record({
        // Most merchants list most lines (four in five), as in a real basket.
        listed: fc
          .array(fc.integer({ min: 0, max: 4 }), { minLength: names.length, maxLength: names.length })
          .map((mask) => names.filter((_, i) => mask[i] !== 0))
          .filter((listed) => listed.length > 0),
        quantity: fc.integer({ min: 1, max: 3 }),
        // About one offer in four is out of stock.
        outOfStock: fc.array(
          fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
          {
            minLength: names.length,
            maxLength: names.length,
          },
        ),
        // About one offer in eight has a stale price (older than the server's limit).
        stale: fc.array(
          fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
          { minLength: names.length, maxLength: names.length },
        ),
      })
      .chain(({ listed, quantity, outOfStock, stale }) =>
        fc.tuple(...listed.map((m) => offerArb(m))).map(
          (offers): CartItem => ({
            productId: `p${index}`,
            productName: `Product ${index}`,
            brand: 'Brand',
            variant: '1 pc',
            quantity,
            platformData: offers.map((o, i) => ({
              ...o,
              isOutOfStock: outOfStock[i]!,
              ...(stale[i] ? { stale: true } : {}),
            })),
          }),
        ),
      );
  return fc.record({
    items: fc
      .integer({ min: minLines, max: maxLines })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => line(i)))),
    rules: fc
      .tuple(...names.map((m) => fc.option(ruleArb(m), { nil: undefined, freq: 6 })))
      .map((rules) => rules.filter((r): r is FeeRule => r !== undefined)),
    served: fc.oneof(
      { arbitrary: fc.constant([...names]), weight: 3 },
      { arbitrary: fc.subarray([...names], { minLength: 1 }), weight: 1 },
    ),
    memberships: fc.subarray(names.map((m) => `${m}_pass`)),
    maxMerchants: fc.oneof(
      { arbitrary: fc.constant(3), weight: 3 },
      { arbitrary: fc.integer({ min: 1, max: 2 }), weight: 2 },
    ),
    // ETAs of 5 to 40 minutes, one in six unknown; equal to a deadline often, where "within" matters.
    etas: fc
      .tuple(...names.map(() => maybe(fc.constantFrom(5, 8, 10, 12, 15, 20, 25, 30, 40), 6)))
      .map((values) => Object.fromEntries(names.map((name, i) => [name, values[i]!]))),
    arrivesWithin: fc.oneof(
      { arbitrary: fc.constant(null), weight: 2 },
      { arbitrary: fc.constantFrom(10, 15, 20, 30), weight: 2 },
    ),
  });
}

/** Whether a merchant meets the scenario's deadline: any time, or a known ETA at most the deadline. */
export function meetsDeadline(s: Scenario, merchant: string): boolean {
  if (s.arrivesWithin === null) return true;
  const eta = s.etas[merchant];
  return eta !== null && eta !== undefined && eta <= s.arrivesWithin;
}

/** Eligibility written out again, plainly: served, within the deadline, fees known. */
export function eligibleMerchants(s: Scenario): Array<{ name: string; rule: FeeRule }> {
  const out: Array<{ name: string; rule: FeeRule }> = [];
  for (const name of MERCHANTS) {
    if (!s.served.includes(name) || !meetsDeadline(s, name)) continue;
    if (!s.items.some((item) => item.platformData.some((o) => o.merchantName === name))) continue;
    const base = s.rules.find((r) => r.platform === platformTotalKey(name));
    if (!base) continue;
    const rule = ruleForMember(base, s.memberships);
    if (rule.deliveryFee === null || rule.handlingCharge === null) continue;
    out.push({ name, rule });
  }
  return out;
}

function optionsOf(s: Scenario, merchants: Array<{ name: string }>) {
  return s.items.map((item) =>
    merchants.flatMap((m, index) => {
      const offer = item.platformData.find((o) => o.merchantName === m.name);
      return offer && !offer.isOutOfStock && !offer.stale
        ? [{ merchant: index, paise: toPaise(offer.price) * item.quantity }]
        : [];
    }),
  );
}

function landed(rule: FeeRule, name: string, paise: number): number {
  return toPaise(computeFees(rule, name, fromPaise(paise)).grandTotal);
}

/** Reference 1: every assignment of every line to every eligible merchant. Paise, or null. */
export function bruteForce(s: Scenario): { paise: number | null; missing: string[] } {
  const merchants = eligibleMerchants(s);
  const options = optionsOf(s, merchants);
  const missing = s.items.filter((_, i) => options[i]!.length === 0).map((item) => item.productId);
  const priced = options.filter((o) => o.length > 0);
  if (priced.length === 0) return { paise: null, missing };
  let best: number | null = null;
  const value = new Array<number>(merchants.length).fill(0);
  const uses = new Array<number>(merchants.length).fill(0);
  const walk = (i: number) => {
    if (i === priced.length) {
      if (uses.filter((u) => u > 0).length > s.maxMerchants) return;
      let total = 0;
      merchants.forEach((m, index) => {
        if (uses[index]! > 0) total += landed(m.rule, m.name, value[index]!);
      });
      if (best === null || total < best) best = total;
      return;
    }
    for (const option of priced[i]!) {
      uses[option.merchant]! += 1;
      value[option.merchant]! += option.paise;
      walk(i + 1);
      uses[option.merchant]! -= 1;
      value[option.merchant]! -= option.paise;
    }
  };
  walk(0);
  return { paise: best, missing };
}

/**
 * Reference 2, cheaper for 12 lines and 6 merchants: a dynamic programme over lines whose state is
 * each merchant's cart value capped just above its highest threshold (fees cannot tell larger
 * values apart), keeping the least items cost per state. Exact, and no shared code with the plan.
 */
export function dynamicProgramme(s: Scenario): number | null {
  const merchants = eligibleMerchants(s);
  const caps = merchants.map(
    (m) =>
      Math.max(
        0,
        ...[m.rule.freeDeliveryAbove, m.rule.smallCartBelow]
          .filter((t) => t !== null)
          .map((t) => toPaise(t!)),
      ) + 1,
  );
  const priced = optionsOf(s, merchants).filter((o) => o.length > 0);
  if (priced.length === 0) return null;
  let states = new Map<string, { values: number[]; items: number }>();
  states.set('', { values: merchants.map(() => -1), items: 0 });
  for (const options of priced) {
    const next = new Map<string, { values: number[]; items: number }>();
    for (const { values, items } of states.values()) {
      const used = values.filter((v) => v >= 0).length;
      for (const option of options) {
        if (values[option.merchant]! < 0 && used === s.maxMerchants) continue;
        const nextValues = [...values];
        nextValues[option.merchant] = Math.min(
          caps[option.merchant]!,
          Math.max(0, nextValues[option.merchant]!) + option.paise,
        );
        const key = nextValues.join(',');
        const cost = items + option.paise;
        const seen = next.get(key);
        if (!seen || cost < seen.items) next.set(key, { values: nextValues, items: cost });
      }
    }
    states = next;
  }
  let best: number | null = null;
  for (const { values, items } of states.values()) {
    let total = items;
    values.forEach((v, index) => {
      if (v >= 0) total += landed(merchants[index]!.rule, merchants[index]!.name, v) - v;
    });
    if (best === null || total < best) best = total;
  }
  return best;
}
