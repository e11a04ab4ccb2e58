// PostgreSQL: rate_limits is UNLOGGED. A limit's count is a minute's or an hour's tally, not the
// shoppers' data: its writes skip the write-ahead log, so the counting upsert every account write
// makes (services/accounts.ts countWrite) commits without waiting for the disk (~5 ms a flush on
// these machines, one more flush per write than the write itself needs). After a crash PostgreSQL
// empties the table, and every window starts afresh, as if it had just ended; a standby does not
// have the table (nothing reads limits from a standby). SQLite has no such table kind: nothing to do.
import type { Knex } from 'knex';
import { isSqlite } from '../engine';

/** Makes rate_limits UNLOGGED on PostgreSQL. */
export async function up(db: Knex): Promise<void> {
  if (!isSqlite(db)) await db.raw('ALTER TABLE rate_limits SET UNLOGGED');
}

/** Makes rate_limits logged again. */
export async function down(db: Knex): Promise<void> {
  if (!isSqlite(db)) await db.raw('ALTER TABLE rate_limits SET LOGGED');
}
