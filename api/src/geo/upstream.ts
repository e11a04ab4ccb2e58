// A Nominatim-compatible geocoder in front of the embedded gazetteer (GEOCODER_URL). Its usage
// policy is kept: at most one request a second from this instance (a request that would break it
// is answered from the gazetteer instead of waiting), a User-Agent naming the application, answers
// cached. A timeout and a circuit breaker keep a slow or failing service from slowing shoppers:
// every failure (timeout, error status, an answer that is not the expected JSON) falls back too.
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { BreakerOpenError, createCircuitBreaker } from '../circuit-breaker';
import type { GeocoderSettings } from '../settings';

/** A geocoder answer in the open-map shape (`lat`/`lon` as text). */
export interface GeoAnswer {
  display_name: string;
  lat: string;
  lon: string;
  place_id: number;
}

/** Why the upstream gave no answer; the caller then asks the gazetteer. */
export class UpstreamUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UpstreamUnavailable';
  }
}

const Coordinate = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^-?\d+(\.\d+)?$/));
const AnswerSchema = z.object({
  display_name: z.string().min(1),
  lat: Coordinate,
  lon: Coordinate,
  place_id: z.coerce.number().int(),
});
const SearchSchema = z.array(AnswerSchema);
// Nominatim answers a point with nothing near as {"error": "Unable to geocode"}.
const ReverseSchema = z.union([AnswerSchema, z.object({ error: z.string() }).transform(() => null)]);

/** The upstream geocoder's two calls. */
export interface UpstreamGeocoder {
  search(q: string, limit: number): Promise<GeoAnswer[]>;
  reverse(lat: number, lon: number): Promise<GeoAnswer | null>;
  /** The breaker's state, for logs and tests. */
  readonly state: string;
}

/** Creates the client of the service at `settings.url`. */
export function createUpstreamGeocoder(
  settings: GeocoderSettings & { url: string },
  fetchImpl: typeof fetch = fetch,
): UpstreamGeocoder {
  const base = settings.url.replace(/\/+$/, '');
  const breaker = createCircuitBreaker({
    failureThreshold: settings.breakerThreshold,
    cooldownMs: settings.breakerCooldownMs,
    isFailure: (error) => !(error instanceof UpstreamUnavailable && error.message === 'rate limited'),
  });
  const cache = new LRUCache<string, { value: unknown }>({ max: 5000, ttl: settings.cacheTtlMs });
  let lastRequestAt = Number.NEGATIVE_INFINITY;

  async function get<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = `${base}${path}?${new URLSearchParams(params).toString()}`;
    const hit = cache.get(url);
    if (hit) return hit.value as T;
    if (breaker.state === 'open') throw new UpstreamUnavailable('circuit open');
    const now = Date.now();
    if (now - lastRequestAt < settings.minIntervalMs) throw new UpstreamUnavailable('rate limited');
    lastRequestAt = now;
    try {
      const value = await breaker.run(async () => {
        const response = await fetchImpl(url, {
          headers: { 'User-Agent': settings.userAgent, Accept: 'application/json' },
          signal: AbortSignal.timeout(settings.timeoutMs),
          redirect: 'error',
        });
        if (!response.ok) throw new UpstreamUnavailable(`status ${response.status}`);
        const parsed = schema.safeParse(await response.json());
        if (!parsed.success) throw new UpstreamUnavailable('answer is not Nominatim JSON');
        return parsed.data;
      });
      cache.set(url, { value });
      return value;
    } catch (error) {
      if (error instanceof UpstreamUnavailable) throw error;
      if (error instanceof BreakerOpenError) throw new UpstreamUnavailable('circuit open');
      throw new UpstreamUnavailable(error instanceof Error ? error.message : String(error));
    }
  }

  return {
    get state() {
      return breaker.state;
    },
    search(q, limit) {
      return get('/search', { format: 'json', q, limit: String(limit), countrycodes: 'in' }, SearchSchema);
    },
    reverse(lat, lon) {
      return get('/reverse', { format: 'json', lat: String(lat), lon: String(lon) }, ReverseSchema);
    },
  };
}
