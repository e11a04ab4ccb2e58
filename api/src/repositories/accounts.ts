// An account's synced basket and saved baskets. Every query names the owner: a row of another
// account is never read, changed or deleted, whatever id is asked for. Saved baskets are named by
// their public id (random for new rows, migration 065), never by the row's sequential id.
import type { Knex } from 'knex';
import { insertUnderCap } from '../db/capped-insert';
import { withFreshPublicId } from './public-ids';

/** A saved basket row as the service sees it; `items` is the stored JSON text. */
export interface SavedBasketRecord {
  id: number;
  name: string;
  items: string;
  lines: number;
  shareToken: string | null;
  createdAt: string;
  updatedAt: string;
}

interface SavedBasketRow {
  id: number | string;
  public_id: number | string;
  name: string;
  items: string;
  lines: number | string;
  share_token: string | null;
  created_at: string;
  updated_at: string;
}

const toRecord = (row: SavedBasketRow): SavedBasketRecord => ({
  id: Number(row.public_id),
  name: row.name,
  items: row.items,
  lines: Number(row.lines),
  shareToken: row.share_token,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Synced and saved baskets. */
export interface AccountsRepository {
  /** The synced basket's JSON text and when it changed; null when the account has none yet. */
  basket(userId: number): Promise<{ items: string; updatedAt: string } | null>;
  putBasket(userId: number, items: string, at: string): Promise<void>;
  listSaved(userId: number): Promise<SavedBasketRecord[]>;
  countSaved(userId: number): Promise<number>;
  saved(userId: number, id: number): Promise<SavedBasketRecord | null>;
  /** Inserts a saved basket unless the account already has `max`; null when it has. */
  insertSaved(
    userId: number,
    basket: { name: string; items: string; lines: number },
    at: string,
    max: number,
  ): Promise<SavedBasketRecord | null>;
  renameSaved(userId: number, id: number, name: string, at: string): Promise<SavedBasketRecord | null>;
  deleteSaved(userId: number, id: number): Promise<boolean>;
  /** Sets (a token) or clears (null) the share token; null when the basket is not the user's. */
  setShareToken(userId: number, id: number, token: string | null): Promise<SavedBasketRecord | null>;
  byShareToken(token: string): Promise<SavedBasketRecord | null>;
}

/** Creates the accounts repository. */
export function createAccountsRepository(db: Knex): AccountsRepository {
  const owned = (userId: number, id: number) => db('saved_baskets').where({ user_id: userId, public_id: id });
  const one = async (userId: number, id: number) => {
    const row = (await owned(userId, id).first()) as SavedBasketRow | undefined;
    return row ? toRecord(row) : null;
  };
  return {
    async basket(userId) {
      const row = (await db('account_baskets').where('user_id', userId).first()) as
        | { items: string; updated_at: string }
        | undefined;
      return row ? { items: row.items, updatedAt: row.updated_at } : null;
    },
    async putBasket(userId, items, at) {
      await db('account_baskets')
        .insert({ user_id: userId, items, updated_at: at })
        .onConflict('user_id')
        .merge(['items', 'updated_at']);
    },
    async listSaved(userId) {
      const rows = (await db('saved_baskets')
        .where('user_id', userId)
        .orderBy([
          { column: 'updated_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])) as SavedBasketRow[];
      return rows.map(toRecord);
    },
    async countSaved(userId) {
      const row = (await db('saved_baskets').where('user_id', userId).count({ n: '*' }).first()) as
        | { n: number | string }
        | undefined;
      return Number(row?.n ?? 0);
    },
    saved: one,
    async insertSaved(userId, basket, at, max) {
      // Counted and inserted as one step (db/capped-insert.ts), so two parallel saves cannot both
      // take the last place.
      // A random public id that happens to be taken is drawn again (withFreshPublicId).
      const row = await withFreshPublicId((publicId) =>
        insertUnderCap<SavedBasketRow>(
          db,
          'saved_baskets',
          {
            public_id: publicId,
            user_id: userId,
            name: basket.name,
            items: basket.items,
            lines: basket.lines,
            share_token: null,
            created_at: at,
            updated_at: at,
          },
          max,
        ),
      );
      return row ? toRecord(row) : null;
    },
    async renameSaved(userId, id, name, at) {
      const changed = await owned(userId, id).update({ name, updated_at: at });
      return changed > 0 ? one(userId, id) : null;
    },
    async deleteSaved(userId, id) {
      return (await owned(userId, id).delete()) > 0;
    },
    async setShareToken(userId, id, token) {
      const changed = await owned(userId, id).update({ share_token: token });
      return changed > 0 ? one(userId, id) : null;
    },
    async byShareToken(token) {
      const row = (await db('saved_baskets').where('share_token', token).first()) as
        | SavedBasketRow
        | undefined;
      return row ? toRecord(row) : null;
    },
  };
}
