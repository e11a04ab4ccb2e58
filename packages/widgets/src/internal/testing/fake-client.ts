// A fake ApiClient over the in-memory fixtures: stories and tests use it instead of the network.
// Delays and failures are controllable per method, and every call is recorded.
import type {
  ApiClient,
  ApiResult,
  FeeResult,
  GeoSuggestion,
  NearestPrices,
  PlatformEta,
  PriceQuote,
  Product,
  TrendingSection,
  User,
} from '@compare/core';
import { basketFees, type FeeRule, platformTotalKey } from '@compare/core';
import { sortProducts } from '../../widgets/search-results/search-sort';
import { createFakeAccount, type FakeAccountState } from './fake-account';
import { fakeCompare, fakeEquivalents } from './fake-equivalents';
import { catalogue, categories, demoUser, places, platformEtas, priceHistoryFor, trending } from './fixtures';

/** Names of the client's methods. */
export type FakeMethod = keyof ApiClient;

/** Options of {@link createFakeClient}. */
export interface FakeClientOptions {
  /** Delay of every answer in ms; Infinity never answers (loading states). */
  delayMs?: number;
  /** Per-method delay overriding `delayMs`. */
  delays?: Partial<Record<FakeMethod, number>>;
  /** Methods that fail, with the error message (main calls resolve {error}, session calls throw). */
  failing?: Partial<Record<FakeMethod, string>>;
  products?: Product[];
  platforms?: PlatformEta[];
  /** The home's trending sections (default: the fixtures'). */
  trending?: TrendingSection[];
  /** The user of the session at start (null: signed out). */
  user?: User | null;
  /**
   * Fee rules the fake publishes (GET /products/fee-rules) and computes fees with, memberships
   * applied, as the API does; without them fees follow the fake's own flat figures.
   */
  feeRules?: FeeRule[];
  /** The nearest city with prices (GET /api/geo/nearest-prices); none by default. */
  nearestPrices?: NearestPrices;
  /** Account data at start (basket, saved baskets, watches, alerts, push on or off). */
  account?: Partial<FakeAccountState>;
  /** The places the fake geocoding answers from (default: the fixtures'). */
  places?: GeoSuggestion[];
}

/** The fake client plus its call log and controls. */
export interface FakeApiClient extends ApiClient {
  calls: Array<{ method: FakeMethod; args: unknown[] }>;
  /** Makes a method fail from now on (or succeed again with `null`). */
  setFailing: (method: FakeMethod, message: string | null) => void;
  setDelay: (ms: number) => void;
  /** The account routes' in-memory state (basket, saved baskets, watches, alerts). */
  account: FakeAccountState;
}

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

function matches(product: Product, field: string | undefined, value: string): boolean {
  return (field ?? '').toLowerCase().includes(value.toLowerCase()) || product.productId === value;
}

/** Creates a fake ApiClient answering from fixtures. */
export function createFakeClient(options: FakeClientOptions = {}): FakeApiClient {
  const products = options.products ?? catalogue;
  const failing: Partial<Record<FakeMethod, string>> = { ...options.failing };
  let delayMs = options.delayMs ?? 0;
  let user: User | null = options.user === undefined ? null : options.user;
  const calls: FakeApiClient['calls'] = [];
  const account = createFakeAccount(products, () => user);
  // A copy: the routes change their state, and a story's parameters must stay as written (a
  // remounted story, or the next story of its file, starts from them again).
  Object.assign(account.state, structuredClone(options.account));

  function wait(method: FakeMethod, signal?: AbortSignal): Promise<void> {
    const ms = options.delays?.[method] ?? delayMs;
    if (ms === Number.POSITIVE_INFINITY) return new Promise(() => undefined);
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(abortError());
      });
    });
  }

  async function main<T>(method: FakeMethod, args: unknown[], answer: () => T, signal?: AbortSignal) {
    calls.push({ method, args });
    try {
      await wait(method, signal);
    } catch (error) {
      return { error: error as Error } as ApiResult<T>;
    }
    if (signal?.aborted) return { error: abortError() } as ApiResult<T>;
    const message = failing[method];
    if (message) return { error: new Error(message) } as ApiResult<T>;
    try {
      return { data: answer() } as ApiResult<T>;
    } catch (error) {
      return { error: error as Error } as ApiResult<T>;
    }
  }

  async function session<T>(method: FakeMethod, args: unknown[], answer: () => T): Promise<T> {
    calls.push({ method, args });
    await wait(method);
    const message = failing[method];
    if (message) throw new Error(message);
    return answer();
  }

  function search(q: string, limit: number): GeoSuggestion[] {
    const text = q.trim().toLowerCase();
    return (options.places ?? places)
      .filter((p) => p.display_name.toLowerCase().includes(text))
      .slice(0, limit);
  }

  // What a scrape of a merchant page answers: the listed offer with a visible drift (₹1 lower),
  // so a refresh changes prices in stories and tests whether it goes through the batch endpoint
  // or the per-offer fallback; unknown pages answer nulls.
  function freshPrice(url: string): PriceQuote {
    const listed = products
      .flatMap((p) => Object.values(p.platformData).flat())
      .find((o) => o.merchantUrl === url);
    if (!listed) return { price: null, mrp: null, available: null };
    return { price: Math.max(1, listed.price - 1), mrp: listed.mrp, available: true };
  }

  return {
    calls,
    account: account.state,
    async request<T>(
      method: Parameters<ApiClient['request']>[0],
      path: string,
      opts?: Parameters<ApiClient['request']>[2],
    ) {
      calls.push({ method: 'request', args: [method, path, opts] });
      await wait('request');
      const message = failing.request;
      if (message) throw Object.assign(new Error(message), { status: 500, code: 'INTERNAL' });
      const route = path.split('?')[0]!;
      if (method === 'post' && route === '/baskets/compare') {
        const body = (opts?.json ?? {}) as { lines?: Parameters<typeof fakeCompare>[1] };
        return { success: true, data: fakeCompare(products, body.lines ?? []) } as T;
      }
      const same = /^\/products\/([^/]+)\/equivalents$/.exec(route);
      if (method === 'get' && same) {
        const variant = new URLSearchParams(path.split('?')[1] ?? '').get('variant') ?? undefined;
        const data = fakeEquivalents(products, decodeURIComponent(same[1]!), variant);
        if (!data) throw Object.assign(new Error('Product not found'), { status: 404, code: 'NOT_FOUND' });
        return { success: true, data } as T;
      }
      return (await account.request(method, path, opts)) as T;
    },
    setFailing: (method, message) => {
      if (message === null) delete failing[method];
      else failing[method] = message;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    login: (credentials) =>
      session('login', [credentials], () => {
        user = { ...demoUser, username: credentials.username };
        return user;
      }),
    register: (credentials) =>
      session('register', [credentials], () => {
        user = { ...demoUser, id: 2, username: credentials.username };
        return user;
      }),
    logout: () =>
      session('logout', [], () => {
        user = null;
      }),
    getUser: () => session('getUser', [], () => user),
    fetchJson: async <T>(path: string) => {
      calls.push({ method: 'fetchJson', args: [path] });
      if (path === '/products/fee-rules' && options.feeRules)
        return { success: true, data: options.feeRules } as T;
      return null as T | null;
    },
    getPlatforms: (point) => main('getPlatforms', [point], () => options.platforms ?? platformEtas),
    getCategories: (point) => main('getCategories', [point], () => categories),
    getTrending: (point) => main('getTrending', [point], () => options.trending ?? trending),
    getProduct: (id) =>
      main('getProduct', [id], () => {
        const found = products.find((p) => p.productId === id);
        // As the real client: a 404 carries its status (the product is gone).
        if (!found) throw Object.assign(new Error('HTTP error! Status: 404'), { status: 404 });
        return found;
      }),
    searchProducts: (query, opts) =>
      main(
        'searchProducts',
        [query],
        () => {
          const platformsWanted = query.platform ? query.platform.split(',').map((p) => p.toLowerCase()) : [];
          const found = products.filter((p) => {
            if (query.q && !matches(p, `${p.name ?? ''} ${p.brand} ${p.category ?? ''}`, query.q))
              return false;
            if (query.brand && p.brand.toLowerCase() !== query.brand.toLowerCase()) return false;
            if (query.category && (p.category ?? '').toLowerCase() !== query.category.toLowerCase())
              return false;
            if (platformsWanted.length > 0) {
              const listed = Object.values(p.platformData).flatMap((offers) =>
                offers.map((o) => o.merchantName),
              );
              if (!listed.some((m) => platformsWanted.includes(m.toLowerCase()))) return false;
            }
            return true;
          });
          // Ordered over the whole result set before paging, as the API does with `sort`.
          const ordered = sortProducts(found, query.sort ?? 'relevance');
          const offset = query.offset ?? 0;
          const limit = query.limit ?? 20;
          return { success: true, data: ordered.slice(offset, offset + limit), total: found.length };
        },
        opts?.signal,
      ),
    calculateAllFees: (totals, memberships = []) =>
      main('calculateAllFees', memberships.length > 0 ? [totals, memberships] : [totals], () =>
        options.feeRules
          ? basketFees(options.feeRules, totals, memberships)
          : totals.map(
              (t): FeeResult => ({
                platform: platformTotalKey(t.platform),
                deliveryFee: t.cartTotal >= 199 ? 0 : 30,
                smallCartFee: t.cartTotal < 99 ? 20 : 0,
                handlingCharge: 4,
                gstOnFees: 0.72,
                grandTotal: t.cartTotal + (t.cartTotal >= 199 ? 0 : 30) + (t.cartTotal < 99 ? 20 : 0) + 4.72,
              }),
            ),
      ),
    getPriceHistory: (productId) =>
      main('getPriceHistory', [productId], () => {
        const found = products.find((p) => p.productId === productId);
        return found ? priceHistoryFor(found) : { productId, series: [] };
      }),
    searchPlaces: (q, opts) =>
      main('searchPlaces', [q, opts], () => search(q, opts?.limit ?? 5), opts?.signal),
    reversePlace: (lat, lon) =>
      main('reversePlace', [lat, lon], () => {
        const nearest = [...places].sort(
          (a, b) =>
            Math.hypot(Number(a.lat) - Number(lat), Number(a.lon) - Number(lon)) -
            Math.hypot(Number(b.lat) - Number(lat), Number(b.lon) - Number(lon)),
        )[0];
        return nearest ?? { display_name: 'Unknown place', lat: String(lat), lon: String(lon), place_id: 0 };
      }),
    nearestPrices: (lat, lon) =>
      main('nearestPrices', [lat, lon], () => {
        if (!options.nearestPrices) throw new Error('HTTP error! Status: 404');
        return options.nearestPrices;
      }),
    submitSuggestion: (form) => main('submitSuggestion', [form], () => null),
    scrapePrice: (request, opts) =>
      main('scrapePrice', [request], () => freshPrice(request.url), opts?.signal),
    refreshPrices: (request) =>
      main('refreshPrices', [request], () =>
        request.items.map((item) => ({
          platform: item.platform,
          url: item.url,
          ok: true,
          data: freshPrice(item.url),
        })),
      ),
  };
}
