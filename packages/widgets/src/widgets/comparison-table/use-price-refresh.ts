// The basket comparison's live price refresh: its state (Updating..., the times, the failures) and
// when it runs (on load, on 'Refresh Prices'). The fetching and merging are live-prices.ts, loaded
// with the first refresh; the new prices are written back with replacePrices, and totals and fees
// follow from the basket.
import { DEFAULT_LOCATION } from '@compare/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../../context';

/**
 * 'Updating...' stays at least this long: a refresh answered from the server's cache settles within
 * a frame, and a label that flashes for one frame tells the shopper nothing.
 */
export const MIN_UPDATING_MS = 600;

/** The refresh state of the comparison table. */
export interface PriceRefresh {
  refreshing: boolean;
  refresh: () => Promise<void>;
  /** Merchants (lower-cased) with at least one price the last refresh could not fetch. */
  failed: ReadonlySet<string>;
  /** When each merchant's prices last came back fresh in this session. */
  refreshedAt: ReadonlyMap<string, Date>;
  /** When the last refresh finished, or null before the first. */
  finishedAt: Date | null;
  /**
   * False until the refresh on load has brought its prices (or failed); true at once when there is
   * none to wait for.
   */
  loadRefreshDone: boolean;
}

/**
 * Refreshes the basket's prices on load (once the stored basket and the location are known and
 * the basket has items) and whenever `refresh` is called.
 */
export function usePriceRefresh(auto = true): PriceRefresh {
  const { client, stores, log, now } = useCompare();
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [refreshedAt, setRefreshedAt] = useState<ReadonlyMap<string, Date>>(() => new Map());
  const [finishedAt, setFinishedAt] = useState<Date | null>(null);
  const [loadRefreshDone, setLoadRefreshDone] = useState(!auto);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refresh = useCallback(async () => {
    if (running.current) return;
    const snapshot = stores.basket.getState().items;
    if (snapshot.length === 0) return;
    running.current = true;
    setRefreshing(true);
    const startedAt = Date.now();
    try {
      const { latitude, longitude } = stores.location.getState();
      const point = {
        lat: latitude ?? DEFAULT_LOCATION.latitude,
        lon: longitude ?? DEFAULT_LOCATION.longitude,
      };
      let live: typeof import('./live-prices');
      try {
        live = await import('./live-prices');
      } catch (error) {
        // The module did not load (the network dropped): the prices stay as they were.
        log(error);
        return;
      }
      const { fetchLivePrices, mergeLivePrices } = live;
      const results = await fetchLivePrices(client, point, snapshot, log);
      // Merged into the basket as it is now: the shopper may have changed quantities meanwhile.
      const basket = stores.basket.getState();
      const at = now();
      const { merged, failing } = mergeLivePrices(basket.items, results, at);
      merged.forEach((line, index) => {
        if (line !== basket.items[index])
          basket.replacePrices(line.productId, line.variant, line.platformData);
      });
      // Nothing to fetch (no offer links) is no refresh: no times to show.
      if (mounted.current && results.length > 0) {
        setFailed(failing);
        setRefreshedAt((before) => {
          const next = new Map(before);
          for (const { merchantName } of results) {
            const key = merchantName.toLowerCase();
            if (!failing.has(key)) next.set(key, at);
          }
          return next;
        });
        setFinishedAt(at);
      }
      // The new prices are in: what waited for them need not wait for the label's minimum time.
      if (mounted.current) setLoadRefreshDone(true);
    } finally {
      running.current = false;
      const rest = MIN_UPDATING_MS - (Date.now() - startedAt);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      // A refresh started meanwhile owns the label now.
      if (mounted.current && !running.current) setRefreshing(false);
    }
  }, [client, stores, log, now]);

  const hydrated = useStore(stores.basket, (s) => s.hydrated);
  const hasItems = useStore(stores.basket, (s) => s.items.length > 0);
  const located = useStore(stores.location, (s) => s.status === 'ready');
  const started = useRef(false);
  useEffect(() => {
    if (!auto || started.current || !hydrated) return;
    if (!hasItems) {
      setLoadRefreshDone(true);
      return;
    }
    if (!located) return;
    // Started from a task of its own: this effect runs in the commit of the render that read the
    // stored basket, and the request and the 'Updating...' render would lengthen that task.
    const timer = setTimeout(() => {
      started.current = true;
      void refresh().finally(() => {
        if (mounted.current) setLoadRefreshDone(true);
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [auto, hydrated, located, hasItems, refresh]);

  return { refreshing, refresh, failed, refreshedAt, finishedAt, loadRefreshDone };
}
