// Users and the koa-session external store, both in the database so API processes stay stateless.
import type { Knex } from 'knex';
import { preparedRows } from '../db/prepared';

/** A stored user including the password hash (never sent to clients). */
export interface UserRecord {
  id: number;
  username: string;
  passwordHash: string;
  createdAt: string;
}

/** User persistence. */
export interface UsersRepository {
  findByUsername(username: string): Promise<UserRecord | undefined>;
  findById(id: number): Promise<UserRecord | undefined>;
  /** Inserts a user; resolves to undefined when the name (case-insensitive) is taken. */
  create(username: string, passwordHash: string): Promise<UserRecord | undefined>;
  /** Replaces a user's password hash (rehash at newer parameters). */
  updatePasswordHash(id: number, passwordHash: string): Promise<void>;
  /** Deletes a user (a registration whose session could not be stored). */
  remove(id: number): Promise<void>;
}

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  created_at: string;
}

const toUser = (row: UserRow): UserRecord => ({
  id: Number(row.id),
  username: row.username,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
});

/** Creates the users repository. */
export function createUsersRepository(db: Knex): UsersRepository {
  return {
    async findByUsername(username) {
      const row = (await db('users').where('username_lower', username.toLowerCase()).first()) as
        | UserRow
        | undefined;
      return row ? toUser(row) : undefined;
    },
    async findById(id) {
      const row = (await db('users').where('id', id).first()) as UserRow | undefined;
      return row ? toUser(row) : undefined;
    },
    async create(username, passwordHash) {
      const createdAt = new Date().toISOString();
      // The unique index on username_lower is the real guard against two concurrent registrations.
      const inserted = (await db('users')
        .insert({
          username,
          username_lower: username.toLowerCase(),
          password_hash: passwordHash,
          created_at: createdAt,
        })
        .onConflict('username_lower')
        .ignore()
        .returning('id')) as Array<{ id: number } | number>;
      const first = inserted[0];
      if (first === undefined) return undefined;
      const id = typeof first === 'number' ? first : Number(first.id);
      return { id, username, passwordHash, createdAt };
    },
    async updatePasswordHash(id, passwordHash) {
      await db('users').where('id', id).update({ password_hash: passwordHash });
    },
    async remove(id) {
      await db('users').where('id', id).delete();
    },
  };
}

/** koa-session external store backed by the sessions table. */
export interface SessionsRepository {
  get(id: string): Promise<Record<string, unknown> | undefined>;
  set(id: string, data: Record<string, unknown>, maxAgeMs: number): Promise<void>;
  destroy(id: string): Promise<void>;
  /** Deletes expired sessions; resolves to how many were removed. */
  purgeExpired(): Promise<number>;
}

/** Creates the sessions repository. */
export function createSessionsRepository(db: Knex): SessionsRepository {
  return {
    async get(id) {
      // Every request with a cookie reads its session: a prepared statement run straight on a
      // pooled connection (db/prepared.ts), not compiled by knex on every request.
      const rows = await preparedRows<{ data: string }>(
        db,
        'SELECT data FROM sessions WHERE id = ? AND expires_at > ? LIMIT 1',
        [id, Date.now()],
      );
      const row = rows[0];
      if (!row) return undefined;
      const parsed: unknown = JSON.parse(row.data);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    },
    async set(id, data, maxAgeMs) {
      await db('sessions')
        .insert({ id, data: JSON.stringify(data), expires_at: Date.now() + maxAgeMs })
        .onConflict('id')
        .merge();
    },
    async destroy(id) {
      await db('sessions').where('id', id).delete();
    },
    async purgeExpired() {
      return db('sessions').where('expires_at', '<=', Date.now()).delete();
    },
  };
}
