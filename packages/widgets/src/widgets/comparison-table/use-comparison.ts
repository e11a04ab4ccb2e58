// Everything the basket comparison shows, gathered in one place: the basket and its live prices,
// the fees (memberships applied by the server), the fee rules, the delivery limits, and what core
// decides from them: the honest order of merchants and 'Cheapest'. The verdict is computed where it
// is shown (use-verdict.ts, with the comparison's content): an empty basket never loads its rules.

import {
  basketFees,
  type CartItem,
  cheapestMerchant,
  type FeeResult,
  type FeeRule,
  type MerchantTotal,
  merchantsInBasket,
  merchantTotal,
  platformTotals,
  type RankedMerchant,
  rankMerchants,
  withEquivalents,
} from '@compare/core';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';
import { useShownOrder } from './stable-order';
import { type AnyBrandState, useAnyBrand } from './use-any-brand';
import { useCartFees } from './use-cart-fees';
import { type DeliveryContext, useDeliveryLimits } from './use-delivery-limits';
import { useFeeRules } from './use-fee-rules';
import { type PriceRefresh, usePriceRefresh } from './use-price-refresh';

/** Options of {@link useComparison}: the table's props that shape the comparison. */
export interface ComparisonOptions {
  refreshOnLoad: boolean;
  /** Offer the 'Any brand' switch per line and price lines that have it on with their equivalents. */
  anyBrand: boolean;
}

/** The comparison's data and verdicts. Rupees. */
export interface Comparison {
  /** The basket as compared: lines with 'Any brand' on carry their cheaper equivalents' offers. */
  items: CartItem[];
  /** The basket as the shopper keeps it. */
  ownItems: CartItem[];
  /** The 'Any brand' lines as the server compared them. */
  anyBrand: AnyBrandState;
  /** False until the stored basket has been read (deferred, so the spinner holds for that render). */
  hydrated: boolean;
  setQuantity: (productId: string, variant: string, quantity: number) => void;
  /** Merchants listing something in the basket, in registry order (the Filter's options). */
  merchants: string[];
  /** Every merchant in the honest order (docs/rules.md, "Honest order"). */
  ranked: RankedMerchant[];
  totals: ReadonlyMap<string, MerchantTotal>;
  /** The server's fee results for the current totals and memberships. */
  fees: FeeResult[];
  /** True while a fee calculation runs (the fee cells show '...'). */
  feesLoading: boolean;
  rules: FeeRule[];
  held: string[];
  /** The merchant tagged 'Cheapest', if any. */
  cheapest: string | null;
  /** The fees the order (and the verdict) rest on: the server's, or the published rules' meanwhile. */
  orderFees: FeeResult[];
  /**
   * True while the figures are the server's alone and do not match the basket yet (no published
   * rules, the server's answer not in): the verdict keeps its last settled figures meanwhile.
   */
  holdVerdict: boolean;
  delivery: DeliveryContext;
  refresh: PriceRefresh;
  /**
   * True once the stores' order rests on fees (the server's or the published rules'), on the prices
   * of the refresh on load and, under a deadline, on the ETAs, or {@link REVEAL_WAIT_MS} have
   * passed: the table shows its store columns from then on, in the order they then have, so they
   * never appear in one order and move to another.
   */
  ordered: boolean;
  /**
   * True once the verdict and the order can be trusted: the refresh on load, the fees of its prices
   * and (under a deadline) the ETAs are in, or {@link REVEAL_WAIT_MS} have passed.
   */
  ready: boolean;
}

/** Longest the verdict and the summary wait for the load refresh and its fees before showing. */
export const REVEAL_WAIT_MS = 2500;

/** True once `ready`, or after {@link REVEAL_WAIT_MS} whatever is still running, and from then on. */
function useReveal(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (ready) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(true), REVEAL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return shown || ready;
}

/** The basket comparison of the nearest provider. */
export function useComparison(options: ComparisonOptions): Comparison {
  const { stores } = useCompare();
  const basket = useBasket();
  const refresh = usePriceRefresh(options.refreshOnLoad);
  const cartFees = useCartFees();
  // An empty basket has no fees to estimate and no stores to rank: nothing is fetched for it.
  const hasItems = basket.items.length > 0;
  // The rules and the ETAs arrive from queries that settle one after another, each an urgent render
  // of the whole comparison; deferred, the memoised order and verdict follow in a transition.
  const rules = useDeferredValue(useFeeRules(hasItems));
  const held = useStore(stores.memberships, (s) => s.held);
  const liveDelivery = useDeliveryLimits(hasItems);
  const limits = useDeferredValue(liveDelivery.limits);
  const delivery = { ...liveDelivery, limits };
  const hydrated = useDeferredValue(basket.hydrated);
  const anyBrand = useAnyBrand(basket.items, options.anyBrand);
  const items = useMemo(
    () => (options.anyBrand ? withEquivalents(basket.items, anyBrand.lines) : basket.items),
    [options.anyBrand, basket.items, anyBrand.lines],
  );

  const merchants = useMemo(() => merchantsInBasket(items), [items]);
  const totals = useMemo(
    () => new Map(merchants.map((m) => [m, merchantTotal(items, m)])),
    [items, merchants],
  );
  // While the server computes, the order and the verdict use the same rule over the published rules
  // (core's basketFees, the server's function), so nothing moves when its answer lands.
  const orderFees = useMemo(
    () =>
      cartFees.current || rules.length === 0 ? cartFees.fees : basketFees(rules, platformTotals(items), held),
    [cartFees.current, cartFees.fees, rules, items, held],
  );
  const fresh = useMemo(
    () => rankMerchants(items, merchants, orderFees, limits),
    [items, merchants, orderFees, limits],
  );
  const outOfArea = delivery.outOfArea;
  const cheapest = useMemo(
    () => (outOfArea ? null : cheapestMerchant(items, merchants, orderFees, limits)),
    [outOfArea, items, merchants, orderFees, limits],
  );
  const deadlineSettled = limits.arrivesWithin === null || delivery.settled;
  const settled = cartFees.current && refresh.loadRefreshDone && deadlineSettled;
  const ready = useReveal(settled);
  // The order of the stores is final once it rests on fees (the server's, or the published rules')
  // and on the refreshed prices (and, under a deadline, once the ETAs are in): a table showing its
  // columns before the refresh on load lands would re-order them when it does.
  const ordered = useReveal(
    (cartFees.current || rules.length > 0) && refresh.loadRefreshDone && deadlineSettled,
  );
  // From the first render that shows the stores (the table's columns or the summary's cards), they
  // keep that order through later price and fee changes; the shopper's own changes (lines,
  // quantities, the deadline) rank them afresh.
  const basketKey = useMemo(
    () =>
      `${limits.arrivesWithin ?? ''}|${items.map((item) => `${item.productId}:${item.variant}:${item.quantity}`).join(',')}`,
    [items, limits.arrivesWithin],
  );
  const ranked = useShownOrder(fresh, ordered || ready, basketKey);
  // Without published rules the figures are the server's alone: the verdict holds until they match.
  const holdVerdict = !cartFees.current && rules.length === 0;

  return {
    items,
    ownItems: basket.items,
    anyBrand,
    hydrated,
    setQuantity: basket.setQuantity,
    merchants,
    ranked,
    totals,
    fees: cartFees.fees,
    feesLoading: cartFees.loading,
    rules,
    held,
    cheapest,
    orderFees,
    holdVerdict,
    delivery,
    refresh,
    ready,
    ordered,
  };
}
