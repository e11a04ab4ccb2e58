// What changed, told to everything that keeps an answer: one typed stream per app instance, created
// with its services and handed to the repositories that write and the caches that read. Other
// instances' changes arrive on it through PostgreSQL (repositories/changes.ts).
import { randomUUID } from 'node:crypto';

/** A price update applied to an offer row. */
export interface OfferPriceChange {
  id: string;
  price_paise: number | string;
  mrp_paise: number | string;
  in_stock: number | boolean;
  updated_at: string;
}

/**
 * What changed: one offer's price, or the catalogue as a whole (an import, a reseed, a resync);
 * and, within this instance only, that its zone summaries were reloaded after price changes (each
 * instance reloads its own, so this is never sent to the others).
 */
export type Change =
  | { kind: 'offer'; offer: OfferPriceChange }
  | { kind: 'catalogue' }
  /** `all`: every loaded zone was reloaded after an import (not only those of changed prices). */
  | { kind: 'zones'; all?: boolean };

/** One kind of change. */
export type ChangeOf<K extends Change['kind']> = Extract<Change, { kind: K }>;

/** The change stream of one app instance. */
export interface ChangeStream {
  /** This instance on the cross-instance feed: its own announcements are not delivered back. */
  readonly origin: string;
  /** Delivers `change` to every subscriber (after the write committed). */
  publish(change: Change): void;
  /** Calls `listener` with every change of `kind`; returns the unsubscribe function. */
  subscribe<K extends Change['kind']>(kind: K, listener: (change: ChangeOf<K>) => void): () => void;
}

/** Creates an instance's change stream. */
export function createChangeStream(): ChangeStream {
  const listeners = new Set<{ kind: Change['kind']; listener: (change: Change) => void }>();
  return {
    origin: randomUUID(),
    publish(change) {
      for (const entry of listeners) if (entry.kind === change.kind) entry.listener(change);
    },
    subscribe(kind, listener) {
      const entry = { kind, listener: listener as (change: Change) => void };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
}
