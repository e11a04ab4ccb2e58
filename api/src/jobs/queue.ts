// The job queue behind background work. On PostgreSQL it is pg-boss: jobs are rows, any number of
// workers share them, a schedule fires once per tick across all instances, and a job whose worker
// died is retried. On SQLite (one process owns the file) the same jobs run in-process on timers.
import type { Knex } from 'knex';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { isSqlite } from '../db/engine';
import type { Logger } from '../logger';

/** Handles one job's data. */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/** A queue of named jobs. */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Runs `handler` for jobs named `name` in this process (one at a time per name). */
  work(name: string, handler: JobHandler): Promise<void>;
  /** Queues one job. */
  send(name: string, data: Record<string, unknown>): Promise<void>;
  /** Queues `name` every `everyMs` (pg-boss rounds to whole minutes, once across all workers). */
  every(name: string, everyMs: number): Promise<void>;
  /** Takes no new jobs and resolves when the running ones have finished. */
  stop(): Promise<void>;
}

/** The in-process queue: timers and a promise chain per job name. */
export function createLocalQueue(logger?: Logger): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const chains = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  const run = (name: string, data: Record<string, unknown>): Promise<void> => {
    const handler = handlers.get(name);
    if (!handler || stopped) return Promise.resolve();
    const next = (chains.get(name) ?? Promise.resolve()).then(() =>
      stopped
        ? undefined
        : handler(data).catch((err: unknown) =>
            logger?.error('job failed', { job: name, error: String(err) }),
          ),
    );
    chains.set(name, next);
    return next;
  };
  return {
    kind: 'in-process',
    async work(name, handler) {
      handlers.set(name, handler);
    },
    async send(name, data) {
      void run(name, data);
    },
    async every(name, everyMs) {
      // A scheduled run is skipped while the previous one is still going (no pile-up).
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        void run(name, {}).finally(() => {
          busy = false;
        });
      }, everyMs);
      timer.unref();
      timers.push(timer);
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.all(chains.values());
    },
  };
}

const cronFor = (everyMs: number): string => {
  const minutes = Math.max(1, Math.round(everyMs / 60_000));
  return minutes >= 60 ? `0 */${Math.min(23, Math.round(minutes / 60))} * * *` : `*/${minutes} * * * *`;
};

/** pg-boss on `db`'s database (its own `pgboss` schema), with the same connection settings. */
export async function createPgBossQueue(db: Knex, logger?: Logger): Promise<JobQueue> {
  const connection = db.client.config.connection as string | pg.ClientConfig;
  // pg-boss hands these to pg's Pool, so `options` (a search_path, say) passes through as in knex.
  const options: PgBoss.ConstructorOptions & Pick<pg.ClientConfig, 'options'> = {
    // knex keeps the password non-enumerable (out of logs), so a spread alone would drop it.
    ...(typeof connection === 'string'
      ? { connectionString: connection }
      : { ...connection, password: connection.password as string | undefined }),
    max: 3,
    application_name: 'compare-worker',
  } as PgBoss.ConstructorOptions;
  // Loaded here, not with the module: an API on SQLite, or one serving no jobs, never needs it.
  const { default: Boss } = await import('pg-boss');
  const boss = new Boss(options);
  boss.on('error', (err: Error) => logger?.error('job queue error', { error: err.message }));
  await boss.start();
  const queues = new Set<string>();
  const ensure = async (name: string) => {
    if (queues.has(name)) return;
    // A policy of 'singleton' keeps at most one job of a name active across every worker.
    await boss.createQueue(name, { name, policy: 'singleton' }).catch(() => undefined);
    queues.add(name);
  };
  return {
    kind: 'pg-boss',
    async work(name, handler) {
      await ensure(name);
      await boss.work(name, { pollingIntervalSeconds: 2 }, async (jobs) => {
        for (const job of jobs) await handler((job.data ?? {}) as Record<string, unknown>);
      });
    },
    async send(name, data) {
      await ensure(name);
      await boss.send(name, data);
    },
    async every(name, everyMs) {
      await ensure(name);
      await boss.schedule(name, cronFor(everyMs));
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}

/** The queue for `db`'s engine. */
export async function createJobQueue(db: Knex, logger?: Logger): Promise<JobQueue> {
  return isSqlite(db) ? createLocalQueue(logger) : createPgBossQueue(db, logger);
}
