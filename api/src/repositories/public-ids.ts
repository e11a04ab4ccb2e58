// Random public ids for an account's saved baskets, watches and alerts (migration 065): a whole
// number from 2^32 up to 2^32 + 2^48, far above every sequential id a row had before, exact in a
// JavaScript number and in a PostgreSQL bigint. Nothing about one id tells another.
import { randomBytes } from 'node:crypto';

const BASE = 2 ** 32;

/** A fresh random public id. */
export function newPublicId(): number {
  return BASE + randomBytes(6).readUIntBE(0, 6);
}
