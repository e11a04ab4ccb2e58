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
import { requireUser } from '../middleware/account';
import { parseInput } from '../middleware/validate';
import { type RouteDoc, registerRoute } from '../openapi';
import type { RouteDeps } from './deps';
import { imageOrigin, LocationHeaders, LocationQuery, readPoint } from './location';

const IdParams = z.object({ id: z.string() });
const ShareParams = z.object({ token: z.string().min(1).max(64) });

/**
 * A public id from the path (migration 065: random for new rows, the old sequential id for older
 * ones, below 2^53 like every public id); anything else, an id past what the column can hold
 * included, answers 404 like an id nobody has.
 */
function idOf(ctx: Context, what: string): number {
  const { id } = parseInput(IdParams, ctx.params);
  const n = /^\d{1,16}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound(`${what} not found`);
  return n;
}

const doc = (route: Omit<RouteDoc, 'session' | 'tag'> & { tag?: string }) =>
  registerRoute({ tag: 'account', ...route, session: 'required' });

const WRITE_ERRORS = [400, 401, 403, 413, 429];
const PathId = z.object({ id: z.string().regex(/^\d+$/) });

/** The account router (prefix /api). */
export function createAccountRouter(deps: RouteDeps): Router {
  const { accounts, watches } = deps.services;
  const router = new Router({ prefix: '/api' });
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');
  // Every write counts against the account's per-minute limit before it is done.
  const writer = async (ctx: Context) => {
    const userId = requireUser(ctx);
    await accounts.countWrite(userId);
    return userId;
  };

  doc({
    method: 'get',
    path: '/api/basket',
    summary: 'The synced basket',
    response: BasketLinesSchema,
    errors: [401],
  });
  router.get('/basket', async (ctx) => {
    noStore(ctx);
    ctx.body = await accounts.basket(requireUser(ctx));
  });

  doc({
    method: 'put',
    path: '/api/basket',
    summary: 'Replace the synced basket',
    body: BasketLinesSchema,
    response: BasketLinesSchema,
    errors: WRITE_ERRORS,
  });
  router.put('/basket', async (ctx) => {
    const userId = requireUser(ctx);
    const items = parseInput(BasketLinesSchema, ctx.request.body);
    await accounts.countWrite(userId);
    noStore(ctx);
    ctx.body = await accounts.putBasket(userId, items);
  });

  doc({
    method: 'get',
    path: '/api/saved-baskets',
    summary: 'Saved baskets, last changed first',
    response: z.array(SavedBasketSummarySchema),
    errors: [401],
  });
  router.get('/saved-baskets', async (ctx) => {
    noStore(ctx);
    ctx.body = await accounts.listSaved(requireUser(ctx));
  });

  doc({
    method: 'post',
    path: '/api/saved-baskets',
    summary: 'Save a basket under a name (up to 20 per account)',
    body: SaveBasketRequestSchema,
    response: SavedBasketSchema,
    status: 201,
    errors: WRITE_ERRORS,
  });
  router.post('/saved-baskets', async (ctx) => {
    const userId = requireUser(ctx);
    const { name, items } = parseInput(SaveBasketRequestSchema, ctx.request.body ?? {});
    await accounts.countWrite(userId);
    ctx.status = 201;
    ctx.body = await accounts.save(userId, name, items);
  });

  doc({
    method: 'get',
    path: '/api/saved-baskets/{id}',
    summary: 'A saved basket with its lines',
    params: PathId,
    response: SavedBasketSchema,
    errors: [401, 404],
  });
  router.get('/saved-baskets/:id', async (ctx) => {
    const userId = requireUser(ctx);
    noStore(ctx);
    ctx.body = await accounts.getSaved(userId, idOf(ctx, 'Saved basket'));
  });

  doc({
    method: 'patch',
    path: '/api/saved-baskets/{id}',
    summary: 'Rename a saved basket',
    params: PathId,
    body: RenameBasketRequestSchema,
    response: SavedBasketSummarySchema,
    errors: [...WRITE_ERRORS, 404],
  });
  router.patch('/saved-baskets/:id', async (ctx) => {
    const userId = requireUser(ctx);
    const id = idOf(ctx, 'Saved basket');
    const { name } = parseInput(RenameBasketRequestSchema, ctx.request.body ?? {});
    await accounts.countWrite(userId);
    ctx.body = await accounts.rename(userId, id, name);
  });

  doc({
    method: 'delete',
    path: '/api/saved-baskets/{id}',
    summary: 'Delete a saved basket (its share link stops working)',
    params: PathId,
    response: OkSchema,
    errors: [401, 403, 404, 429],
  });
  router.delete('/saved-baskets/:id', async (ctx) => {
    const userId = await writer(ctx);
    await accounts.remove(userId, idOf(ctx, 'Saved basket'));
    ctx.body = { success: true };
  });

  doc({
    method: 'post',
    path: '/api/saved-baskets/{id}/share',
    summary: 'Share a saved basket read-only at /b/{token} (the same link until revoked)',
    params: PathId,
    response: BasketShareSchema,
    errors: [401, 403, 404, 429],
  });
  router.post('/saved-baskets/:id/share', async (ctx) => {
    const userId = await writer(ctx);
    ctx.body = await accounts.share(userId, idOf(ctx, 'Saved basket'));
  });

  doc({
    method: 'delete',
    path: '/api/saved-baskets/{id}/share',
    summary: 'Revoke a saved basket’s share link',
    params: PathId,
    response: OkSchema,
    errors: [401, 403, 404, 429],
  });
  router.delete('/saved-baskets/:id/share', async (ctx) => {
    const userId = await writer(ctx);
    await accounts.unshare(userId, idOf(ctx, 'Saved basket'));
    ctx.body = { success: true };
  });

  doc({
    method: 'post',
    path: '/api/watches',
    summary: 'Watch a variant’s price: alert below `below` rupees (any merchant, or those named)',
    body: WatchRequestSchema,
    headers: LocationHeaders,
    query: LocationQuery,
    response: WatchSchema,
    status: 201,
    errors: [...WRITE_ERRORS, 404],
  });
  router.post('/watches', async (ctx) => {
    const userId = requireUser(ctx);
    const input = parseInput(WatchRequestSchema, ctx.request.body ?? {});
    const point = readPoint(ctx);
    await accounts.countWrite(userId);
    ctx.status = 201;
    ctx.body = await watches.create(userId, input, point);
  });

  doc({
    method: 'get',
    path: '/api/watches',
    summary: 'Price watches',
    response: z.array(WatchSchema),
    errors: [401],
  });
  router.get('/watches', async (ctx) => {
    noStore(ctx);
    ctx.body = await watches.list(requireUser(ctx));
  });

  doc({
    method: 'delete',
    path: '/api/watches/{id}',
    summary: 'Stop watching',
    params: PathId,
    response: OkSchema,
    errors: [401, 403, 404, 429],
  });
  router.delete('/watches/:id', async (ctx) => {
    const userId = await writer(ctx);
    await watches.remove(userId, idOf(ctx, 'Price alert'));
    ctx.body = { success: true };
  });

  doc({
    method: 'get',
    path: '/api/alerts',
    summary: 'The alert inbox, newest first, with the unread count',
    response: AlertsAnswerSchema,
    errors: [401],
  });
  router.get('/alerts', async (ctx) => {
    noStore(ctx);
    ctx.body = await watches.alerts(requireUser(ctx));
  });

  doc({
    method: 'post',
    path: '/api/alerts/read',
    summary: 'Mark alerts read (the ids given, or all)',
    body: ReadAlertsRequestSchema,
    response: OkSchema,
    errors: WRITE_ERRORS,
  });
  router.post('/alerts/read', async (ctx) => {
    const userId = requireUser(ctx);
    const { ids } = parseInput(ReadAlertsRequestSchema, ctx.request.body ?? {});
    await accounts.countWrite(userId);
    await watches.markRead(userId, ids ?? null);
    ctx.body = { success: true };
  });

  doc({
    method: 'get',
    path: '/api/push/key',
    summary: 'Whether Web Push is on, and the VAPID public key to subscribe with',
    response: PushKeySchema,
    errors: [401],
  });
  router.get('/push/key', (ctx) => {
    requireUser(ctx);
    ctx.body = watches.pushKey();
  });

  doc({
    method: 'post',
    path: '/api/push/subscriptions',
    summary: 'Send this browser price alerts by Web Push',
    body: PushSubscriptionSchema,
    response: OkSchema,
    status: 201,
    errors: [...WRITE_ERRORS, 409],
  });
  router.post('/push/subscriptions', async (ctx) => {
    const userId = requireUser(ctx);
    const sub = parseInput(PushSubscriptionSchema, ctx.request.body ?? {});
    await accounts.countWrite(userId);
    await watches.subscribe(userId, sub);
    ctx.status = 201;
    ctx.body = { success: true };
  });

  doc({
    method: 'post',
    path: '/api/push/unsubscribe',
    summary: 'Stop sending this browser price alerts',
    body: PushUnsubscribeSchema,
    response: OkSchema,
    errors: [...WRITE_ERRORS, 404],
  });
  router.post('/push/unsubscribe', async (ctx) => {
    const userId = requireUser(ctx);
    const { endpoint } = parseInput(PushUnsubscribeSchema, ctx.request.body ?? {});
    await accounts.countWrite(userId);
    await watches.unsubscribe(userId, endpoint);
    ctx.body = { success: true };
  });
  registerRoute({
    method: 'get',
    path: '/api/shared/{token}',
    summary: 'A shared basket (read-only), priced at the viewer’s location',
    tag: 'baskets',
    params: ShareParams,
    headers: LocationHeaders,
    query: LocationQuery,
    response: SharedBasketSchema,
    errors: [400, 404],
  });
  router.get('/shared/:token', async (ctx) => {
    const { token } = parseInput(ShareParams, ctx.params);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = await accounts.shared(token, readPoint(ctx), imageOrigin(ctx, deps.config.publicUrl));
  });
  return router;
}
