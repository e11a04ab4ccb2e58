// The worker: background jobs on the queue for the database's engine. `refresh-hot-offers` runs on
// a schedule; `import-feed` runs a merchant feed file through the importer and tells every
// instance that the catalogue changed.
import { createReadStream } from 'node:fs';
import type { Knex } from 'knex';
import type { ChangeStream } from '../change-stream';
import { importFeed } from '../import/importer';
import { formatOf } from '../import/read-feed';
import type { Logger } from '../logger';
import { publishChange } from '../repositories/changes';
import type { Repositories } from '../repositories/index';
import { createViewsRepository } from '../repositories/views';
import type { PriceService } from '../services/price-service';
import type { WatchService } from '../services/watches';
import { createJobQueue, type JobQueue } from './queue';
import { createHotOfferRefresh } from './refresh';
import type { JobSettings } from './settings';
import { startWatchJobs } from './watches';

/** Job names. */
export const JOBS = { refresh: 'refresh-hot-offers', importFeed: 'import-feed' } as const;

/** A running worker. */
export interface Worker {
  queue: JobQueue;
  /** Takes no new jobs, lets the running one finish, closes the queue. */
  stop(): Promise<void>;
}

/** What the worker needs. */
export interface WorkerDeps {
  db: Knex;
  repos: Pick<Repositories, 'offers' | 'stores'>;
  prices: PriceService;
  /** The process's change stream: an import is announced on it and to the other instances. */
  changes: ChangeStream;
  settings: JobSettings;
  logger: Logger;
  /** Price watches, evaluated when offers change (jobs/watches.ts); none without. */
  watches?: Pick<WatchService, 'evaluate' | 'variantsOfOffers'>;
}

// While an import runs, other instances hear of it at most this often (each hearing drops caches).
const IMPORT_ANNOUNCE_MS = 5_000;

/** Starts the worker's jobs. */
export async function startWorker(deps: WorkerDeps): Promise<Worker> {
  const { db, logger } = deps;
  const queue = await createJobQueue(db, logger);
  const refresh = createHotOfferRefresh({
    views: createViewsRepository(db),
    offers: deps.repos.offers,
    stores: deps.repos.stores,
    prices: deps.prices,
    settings: deps.settings,
    logger,
  });
  await queue.work(JOBS.refresh, async () => {
    const run = await refresh();
    if (run.due > 0) logger.info('refreshed viewed offers', { ...run });
  });
  await queue.every(JOBS.refresh, deps.settings.refreshEveryMs);
  await queue.work(JOBS.importFeed, async (data) => {
    const path = typeof data.path === 'string' ? data.path : '';
    if (!path) throw new Error('import-feed needs a path');
    let announced = 0;
    const announce = () => {
      announced = Date.now();
      void publishChange(db, { kind: 'catalogue' }, deps.changes).catch((err: unknown) =>
        logger.warn('catalogue change not announced', { error: String(err) }),
      );
    };
    const summary = await importFeed(db, {
      input: createReadStream(path),
      format: data.format === 'csv' || data.format === 'jsonl' ? data.format : formatOf(path),
      onWritten: () => {
        if (Date.now() - announced >= IMPORT_ANNOUNCE_MS) announce();
      },
    });
    announce();
    logger.info('feed imported', { path, elapsedMs: summary.elapsedMs });
  });
  const stopWatches = deps.watches
    ? await startWatchJobs({
        changes: deps.changes,
        queue,
        watches: deps.watches,
        everyMs: deps.settings.watchEvaluateMs,
        logger,
      })
    : () => undefined;
  logger.info('worker started', {
    queue: queue.kind,
    refreshMaxAgeMinutes: deps.settings.refreshMaxAgeMinutes,
  });
  return {
    queue,
    async stop() {
      stopWatches();
      await queue.stop();
    },
  };
}
