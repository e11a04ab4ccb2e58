// Fee estimates: the current fee rules (with their memberships' effects, stored beside them)
// applied with @compare/core's basketFees, the function the widgets' comparison uses too.
import { basketFees, type FeeResult, type FeeRule, type PlatformTotal } from '@compare/core';
import type { FeeRulesRepository } from '../repositories/fee-rules';
import { CATALOGUE_TTL_MS } from './cache';
import { cached } from './cached-loader';

/** Fee use cases. */
export interface FeeService {
  rules(): Promise<FeeRule[]>;
  /** Fees per platform total, with the effects of the memberships the shopper holds. */
  calculate(totals: readonly PlatformTotal[], memberships?: readonly string[]): Promise<FeeResult[]>;
}

/** Creates the fee service. */
export function createFeeService(feeRules: FeeRulesRepository): FeeService {
  // Fee rules change with the seeded data (and effective dates move by days): read them once a minute.
  const current = cached(CATALOGUE_TTL_MS, () => feeRules.current());
  return {
    rules: current,
    async calculate(totals, memberships = []) {
      return basketFees(await current(), totals, memberships);
    },
  };
}
