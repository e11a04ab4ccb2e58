// POST /api/register, POST /api/login, POST /api/logout, GET /api/user.
import { CredentialsSchema } from '@compare/core/contract';
import Router from '@koa/router';
import type { Context } from 'koa';
import { AppError } from '../errors';
import { clientKey } from '../middleware/client';
import { endSession, getSession } from '../middleware/session';
import { routeDefiner } from './define';
import type { RouteDeps } from './deps';
import { Ok, UserSchema } from './schemas';

/**
 * Starts a fresh session for `userId` (a new id defeats session fixation) and stores it now, not
 * after the handler, so a failure to store it is known while the request can still undo its work.
 */
async function signIn(ctx: Context, userId: number): Promise<void> {
  const session = getSession(ctx);
  if (!session) throw new AppError(500, 'INTERNAL', 'Session unavailable', false);
  await session.regenerate();
  session.userId = userId;
  await session.save();
}

/** The auth router. */
export function createAuthRouter(deps: RouteDeps): Router {
  const { auth } = deps.services;
  const router = new Router({ prefix: '/api' });
  const define = routeDefiner(router, deps);

  define({
    method: 'post',
    path: '/api/register',
    summary: 'Create an account and sign in',
    tag: 'auth',
    body: CredentialsSchema,
    response: UserSchema,
    status: 201,
    errors: [400, 409, 413, 429],
    handle: async ({ body, ctx }) => {
      const user = await auth.register(body.username, body.password, clientKey(ctx));
      try {
        await signIn(ctx, user.id);
      } catch (err) {
        // All or nothing: an account nobody could sign in to must not keep the name.
        await auth.discardRegistration(user.id);
        throw err;
      }
      return user;
    },
  });

  define({
    method: 'post',
    path: '/api/login',
    summary: 'Sign in',
    tag: 'auth',
    body: CredentialsSchema,
    response: UserSchema,
    errors: [400, 401, 413, 429],
    handle: async ({ body, ctx }) => {
      const user = await auth.login(body.username, body.password, clientKey(ctx));
      await signIn(ctx, user.id);
      return user;
    },
  });

  define({
    method: 'post',
    path: '/api/logout',
    summary: 'Sign out',
    tag: 'auth',
    response: Ok,
    handle: ({ ctx }) => {
      endSession(ctx);
      return { success: true };
    },
  });

  define({
    method: 'get',
    path: '/api/user',
    summary: 'The signed-in user',
    tag: 'auth',
    response: UserSchema,
    errors: [401],
    handle: async ({ ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      const userId = getSession(ctx)?.userId;
      const user = typeof userId === 'number' ? await auth.userById(userId) : null;
      if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Not signed in');
      return user;
    },
  });
  return router;
}
