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

/**
 * The fee rules the server used (GET /products/fee-rules), so the table can say where its
 * estimates come from. Optional on the server: any failure simply means "no rules to show".
 */
export function useFeeRules(): FeeRule[] {
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
  });
  return query.data ?? NO_RULES;
}
