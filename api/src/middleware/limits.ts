// Per-client limits for write routes whose handlers know nothing about limits (the contact page's
// suggestions): counted before the handler runs, so a flood is refused before it is stored.
import type { Middleware } from 'koa';
import type { ClientAction, LimitsService } from '../services/limits';
import { clientKey } from './client';

/** Counts `method path` requests per client under `action` and answers 429 past the limit. */
export function clientLimit(
  limits: LimitsService,
  action: ClientAction,
  method: string,
  path: string,
): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== method || ctx.path !== path) return next();
    const client = clientKey(ctx);
    // Counted before the handler so a parallel burst cannot slip through; a request the handler
    // refuses as invalid stored nothing and is given back.
    await limits.consume(action, client);
    try {
      await next();
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) await limits.giveBack(action, client);
      throw err;
    }
  };
}
