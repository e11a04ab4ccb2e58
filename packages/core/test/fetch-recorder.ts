// A fetch stand-in that records every Request, so tests can assert what went on the wire.

/** Answers a recorded request. */
export type Handler = (request: Request) => Response | Promise<Response>;

/** Builds a recording fetch around a handler. */
export function recordFetch(handler: Handler): { fetch: typeof fetch; requests: Request[] } {
  const requests: Request[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    if (request.signal.aborted) throw request.signal.reason;
    return handler(request);
  };
  return { fetch: fake as typeof fetch, requests };
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
