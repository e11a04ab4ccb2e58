// Per-merchant concurrency limit: at most `concurrency` calls in flight, the rest wait in order.
// A bounded queue turns a flood into fast MERCHANT_BUSY errors instead of unbounded memory.
import { MerchantError } from './errors';

/** Runs tasks with bounded concurrency. */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

/** Creates a limiter. */
export function createLimiter(concurrency: number, maxQueue = 1000): Limiter {
  let active = 0;
  const waiting: Array<() => void> = [];

  const release = (): void => {
    active -= 1;
    const next = waiting.shift();
    if (next) next();
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= maxQueue) {
          throw new MerchantError('MERCHANT_BUSY', 'Too many price requests for this merchant', 503);
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      active += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
