// Deterministic drift for the embedded price source: a demo needs prices that move when the user
// presses Refresh, yet tests and two API processes must agree on every number. The price is held
// constant within a 6-hour bucket and jumps between buckets by an amount hashed from
// (seed, url, bucket), so it is a pure function of the seed, the URL and the clock.
import { createHash } from 'node:crypto';
import { fromPaise, toPaise } from '../money';
import type { Quote } from './types';

/** Length of one drift bucket. */
export const DRIFT_BUCKET_MS = 6 * 60 * 60 * 1000;

/** Lowest drift from the base price, in basis points (−8%). */
export const DRIFT_MIN_BP = -800;
/** Highest drift from the base price, in basis points (+5%). */
export const DRIFT_MAX_BP = 500;

/** Percent of buckets in which an in-stock offer shows out of stock. */
export const OUT_OF_STOCK_PERCENT = 6;
/** Percent of buckets in which an out-of-stock offer is back in stock. */
export const BACK_IN_STOCK_PERCENT = 35;

/** What drift starts from: the catalogue's price, MRP and stock. */
export interface DriftBase {
  basePrice: number;
  mrp: number;
  inStock: boolean;
}

function hashWords(seed: string, url: string, bucket: number): [number, number] {
  const digest = createHash('sha256').update(`${seed}\u0000${url}\u0000${bucket}`).digest();
  return [digest.readUInt32BE(0), digest.readUInt32BE(4)];
}

/** The 6-hour bucket a moment falls in. */
export function driftBucket(nowMs: number): number {
  return Math.floor(nowMs / DRIFT_BUCKET_MS);
}

/**
 * The drifted quote: base price moved by −8%..+5%, rounded to ₹0.50, never above MRP and never
 * below half of it; stock flips in a few buckets. MRP itself does not drift.
 */
export function driftQuote(base: DriftBase, url: string, nowMs: number, seed: string): Quote {
  const [priceWord, stockWord] = hashWords(seed, url, driftBucket(nowMs));
  const span = DRIFT_MAX_BP - DRIFT_MIN_BP + 1;
  const bp = DRIFT_MIN_BP + (priceWord % span);
  const mrpPaise = toPaise(base.mrp);
  const drifted = (toPaise(base.basePrice) * (10_000 + bp)) / 10_000;
  const halfRupees = Math.round(drifted / 50) * 50;
  const floor = Math.ceil(mrpPaise / 2 / 50) * 50;
  const pricePaise = Math.min(mrpPaise, Math.max(floor, halfRupees));
  const roll = stockWord % 100;
  const available = base.inStock ? roll >= OUT_OF_STOCK_PERCENT : roll < BACK_IN_STOCK_PERCENT;
  return { price: fromPaise(pricePaise), mrp: fromPaise(mrpPaise), available };
}
