import { SEARCH_PAGE_SIZE } from './constants';
import { createHttp, type HttpRequest } from './internal/http';
import { createStorage, STORAGE_KEYS, type StorageAdapter } from './storage';
import type {
  ApiResult,
  CategoryTile,
  Credentials,
  FeeResult,
  GeoSuggestion,
  NearestPrices,
  PlatformEta,
  PlatformTotal,
  PriceHistory,
  PriceQuote,
  Product,
  ProductPage,
  ProductQuery,
  RefreshAnswer,
  SuggestionFormState,
  TrendingSection,
  User,
} from './types';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Base of the main API; '' means the page's own origin. */
  apiBaseUrl?: string;
  /** Base of the scraper service; defaults to apiBaseUrl. */
  scraperBaseUrl?: string;
  /** Where Lat and Lon are read from at call time. */
  storage?: StorageAdapter;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Point of a location-aware call. */
export interface LatLon {
  lat: number | string;
  lon: number | string;
}

/** Options of {@link ApiClient.fetchJson}. */
export interface FetchJsonOptions {
  /** 'returnNull' answers null on 401; 'throw' (default) fails like any non-OK answer. */
  on401?: 'returnNull' | 'throw';
  signal?: AbortSignal;
}

/** The product's HTTP calls: session calls throw "{status}: {body}", the others answer an {@link ApiResult}. */
export interface ApiClient {
  login(credentials: Credentials): Promise<User>;
  register(credentials: Credentials): Promise<User>;
  logout(): Promise<void>;
  /** The signed-in user, or null on 401. */
  getUser(): Promise<User | null>;
  /** Generic GET + JSON (the data-fetch default); a 401 fails unless `on401: 'returnNull'`. */
  fetchJson<T>(path: string, options?: FetchJsonOptions): Promise<T | null>;
  getPlatforms(point: LatLon): Promise<ApiResult<PlatformEta[]>>;
  getCategories(point: LatLon): Promise<ApiResult<CategoryTile[]>>;
  getTrending(point: LatLon): Promise<ApiResult<TrendingSection[]>>;
  getProduct(id: string): Promise<ApiResult<Product>>;
  searchProducts(query: ProductQuery, options?: { signal?: AbortSignal }): Promise<ApiResult<ProductPage>>;
  /**
   * Fees per platform total. `memberships` (keys the shopper holds) is sent only when not empty,
   * so the body is exactly `{platformTotals}` for a shopper without any.
   */
  calculateAllFees(
    platformTotals: PlatformTotal[],
    memberships?: readonly string[],
  ): Promise<ApiResult<FeeResult[]>>;
  getPriceHistory(productId: string): Promise<ApiResult<PriceHistory>>;
  searchPlaces(
    q: string,
    options?: { limit?: number; signal?: AbortSignal },
  ): Promise<ApiResult<GeoSuggestion[]>>;
  reversePlace(lat: number | string, lon: number | string): Promise<ApiResult<GeoSuggestion>>;
  /** The nearest city with prices (GET /api/geo/nearest-prices). */
  nearestPrices(lat: number | string, lon: number | string): Promise<ApiResult<NearestPrices>>;
  submitSuggestion(form: SuggestionFormState): Promise<ApiResult<null>>;
  scrapePrice(
    request: LatLon & { platform: string; url: string },
    options?: { signal?: AbortSignal },
  ): Promise<ApiResult<PriceQuote>>;
  refreshPrices(
    request: LatLon & { items: Array<{ platform: string; url: string }> },
  ): Promise<ApiResult<RefreshAnswer[]>>;
  /**
   * Any other call (the account's basket, lists, watches): JSON in and out, Lat/Lon on product
   * paths. A non-OK answer throws a {@link RequestError} carrying the status and the server's message.
   */
  request<T>(method: RequestMethod, path: string, options?: RequestOptions): Promise<T>;
}

/** Methods of {@link ApiClient.request}. */
export type RequestMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Options of {@link ApiClient.request}. */
export interface RequestOptions {
  json?: unknown;
  signal?: AbortSignal;
  /** Extra headers (If-None-Match, say). */
  headers?: Record<string, string>;
}

/** A non-OK answer of {@link ApiClient.request}: `status`, and the envelope's `code` and message. */
export interface RequestError extends Error {
  status: number;
  code: string;
}

type Query = Record<string, string | number | undefined>;

const HTTP_METHODS: Record<RequestMethod, HttpRequest['method']> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};

interface CallOptions {
  method?: RequestMethod;
  query?: Query;
  json?: unknown;
  signal?: AbortSignal | undefined;
  cache?: RequestCache;
  headers?: Record<string, string> | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The API wraps some answers as {success: true, data}; session and product routes may not.
function unwrap<T>(body: unknown): T {
  if (isRecord(body) && body.success === true && 'data' in body) return body.data as T;
  return body as T;
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  return JSON.parse(text);
}

// Session errors read "401: Invalid credentials": the server envelope's message when there is
// one, the raw body otherwise, the status text when the body is empty.
async function sessionError(response: Response): Promise<Error> {
  const text = await response.text();
  let message = text;
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string') {
      message = body.error.message;
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  return new Error(`${response.status}: ${message || response.statusText}`);
}

// An answer whose body is never read keeps its connection busy until it is collected: read it to
// the end (and ignore it) before answering without it.
async function drain(response: Response): Promise<void> {
  try {
    await response.arrayBuffer();
  } catch {
    // A body that fails mid-read is released all the same.
  }
}

/**
 * A main or scraper call's non-OK answer: 'HTTP error! Status: {code}', with the status beside it
 * (so a caller can tell a product that is gone, a 404, from a failure).
 */
function statusError(response: Response): Error & { status: number } {
  return Object.assign(new Error(`HTTP error! Status: ${response.status}`), { status: response.status });
}

function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error(String(error));
}

function searchParams(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Creates the client for the API and scraper. Every call sends a JSON content type and includes
 * credentials; product calls add Lat/Lon headers from storage. Session calls throw
 * "{status}: {body}"; main and scraper calls never throw and resolve to an {@link ApiResult}.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const apiBase = (options.apiBaseUrl ?? '').replace(/\/+$/, '');
  const scraperBase = (options.scraperBaseUrl ?? apiBase).replace(/\/+$/, '');
  const storage = options.storage ?? createStorage();
  const http = createHttp({ fetch: options.fetch, timeoutMs: options.timeoutMs ?? 10_000 });

  function send(base: string, path: string, call: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...call.headers };
    if (path.startsWith('/products')) {
      const lat = storage.getItem(STORAGE_KEYS.lat);
      const lon = storage.getItem(STORAGE_KEYS.lon);
      if (lat !== null) headers.Lat = lat;
      if (lon !== null) headers.Lon = lon;
    }
    const request: HttpRequest = { method: HTTP_METHODS[call.method ?? 'get'], headers };
    if (call.json !== undefined) request.body = JSON.stringify(call.json);
    if (call.signal) request.signal = call.signal;
    if (call.cache) request.cache = call.cache;
    return http(`${base}${path}${searchParams(call.query)}`, request);
  }

  async function result<T>(
    base: string,
    path: string,
    call: CallOptions,
    read: (body: unknown) => T = unwrap,
  ): Promise<ApiResult<T>> {
    try {
      const response = await send(base, path, call);
      if (!response.ok) return { error: statusError(response) };
      return { data: read(parseJson(await response.text())) };
    } catch (error) {
      return { error: toError(error) };
    }
  }

  async function session<T>(path: string, call: CallOptions): Promise<T> {
    const response = await send(apiBase, path, call);
    if (!response.ok) throw await sessionError(response);
    return unwrap<T>(parseJson(await response.text()));
  }

  return {
    login: (credentials) => session<User>('/api/login', { method: 'post', json: credentials }),
    register: (credentials) => session<User>('/api/register', { method: 'post', json: credentials }),
    async logout() {
      const response = await send(apiBase, '/api/logout', { method: 'post' });
      if (!response.ok) throw await sessionError(response);
    },
    async getUser() {
      const response = await send(apiBase, '/api/user');
      if (response.status === 401) {
        await drain(response);
        return null;
      }
      if (!response.ok) throw await sessionError(response);
      return unwrap<User | null>(parseJson(await response.text()));
    },
    async fetchJson<T>(path: string, fetchOptions: FetchJsonOptions = {}) {
      const response = await send(apiBase, path, { signal: fetchOptions.signal });
      if (response.status === 401 && fetchOptions.on401 === 'returnNull') {
        await drain(response);
        return null;
      }
      if (!response.ok) throw await sessionError(response);
      return parseJson(await response.text()) as T;
    },
    getPlatforms: ({ lat, lon }) =>
      result(apiBase, '/products/platforms', { query: { lat, lon }, cache: 'no-store' }),
    getCategories: ({ lat, lon }) => result(apiBase, '/products/categories', { query: { lat, lon } }),
    getTrending: ({ lat, lon }) => result(apiBase, '/products/trending', { query: { lat, lon } }),
    getProduct: (id) => result(apiBase, `/products/${encodeURIComponent(id)}`, {}),
    searchProducts: (query, callOptions = {}) =>
      result(
        apiBase,
        '/products',
        {
          query: {
            offset: query.offset ?? 0,
            limit: query.limit ?? SEARCH_PAGE_SIZE,
            q: query.q,
            platform: query.platform,
            category: query.category,
            brand: query.brand,
            sort: query.sort,
          },
          signal: callOptions.signal,
        },
        // The whole {success, data, total} envelope is the page: callers read success and total.
        (body) => body as ProductPage,
      ),
    calculateAllFees: (totals, memberships = []) =>
      result(apiBase, '/products/calculate-all-fees', {
        method: 'post',
        json: memberships.length > 0 ? { platformTotals: totals, memberships } : { platformTotals: totals },
      }),
    getPriceHistory: (productId) => result(apiBase, `/products/${encodeURIComponent(productId)}/history`, {}),
    searchPlaces: (q, placeOptions = {}) =>
      result(apiBase, '/api/geo/search', {
        query: { q, limit: placeOptions.limit },
        signal: placeOptions.signal,
      }),
    reversePlace: (lat, lon) => result(apiBase, '/api/geo/reverse', { query: { lat, lon } }),
    nearestPrices: (lat, lon) => result(apiBase, '/api/geo/nearest-prices', { query: { lat, lon } }),
    submitSuggestion: (form) =>
      result(apiBase, '/api/suggestions', { method: 'post', json: form }, () => null),
    scrapePrice: ({ platform, lat, lon, url }, callOptions = {}) =>
      result(scraperBase, '/api/scrape/cart/products', {
        query: { platform, lat, lon, url },
        signal: callOptions.signal,
      }),
    refreshPrices: ({ lat, lon, items }) =>
      result(scraperBase, '/api/scrape/cart/refresh', { method: 'post', json: { lat, lon, items } }),
    async request<T>(method: RequestMethod, path: string, call: RequestOptions = {}) {
      const response = await send(apiBase, path, { method, ...call });
      if (response.ok) return parseJson(await response.text()) as T;
      const body = await response.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        // Not JSON: the status text is the message.
      }
      const error = (isRecord(parsed) && isRecord(parsed.error) ? parsed.error : {}) as Record<
        string,
        unknown
      >;
      return Promise.reject(
        Object.assign(new Error(String(error.message ?? (body || response.statusText))), {
          status: response.status,
          code: String(error.code ?? 'HTTP_ERROR'),
        }),
      );
    },
  };
}

/** Options of the standalone {@link fetchJson}: where to send the GET and how to treat a 401. */
export type StandaloneFetchJsonOptions = FetchJsonOptions & Omit<ApiClientOptions, 'scraperBaseUrl'>;

/**
 * The generic default data-fetch: GET a path and parse JSON. A 401 fails by
 * default or gives null with `on401: 'returnNull'`; other non-OK answers throw "{status}: {body}".
 */
export function fetchJson<T>(path: string, options: StandaloneFetchJsonOptions = {}): Promise<T | null> {
  const { on401, signal, ...clientOptions } = options;
  const callOptions: FetchJsonOptions = {};
  if (on401) callOptions.on401 = on401;
  if (signal) callOptions.signal = signal;
  return createApiClient(clientOptions).fetchJson<T>(path, callOptions);
}
