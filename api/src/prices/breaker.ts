// A circuit breaker per merchant: after `failureThreshold` consecutive failures it opens and
// callers answer at once (from the last known price) instead of waiting on a sick merchant; after
// `cooldownMs` one probe is let through (half-open) and its outcome closes or re-opens it.

/** The breaker's state. */
export type BreakerState = 'closed' | 'open' | 'half-open';

/** What a caller may do now: call normally, call as the single probe, or not call. */
export type BreakerDecision = 'call' | 'probe' | 'reject';

/** A circuit breaker. */
export interface CircuitBreaker {
  readonly state: BreakerState;
  decide(): BreakerDecision;
  success(): void;
  failure(): void;
  /** The call ended without saying anything about the merchant's health (e.g. a refused URL). */
  neutral(): void;
}

/** Options of a breaker. */
export interface BreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  now?: () => number;
}

/** Creates a circuit breaker. */
export function createCircuitBreaker(options: BreakerOptions): CircuitBreaker {
  const now = options.now ?? Date.now;
  let state: BreakerState = 'closed';
  let failures = 0;
  let openedAt = 0;
  let probeInFlight = false;

  return {
    get state() {
      if (state === 'open' && now() - openedAt >= options.cooldownMs) return 'half-open';
      return state;
    },
    decide() {
      if (state === 'closed') return 'call';
      if (state === 'open' && now() - openedAt < options.cooldownMs) return 'reject';
      // Cool-down over: exactly one probe; everyone else keeps the fast answer until it returns.
      if (probeInFlight) return 'reject';
      state = 'half-open';
      probeInFlight = true;
      return 'probe';
    },
    success() {
      state = 'closed';
      failures = 0;
      probeInFlight = false;
    },
    failure() {
      probeInFlight = false;
      failures += 1;
      if (state === 'half-open' || failures >= options.failureThreshold) {
        state = 'open';
        openedAt = now();
      }
    },
    neutral() {
      probeInFlight = false;
    },
  };
}
