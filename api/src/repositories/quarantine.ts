// Quarantined observations (docs/feeds.md, "Quarantined prices"): what the importer's diff stage
// and a live quote need to check an observed price against the listing's recent prices (core's
// checkObservation), the held rows themselves, and an operator's accept or reject. A held row is
// never deleted: confirmed, accepted or rejected, it stays with its status.
import {
  checkObservation,
  confirmsHeld,
  type HeldPrice,
  type HeldPriceStatus,
  QUARANTINE_WINDOW_DAYS,
  type QuarantineReason,
} from '@compare/core';
import type { Knex } from 'knex';
import { fromPaise } from '../money';

/** A held observation's state. */
export type QuarantineStatus = HeldPriceStatus;

/** A held observation as stored (paise). */
export interface HeldRow {
  id: number;
  offer_id: string;
  price_paise: number;
  mrp_paise: number;
  in_stock: boolean;
  observed_at: string;
  source: string;
  reasons: string;
  median_paise: number | null;
  previous_mrp_paise: number;
  status: QuarantineStatus;
  created_at: string;
  decided_at: string | null;
}

/** A held observation as the operator reads it (rupees), with the offer it belongs to. */
export type HeldObservation = HeldPrice;

/** What an offer's observation is checked against, by offer id. */
export interface OfferReference {
  /** Prices observed in the last QUARANTINE_WINDOW_DAYS days (paise). */
  recent: number[];
  /** Held observations still pending, oldest first. */
  pending: HeldRow[];
}

/** An observation to check (paise). */
export interface Observed {
  price: number;
  mrp: number;
  inStock: boolean;
  observedAt: string;
}

/** The outcome of {@link judgeObservation}. */
export type Judgement =
  | { kind: 'apply'; confirms: HeldRow[] }
  | { kind: 'hold'; reasons: QuarantineReason[]; median: number | null };

/**
 * Whether an observation of an offer whose price is `current` may be applied: an observation later
 * than a pending held one and close to it confirms it (both are then applied); otherwise core's
 * rule decides.
 */
export function judgeObservation(
  observed: Observed,
  current: { price: number; mrp: number },
  reference: OfferReference,
): Judgement {
  // A second observation: later than the held one (the same row imported again is not one).
  const confirms = reference.pending.filter(
    (h) =>
      h.observed_at < observed.observedAt &&
      confirmsHeld({ price: h.price_paise, mrp: h.mrp_paise }, observed),
  );
  if (confirms.length > 0) return { kind: 'apply', confirms };
  const check = checkObservation(observed, {
    recentPrices: [...reference.recent, current.price],
    mrp: current.mrp,
  });
  if (check.reasons.length > 0) return { kind: 'hold', reasons: check.reasons, median: check.median };
  return { kind: 'apply', confirms: [] };
}

/** The start of the window of recent prices before `now` (ISO). */
export function recentSince(now: string | Date): string {
  const at = typeof now === 'string' ? Date.parse(now) : now.getTime();
  return new Date(at - QUARANTINE_WINDOW_DAYS * 86_400_000).toISOString();
}

/** A held row to insert (the id and status are the table's). */
export function heldRow(
  offerId: string,
  observed: Observed,
  source: string,
  judgement: Extract<Judgement, { kind: 'hold' }>,
  previousMrp: number,
  now: string,
): Record<string, Knex.Value> {
  return {
    offer_id: offerId,
    price_paise: observed.price,
    mrp_paise: observed.mrp,
    in_stock: observed.inStock,
    observed_at: observed.observedAt,
    source,
    reasons: judgement.reasons.join(','),
    median_paise: judgement.median === null ? null : Math.round(judgement.median),
    previous_mrp_paise: previousMrp,
    status: 'pending',
    created_at: now,
  };
}

/** The price observation a confirmed held row becomes in the offer's history. */
export function heldObservation(offerId: string, held: HeldRow): Record<string, Knex.Value> {
  return {
    offer_id: offerId,
    price_paise: held.price_paise,
    mrp_paise: held.mrp_paise,
    in_stock: held.in_stock,
    observed_at: held.observed_at,
    source: held.source,
  };
}

const toHeld = (r: Record<string, unknown>): HeldRow => ({
  id: Number(r.id),
  offer_id: String(r.offer_id),
  price_paise: Number(r.price_paise),
  mrp_paise: Number(r.mrp_paise),
  in_stock: Boolean(r.in_stock),
  observed_at: String(r.observed_at),
  source: String(r.source),
  reasons: String(r.reasons),
  median_paise: r.median_paise === null || r.median_paise === undefined ? null : Number(r.median_paise),
  previous_mrp_paise: Number(r.previous_mrp_paise),
  status: String(r.status) as QuarantineStatus,
  created_at: String(r.created_at),
  decided_at: r.decided_at === null || r.decided_at === undefined ? null : String(r.decided_at),
});

// Ids per IN list: well under SQLite's and PostgreSQL's binding limits.
const CHUNK = 500;

/**
 * Recent prices and pending held rows of `offerIds`, read through `db` (a transaction or not). A
 * held price that was confirmed or accepted set a new level: only observations from it on count.
 */
export async function offerReferences(
  db: Knex | Knex.Transaction,
  offerIds: readonly string[],
  since: string,
): Promise<Map<string, OfferReference>> {
  const out = new Map<string, OfferReference>();
  const ids = [...new Set(offerIds)];
  for (const id of ids) out.set(id, { recent: [], pending: [] });
  for (let i = 0; i < ids.length; i += CHUNK) {
    const slice = ids.slice(i, i + CHUNK);
    const [recent, held, levels] = await Promise.all([
      db('price_observations')
        .whereIn('offer_id', slice)
        .andWhere('observed_at', '>=', since)
        .select('offer_id', 'price_paise', 'observed_at') as Promise<
        Array<{ offer_id: string; price_paise: number | string; observed_at: string }>
      >,
      db('quarantined_observations')
        .whereIn('offer_id', slice)
        .andWhere('status', 'pending')
        .orderBy('id')
        .select('*') as Promise<Array<Record<string, unknown>>>,
      db('quarantined_observations')
        .whereIn('offer_id', slice)
        .whereIn('status', ['confirmed', 'accepted'])
        .groupBy('offer_id')
        .select('offer_id')
        .max({ from: 'observed_at' }) as Promise<Array<{ offer_id: string; from: string }>>,
    ]);
    const levelFrom = new Map(levels.map((l) => [l.offer_id, l.from]));
    for (const r of recent) {
      const from = levelFrom.get(r.offer_id);
      if (from !== undefined && r.observed_at < from) continue;
      out.get(r.offer_id)?.recent.push(Number(r.price_paise));
    }
    for (const r of held) out.get(String(r.offer_id))?.pending.push(toHeld(r));
  }
  return out;
}

/** Marks held rows confirmed by a later observation (inside the caller's transaction). */
export async function markConfirmed(
  trx: Knex | Knex.Transaction,
  ids: readonly number[],
  now: string,
): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK)
    await trx('quarantined_observations')
      .whereIn('id', ids.slice(i, i + CHUNK))
      .andWhere('status', 'pending')
      .update({ status: 'confirmed', decided_at: now });
}

/** What an operator's decision did. */
export interface Decision {
  /** Held rows now applied (their price is the offer's, or history when a newer price is stored). */
  accepted: number[];
  rejected: number[];
  /** Ids not pending (unknown, or decided before). */
  notPending: number[];
}

/** Quarantine queries and an operator's decisions. */
export interface QuarantineRepository {
  /** Held rows, newest first; `status` filters (every status when absent). */
  list(options: { status?: QuarantineStatus; limit: number }): Promise<HeldObservation[]>;
  /** Pending held rows per merchant and city. */
  pendingCounts(): Promise<Array<{ merchant: string; cityId: string; pending: number }>>;
  /** Every pending held row (those of offers gone included). */
  pendingCount(): Promise<number>;
  /**
   * Applies (accept) or sets aside (reject) pending held rows; an accepted row becomes the
   * offer's price unless a newer price is stored (then it is history only), and is recorded as an
   * observation either way. Resolves to what changed; `accepted` offer ids are in `offersChanged`.
   */
  decide(
    ids: readonly number[],
    decision: 'accepted' | 'rejected',
    now: string,
  ): Promise<Decision & { offersChanged: string[] }>;
}

/** Creates the quarantine repository over `db`. */
export function createQuarantineRepository(db: Knex): QuarantineRepository {
  return {
    async list({ status, limit }) {
      const query = db('quarantined_observations as q')
        .leftJoin('offers as o', 'o.id', 'q.offer_id')
        .orderBy('q.id', 'desc')
        .limit(limit)
        .select('q.*', 'o.merchant', 'o.city_id', 'o.title', { current_paise: 'o.price_paise' });
      if (status) query.where('q.status', status);
      const rows = (await query) as Array<Record<string, unknown>>;
      return rows.map((r) => {
        const h = toHeld(r);
        return {
          id: h.id,
          offerId: h.offer_id,
          merchant: r.merchant === null || r.merchant === undefined ? null : String(r.merchant),
          cityId: r.city_id === null || r.city_id === undefined ? null : String(r.city_id),
          title: r.title === null || r.title === undefined ? null : String(r.title),
          price: fromPaise(h.price_paise),
          mrp: fromPaise(h.mrp_paise),
          inStock: h.in_stock,
          observedAt: h.observed_at,
          source: h.source,
          reasons: h.reasons.split(',').filter(Boolean) as QuarantineReason[],
          median: h.median_paise === null ? null : fromPaise(h.median_paise),
          previousMrp: fromPaise(h.previous_mrp_paise),
          currentPrice:
            r.current_paise === null || r.current_paise === undefined
              ? null
              : fromPaise(Number(r.current_paise)),
          status: h.status,
          createdAt: h.created_at,
          decidedAt: h.decided_at,
        };
      });
    },
    async pendingCounts() {
      const rows = (await db('quarantined_observations as q')
        .join('offers as o', 'o.id', 'q.offer_id')
        .where('q.status', 'pending')
        .groupBy('o.merchant', 'o.city_id')
        .select('o.merchant', 'o.city_id')
        .count({ n: '*' })) as Array<{ merchant: string; city_id: string; n: number | string }>;
      return rows.map((r) => ({ merchant: r.merchant, cityId: r.city_id, pending: Number(r.n) }));
    },
    async pendingCount() {
      const row = (await db('quarantined_observations')
        .where('status', 'pending')
        .count({ n: '*' })
        .first()) as { n: number | string } | undefined;
      return Number(row?.n ?? 0);
    },
    async decide(ids, decision, now) {
      return db.transaction(async (trx) => {
        const out: Decision & { offersChanged: string[] } = {
          accepted: [],
          rejected: [],
          notPending: [],
          offersChanged: [],
        };
        const wanted = [...new Set(ids)];
        const rows: HeldRow[] = [];
        for (let i = 0; i < wanted.length; i += CHUNK) {
          const found = (await trx('quarantined_observations')
            .whereIn('id', wanted.slice(i, i + CHUNK))
            .andWhere('status', 'pending')
            .orderBy('id')
            .select('*')) as Array<Record<string, unknown>>;
          rows.push(...found.map(toHeld));
        }
        const pending = new Set(rows.map((r) => r.id));
        out.notPending = wanted.filter((id) => !pending.has(id));
        for (const h of rows) {
          await trx('quarantined_observations')
            .where('id', h.id)
            .update({ status: decision, decided_at: now });
          if (decision === 'rejected') {
            out.rejected.push(h.id);
            continue;
          }
          out.accepted.push(h.id);
          const offer = (await trx('offers').where('id', h.offer_id).first('id', 'updated_at')) as
            | { id: string; updated_at: string }
            | undefined;
          // The offer is gone (moved by a merge, removed with the demo): the decision is kept.
          if (!offer) continue;
          await trx('price_observations').insert({
            offer_id: h.offer_id,
            price_paise: h.price_paise,
            mrp_paise: h.mrp_paise,
            in_stock: h.in_stock,
            observed_at: h.observed_at,
            source: h.source,
          });
          // An older observation than the stored price is history only (never replaces it).
          if (h.observed_at >= offer.updated_at) {
            await trx('offers').where('id', h.offer_id).update({
              price_paise: h.price_paise,
              mrp_paise: h.mrp_paise,
              in_stock: h.in_stock,
              updated_at: h.observed_at,
            });
            out.offersChanged.push(h.offer_id);
          }
        }
        return out;
      });
    },
  };
}
