// Price watches and the alert inbox. Creating a watch fixes its variant and the city whose offers
// count (the shopper's, from their point); evaluating watches happens only in the worker
// (jobs/watches.ts), which hears the change feed.
import { formatINR, fromPaise, toPaise } from '@compare/core';
import { AppError, notFound, validationError } from '../errors';
import type { Logger } from '../logger';
import type { PushSubscriptionsRepository } from '../repositories/push-subscriptions';
import type { AlertRecord, WatchesRepository, WatchRecord } from '../repositories/watches';
import type { LocationService, Point } from './location';
import type { PushSender } from './push';

/** A watch as the API answers it (rupees). */
export interface WatchDto {
  id: number;
  productId: string;
  variant: string;
  productName: string;
  brand: string;
  below: number;
  merchants: string[] | null;
  createdAt: string;
  lastAlertPrice: number | null;
}

/** An alert as the API answers it (rupees). */
export interface AlertDto {
  id: number;
  watchId: number | null;
  productId: string;
  variant: string;
  productName: string;
  merchant: string;
  price: number;
  below: number;
  createdAt: string;
  read: boolean;
  /** What the listing's own history makes of the price: a real drop, its usual price, or null. */
  deal: 'lowest-30-days' | 'usual-price' | null;
}

/** What one evaluation run did. */
export interface WatchRun {
  changed: number;
  alerts: number;
  rearmed: number;
  pushed: number;
  elapsedMs: number;
}

/** Watch and alert use cases. */
export interface WatchService {
  create(
    userId: number,
    watch: { productId: string; variant: string; below: number; merchants?: string[] | undefined },
    point: Point,
  ): Promise<WatchDto>;
  list(userId: number): Promise<WatchDto[]>;
  remove(userId: number, id: number): Promise<void>;
  alerts(userId: number): Promise<{ alerts: AlertDto[]; unread: number }>;
  markRead(userId: number, ids: number[] | null): Promise<void>;
  pushKey(): { enabled: boolean; publicKey: string | null };
  subscribe(userId: number, sub: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void>;
  unsubscribe(userId: number, endpoint: string): Promise<void>;
  /** Evaluates the watches on `variantIds` (all when null), writes alerts and pushes them. */
  evaluate(variantIds: readonly string[] | null): Promise<WatchRun>;
  /** The variants of changed offers (the change feed names offers). */
  variantsOfOffers(offerIds: readonly string[]): Promise<string[]>;
}

/** What the watch service needs. */
export interface WatchServiceDeps {
  watches: WatchesRepository;
  subscriptions: PushSubscriptionsRepository;
  location: Pick<LocationService, 'reach'>;
  push: PushSender;
  maxWatches: number;
  logger?: Logger;
}

const toDto = (w: WatchRecord): WatchDto => ({
  id: w.id,
  productId: w.productId,
  variant: w.variant,
  productName: w.productName,
  brand: w.brand,
  below: fromPaise(w.belowPaise),
  merchants: w.merchants,
  createdAt: w.createdAt,
  lastAlertPrice: w.lastAlertPaise === null ? null : fromPaise(w.lastAlertPaise),
});

const alertDto = (a: AlertRecord): AlertDto => ({
  id: a.id,
  watchId: a.watchId,
  productId: a.productId,
  variant: a.variant,
  productName: a.productName,
  merchant: a.merchant,
  price: fromPaise(a.pricePaise),
  below: fromPaise(a.belowPaise),
  createdAt: a.createdAt,
  read: a.readAt !== null,
  deal: a.deal,
});

/** The alert's honest-discount note (core's checkDiscount via alert-deals.ts), or nothing. */
const DEAL_NOTES = { 'lowest-30-days': 'lowest in 30 days', 'usual-price': 'its usual price there' } as const;

// Pushes in flight at once: each is one HTTPS request to a browser vendor's push service.
const PUSH_CONCURRENCY = 8;
const INBOX_SIZE = 50;

/** Creates the watch service. */
export function createWatchService(deps: WatchServiceDeps): WatchService {
  const { watches, subscriptions, push } = deps;
  const pushAll = async (alerts: AlertRecord[]): Promise<number> => {
    if (!push.enabled || alerts.length === 0) return 0;
    const subs = await subscriptions.subscriptionsOf([...new Set(alerts.map((a) => a.userId))]);
    if (subs.length === 0) return 0;
    const byUser = new Map<number, typeof subs>();
    for (const s of subs) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
    const jobs = alerts.flatMap((a) => (byUser.get(a.userId) ?? []).map((s) => ({ a, s })));
    let sent = 0;
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) {
        const { a, s } = jobs[next++]!;
        const outcome = await push.send(s, {
          title: a.productName,
          body: `${a.variant}: ${formatINR(fromPaise(a.pricePaise))} at ${a.merchant} (below ${formatINR(fromPaise(a.belowPaise))}${a.deal ? `; ${DEAL_NOTES[a.deal]}` : ''})`,
          productId: a.productId,
          alertId: a.id,
          url: `/product/${encodeURIComponent(a.productId)}`,
        });
        if (outcome === 'sent') sent++;
        if (outcome === 'gone') await subscriptions.dropSubscription(s.endpoint);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, jobs.length) }, lane));
    return sent;
  };
  return {
    async create(userId, input, point) {
      const reach = await deps.location.reach(point);
      const wanted = input.merchants ? new Set(input.merchants) : null;
      const cities = reach.filter((r) => r.cityId !== null && (!wanted || wanted.has(r.merchant)));
      // The city most of the chosen merchants serve the shopper from.
      const counts = new Map<string, number>();
      for (const r of cities) counts.set(r.cityId!, (counts.get(r.cityId!) ?? 0) + 1);
      const cityId = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
      // An unknown product or variant answers 404 before anything else.
      const unknown = async () => !(await watches.variantOf(input.productId, input.variant));
      if (!cityId) {
        if (await unknown()) throw notFound('Product or variant not found');
        throw validationError('No store we compare delivers to your location, so there is no price to watch');
      }
      // The variant is looked up by the insert itself; only a refused insert asks which reason it was.
      const created = await watches.insert(
        userId,
        {
          productId: input.productId,
          variant: input.variant,
          cityId,
          belowPaise: toPaise(input.below),
          merchants: input.merchants ? [...new Set(input.merchants)] : null,
        },
        new Date().toISOString(),
        deps.maxWatches,
      );
      if (!created) {
        if (await unknown()) throw notFound('Product or variant not found');
        throw new AppError(
          429,
          'TOO_MANY_WATCHES',
          `You can keep up to ${deps.maxWatches} price alerts. Remove one to add another.`,
        );
      }
      return toDto(created);
    },
    async list(userId) {
      return (await watches.list(userId)).map(toDto);
    },
    async remove(userId, id) {
      if (!(await watches.remove(userId, id))) throw notFound('Price alert not found');
    },
    async alerts(userId) {
      const inbox = await watches.alerts(userId, INBOX_SIZE);
      return { alerts: inbox.alerts.map(alertDto), unread: inbox.unread };
    },
    async markRead(userId, ids) {
      await watches.markRead(userId, ids, new Date().toISOString());
    },
    pushKey: () => ({ enabled: push.enabled, publicKey: push.publicKey }),
    async subscribe(userId, sub) {
      if (!push.enabled)
        throw new AppError(409, 'PUSH_DISABLED', 'Notifications are not set up on this server');
      push.checkEndpoint(sub.endpoint);
      const saved = await subscriptions.saveSubscription(
        userId,
        { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
        new Date().toISOString(),
      );
      if (!saved)
        throw new AppError(
          409,
          'PUSH_ENDPOINT_TAKEN',
          'This browser already gets price alerts for another account. Turn them off there first.',
        );
    },
    async unsubscribe(userId, endpoint) {
      if (!(await subscriptions.removeSubscription(userId, endpoint)))
        throw notFound('Subscription not found');
    },
    async evaluate(variantIds) {
      const started = performance.now();
      const run = await watches.evaluate(variantIds, new Date().toISOString());
      const pushed = await pushAll(run.alerts).catch((err: unknown) => {
        deps.logger?.warn('price alert push failed', { error: String(err) });
        return 0;
      });
      return {
        changed: run.changed,
        alerts: run.alerts.length,
        rearmed: run.rearmed,
        pushed,
        elapsedMs: Math.round(performance.now() - started),
      };
    },
    variantsOfOffers: (offerIds) => watches.variantsOfOffers(offerIds),
  };
}
