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

/**
 * In production with an https PUBLIC_URL every cookie is Secure, behind a proxy or not: the site is
 * only ever reached over HTTPS, whatever the socket to this process is. Marks the request's cookie
 * jar secure (the `cookies` library then sets Secure by default and allows it); a no-op otherwise.
 */
export function secureCookies(config: Pick<Config, 'production' | 'publicUrl'>): Middleware {
  const always = config.production && (config.publicUrl?.startsWith('https://') ?? false);
  return async (ctx, next) => {
    if (always) ctx.cookies.secure = true;
    return next();
  };
}

/** koa-session middleware over the sessions repository. */
export function sessionMiddleware(app: Koa, _config: Config, sessions: SessionsRepository): Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      // No `secure` option: the cookie is marked Secure when the request is HTTPS (directly, or
      // through a proxy TRUST_PROXY trusts), and always in production with an https PUBLIC_URL
      // (secureCookies below). Forcing the option alone would make koa-session throw (500) on a
      // request Koa takes as plain HTTP, after the handler has already done its work.
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
