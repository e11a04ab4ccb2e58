// Fee estimates: the current fee rules applied with @compare/core's computeFees.
import { computeFees, type FeeResult, type FeeRule, toFeeKey } from '@compare/core';
import type { FeeRulesRepository } from '../repositories/misc';

/** Fee use cases. */
export interface FeeService {
  rules(): Promise<FeeRule[]>;
  calculate(totals: Array<{ platform: string; cartTotal: number }>): Promise<FeeResult[]>;
}

/** Creates the fee service. */
export function createFeeService(feeRules: FeeRulesRepository): FeeService {
  return {
    rules: () => feeRules.current(),
    async calculate(totals) {
      const rules = new Map((await feeRules.current()).map((r) => [r.platform, r]));
      return totals.map(({ platform, cartTotal }) =>
        computeFees(rules.get(toFeeKey(platform)), platform, cartTotal),
      );
    },
  };
}
