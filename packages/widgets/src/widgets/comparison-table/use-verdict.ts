// The verdict (where to buy the basket) from the comparison's figures. Used by the comparison's
// content (comparison-content.tsx), a module loaded when a basket is expected, so core's verdict
// and split-planning rules are not part of an empty basket's first load.
import { type BasketVerdict, basketVerdict } from '@compare/core';
import { useMemo, useRef } from 'react';
import type { Comparison } from './use-comparison';

/** The table's props that shape the verdict. */
export interface VerdictOptions {
  minPlanSaving: number;
  maxPlanMerchants: number;
}

/** `value`, except that while `hold` is true the last value seen without a hold (or null) is returned. */
function useHeld<T>(value: T, hold: boolean): T | null {
  const last = useRef<T | null>(null);
  if (!hold) last.current = value;
  return hold ? last.current : value;
}

/** Where to buy; null out of area. Kept from the last settled figures while fees compute. */
export function useVerdict(comparison: Comparison, options: VerdictOptions): BasketVerdict | null {
  const { items, merchants, orderFees, rules, held, delivery } = comparison;
  const outOfArea = delivery.outOfArea;
  const limits = delivery.limits;
  const computed = useMemo(
    () =>
      outOfArea
        ? null
        : basketVerdict({
            items,
            merchants,
            fees: orderFees,
            rules,
            memberships: held,
            maxMerchants: options.maxPlanMerchants,
            minSaving: options.minPlanSaving,
            ...limits,
          }),
    [
      outOfArea,
      items,
      merchants,
      orderFees,
      rules,
      held,
      options.maxPlanMerchants,
      options.minPlanSaving,
      limits,
    ],
  );
  return useHeld(computed, comparison.holdVerdict);
}
