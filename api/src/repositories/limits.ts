// Fixed-window counters in the rate_limits table, shared by every API instance on the database.
// One upsert both counts and reads back, so concurrent requests on several instances never lose a
// count (the row is locked by the upsert on PostgreSQL, the write lock serialises it on SQLite).
import type { Knex } from 'knex';

/** A key's count within its current window. */
export interface LimitCount {
  points: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

/** Persistence of limit counters. */
export interface LimitsRepository {
  /** Adds `points` (one by default) to `key`, starting a fresh window of `windowMs` when the last one ended. */
  hit(key: string, windowMs: number, now?: number, points?: number): Promise<LimitCount>;
  /** Current counts of the keys whose window is still open. */
  peek(keys: readonly string[], now?: number): Promise<Map<string, LimitCount>>;
  /**
   * Takes `points` (one by default) back from `key` while its window is open (an attempt that turned
   * out legitimate, or points a process took ahead and did not use); never below zero.
   */
  release(key: string, now?: number, points?: number): Promise<void>;
  /** Forgets a key's count. */
  clear(key: string): Promise<void>;
  /** Deletes ended windows; resolves to how many rows went. */
  purgeExpired(now?: number): Promise<number>;
}

interface LimitRow {
  key?: string;
  points: number | string;
  reset_at: number | string;
}

const toCount = (row: LimitRow): LimitCount => ({
  points: Number(row.points),
  resetAt: Number(row.reset_at),
});

/** Creates the limits repository over `db`. */
export function createLimitsRepository(db: Knex): LimitsRepository {
  return {
    async hit(key, windowMs, now = Date.now(), points = 1) {
      const rows = (await db('rate_limits')
        .insert({ key, points, reset_at: now + windowMs })
        .onConflict('key')
        .merge({
          points: db.raw('CASE WHEN rate_limits.reset_at <= ? THEN ? ELSE rate_limits.points + ? END', [
            now,
            points,
            points,
          ]),
          reset_at: db.raw('CASE WHEN rate_limits.reset_at <= ? THEN ? ELSE rate_limits.reset_at END', [
            now,
            now + windowMs,
          ]),
        })
        .returning(['points', 'reset_at'])) as LimitRow[];
      const row = rows[0];
      return row ? toCount(row) : { points, resetAt: now + windowMs };
    },
    async peek(keys, now = Date.now()) {
      const out = new Map<string, LimitCount>();
      if (keys.length === 0) return out;
      const rows = (await db('rate_limits')
        .whereIn('key', [...keys])
        .andWhere('reset_at', '>', now)
        .select('key', 'points', 'reset_at')) as LimitRow[];
      for (const row of rows) out.set(String(row.key), toCount(row));
      return out;
    },
    async release(key, now = Date.now(), points = 1) {
      await db('rate_limits')
        .where('key', key)
        .andWhere('reset_at', '>', now)
        .andWhere('points', '>', 0)
        .update({ points: db.raw('CASE WHEN points > ? THEN points - ? ELSE 0 END', [points, points]) });
    },
    async clear(key) {
      await db('rate_limits').where('key', key).delete();
    },
    async purgeExpired(now = Date.now()) {
      return db('rate_limits').where('reset_at', '<=', now).delete();
    },
  };
}
