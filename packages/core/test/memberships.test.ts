import { computeFees, type FeeRule, MEMBERSHIPS, membershipsOf, ruleForMember } from '@compare/core';
import { describe, expect, it } from 'vitest';

const zepto: FeeRule = {
  platform: 'zepto',
  deliveryFee: 28,
  freeDeliveryAbove: 199,
  smallCartFee: 15,
  smallCartBelow: 100,
  handlingCharge: 10,
  gstRate: 0.18,
  source: 'test',
  effectiveFrom: '2025-09-22',
  memberships: [
    { membership: 'zepto_pass', name: 'Zepto Pass', freeDeliveryAbove: 99, source: 'storyboard18, Jul 2025' },
  ],
};

describe('memberships', () => {
  it('lists Zepto Pass, Swiggy One, Swiggy One Lite and bbstar without any rules', () => {
    expect(MEMBERSHIPS.map((m) => m.name)).toEqual(['Zepto Pass', 'Swiggy One', 'Swiggy One Lite', 'bbstar']);
  });

  it('adds any membership a fee rule names, once', () => {
    const rule: FeeRule = {
      ...zepto,
      platform: 'blinkit',
      memberships: [{ membership: 'blinkit_plus', name: 'Blinkit Plus', deliveryFee: 0, source: 'test' }],
    };
    const names = membershipsOf([zepto, rule]).map((m) => m.name);
    expect(names).toContain('Blinkit Plus');
    expect(names.filter((n) => n === 'Zepto Pass')).toHaveLength(1);
  });

  it('a Zepto Pass holder gets free delivery on a ₹150 cart; others pay ₹28', () => {
    expect(computeFees(ruleForMember(zepto, []), 'zepto', 150).deliveryFee).toBe(28);
    expect(computeFees(ruleForMember(zepto, ['zepto_pass']), 'zepto', 150).deliveryFee).toBe(0);
    // "Above ₹99" is strictly above for members too.
    expect(computeFees(ruleForMember(zepto, ['zepto_pass']), 'zepto', 99).deliveryFee).toBe(28);
  });

  it('a membership of another merchant changes nothing', () => {
    expect(ruleForMember(zepto, ['bbstar'])).toBe(zepto);
  });
});
