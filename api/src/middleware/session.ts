// Sessions live in the database (koa-session external store): the cookie holds only a random id.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

/** Cookie values whose signatures are remembered (one HMAC per key each, about 100 bytes). */
export const REMEMBERED_SIGNATURES = 10_000;

/** What Koa's `app.keys` takes besides a list of keys (the `keygrip` interface the cookies library calls). */
export interface CookieKeys {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  index(data: string, digest: string): number;
}

/**
 * The signer of cookies for `app.keys`: the same signatures as keygrip's default (HMAC-SHA1 of
 * `name=value`, base64url without padding; the first key signs, any key verifies), so every
 * cookie already set stays valid. Keygrip computes, for every signed cookie of every request, the
 * HMAC and then two more HMACs under a random key to compare in constant time (tsscmp): 7% of the
 * event loop's time in a write (profiled, bench/concurrent-writes.ts). Here the expected
 * signatures of a cookie value that verified once are remembered (the last
 * REMEMBERED_SIGNATURES values) and a digest is compared with `timingSafeEqual`, still in
 * constant time; a value that never verified is not remembered, so unsigned guesses fill nothing.
 */
export function cookieKeys(keys: readonly string[]): CookieKeys {
  if (keys.length === 0) throw new Error('cookieKeys: at least one key is needed');
  const sign = (data: string, key: string) => createHmac('sha1', key).update(data).digest('base64url');
  // Each expected signature kept as bytes, so a remembered value costs no conversion per request.
  const remembered = new Map<string, Buffer[]>();
  const index = (data: string, digest: string) => {
    const known = remembered.get(data);
    const expected = known ?? keys.map((key) => Buffer.from(sign(data, key)));
    const given = Buffer.from(digest);
    const at = expected.findIndex((e) => e.length === given.length && timingSafeEqual(e, given));
    if (at >= 0) {
      // Most recently used last; the oldest goes first.
      remembered.delete(data);
      remembered.set(data, expected);
      if (remembered.size > REMEMBERED_SIGNATURES)
        remembered.delete(remembered.keys().next().value as string);
    }
    return at;
  };
  return {
    sign: (data) => sign(data, keys[0] as string),
    verify: (data, digest) => index(data, digest) >= 0,
    index,
  };
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
