// Failed-login throttling. Counters live in memory, so limits apply per API process; several
// processes behind a load balancer each allow the limit (acceptable for a demo deployment).

/** A fixed-window failure counter keyed by any string. */
export interface FailureThrottle {
  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  retryAfter(key: string, now?: number): number;
  fail(key: string, now?: number): void;
  reset(key: string): void;
}

/** Creates a throttle that blocks a key after `limit` failures within `windowMs`. */
export function createFailureThrottle(limit: number, windowMs: number): FailureThrottle {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    // Bounded memory: drop expired windows whenever the map grows large.
    if (entries.size < 10_000) return;
    for (const [key, entry] of entries) if (entry.resetAt <= now) entries.delete(key);
  };
  return {
    retryAfter(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry || entry.resetAt <= now) return 0;
      return entry.count >= limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
    },
    fail(key, now = Date.now()) {
      sweep(now);
      const entry = entries.get(key);
      if (!entry || entry.resetAt <= now) entries.set(key, { count: 1, resetAt: now + windowMs });
      else entry.count += 1;
    },
    reset(key) {
      entries.delete(key);
    },
  };
}
