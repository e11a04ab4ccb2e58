/** Options of {@link createHttp}: what every request of one client shares. */
export interface HttpOptions {
  /** The fetch to call; the global one when absent (read at call time, so tests can stub it). */
  fetch?: typeof fetch | undefined;
  /** Milliseconds before a request fails with a `TimeoutError`. */
  timeoutMs: number;
}

/** One request: the method, extra headers, a JSON body already serialised, a signal, a cache mode. */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers: Record<string, string>;
  body?: string | undefined;
  signal?: AbortSignal | undefined;
  cache?: RequestCache | undefined;
}

function timeoutError(method: string, url: string): Error {
  const error = new Error(`Request timed out: ${method} ${url}`);
  error.name = 'TimeoutError';
  return error;
}

/**
 * The client's HTTP: every request sends a JSON content type and includes credentials, never
 * retries, and resolves to the Response whatever its status (the client reads it). A request that
 * outlasts the timeout is aborted and rejects with a `TimeoutError`; a caller's abort rejects with
 * the signal's reason (an `AbortError`).
 */
export function createHttp(options: HttpOptions): (url: string, request: HttpRequest) => Promise<Response> {
  return (url, request) => {
    const controller = new AbortController();
    const { signal } = request;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const forward = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    const init: RequestInit = {
      method: request.method,
      headers: { 'Content-Type': 'application/json', ...request.headers },
      credentials: 'include',
      signal: controller.signal,
    };
    if (request.body !== undefined) init.body = request.body;
    if (request.cache) init.cache = request.cache;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The race answers on time even when a fetch ignores its signal.
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = timeoutError(request.method, url);
        controller.abort(error);
        reject(error);
      }, options.timeoutMs);
    });
    const call = (options.fetch ?? globalThis.fetch)(url, init);
    return Promise.race([call, timedOut]).finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    });
  };
}
