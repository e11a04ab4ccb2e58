// Price watches are evaluated here, in the worker, never on a request path nor inside the importer:
// the change feed (this process's writes, and other instances' through PostgreSQL) queues an
// evaluation - of the variants whose offers changed, or of every watch after an import - and a
// schedule re-evaluates every watch (it also catches imports made by another process on SQLite,
// where no notification crosses processes).
import type { ChangeStream } from '../change-stream';
import type { Logger } from '../logger';
import type { WatchService } from '../services/watches';
import type { JobQueue } from './queue';

/** The job that evaluates watches: `{ offerIds }` for those offers' variants, `{}` for every watch. */
export const WATCH_JOB = 'evaluate-watches';

// Offer changes arrive one by one (a basket refresh updates a few offers): gathered this long first.
const GATHER_MS = 500;
// An evaluation of more offers than this looks at every watch instead (one set-based query).
const MAX_OFFER_IDS = 5_000;

/** What the watch jobs need. */
export interface WatchJobDeps {
  /** The process's change stream (its own writes, and other instances' through PostgreSQL). */
  changes: ChangeStream;
  queue: JobQueue;
  watches: Pick<WatchService, 'evaluate' | 'variantsOfOffers'>;
  /** How often every watch is evaluated regardless of the change feed. */
  everyMs: number;
  logger: Logger;
}

/** Registers the evaluation job, its schedule and the change-feed trigger; returns a stop function. */
export async function startWatchJobs(deps: WatchJobDeps): Promise<() => void> {
  const { queue, watches, logger } = deps;
  await queue.work(WATCH_JOB, async (data) => {
    const ids = Array.isArray(data.offerIds)
      ? data.offerIds.filter((x): x is string => typeof x === 'string')
      : null;
    const variants = ids ? await watches.variantsOfOffers(ids) : null;
    const run = await watches.evaluate(variants);
    if (run.alerts > 0 || run.rearmed > 0)
      logger.info('price watches evaluated', { ...run, scope: ids ? 'offers' : 'all' });
  });
  await queue.every(WATCH_JOB, deps.everyMs);
  let pending = new Set<string>();
  let all = false;
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    const data = all || pending.size > MAX_OFFER_IDS ? {} : { offerIds: [...pending] };
    pending = new Set();
    all = false;
    queue
      .send(WATCH_JOB, data)
      .catch((err: unknown) => logger.warn('watch evaluation not queued', { error: String(err) }));
  };
  const later = () => {
    timer ??= setTimeout(flush, GATHER_MS);
    timer.unref?.();
  };
  const stops = [
    deps.changes.subscribe('catalogue', () => {
      all = true;
      later();
    }),
    deps.changes.subscribe('offer', (change) => {
      pending.add(change.offer.id);
      later();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    if (timer) clearTimeout(timer);
  };
}
