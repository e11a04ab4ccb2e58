// Fee estimates: the current fee rules applied with @compare/core's computeFees.
import { computeFees, type FeeResult, type FeeRule, platformTotalKey } from '@compare/core';
import { MEMBERSHIP_EFFECTS } from '../catalogue/fees';
import type { FeeRulesRepository } from '../repositories/fee-rules';
import { CATALOGUE_TTL_MS, cached } from './cache';

/** Fee use cases. */
export interface FeeService {
  rules(): Promise<FeeRule[]>;
  calculate(totals: Array<{ platform: string; cartTotal: number }>): Promise<FeeResult[]>;
}

/** Creates the fee service. */
export function createFeeService(feeRules: FeeRulesRepository): FeeService {
  // Fee rules change with the seeded data (and effective dates move by days): read them once a minute.
  // Membership effects are catalogue data, published with the rule of the merchant they belong to.
  const current = cached(
    CATALOGUE_TTL_MS,
    async (): Promise<FeeRule[]> =>
      (await feeRules.current()).map((rule) => {
        const memberships = MEMBERSHIP_EFFECTS[rule.platform];
        return memberships ? { ...rule, memberships: [...memberships] } : rule;
      }),
  );
  return {
    rules: current,
    async calculate(totals) {
      const rules = new Map((await current()).map((r) => [r.platform, r]));
      return totals.map(({ platform, cartTotal }) =>
        computeFees(rules.get(platformTotalKey(platform)), platform, cartTotal),
      );
    },
  };
}
