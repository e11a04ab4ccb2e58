// Readiness: can this instance serve requests that need the database? (Liveness, /healthz, never
// looks at the database, so an outage does not get healthy processes restarted.)
import type { HealthRepository } from '../repositories/health';

/** How long /readyz waits for the database before calling it unreachable. */
export const READY_TIMEOUT_MS = 2000;

/** Readiness checks. */
export interface HealthService {
  /** Resolves to null when the database answers in time, else to a short reason for the log. */
  databaseProblem(): Promise<string | null>;
}

/** Creates the health service. */
export function createHealthService(repo: HealthRepository, timeoutMs = READY_TIMEOUT_MS): HealthService {
  return {
    async databaseProblem() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
      });
      try {
        return await Promise.race([
          repo.ping().then(
            () => null,
            (err: unknown) => (err instanceof Error ? err.message : String(err)),
          ),
          timeout,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
