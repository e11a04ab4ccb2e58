// A circuit breaker per merchant, on cockatiel, shared by the price service and the geocoder: after `failureThreshold` consecutive failures it
// opens and callers answer at once (from the last known price) instead of waiting on a sick
// merchant; after `cooldownMs` one probe is let through (half-open) and its outcome closes or
// re-opens it. Cockatiel reads the clock with Date.now().
import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen } from 'cockatiel';

/** The breaker's state. */
export type BreakerState = 'closed' | 'open' | 'half-open';

/** Thrown instead of calling while the breaker is open or its one probe is in flight. */
export class BreakerOpenError extends Error {
  constructor() {
    super('circuit open');
    this.name = 'BreakerOpenError';
  }
}

/** A circuit breaker. */
export interface CircuitBreaker {
  readonly state: BreakerState;
  /** Runs `call` through the breaker; throws BreakerOpenError when the breaker does not let it through. */
  run<T>(call: () => Promise<T>): Promise<T>;
}

/** Options of a breaker. */
export interface BreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  /** Errors that count against the merchant. Other errors pass through without counting. */
  isFailure: (error: unknown) => boolean;
  /** Errors that show the merchant answering normally (a product it does not list): they count as success. */
  isHealthy?: (error: unknown) => boolean;
}

/** Creates a circuit breaker. */
export function createCircuitBreaker(options: BreakerOptions): CircuitBreaker {
  const policy = circuitBreaker(
    handleWhen((error) => options.isFailure(error)),
    { halfOpenAfter: options.cooldownMs, breaker: new ConsecutiveBreaker(options.failureThreshold) },
  );
  let openedAt = 0;
  policy.onBreak(() => {
    openedAt = Date.now();
  });
  return {
    get state() {
      switch (policy.state) {
        case CircuitState.Closed:
          return 'closed';
        case CircuitState.HalfOpen:
          return 'half-open';
        default:
          return Date.now() - openedAt >= options.cooldownMs ? 'half-open' : 'open';
      }
    },
    async run<T>(call: () => Promise<T>): Promise<T> {
      // Cockatiel queues callers behind a half-open probe; here they answer at once instead.
      if (policy.state === CircuitState.HalfOpen) throw new BreakerOpenError();
      try {
        const outcome = await policy.execute(async () => {
          try {
            return { ok: true as const, value: await call() };
          } catch (error) {
            if (options.isHealthy?.(error)) return { ok: false as const, error };
            throw error;
          }
        });
        if (!outcome.ok) throw outcome.error;
        return outcome.value;
      } catch (error) {
        if (error instanceof BrokenCircuitError) throw new BreakerOpenError();
        throw error;
      }
    },
  };
}
