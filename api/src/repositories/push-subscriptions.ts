// The Web Push subscriptions price alerts are sent to: one row per browser endpoint, owned by the
// account that subscribed it first; another account cannot take it over by posting its endpoint.
import type { Knex } from 'knex';

/** A stored push subscription. */
export interface PushSubscriptionRecord {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Push subscriptions. */
export interface PushSubscriptionsRepository {
  /** Stores (or refreshes) the account's subscription; false when another account owns the endpoint. */
  saveSubscription(
    userId: number,
    sub: { endpoint: string; p256dh: string; auth: string },
    at: string,
  ): Promise<boolean>;
  removeSubscription(userId: number, endpoint: string): Promise<boolean>;
  /** Forgets a subscription the push service said is gone. */
  dropSubscription(endpoint: string): Promise<void>;
  subscriptionsOf(userIds: readonly number[]): Promise<PushSubscriptionRecord[]>;
}

// Rows per statement: well under both engines' bound-parameter limits.
const CHUNK = 500;

/** Creates the push subscriptions repository. */
export function createPushSubscriptionsRepository(db: Knex): PushSubscriptionsRepository {
  return {
    async saveSubscription(userId, sub, at) {
      // One endpoint is one browser: its owner may refresh its keys; another account's post of the
      // same endpoint changes nothing (the conditional upsert writes no row) and is told so.
      const rows = (await db('push_subscriptions')
        .insert({
          user_id: userId,
          endpoint: sub.endpoint,
          p256dh: sub.p256dh,
          auth: sub.auth,
          created_at: at,
        })
        .onConflict('endpoint')
        .merge(['p256dh', 'auth', 'created_at'])
        .where('push_subscriptions.user_id', userId)
        .returning('id')) as unknown[];
      return rows.length > 0;
    },
    async removeSubscription(userId, endpoint) {
      return (await db('push_subscriptions').where({ user_id: userId, endpoint }).delete()) > 0;
    },
    async dropSubscription(endpoint) {
      await db('push_subscriptions').where('endpoint', endpoint).delete();
    },
    async subscriptionsOf(userIds) {
      const out: PushSubscriptionRecord[] = [];
      for (let i = 0; i < userIds.length; i += CHUNK) {
        const rows = (await db('push_subscriptions').whereIn(
          'user_id',
          userIds.slice(i, i + CHUNK),
        )) as Array<{
          id: number | string;
          user_id: number | string;
          endpoint: string;
          p256dh: string;
          auth: string;
        }>;
        out.push(
          ...rows.map((r) => ({
            id: Number(r.id),
            userId: Number(r.user_id),
            endpoint: r.endpoint,
            p256dh: r.p256dh,
            auth: r.auth,
          })),
        );
      }
      return out;
    },
  };
}
