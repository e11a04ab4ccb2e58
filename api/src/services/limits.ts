// Per-client abuse limits (registration, suggestions) over the shared rate_limits table: every
// instance on the database counts against the same numbers, and going over answers 429 with
// Retry-After in the error envelope.
import type { LimitRule, LimitSettings } from '../config';
import { AppError } from '../errors';
import type { LimitsRepository } from '../repositories/limits';

/** 429 with Retry-After (whole seconds, at least 1). */
export function tooManyRequests(code: string, message: string, retryAfterMs: number): AppError {
  return new AppError(429, code, message, true, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}

/** Actions limited per client. */
export type ClientAction = 'register' | 'suggestions';

const MESSAGES: Record<ClientAction, string> = {
  register: 'Too many accounts created from this network. Try again later.',
  suggestions: 'Too many suggestions sent from this network. Try again later.',
};

/** Per-client limits. */
export interface LimitsService {
  /** Counts one `action` by `client`; throws 429 once the client is over the action's limit. */
  consume(action: ClientAction, client: string): Promise<void>;
  /** Takes back one counted `action` that turned out not to happen (the request was invalid). */
  giveBack(action: ClientAction, client: string): Promise<void>;
}

/** Creates the per-client limits over the repository. */
export function createLimitsService(repo: LimitsRepository, settings: LimitSettings): LimitsService {
  return {
    async consume(action, client) {
      const rule: LimitRule = settings[action];
      const now = Date.now();
      const count = await repo.hit(`${action}:${client}`, rule.windowMs, now);
      if (count.points > rule.points)
        throw tooManyRequests('TOO_MANY_REQUESTS', MESSAGES[action], count.resetAt - now);
    },
    async giveBack(action, client) {
      await repo.release(`${action}:${client}`);
    },
  };
}

/** Points a process takes from the shared count at a time for one key (createLeasedLimit). */
export const LEASE_POINTS = 16;
/** A key unused this long gives its unused points back to the shared count. */
export const LEASE_IDLE_MS = 1000;

/** One key's points held by this process within the shared window ending at `resetAt`. */
interface Lease {
  resetAt: number;
  /** Points taken from the shared count and not yet used (0 with `refused`: the limit was reached). */
  left: number;
  refused: boolean;
  lastUse: number;
  /** A lease being taken from the shared count (concurrent requests of the key wait for it). */
  taking: Promise<void> | null;
}

/** A limit counted in memory against points taken ahead from the shared rate_limits count. */
export interface LeasedLimit {
  /** Counts one use of `key`: allowed, or refused with the time its window ends. */
  take(key: string, now?: number): Promise<{ allowed: boolean; resetAt: number }>;
  /** Gives every unused point back to the shared count (at shutdown; idle keys do it on their own). */
  flush(): Promise<void>;
}

/**
 * A fixed-window limit of `rule.points` per key that costs the database one statement per
 * `LEASE_POINTS` uses instead of one per use (account writes: a write's rate-limit upsert was one
 * of its three or four statements). The shared count in rate_limits holds the points handed out to
 * every process; a process takes `LEASE_POINTS` at a time (fewer when the limit is nearer, the
 * excess given straight back) and spends them in memory, within the shared window's end. So across
 * any number of processes on one database the uses of a window never exceed `rule.points`, as with
 * a statement per use. Points a process took and did not use are given back once its key has been
 * idle for `LEASE_IDLE_MS` (and by `flush`); until then another process may be refused that many
 * uses early (at most LEASE_POINTS - 1 per process holding the key), and after a refusal the
 * process answers the key from memory for `LEASE_IDLE_MS` before asking the shared count again.
 * One process (SQLite's usual deployment) counts exactly.
 */
export function createLeasedLimit(repo: LimitsRepository, rule: LimitRule): LeasedLimit {
  const block = Math.max(1, Math.min(LEASE_POINTS, rule.points));
  const leases = new Map<string, Lease>();
  let timer: NodeJS.Timeout | null = null;
  const giveBack = async (key: string, lease: Lease, now: number) => {
    leases.delete(key);
    if (lease.left > 0 && now < lease.resetAt) await repo.release(key, now, lease.left);
  };
  const sweep = async () => {
    const now = Date.now();
    const idle = [...leases].filter(
      ([, l]) => !l.taking && (now >= l.resetAt || now - l.lastUse >= LEASE_IDLE_MS),
    );
    await Promise.all(idle.map(([key, lease]) => giveBack(key, lease, now)));
    if (leases.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
  const watch = () => {
    if (timer) return;
    timer = setInterval(() => void sweep().catch(() => {}), LEASE_IDLE_MS);
    timer.unref();
  };
  const takeAhead = async (key: string, lease: Lease, now: number) => {
    const count = await repo.hit(key, rule.windowMs, now, block);
    const before = count.points - block;
    const granted = Math.max(0, Math.min(block, rule.points - before));
    if (granted < block) await repo.release(key, now, block - granted);
    lease.resetAt = count.resetAt;
    lease.left = granted;
    lease.refused = granted === 0;
  };
  return {
    async take(key, now = Date.now()) {
      for (;;) {
        let lease = leases.get(key);
        if (lease && !lease.taking && now >= lease.resetAt) {
          leases.delete(key);
          lease = undefined;
        }
        if (!lease) {
          lease = { resetAt: 0, left: 0, refused: false, lastUse: now, taking: null };
          leases.set(key, lease);
          watch();
        }
        if (lease.taking) {
          await lease.taking;
          continue;
        }
        if (lease.left > 0) {
          lease.left -= 1;
          lease.lastUse = now;
          return { allowed: true, resetAt: lease.resetAt };
        }
        if (lease.refused && now - lease.lastUse < LEASE_IDLE_MS)
          return { allowed: false, resetAt: lease.resetAt };
        const current = lease;
        current.lastUse = now;
        current.taking = takeAhead(key, current, now).finally(() => {
          current.taking = null;
        });
        try {
          await current.taking;
        } catch (err) {
          leases.delete(key);
          throw err;
        }
      }
    },
    async flush() {
      const now = Date.now();
      await Promise.all([...leases].map(([key, lease]) => giveBack(key, lease, now)));
    },
  };
}
