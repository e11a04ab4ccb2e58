// The change feed between API instances. A write that changes what shoppers see (a price, a stock
// flag, an import) announces itself: in this process at once, and on PostgreSQL through
// pg_notify inside the writing transaction, so every other instance hears it the moment it commits
// (and never hears a change that was rolled back). Each instance keeps one dedicated connection
// that LISTENs and reconnects; after a reconnect it treats the whole catalogue as changed, since
// notifications sent while it was away are lost.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import { isSqlite } from '../db/engine';

/** The notification channel every instance listens on. */
export const CHANGE_CHANNEL = 'compare_changes';

/** A price update applied to an offer row. */
export interface OfferPriceChange {
  id: string;
  price_paise: number | string;
  mrp_paise: number | string;
  in_stock: number | boolean;
  updated_at: string;
}

/** What changed: one offer's price, or the catalogue as a whole (an import, a reseed, a resync). */
export type Change = { kind: 'offer'; offer: OfferPriceChange } | { kind: 'catalogue' };

type Listener = (change: Change) => void;

// Listeners and the instance id per knex instance: every repository and service over one database
// handle hears every change made through it, and notifications are told apart from our own.
const listeners = new WeakMap<Knex, Set<Listener>>();
const origins = new WeakMap<Knex, string>();

function originOf(db: Knex): string {
  let id = origins.get(db);
  if (!id) {
    id = randomUUID();
    origins.set(db, id);
  }
  return id;
}

/** Calls `listener` for every change made through `db` or announced by another instance. */
export function onChange(db: Knex, listener: Listener): () => void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
  return () => set.delete(listener);
}

/** Delivers `change` to this process's listeners on `db` (after the write committed). */
export function emitChange(db: Knex, change: Change): void {
  for (const listener of listeners.get(db) ?? []) listener(change);
}

/**
 * Announces `change` to the other instances from inside the writing transaction `trx` (PostgreSQL
 * delivers it at commit). A no-op on SQLite, where one process owns the file.
 */
export async function notifyChange(db: Knex, trx: Knex | Knex.Transaction, change: Change): Promise<void> {
  if (isSqlite(db)) return;
  const payload = JSON.stringify({ origin: originOf(db), change });
  // The schema travels with the message: instances on other schemas of one database ignore it.
  await trx.raw('SELECT pg_notify(?, current_schema() || ? || ?)', [CHANGE_CHANNEL, '\n', payload]);
}

/** Announces a change made outside a transaction: locally at once, and to the other instances. */
export async function publishChange(db: Knex, change: Change): Promise<void> {
  await notifyChange(db, db, change);
  emitChange(db, change);
}

/** The LISTEN side of one instance. */
export interface ChangeListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Options of the listener. */
export interface ChangeListenerOptions {
  /** Told about connection trouble (it keeps retrying). */
  onError?: (message: string) => void;
  /** Longest wait between reconnection attempts. */
  maxDelayMs?: number;
}

function parse(text: string): { schema: string; origin: string; change: Change } | null {
  const cut = text.indexOf('\n');
  if (cut < 0) return null;
  try {
    const body = JSON.parse(text.slice(cut + 1)) as { origin?: unknown; change?: Change };
    if (typeof body.origin !== 'string' || !body.change) return null;
    if (body.change.kind !== 'offer' && body.change.kind !== 'catalogue') return null;
    return { schema: text.slice(0, cut), origin: body.origin, change: body.change };
  } catch {
    return null;
  }
}

/**
 * Listens for other instances' changes on a dedicated PostgreSQL connection (same settings as
 * `db`'s pool) and delivers them to `db`'s listeners. Returns null on SQLite.
 */
export function listenForChanges(db: Knex, options: ChangeListenerOptions = {}): ChangeListener | null {
  if (isSqlite(db)) return null;
  const connection = db.client.config.connection as string | pg.ClientConfig;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const own = originOf(db);
  let client: pg.Client | null = null;
  let closed = false;
  let delay = 250;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, maxDelayMs);
  };

  const connect = async () => {
    const c = new pg.Client(typeof connection === 'string' ? { connectionString: connection } : connection);
    client = c;
    let failed = false;
    const fail = (message: string) => {
      if (failed) return;
      failed = true;
      options.onError?.(message);
      c.removeAllListeners('notification');
      c.end().catch(() => undefined);
      if (client === c) client = null;
      schedule();
    };
    c.on('error', (err) => fail(err.message));
    c.on('end', () => fail('listen connection ended'));
    try {
      await c.connect();
      const { rows } = await c.query<{ schema: string }>('SELECT current_schema() AS schema');
      const schema = rows[0]?.schema ?? 'public';
      c.on('notification', (msg) => {
        if (msg.channel !== CHANGE_CHANNEL || !msg.payload) return;
        const parsed = parse(msg.payload);
        if (!parsed || parsed.schema !== schema || parsed.origin === own) return;
        emitChange(db, parsed.change);
      });
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed) {
        await c.end();
        return;
      }
      delay = 250;
      // Whatever was announced while this connection was down is lost: start from the database again.
      if (connectedOnce) emitChange(db, { kind: 'catalogue' });
      connectedOnce = true;
      markReady();
    } catch (err) {
      fail(err instanceof Error ? err.message : String(err));
    }
  };
  void connect();

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
