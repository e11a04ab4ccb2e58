// The basket comparison's live price refresh: every offer of every line is re-fetched,
// merged with core's rules and written back with replacePrices; totals and fees follow from the
// basket. One batch call when the server offers it, else one scrape call per offer.
import {
  type ApiClient,
  type CartItem,
  DEFAULT_LOCATION,
  mergeRefreshIntoItems,
  NOT_LISTED,
  type RefreshResult,
  readRefreshAnswer,
} from '@compare/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useCompare } from '../../context';

/** One offer to refresh. */
interface RefreshTarget {
  productId: string;
  variant: string;
  merchantName: string;
  url: string;
}

// Which refresh style a client's server supports, remembered per client (not a module-wide flag,
// so two providers on one page pointing at different servers never affect each other).
const batchSupport = new WeakMap<ApiClient, boolean>();

// The batch route is optional on the server: a 404 or 405 means "not here", fall back for good.
function isMissingRoute(error: Error): boolean {
  return /\bStatus: (404|405)\b/.test(error.message);
}

function targetsOf(items: readonly CartItem[]): RefreshTarget[] {
  return items.flatMap((item) =>
    item.platformData.flatMap((offer) =>
      offer.merchantUrl
        ? [
            {
              productId: item.productId,
              variant: item.variant,
              merchantName: offer.merchantName,
              url: offer.merchantUrl,
            },
          ]
        : [],
    ),
  );
}

type Point = { lat: number; lon: number };
type Log = (...args: unknown[]) => void;

async function refreshOneByOne(client: ApiClient, point: Point, targets: RefreshTarget[], log: Log) {
  return Promise.all(
    targets.map(async (target): Promise<RefreshResult> => {
      const answer = await client.scrapePrice({ platform: target.merchantName, url: target.url, ...point });
      if (answer.error) log(answer.error.message, target.merchantName, target.url);
      return { ...target, result: answer.error ?? answer.data };
    }),
  );
}

async function refreshInBatch(
  client: ApiClient,
  point: Point,
  targets: RefreshTarget[],
  log: Log,
): Promise<RefreshResult[] | null> {
  const answer = await client.refreshPrices({
    ...point,
    items: targets.map((t) => ({ platform: t.merchantName, url: t.url })),
  });
  if (answer.error) {
    if (isMissingRoute(answer.error)) return null;
    log(answer.error.message);
    return targets.map((t) => ({ ...t, result: answer.error }));
  }
  if (!Array.isArray(answer.data)) {
    log('Unexpected refresh answer', answer.data);
    return targets.map((t) => ({ ...t, result: null }));
  }
  return targets.map((target, index) => {
    const found =
      answer.data.find(
        (a) => a.url === target.url && a.platform.toLowerCase() === target.merchantName.toLowerCase(),
      ) ?? answer.data[index];
    const result = readRefreshAnswer(found);
    if (result instanceof Error) log(result.message, target.merchantName, target.url);
    return { ...target, result };
  });
}

/**
 * Offers without a merchant URL cannot be priced live; whether their product is still listed can be
 * asked: GET /products/{id} once per product, and a 404 (the product is gone) marks every such
 * offer not listed. Any other answer leaves them as they are.
 */
async function checkUnlinked(client: ApiClient, items: readonly CartItem[]): Promise<RefreshResult[]> {
  const unlinked = items.filter((item) => item.platformData.some((offer) => !offer.merchantUrl));
  const ids = [...new Set(unlinked.map((item) => item.productId))];
  const gone = new Set<string>();
  await Promise.all(
    ids.map(async (id) => {
      const answer = await client.getProduct(id);
      if ((answer.error as { status?: number } | undefined)?.status === 404) gone.add(id);
    }),
  );
  return unlinked
    .filter((item) => gone.has(item.productId))
    .flatMap((item) =>
      item.platformData
        .filter((offer) => !offer.merchantUrl)
        .map((offer) => ({
          productId: item.productId,
          variant: item.variant,
          merchantName: offer.merchantName,
          result: NOT_LISTED,
        })),
    );
}

async function fetchLinked(client: ApiClient, point: Point, targets: RefreshTarget[], log: Log) {
  if (targets.length === 0) return [];
  if (batchSupport.get(client) !== false) {
    const batch = await refreshInBatch(client, point, targets, log);
    if (batch) {
      batchSupport.set(client, true);
      return batch;
    }
    batchSupport.set(client, false);
  }
  return refreshOneByOne(client, point, targets, log);
}

/**
 * Fetches live prices for the given lines, and whether the products of offers without a URL are
 * still listed; failed fetches come back as errors (kept as they were), offers no longer listed as
 * NOT_LISTED.
 */
export async function fetchLivePrices(
  client: ApiClient,
  point: Point,
  items: readonly CartItem[],
  log: Log,
): Promise<RefreshResult[]> {
  const [linked, unlinked] = await Promise.all([
    fetchLinked(client, point, targetsOf(items), log),
    checkUnlinked(client, items),
  ]);
  return [...linked, ...unlinked];
}

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

/** A current price came back (not a failure, not the last known price, not 'not listed'). */
function isFresh(result: RefreshResult['result']): boolean {
  return typeof result === 'object' && result !== null && !(result instanceof Error) && result.stale !== true;
}

/** Marks each offer whose live price came back fresh as observed now; others keep their time. */
function stampObserved(items: CartItem[], results: readonly RefreshResult[], at: Date): CartItem[] {
  const fresh = new Set(
    results
      .filter((r) => isFresh(r.result))
      .map((r) => JSON.stringify([r.productId, r.variant, r.merchantName.toLowerCase()])),
  );
  if (fresh.size === 0) return items;
  const observedAt = at.toISOString();
  return items.map((line) => {
    const key = (merchant: string) => JSON.stringify([line.productId, line.variant, merchant.toLowerCase()]);
    if (!line.platformData.some((o) => fresh.has(key(o.merchantName)))) return line;
    return {
      ...line,
      platformData: line.platformData.map((o) => (fresh.has(key(o.merchantName)) ? { ...o, observedAt } : o)),
    };
  });
}

/** Merchants whose fetch failed or came back as the last known (stale) price ('not listed' is an answer). */
function failedMerchants(results: readonly RefreshResult[]): Set<string> {
  const failed = new Set<string>();
  for (const { merchantName, result } of results)
    if (result !== NOT_LISTED && !isFresh(result)) failed.add(merchantName.toLowerCase());
  return failed;
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
      const results = await fetchLivePrices(client, point, snapshot, log);
      // Merged into the basket as it is now: the shopper may have changed quantities meanwhile.
      const basket = stores.basket.getState();
      const at = now();
      const failing = failedMerchants(results);
      const merged = stampObserved(mergeRefreshIntoItems(basket.items, results), results, at);
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
