// Per-merchant concurrency limit on p-limit: at most `concurrency` calls in flight, the rest wait in
// order. A bounded queue (p-limit has none) turns a flood into fast MERCHANT_BUSY errors instead of
// unbounded memory.
import pLimit from 'p-limit';
import { MerchantError } from './errors';

/** Runs tasks with bounded concurrency. */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

/** Creates a limiter. */
export function createLimiter(concurrency: number, maxQueue = 1000): Limiter {
  const limit = pLimit(concurrency);
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (limit.activeCount >= concurrency && limit.pendingCount >= maxQueue) {
        return Promise.reject(
          new MerchantError('MERCHANT_BUSY', 'Too many price requests for this merchant', 503),
        );
      }
      return limit(task);
    },
    get active() {
      return limit.activeCount;
    },
    get queued() {
      return limit.pendingCount;
    },
  };
}
