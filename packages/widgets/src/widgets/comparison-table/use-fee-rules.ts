import type { FeeRule } from '@compare/core';
import { useQuery } from '@tanstack/react-query';
import { useCompare } from '../../context';

function isFeeRule(value: unknown): value is FeeRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Record<string, unknown>;
  return typeof rule.platform === 'string' && typeof rule.source === 'string';
}

// One empty list while the rules load, so what is computed from them is not recomputed on every
// render in between.
const NO_RULES: FeeRule[] = [];

/** The published fee rules and whether they are still on their way. */
export interface FeeRulesState {
  rules: FeeRule[];
  /** True until the first answer (or failure): what the rules show keeps its place meanwhile. */
  pending: boolean;
}

/**
 * The fee rules the server used (GET /products/fee-rules), so the table can say where its
 * estimates come from. Optional on the server: any failure simply means "no rules to show".
 * `active` false: not fetched (an empty basket has no fees to explain).
 */
export function useFeeRulesState(active = true): FeeRulesState {
  const { client, scope } = useCompare();
  const query = useQuery({
    queryKey: ['compare', scope, 'fee-rules'],
    queryFn: async (): Promise<FeeRule[]> => {
      try {
        const body = await client.fetchJson<{ success?: boolean; data?: unknown }>('/products/fee-rules');
        return Array.isArray(body?.data) ? body.data.filter(isFeeRule) : [];
      } catch {
        return [];
      }
    },
    enabled: active,
  });
  return { rules: query.data ?? NO_RULES, pending: query.isPending };
}

/** The published fee rules (none while they load or when the server has none). */
export function useFeeRules(active = true): FeeRule[] {
  return useFeeRulesState(active).rules;
}
