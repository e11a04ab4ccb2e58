// The basket comparison's live price refresh, the work itself: every offer of every line is
// re-fetched (one batch call when the server offers it, else one scrape call per offer) and merged
// with core's rules. A module of its own, loaded with the first refresh (use-price-refresh.ts): a
// page whose basket is empty never needs it.
import {
  type ApiClient,
  type CartItem,
  mergeRefreshIntoItems,
  NOT_LISTED,
  type RefreshResult,
  readRefreshAnswer,
} from '@compare/core';

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
 * The basket's lines with the refresh's answers merged in (fresh prices dated `at`), and the
 * merchants (lower-cased) with a price the refresh could not fetch.
 */
export function mergeLivePrices(
  items: CartItem[],
  results: readonly RefreshResult[],
  at: Date,
): { merged: CartItem[]; failing: Set<string> } {
  return {
    merged: stampObserved(mergeRefreshIntoItems(items, results), results, at),
    failing: failedMerchants(results),
  };
}
