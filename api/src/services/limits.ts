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
