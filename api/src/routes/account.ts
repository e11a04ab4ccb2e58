// The signed-in account's own things: the synced basket, saved baskets and their share links,
// price watches, the alert inbox and Web Push subscriptions. Every route answers 401 signed out,
// and another account's ids answer 404 exactly like ids that do not exist. A shared basket
// (GET /api/shared/{token}) is the one route open to anyone holding its token.
import {
  AlertsAnswerSchema,
  BasketLinesSchema,
  BasketShareSchema,
  OkSchema,
  PushKeySchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  ReadAlertsRequestSchema,
  RenameBasketRequestSchema,
  SaveBasketRequestSchema,
  SavedBasketSchema,
  SavedBasketSummarySchema,
  SharedBasketSchema,
  WatchRequestSchema,
  WatchSchema,
} from '@compare/core/contract';
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { notFound } from '../errors';
import { routeDefiner } from './define';
import type { RouteDeps } from './deps';

const ShareParams = z.object({ token: z.string().min(1).max(64) });

/**
 * A saved basket's or a watch's public id in the path. The document tells clients ids are digits;
 * `publicId` answers any other text 404, as an id nobody has, so a guess learns nothing from 400.
 */
const PathId = z.object({ id: z.string().openapi({ pattern: '^\\d+$' }) });

/**
 * A public id from the path (migration 065: random for new rows, the old sequential id for older
 * ones, below 2^53 like every public id); anything else, an id past what the column can hold
 * included, answers 404 like an id nobody has.
 */
function publicId(id: string, what: string): number {
  const n = /^\d{1,16}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound(`${what} not found`);
  return n;
}

const WRITE_ERRORS = [400, 401, 403, 413, 429];
const OK = { success: true } as const;

/** The account router (prefix /api). */
export function createAccountRouter(deps: RouteDeps): Router {
  const { accounts, watches } = deps.services;
  const router = new Router({ prefix: '/api' });
  const define = routeDefiner(router, deps);
  // Every account route but the shared basket: signed in (401 without), tagged 'account'.
  const own: typeof define = (spec) => define({ tag: 'account', session: 'required', ...spec });
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  own({
    method: 'get',
    path: '/api/basket',
    summary: 'The synced basket',
    response: BasketLinesSchema,
    errors: [401],
    handle: ({ userId, ctx }) => {
      noStore(ctx);
      return accounts.basket(userId);
    },
  });

  // Every write counts against the account's per-minute limit before it is done.
  own({
    method: 'put',
    path: '/api/basket',
    summary: 'Replace the synced basket',
    body: BasketLinesSchema,
    response: BasketLinesSchema,
    errors: WRITE_ERRORS,
    handle: async ({ userId, body, ctx }) => {
      await accounts.countWrite(userId);
      noStore(ctx);
      return accounts.putBasket(userId, body);
    },
  });

  own({
    method: 'get',
    path: '/api/saved-baskets',
    summary: 'Saved baskets, last changed first',
    response: z.array(SavedBasketSummarySchema),
    errors: [401],
    handle: ({ userId, ctx }) => {
      noStore(ctx);
      return accounts.listSaved(userId);
    },
  });

  own({
    method: 'post',
    path: '/api/saved-baskets',
    summary: 'Save a basket under a name (up to 20 per account)',
    body: SaveBasketRequestSchema,
    response: SavedBasketSchema,
    status: 201,
    errors: WRITE_ERRORS,
    handle: async ({ userId, body }) => {
      await accounts.countWrite(userId);
      return accounts.save(userId, body.name, body.items);
    },
  });

  own({
    method: 'get',
    path: '/api/saved-baskets/{id}',
    summary: 'A saved basket with its lines',
    params: PathId,
    response: SavedBasketSchema,
    errors: [401, 404],
    handle: ({ userId, params, ctx }) => {
      noStore(ctx);
      return accounts.getSaved(userId, publicId(params.id, 'Saved basket'));
    },
  });

  own({
    method: 'patch',
    path: '/api/saved-baskets/{id}',
    summary: 'Rename a saved basket',
    params: PathId,
    body: RenameBasketRequestSchema,
    response: SavedBasketSummarySchema,
    errors: [...WRITE_ERRORS, 404],
    handle: async ({ userId, params, body }) => {
      const id = publicId(params.id, 'Saved basket');
      await accounts.countWrite(userId);
      return accounts.rename(userId, id, body.name);
    },
  });

  own({
    method: 'delete',
    path: '/api/saved-baskets/{id}',
    summary: 'Delete a saved basket (its share link stops working)',
    params: PathId,
    response: OkSchema,
    errors: [401, 403, 404, 429],
    handle: async ({ userId, params }) => {
      await accounts.countWrite(userId);
      await accounts.remove(userId, publicId(params.id, 'Saved basket'));
      return OK;
    },
  });

  own({
    method: 'post',
    path: '/api/saved-baskets/{id}/share',
    summary: 'Share a saved basket read-only at /b/{token} (the same link until revoked)',
    params: PathId,
    response: BasketShareSchema,
    errors: [401, 403, 404, 429],
    handle: async ({ userId, params }) => {
      await accounts.countWrite(userId);
      return accounts.share(userId, publicId(params.id, 'Saved basket'));
    },
  });

  own({
    method: 'delete',
    path: '/api/saved-baskets/{id}/share',
    summary: 'Revoke a saved basket’s share link',
    params: PathId,
    response: OkSchema,
    errors: [401, 403, 404, 429],
    handle: async ({ userId, params }) => {
      await accounts.countWrite(userId);
      await accounts.unshare(userId, publicId(params.id, 'Saved basket'));
      return OK;
    },
  });

  own({
    method: 'post',
    path: '/api/watches',
    summary: 'Watch a variant’s price: alert below `below` rupees (any merchant, or those named)',
    body: WatchRequestSchema,
    located: true,
    response: WatchSchema,
    status: 201,
    errors: [...WRITE_ERRORS, 404],
    handle: async ({ userId, body, point }) => {
      await accounts.countWrite(userId);
      return watches.create(userId, body, point);
    },
  });

  own({
    method: 'get',
    path: '/api/watches',
    summary: 'Price watches',
    response: z.array(WatchSchema),
    errors: [401],
    handle: ({ userId, ctx }) => {
      noStore(ctx);
      return watches.list(userId);
    },
  });

  own({
    method: 'delete',
    path: '/api/watches/{id}',
    summary: 'Stop watching',
    params: PathId,
    response: OkSchema,
    errors: [401, 403, 404, 429],
    handle: async ({ userId, params }) => {
      await accounts.countWrite(userId);
      await watches.remove(userId, publicId(params.id, 'Price alert'));
      return OK;
    },
  });

  own({
    method: 'get',
    path: '/api/alerts',
    summary: 'The alert inbox, newest first, with the unread count',
    response: AlertsAnswerSchema,
    errors: [401],
    handle: ({ userId, ctx }) => {
      noStore(ctx);
      return watches.alerts(userId);
    },
  });

  own({
    method: 'post',
    path: '/api/alerts/read',
    summary: 'Mark alerts read (the ids given, or all)',
    body: ReadAlertsRequestSchema,
    response: OkSchema,
    errors: WRITE_ERRORS,
    handle: async ({ userId, body }) => {
      await accounts.countWrite(userId);
      await watches.markRead(userId, body.ids ?? null);
      return OK;
    },
  });

  own({
    method: 'get',
    path: '/api/push/key',
    summary: 'Whether Web Push is on, and the VAPID public key to subscribe with',
    response: PushKeySchema,
    errors: [401],
    handle: () => watches.pushKey(),
  });

  own({
    method: 'post',
    path: '/api/push/subscriptions',
    summary: 'Send this browser price alerts by Web Push',
    body: PushSubscriptionSchema,
    response: OkSchema,
    status: 201,
    errors: [...WRITE_ERRORS, 409],
    handle: async ({ userId, body }) => {
      await accounts.countWrite(userId);
      await watches.subscribe(userId, body);
      return OK;
    },
  });

  own({
    method: 'post',
    path: '/api/push/unsubscribe',
    summary: 'Stop sending this browser price alerts',
    body: PushUnsubscribeSchema,
    response: OkSchema,
    errors: [...WRITE_ERRORS, 404],
    handle: async ({ userId, body }) => {
      await accounts.countWrite(userId);
      await watches.unsubscribe(userId, body.endpoint);
      return OK;
    },
  });

  define({
    method: 'get',
    path: '/api/shared/{token}',
    summary: 'A shared basket (read-only), priced at the viewer’s location',
    tag: 'baskets',
    params: ShareParams,
    located: true,
    response: SharedBasketSchema,
    errors: [400, 404],
    handle: ({ params, point, origin, ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Referrer-Policy', 'no-referrer');
      return accounts.shared(params.token, point, origin);
    },
  });
  return router;
}
