// The change feed between API instances. A write that changes what shoppers see (a price, a stock
// flag, an import) announces itself: in this process at once, and on PostgreSQL through
// pg_notify inside the writing transaction, so every other instance hears it the moment it commits
// (and never hears a change that was rolled back). Each instance keeps one dedicated connection
// that LISTENs and reconnects; after a reconnect it treats the whole catalogue as changed, since
// notifications sent while it was away are lost.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Change, ChangeStream } from '../change-stream';
import { isSqlite } from '../db/engine';
import { createSourcesRepository } from './sources';

/** The notification channel every instance listens on. */
export const CHANGE_CHANNEL = 'compare_changes';

/**
 * Announces `change` to the other instances from inside the writing transaction `trx` (PostgreSQL
 * delivers it at commit), as coming from `origin`. A no-op on SQLite, where one process owns the file.
 */
export async function notifyChange(
  db: Knex,
  trx: Knex | Knex.Transaction,
  change: Change,
  origin: string,
): Promise<void> {
  if (isSqlite(db)) return;
  const payload = JSON.stringify({ origin, change });
  // The schema travels with the message: instances on other schemas of one database ignore it.
  await trx.raw('SELECT pg_notify(?, current_schema() || ? || ?)', [CHANGE_CHANNEL, '\n', payload]);
}

/**
 * Announces a change made outside a transaction: to the other instances, and to this instance's
 * `stream` when there is one (a process that keeps no answers, such as the import command, has none).
 */
export async function publishChange(db: Knex, change: Change, stream?: ChangeStream): Promise<void> {
  await notifyChange(db, db, change, stream?.origin ?? randomUUID());
  // SQLite has no NOTIFY: servers on the same file poll this mark (services/catalogue-mark.ts).
  if (change.kind === 'catalogue') await createSourcesRepository(db).bumpCatalogueMark();
  stream?.publish(change);
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
 * `db`'s pool) and publishes them on `stream`. Returns null on SQLite.
 */
export function listenForChanges(
  db: Knex,
  stream: ChangeStream,
  options: ChangeListenerOptions = {},
): ChangeListener | null {
  if (isSqlite(db)) return null;
  const connection = db.client.config.connection as string | pg.ClientConfig;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const own = stream.origin;
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
        stream.publish(parsed.change);
      });
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed) {
        await c.end();
        return;
      }
      delay = 250;
      // Whatever was announced while this connection was down is lost: start from the database again.
      if (connectedOnce) stream.publish({ kind: 'catalogue' });
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
