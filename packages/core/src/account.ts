// The account's calls (synced basket, saved and shared baskets, price watches, alerts, push) and
// the typed-list call, over the one API client, and the rule that merges two baskets at sign-in.

import type { z } from 'zod';
import type { ApiClient } from './api-client';
import type {
  AlertSchema,
  AlertsAnswerSchema,
  BasketShareSchema,
  ListMatchSchema,
  PushKeySchema,
  ResolvedLineSchema,
  ResolveListAnswerSchema,
  SavedBasketSchema,
  SavedBasketSummarySchema,
  SharedBasketSchema,
  WatchRequestSchema,
  WatchSchema,
} from './contract/account';
import type { CartItem } from './types';

/** A product variant a list line was matched to. */
export type ListMatch = z.infer<typeof ListMatchSchema>;
/** One resolved list line. */
export type ResolvedLine = z.infer<typeof ResolvedLineSchema>;
/** The answer of resolving a list. */
export type ResolvedList = z.infer<typeof ResolveListAnswerSchema>;
/** A saved basket as listed. */
export type SavedBasketSummary = z.infer<typeof SavedBasketSummarySchema>;
/** A saved basket with its lines. */
export type SavedBasket = z.infer<typeof SavedBasketSchema>;
/** A share link. */
export type BasketShare = z.infer<typeof BasketShareSchema>;
/** A shared basket priced at the viewer's point. */
export type SharedBasket = z.infer<typeof SharedBasketSchema>;
/** What a new price watch asks for. */
export type WatchRequest = z.input<typeof WatchRequestSchema>;
/** A price watch. */
export type PriceWatch = z.infer<typeof WatchSchema>;
/** A price alert. */
export type PriceAlert = z.infer<typeof AlertSchema>;
/** The inbox: alerts newest first and the unread count. */
export type AlertInbox = z.infer<typeof AlertsAnswerSchema>;
/** Whether the server sends Web Push, and its VAPID public key. */
export type PushKey = z.infer<typeof PushKeySchema>;
/** A browser push subscription (PushSubscription.toJSON()). */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The account's calls. Each throws the client's RequestError on a non-OK answer. */
export interface AccountApi {
  resolveList(text: string): Promise<ResolvedList>;
  getBasket(signal?: AbortSignal): Promise<CartItem[]>;
  putBasket(items: CartItem[], signal?: AbortSignal): Promise<CartItem[]>;
  listSavedBaskets(): Promise<SavedBasketSummary[]>;
  getSavedBasket(id: number): Promise<SavedBasket>;
  saveBasket(name: string, items: CartItem[]): Promise<SavedBasket>;
  renameSavedBasket(id: number, name: string): Promise<SavedBasketSummary>;
  deleteSavedBasket(id: number): Promise<void>;
  shareSavedBasket(id: number): Promise<BasketShare>;
  unshareSavedBasket(id: number): Promise<void>;
  /** A shared basket priced at `point` (the viewer's location). */
  getSharedBasket(token: string, point: { lat: number; lon: number }): Promise<SharedBasket>;
  listWatches(): Promise<PriceWatch[]>;
  createWatch(watch: WatchRequest): Promise<PriceWatch>;
  deleteWatch(id: number): Promise<void>;
  getAlerts(signal?: AbortSignal): Promise<AlertInbox>;
  markAlertsRead(ids?: number[]): Promise<void>;
  getPushKey(): Promise<PushKey>;
  subscribePush(subscription: PushSubscriptionJson): Promise<void>;
  unsubscribePush(endpoint: string): Promise<void>;
}

/** The account's calls over `client`. */
export function createAccountApi(client: ApiClient): AccountApi {
  const id = (n: number) => encodeURIComponent(String(n));
  return {
    resolveList: (text) => client.request('post', '/products/resolve-list', { json: { text } }),
    getBasket: (signal) => client.request('get', '/api/basket', signal ? { signal } : {}),
    putBasket: (items, signal) =>
      client.request('put', '/api/basket', { json: items, ...(signal ? { signal } : {}) }),
    listSavedBaskets: () => client.request('get', '/api/saved-baskets'),
    getSavedBasket: (n) => client.request('get', `/api/saved-baskets/${id(n)}`),
    saveBasket: (name, items) => client.request('post', '/api/saved-baskets', { json: { name, items } }),
    renameSavedBasket: (n, name) =>
      client.request('patch', `/api/saved-baskets/${id(n)}`, { json: { name } }),
    deleteSavedBasket: async (n) => {
      await client.request('delete', `/api/saved-baskets/${id(n)}`);
    },
    shareSavedBasket: (n) => client.request('post', `/api/saved-baskets/${id(n)}/share`),
    unshareSavedBasket: async (n) => {
      await client.request('delete', `/api/saved-baskets/${id(n)}/share`);
    },
    getSharedBasket: (token, { lat, lon }) =>
      client.request('get', `/api/shared/${encodeURIComponent(token)}?lat=${lat}&lon=${lon}`),
    listWatches: () => client.request('get', '/api/watches'),
    createWatch: (watch) => client.request('post', '/api/watches', { json: watch }),
    deleteWatch: async (n) => {
      await client.request('delete', `/api/watches/${id(n)}`);
    },
    getAlerts: (signal) => client.request('get', '/api/alerts', signal ? { signal } : {}),
    markAlertsRead: async (ids) => {
      await client.request('post', '/api/alerts/read', { json: ids ? { ids } : {} });
    },
    getPushKey: () => client.request('get', '/api/push/key'),
    subscribePush: async (subscription) => {
      await client.request('post', '/api/push/subscriptions', { json: subscription });
    },
    unsubscribePush: async (endpoint) => {
      await client.request('post', '/api/push/unsubscribe', { json: { endpoint } });
    },
  };
}

/**
 * The basket after signing in: every line of both, and for a line in both (same productId and
 * variant) the larger quantity, with the browser's offers (the fresher ones). Account lines first.
 */
export function mergeBaskets(account: readonly CartItem[], browser: readonly CartItem[]): CartItem[] {
  const key = (item: CartItem) => `${item.productId}\u0000${item.variant}`;
  const local = new Map(browser.map((item) => [key(item), item]));
  const merged = account.map((item) => {
    const mine = local.get(key(item));
    if (!mine) return item;
    local.delete(key(item));
    return { ...mine, quantity: Math.max(mine.quantity, item.quantity) };
  });
  return [...merged, ...local.values()];
}
