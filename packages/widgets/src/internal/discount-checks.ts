// The product page's discount tags checked against each listing's own history (core's
// checkDiscount, docs/rules.md "Discount checked against history"): per merchant offer of the
// chosen variant, 'Lowest in 30 days' or 'Usual price here' beside the merchant's '{n}% off'.
import { checkDiscount, type DiscountVerdict, type Offer } from '@compare/core';
import { useMemo } from 'react';
import { useCompare } from '../context';
import { usePriceHistory } from '../hooks/queries';

/** Verdicts by lowercased merchant name; only offers with a verdict other than 'none'. */
export type DiscountVerdicts = ReadonlyMap<string, Exclude<DiscountVerdict, 'none'>>;

/** The history verdict of each offer of `variant`; empty until the history has loaded. */
export function useDiscountVerdicts(
  productId: string,
  variant: string,
  offers: readonly Offer[],
): DiscountVerdicts {
  const { now } = useCompare();
  const history = usePriceHistory(productId).data;
  return useMemo(() => {
    const verdicts = new Map<string, Exclude<DiscountVerdict, 'none'>>();
    if (!history) return verdicts;
    const at = now();
    for (const offer of offers) {
      if (offer.isOutOfStock || offer.stale === true) continue;
      const merchant = offer.merchantName.toLowerCase();
      const series = history.series.find(
        (s) => s.variant === variant && s.merchantName.toLowerCase() === merchant,
      );
      if (!series) continue;
      const { verdict } = checkDiscount({
        price: offer.price,
        mrp: offer.mrp,
        history: series.points,
        now: at,
      });
      if (verdict !== 'none') verdicts.set(merchant, verdict);
    }
    return verdicts;
  }, [history, variant, offers, now]);
}
