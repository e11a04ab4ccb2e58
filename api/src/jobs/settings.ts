// Background work settings, read from the environment beside the API's own configuration:
// which role this process plays and how fresh listing prices are kept.
import { z } from 'zod';

/** What a process runs: the API and the jobs (default), the API only, or the jobs only. */
export type ProcessRole = 'all' | 'api' | 'worker';

/** Background refresh and job settings. */
export interface JobSettings {
  role: ProcessRole;
  /** Offers of viewed products are refreshed once their price is older than this. */
  refreshMaxAgeMinutes: number;
  /** Most offers one refresh run asks merchants about. */
  refreshBatch: number;
  /** How often the refresh runs (in-process queue; pg-boss schedules by the minute). */
  refreshEveryMs: number;
  /** Products count as looked at for this long after their last view. */
  viewWindowHours: number;
  /** How often each instance writes its view counts. */
  viewFlushMs: number;
  /** How often every price watch is evaluated besides the change feed's triggers. */
  watchEvaluateMs: number;
}

const whole = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional();
};

const JobEnv = z.object({
  ROLE: z.enum(['all', 'api', 'worker'], { error: 'ROLE must be all, api or worker' }).default('all'),
  REFRESH_MAX_AGE_MINUTES: whole('REFRESH_MAX_AGE_MINUTES', 1, 7 * 24 * 60),
  REFRESH_BATCH: whole('REFRESH_BATCH', 1, 10_000),
  REFRESH_EVERY_SECONDS: whole('REFRESH_EVERY_SECONDS', 1, 24 * 60 * 60),
  VIEW_WINDOW_HOURS: whole('VIEW_WINDOW_HOURS', 1, 24 * 30),
  VIEW_FLUSH_SECONDS: whole('VIEW_FLUSH_SECONDS', 1, 3600),
  WATCH_EVALUATE_SECONDS: whole('WATCH_EVALUATE_SECONDS', 1, 24 * 60 * 60),
});

/** Defaults: prices of looked-at offers at most 30 minutes old, checked every minute. */
export const JOB_DEFAULTS: JobSettings = {
  role: 'all',
  refreshMaxAgeMinutes: 30,
  refreshBatch: 300,
  refreshEveryMs: 60_000,
  viewWindowHours: 24,
  viewFlushMs: 10_000,
  watchEvaluateMs: 60_000,
};

/** Reads the job settings (ROLE, REFRESH_*, VIEW_*) from `env`. */
export function loadJobSettings(env: Record<string, string | undefined> = process.env): JobSettings {
  const parsed = JobEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  const e = parsed.data;
  return {
    role: e.ROLE,
    refreshMaxAgeMinutes: e.REFRESH_MAX_AGE_MINUTES ?? JOB_DEFAULTS.refreshMaxAgeMinutes,
    refreshBatch: e.REFRESH_BATCH ?? JOB_DEFAULTS.refreshBatch,
    refreshEveryMs: (e.REFRESH_EVERY_SECONDS ?? JOB_DEFAULTS.refreshEveryMs / 1000) * 1000,
    viewWindowHours: e.VIEW_WINDOW_HOURS ?? JOB_DEFAULTS.viewWindowHours,
    viewFlushMs: (e.VIEW_FLUSH_SECONDS ?? JOB_DEFAULTS.viewFlushMs / 1000) * 1000,
    watchEvaluateMs: (e.WATCH_EVALUATE_SECONDS ?? JOB_DEFAULTS.watchEvaluateMs / 1000) * 1000,
  };
}
