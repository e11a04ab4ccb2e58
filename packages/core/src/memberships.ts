// Memberships change a merchant's fees (Zepto Pass lowers the free-delivery threshold, bbstar
// waives delivery). A fee rule carries each membership's effect as data with its source, and the
// shopper's held memberships pick which effects apply (docs/rules.md, "Memberships").
import type { FeeRule } from './fees';

/** The fee figures a membership replaces, with where that comes from. Rupees; null means unknown. */
export interface MembershipEffect {
  /** Membership key, e.g. "zepto_pass". */
  membership: string;
  /** Name shown to shoppers, e.g. "Zepto Pass". */
  name: string;
  deliveryFee?: number | null;
  freeDeliveryAbove?: number | null;
  smallCartFee?: number | null;
  smallCartBelow?: number | null;
  handlingCharge?: number | null;
  source: string;
}

/** A membership a shopper can say they hold. */
export interface Membership {
  key: string;
  name: string;
  /** Fee key of the merchant it belongs to. */
  feeKey: string;
}

/** Memberships known without fee rules (the rules may name more: see {@link membershipsOf}). */
export const MEMBERSHIPS: readonly Membership[] = [
  { key: 'zepto_pass', name: 'Zepto Pass', feeKey: 'zepto' },
  { key: 'swiggy_one', name: 'Swiggy One', feeKey: 'swiggy_instamart' },
  { key: 'swiggy_one_lite', name: 'Swiggy One Lite', feeKey: 'swiggy_instamart' },
  { key: 'bbstar', name: 'bbstar', feeKey: 'bigbasket' },
];

/** Every membership: the known ones, then any other a fee rule names, each once. */
export function membershipsOf(rules: readonly FeeRule[] = []): Membership[] {
  const out = [...MEMBERSHIPS];
  for (const rule of rules)
    for (const effect of rule.memberships ?? [])
      if (!out.some((m) => m.key === effect.membership))
        out.push({ key: effect.membership, name: effect.name, feeKey: rule.platform });
  return out;
}

const FIGURES = [
  'deliveryFee',
  'freeDeliveryAbove',
  'smallCartFee',
  'smallCartBelow',
  'handlingCharge',
] as const;

/**
 * The rule a member pays: each held membership's figures replace the rule's (in the rule's
 * order, so a later effect wins a figure both set). Without a held membership the rule is
 * returned unchanged.
 */
export function ruleForMember(rule: FeeRule, held: readonly string[]): FeeRule {
  const effects = (rule.memberships ?? []).filter((effect) => held.includes(effect.membership));
  if (effects.length === 0) return rule;
  const applied: FeeRule = { ...rule };
  for (const effect of effects)
    for (const field of FIGURES) {
      const value = effect[field];
      if (value !== undefined) applied[field] = value;
    }
  return applied;
}

/** Memberships that change this rule's fees and are held, by name (for "with Zepto Pass"). */
export function appliedMemberships(rule: FeeRule | undefined, held: readonly string[]): string[] {
  return (rule?.memberships ?? []).filter((e) => held.includes(e.membership)).map((e) => e.name);
}
