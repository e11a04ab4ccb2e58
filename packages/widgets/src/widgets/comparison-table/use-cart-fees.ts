// Fees of the basket comparison: POST /products/calculate-all-fees whenever the platform totals or
// the memberships held change (the server applies their effects). While a calculation runs the
// table shows '...'; a failure is logged and the previous figures stay (callers log and keep the
// previous screen state).
import {
  messages as englishMessages,
  type FeeResult,
  type PlatformTotal,
  platformTotals,
} from '@compare/core';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../../context';
import { useBasket } from '../../hooks/use-basket';

/** Fee results of the current basket. */
export interface CartFees {
  /** The last fee results received (kept when a later calculation fails). */
  fees: FeeResult[];
  /** True while a calculation runs. */
  loading: boolean;
  /**
   * True when the last answer (or failure) is for the basket's totals as they are now, or none was
   * needed; before the first answer no store can be ranked by its grand total.
   */
  current: boolean;
  /** The body sent: fee-key totals of platforms with a total above 0. */
  totals: PlatformTotal[];
}

/** Recomputes fees when the basket's platform totals change. */
export function useCartFees(): CartFees {
  const { client, log, stores } = useCompare();
  const { items, hydrated } = useBasket();
  const held = useStore(stores.memberships, (s) => s.held);
  const totals = useMemo(() => platformTotals(items), [items]);
  // Quantities, prices and memberships change the answer; the same ones must not send a new request.
  const key = JSON.stringify([totals, [...held].sort()]);
  const [fees, setFees] = useState<FeeResult[]>([]);
  const [loading, setLoading] = useState(false);
  const [answeredKey, setAnsweredKey] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    if (!hydrated) return;
    const [body, memberships] = JSON.parse(key) as [PlatformTotal[], string[]];
    const request = latest.current + 1;
    latest.current = request;
    if (body.length === 0) {
      setFees([]);
      setLoading(false);
      setAnsweredKey(key);
      return;
    }
    setLoading(true);
    const onAnswer = (answer: Awaited<ReturnType<typeof client.calculateAllFees>>) => {
      // An older answer arriving after a newer request must not overwrite it.
      if (latest.current !== request) return;
      // A transition: the whole comparison re-renders with the fees, in slices that leave the
      // browser responsive.
      startTransition(() => {
        if (answer.error) log(englishMessages.feesFetchFailed, answer.error);
        else if (Array.isArray(answer.data)) setFees(answer.data);
        else log(englishMessages.feesFetchFailed, answer.data);
        setLoading(false);
        setAnsweredKey(key);
      });
    };
    // Sent from a task of its own: the effect runs inside the commit of a render that changed the
    // totals, and starting a request (body, headers, signal) would lengthen that task on a phone.
    const timer = setTimeout(() => {
      void client.calculateAllFees(body, memberships).then(onAnswer);
    }, 0);
    return () => clearTimeout(timer);
  }, [client, log, key, hydrated]);

  useEffect(
    () => () => {
      // Answers after unmount are dropped.
      latest.current = -1;
    },
    [],
  );

  return { fees, loading, current: hydrated && answeredKey === key, totals };
}
