// Sessions live in the database (koa-session external store): the cookie holds only a random id.
import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import createSession from 'koa-session';
import type { Config } from '../config';
import type { SessionsRepository } from '../repositories/users';

/** Session cookie name. */
export const SESSION_COOKIE = 'compare.sid';

/** Sessions last a week. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The part of koa-session's session object the API uses. */
export interface AppSession {
  userId?: number;
  regenerate(): Promise<void> | undefined;
  /** Stores the session and sets its cookie now. */
  save(): Promise<void> | undefined;
}

/** Typed view of `ctx.session` (koa-session does not augment Koa's context type). */
export function getSession(ctx: Context): AppSession | null {
  const session: unknown = ctx.session;
  return session && typeof session === 'object' ? (session as AppSession) : null;
}

/** Ends the session: koa-session destroys the stored row and clears the cookie. */
export function endSession(ctx: Context): void {
  ctx.session = null;
}

/** koa-session middleware over the sessions repository. */
export function sessionMiddleware(app: Koa, _config: Config, sessions: SessionsRepository): Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      // No `secure` option: the cookie is marked Secure exactly when the request is HTTPS (directly,
      // or through a proxy TRUST_PROXY trusts). Forcing it would make koa-session throw (500) on a
      // plain-HTTP request after the handler has already done its work.
      signed: true,
      renew: true,
      genid: () => randomBytes(32).toString('base64url'),
      store: {
        get: async (key) => sessions.get(key),
        set: async (key, sess, maxAge) => {
          await sessions.set(key, sess as Record<string, unknown>, maxAge);
        },
        destroy: async (key) => {
          await sessions.destroy(key);
        },
      },
    },
    app,
  );
}
