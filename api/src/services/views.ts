// Counts what shoppers look at (product pages, search pages) in memory and writes the counts in one
// batch every few seconds, so a view costs a map increment, not a database write.
import type { Logger } from '../logger';
import type { ViewsRepository } from '../repositories/views';

/** The view counter of one instance. */
export interface ViewCounter {
  record(productIds: Iterable<string>): void;
  /** Writes what was counted since the last flush. */
  flush(): Promise<void>;
  /** Starts flushing every `everyMs`. */
  start(everyMs: number): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

// Past this many distinct products between flushes the counter writes early (memory stays bounded).
const MAX_PENDING = 50_000;

/** Creates a view counter over the views repository. */
export function createViewCounter(repo: ViewsRepository, logger?: Logger): ViewCounter {
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    if (pending.size === 0) return writing;
    const batch = pending;
    pending = new Map();
    writing = writing
      .then(() => repo.add(batch, new Date().toISOString()))
      .catch((err: unknown) => logger?.warn('view counts not written', { error: String(err) }));
    return writing;
  };
  return {
    record(productIds) {
      for (const id of productIds) pending.set(id, (pending.get(id) ?? 0) + 1);
      if (pending.size >= MAX_PENDING) void flush();
    },
    flush,
    start(everyMs) {
      clearInterval(timer);
      timer = setInterval(() => void flush(), everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
