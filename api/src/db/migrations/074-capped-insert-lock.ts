// PostgreSQL: compare_count_under_cap(table, user, cap), the guard of an account's capped insert
// (db/capped-insert.ts), so the insert is one prepared statement instead of a text of two
// statements with the row quoted in, parsed and planned again on every write:
//   INSERT INTO t (...) SELECT ... WHERE compare_count_under_cap('t', user, cap) RETURNING *
// The function takes a transaction-level advisory lock on (table, account), held until the
// insert's own transaction commits, then counts the account's rows. It is VOLATILE, so its count
// runs on a fresh snapshot taken after the lock was granted (PostgreSQL's rule for volatile
// functions): it sees every row the account's previous holder of the lock committed, which the
// calling statement's own snapshot, taken before the wait, would not. Two parallel inserts of one
// account cannot both take the last place; other accounts, and other tables, take other locks.
// The advisory lock touches no row (the users row lock it replaces wrote the row's lock bits).
// SQLite needs nothing: a statement is its own write transaction there.
import type { Knex } from 'knex';
import { isSqlite } from '../engine';

/** Creates compare_count_under_cap on PostgreSQL. */
export async function up(db: Knex): Promise<void> {
  if (isSqlite(db)) return;
  await db.raw(`
    CREATE OR REPLACE FUNCTION compare_count_under_cap(p_table text, p_user integer, p_max bigint)
    RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
    DECLARE n bigint;
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext(p_table), p_user);
      EXECUTE format('SELECT count(*) FROM %I WHERE user_id = $1', p_table) INTO n USING p_user;
      RETURN n < p_max;
    END $$`);
}

/** Drops compare_count_under_cap. */
export async function down(db: Knex): Promise<void> {
  if (!isSqlite(db)) await db.raw('DROP FUNCTION IF EXISTS compare_count_under_cap(text, integer, bigint)');
}
