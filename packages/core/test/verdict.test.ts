// The verdict /my-cart leads with, and the honest order of merchants below it, on baskets a
// shopper would recognise.
import {
  basketFees,
  basketTotal,
  basketVerdict,
  type CartItem,
  cheapestMerchant,
  cheapestSplit,
  type FeeRule,
  isLineDelisted,
  lowestCountedOffer,
  merchantsInBasket,
  merchantTotal,
  offerCounts,
  platformTotals,
  rankMerchants,
  toPaise,
  type VerdictInput,
} from '@compare/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Scenario, scenarioArb } from './plan-helpers';

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

const UNKNOWN = { deliveryFee: null, handlingCharge: null, smallCartFee: null, freeDeliveryAbove: null };
const RULES = [rule('blinkit'), rule('zepto'), rule('bigbasket'), rule('dmart_ready', UNKNOWN)];

type OfferSpec = [
  merchant: string,
  price: number,
  flags?: { out?: boolean; stale?: boolean; delisted?: boolean },
];

const line = (id: string, offers: OfferSpec[], quantity = 1): CartItem => ({
  productId: id,
  productName: id,
  brand: 'Brand',
  variant: '1 pc',
  quantity,
  platformData: offers.map(([merchantName, price, flags]) => ({
    merchantName,
    price,
    mrp: price,
    img: '',
    name: id,
    isOutOfStock: flags?.out ?? false,
    ...(flags?.stale ? { stale: true } : {}),
    ...(flags?.delisted ? { delisted: true } : {}),
  })),
});

/** The verdict with fee results computed the way the server answers them. */
function verdictOf(items: CartItem[], extra: Partial<VerdictInput> = {}, rules = RULES) {
  const fees = basketFees(rules, platformTotals(items), extra.memberships ?? []);
  return basketVerdict({ items, fees, rules, ...extra });
}

describe('basketVerdict', () => {
  it('one store wins when it is the cheapest complete way, and says what it saves against the next', () => {
    // Blinkit 210 items, free delivery: 210 + 10 + 1.80 = 221.80. Zepto 195: 195 + 30 + 10 + 7.20 = 242.20.
    const items = [
      line('Rice', [
        ['blinkit', 120],
        ['zepto', 100],
      ]),
      line('Dal', [
        ['blinkit', 90],
        ['zepto', 95],
      ]),
    ];
    const verdict = verdictOf(items);
    expect(verdict.kind).toBe('single');
    expect(verdict.parts.map((p) => [p.merchant, p.itemsTotal, p.grandTotal])).toEqual([
      ['blinkit', 210, 221.8],
    ]);
    expect(verdict.total).toBe(221.8);
    expect(verdict.next).toEqual({ merchant: 'zepto', total: 242.2, saving: 20.4 });
  });

  it('a split wins when it lands lower, saving against the best single store', () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 300],
      ]),
      line('Ghee', [
        ['blinkit', 320],
        ['zepto', 260],
      ]),
    ];
    const verdict = verdictOf(items);
    expect(verdict.kind).toBe('split');
    expect(verdict.parts.map((p) => [p.merchant, p.lines.map((l) => l.productId), p.grandTotal])).toEqual([
      ['blinkit', ['Oil'], 261.8],
      ['zepto', ['Ghee'], 271.8],
    ]);
    expect(verdict.total).toBe(533.6);
    expect(verdict.next).toEqual({ merchant: 'zepto', total: 571.8, saving: 38.2 });
    // A split saving less than asked for loses to one delivery.
    expect(verdictOf(items, { minSaving: 40 }).kind).toBe('single');
  });

  it('a split covering everything wins when no single store has every item', () => {
    const items = [line('Oil', [['blinkit', 250]]), line('Ghee', [['zepto', 260]])];
    const verdict = verdictOf(items);
    expect(verdict.kind).toBe('split');
    expect(verdict.next).toBeNull();
  });

  it('when nobody has everything it names the items nobody has and prices the rest', () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 300],
      ]),
      line('Saffron', [
        ['blinkit', 10, { out: true }],
        ['zepto', 9, { stale: true }],
      ]),
      line('Jaggery', [['dmart', 60]]),
    ];
    const verdict = verdictOf(items);
    expect(verdict.kind).toBe('partial');
    expect(verdict.unavailable.map((i) => i.productId)).toEqual(['Saffron']);
    // DMart has it, but its fees are unknown: it cannot be priced landed.
    expect(verdict.unpriced.map((i) => i.productId)).toEqual(['Jaggery']);
    expect(verdict.parts.map((p) => p.merchant)).toEqual(['blinkit']);
  });

  it('an unknown-fee store with everything never wins by omission; a complete known one does', () => {
    const items = [
      line('Rice', [
        ['dmart', 50],
        ['zepto', 150],
        ['blinkit', 160],
      ]),
    ];
    const verdict = verdictOf(items);
    expect(verdict.kind).toBe('single');
    expect(verdict.parts[0]!.merchant).toBe('zepto');
    expect(verdict.ranked.map((r) => [r.merchant, r.group])).toEqual([
      ['zepto', 'complete'],
      ['blinkit', 'complete'],
      ['dmart', 'fees-unknown'],
    ]);
  });

  it('a 15-minute deadline leaves out slower stores and says why', () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 230],
        ['bigbasket', 200],
      ]),
    ];
    const etas: Record<string, number | null> = { blinkit: 12, zepto: 25, bigbasket: null };
    const any = verdictOf(items, { etaMinutes: (m) => etas[m] });
    expect(any.parts[0]!.merchant).toBe('bigbasket');
    expect(any.leftOut).toEqual([]);
    const quick = verdictOf(items, { etaMinutes: (m) => etas[m], arrivesWithin: 15 });
    expect(quick.kind).toBe('single');
    expect(quick.parts[0]!.merchant).toBe('blinkit');
    expect(quick.next).toBeNull();
    // In the honest order: cheapest first among the left out.
    expect(quick.leftOut).toEqual([
      { merchant: 'bigbasket', reason: 'eta-unknown', eta: null },
      { merchant: 'zepto', reason: 'too-slow', eta: 25 },
    ]);
    const none = verdictOf(items, { etaMinutes: (m) => etas[m], arrivesWithin: 10 });
    expect(none.kind).toBe('none');
    expect(none.unavailable.map((i) => i.productId)).toEqual(['Oil']);
  });

  it('a store that does not deliver here is left out whatever the deadline', () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 230],
      ]),
    ];
    const verdict = verdictOf(items, { serves: (m) => m !== 'zepto' });
    expect(verdict.parts[0]!.merchant).toBe('blinkit');
    expect(verdict.leftOut).toEqual([{ merchant: 'zepto', reason: 'not-served', eta: null }]);
  });

  it('a stale price keeps its store out of the verdict and out of Cheapest', () => {
    const items = [
      line('Oil', [
        ['blinkit', 250],
        ['zepto', 230, { stale: true }],
        ['bigbasket', 260],
      ]),
    ];
    const verdict = verdictOf(items);
    expect(verdict.parts[0]!.merchant).toBe('blinkit');
    // The verdict names the line it left out at zepto for its old price.
    expect(verdict.stale.map((s) => [s.item.productName, s.merchants])).toEqual([['Oil', ['zepto']]]);
    const fees = basketFees(RULES, platformTotals(items));
    expect(cheapestMerchant(items, ['blinkit', 'zepto', 'bigbasket'], fees)).toBe('blinkit');
    expect(rankMerchants(items, ['blinkit', 'zepto', 'bigbasket'], fees).map((r) => r.group)).toEqual([
      'complete',
      'complete',
      'incomplete',
    ]);
  });
});

describe('delisted offers', () => {
  it('a store that no longer lists an item is no offer: not in the verdict, Cheapest, the split or its total', () => {
    // Zepto's 80 for the milk is gone; the milk is bought at Blinkit, and Zepto lacks it.
    const items = [
      line('Milk', [
        ['blinkit', 100],
        ['zepto', 80, { delisted: true }],
      ]),
      line('Bread', [
        ['blinkit', 120],
        ['zepto', 110],
      ]),
    ];
    const verdict = verdictOf(items);
    expect(verdict.kind).toBe('single');
    expect(verdict.parts[0]!.merchant).toBe('blinkit');
    const fees = basketFees(RULES, platformTotals(items));
    expect(platformTotals(items)).toEqual([
      { platform: 'blinkit', cartTotal: 220 },
      { platform: 'zepto', cartTotal: 110 },
    ]);
    expect(cheapestMerchant(items, ['blinkit', 'zepto'], fees)).toBeNull();
    const zepto = rankMerchants(items, ['blinkit', 'zepto'], fees).find((r) => r.merchant === 'zepto')!;
    expect([zepto.group, zepto.inStock]).toEqual(['incomplete', 1]);
    const split = cheapestSplit(items, RULES);
    expect(split.groups.flatMap((g) => g.items.map((i) => [g.merchant, i.productId]))).not.toContainEqual([
      'zepto',
      'Milk',
    ]);
  });

  it('a line every store has delisted is named as no longer listed, not as out of stock', () => {
    const gone = line('Amul Taaza', [['blinkit', 28, { delisted: true }]]);
    const rice = line('Rice', [['blinkit', 120, { out: true }]]);
    const verdict = verdictOf([gone, rice]);
    expect(verdict.kind).toBe('none');
    expect(verdict.delisted).toEqual([gone]);
    expect(verdict.unavailable).toEqual([rice]);
    expect(verdict.unpriced).toEqual([]);
    expect(isLineDelisted(gone)).toBe(true);
    expect(isLineDelisted(rice)).toBe(false);
    expect(isLineDelisted(line('Nothing', []))).toBe(false);
  });

  it('the rest of the basket is still priced when one line is gone', () => {
    const gone = line('Gone', [['zepto', 28, { delisted: true }]]);
    const verdict = verdictOf([gone, line('Rice', [['blinkit', 220]])]);
    expect(verdict.kind).toBe('partial');
    expect(verdict.parts.map((p) => p.merchant)).toEqual(['blinkit']);
    expect(verdict.delisted).toEqual([gone]);
    expect(verdict.unavailable).toEqual([]);
  });

  it('the side-sheet total and the basket merchants leave a delisted offer out', () => {
    const items = [
      line('Milk', [
        ['blinkit', 30],
        ['zepto', 20, { delisted: true }],
      ]),
      line('Gone', [['dmart', 50, { delisted: true }]], 2),
    ];
    expect(basketTotal(items)).toBe(30);
    expect(merchantsInBasket(items)).toEqual(['blinkit']);
    expect(merchantTotal(items, 'zepto')).toMatchObject({ total: 0, lines: 0 });
    expect(offerCounts({ isOutOfStock: false, delisted: true })).toBe(false);
  });
});

describe('basketVerdict on random baskets (property tests)', () => {
  const inputOf = (s: Scenario): VerdictInput => {
    const fees = basketFees(s.rules, platformTotals(s.items), s.memberships);
    return {
      items: s.items,
      fees,
      rules: s.rules,
      memberships: s.memberships,
      maxMerchants: s.maxMerchants,
      serves: (m) => s.served.includes(m),
      etaMinutes: (m) => s.etas[m],
      arrivesWithin: s.arrivesWithin,
    };
  };

  it('its total is its parts, it never buys from a store left out, and it covers what it claims', () => {
    fc.assert(
      fc.property(scenarioArb(1, 7, 4), (s) => {
        const input = inputOf(s);
        const verdict = basketVerdict(input);
        const left = new Set(verdict.leftOut.map((l) => l.merchant));
        const bought = verdict.parts.flatMap((p) => p.lines.map((l) => l.productId));
        expect(toPaise(verdict.total)).toBe(verdict.parts.reduce((sum, p) => sum + toPaise(p.grandTotal), 0));
        for (const part of verdict.parts) {
          expect(left.has(part.merchant)).toBe(false);
          for (const item of part.lines) {
            const offer = item.platformData.find((o) => o.merchantName === part.merchant)!;
            expect(offer.isOutOfStock || offer.stale === true).toBe(false);
          }
        }
        if (verdict.kind === 'single' || verdict.kind === 'split')
          expect(bought.sort()).toEqual(s.items.map((i) => i.productId).sort());
        if (verdict.kind === 'partial')
          expect(verdict.unavailable.length + verdict.unpriced.length).toBeGreaterThan(0);
        // Never dearer than the cheapest complete store with known fees (the 'Cheapest' figure).
        const best = verdict.ranked.find((r) => r.group === 'complete');
        if (best) expect(toPaise(verdict.total)).toBeLessThanOrEqual(toPaise(best.total));
      }),
      { numRuns: 200 },
    );
  });

  it('the honest order never puts an unknown-fee or incomplete total above a complete, known one', () => {
    fc.assert(
      fc.property(scenarioArb(1, 6, 6), (s) => {
        const ranked = basketVerdict(inputOf(s)).ranked;
        const groups = ranked.map((r) => r.group);
        const order = ['complete', 'fees-unknown', 'incomplete', 'left-out'];
        const indexes = groups.map((g) => order.indexOf(g));
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        const complete = ranked.filter((r) => r.group === 'complete').map((r) => toPaise(r.total));
        expect(complete).toEqual([...complete].sort((a, b) => a - b));
        const incomplete = ranked.filter((r) => r.group === 'incomplete').map((r) => r.inStock);
        expect(incomplete).toEqual([...incomplete].sort((a, b) => b - a));
      }),
      { numRuns: 200 },
    );
  });
});

describe('offers that count', () => {
  it('the deal verdict judges the lowest in-stock, current price; stale and out-of-stock ones never count', () => {
    const offers = [
      { merchantName: 'zepto', price: 20, isOutOfStock: false, stale: true },
      { merchantName: 'blinkit', price: 22, isOutOfStock: true },
      { merchantName: 'swiggy', price: 25, isOutOfStock: false },
    ];
    expect(lowestCountedOffer(offers)?.merchantName).toBe('swiggy');
    expect(offers.map(offerCounts)).toEqual([false, false, true]);
    expect(lowestCountedOffer(offers.slice(0, 2))).toBeUndefined();
    expect(offerCounts(undefined)).toBe(false);
  });
});
