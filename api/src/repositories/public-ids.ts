// Random public ids for an account's saved baskets, watches and alerts (migration 065): a whole
// number from 2^32 up to 2^32 + 2^48, far above every sequential id a row had before, exact in a
// JavaScript number and in a PostgreSQL bigint. Nothing about one id tells another.
import { randomFillSync } from 'node:crypto';
import type { Knex } from 'knex';

const BASE = 2 ** 32;

// Random bytes drawn from the system's CSPRNG 4 KB at a time, each id taking the next 6 and no
// byte used twice: a call to randomBytes for each id cost a job of its own (~2% of a write's event
// loop, profiled).
const pool = Buffer.alloc(4096);
let used = pool.length;

/** A fresh random public id. */
export function newPublicId(): number {
  if (used + 6 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const id = BASE + pool.readUIntBE(used, 6);
  used += 6;
  return id;
}

// Fresh ids tried per row before giving up: with 2^48 ids a second collision in a row is as
// likely as a 2^-96 event; the bound only keeps a broken generator from looping forever.
const ATTEMPTS = 5;

/**
 * Inserts `rows` into `table`, each with a fresh random `public_id`; a row whose id is taken
 * (a collision, however unlikely) is tried again with another instead of failing the write. Only a
 * clash on `public_id` is retried: any other constraint still fails. Resolves to the ids given, in
 * the order of `rows`. `next` is the id source (tests pass one that collides).
 */
export async function insertWithPublicIds(
  db: Knex | Knex.Transaction,
  table: string,
  rows: ReadonlyArray<Record<string, Knex.Value>>,
  next: () => number = newPublicId,
): Promise<number[]> {
  const ids = rows.map(() => next());
  let waiting = rows.map((_, i) => i);
  for (let attempt = 0; waiting.length > 0; attempt++) {
    if (attempt === ATTEMPTS) throw new Error(`no free public id for ${table} after ${ATTEMPTS} attempts`);
    if (attempt > 0) for (const i of waiting) ids[i] = next();
    const inserted = (await db(table)
      .insert(waiting.map((i) => ({ ...rows[i], public_id: ids[i] as number })))
      .onConflict('public_id')
      .ignore()
      .returning('public_id')) as Array<{ public_id: number | string }>;
    const stored = new Set(inserted.map((r) => Number(r.public_id)));
    waiting = waiting.filter((i) => !stored.has(ids[i] as number));
  }
  return ids;
}

/** True when `error` is a unique-constraint failure on a `public_id` column (either engine). */
function isPublicIdClash(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint } = error as Error & { code?: string; constraint?: string };
  if (code === '23505') return (constraint ?? error.message).includes('public_id');
  return code === 'SQLITE_CONSTRAINT' && /UNIQUE constraint failed: \w+\.public_id/.test(error.message);
}

/**
 * Runs `write` with a fresh random public id, and again with another when the id is taken (a
 * collision, however unlikely); any other failure is thrown as it came. For one-row writes that
 * cannot use insertWithPublicIds, such as a capped insert (db/capped-insert.ts).
 */
export async function withFreshPublicId<T>(
  write: (publicId: number) => Promise<T>,
  next: () => number = newPublicId,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(next());
    } catch (error) {
      if (!isPublicIdClash(error) || attempt + 1 >= ATTEMPTS) {
        if (isPublicIdClash(error)) throw new Error(`no free public id after ${ATTEMPTS} attempts`);
        throw error;
      }
    }
  }
}
