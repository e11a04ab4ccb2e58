// Snapshots: `npm run import -- FILE --snapshot` takes the file as the complete list of each
// (merchant, city) pair it contains, and retires that pair's offers the file no longer lists (out
// of stock, marked retired, history kept; a later feed that lists one again brings it back).
// Before anything is written the file is read once to plan: which pairs it holds, which of them a
// bad row might belong to (those retire nothing, and the summary says why), and how many offers
// each would retire; more than half of a pair's offers stops the import unless --force. After the
// import, each pair's offers that no row priced are retired.

import type { Readable } from 'node:stream';
import { toPlatformKey } from '@compare/core';
import type { GeographySnapshot, ListingsRepository } from '../repositories/listings';
import type { RetirementRepository } from '../repositories/retirement';
import { createPlaceResolver } from './city-resolver';
import { type FeedFormat, readFeed } from './read-feed';
import { validateRow } from './validate';

/** A (merchant, city) pair of a snapshot, with what retiring would do to it. */
export interface SnapshotPair {
  merchant: string;
  cityId: string;
  /** Offers of the pair listed (not retired) before the import. */
  listed: number;
  /** Of those, offers no sku of the file's rows for the pair was matched to before the import. */
  missing: number;
  /** Why nothing of this pair is retired, when so. */
  blocked: string | null;
}

/** The plan of a snapshot import. */
export interface SnapshotPlan {
  pairs: SnapshotPair[];
  /** Why nothing at all is retired (a row that no pair can be told for), when so. */
  blockedAll: string | null;
}

/** A snapshot that would retire too much: nothing was written. */
export class SnapshotRefused extends Error {}

const pairKey = (merchant: string, cityId: string) => `${merchant}\u0000${cityId}`;

/** A pair as the summary names it. */
export const pairName = (p: { merchant: string; cityId: string }) => `${p.merchant} in ${p.cityId}`;

/** Reads the file once and works out, per pair, what retiring would do. */
export async function planSnapshot(
  input: Readable,
  format: FeedFormat,
  repo: Pick<ListingsRepository, 'findListings'> & Pick<RetirementRepository, 'liveOffers'>,
  geography: GeographySnapshot,
  nextPlaceId: number,
  now: string,
): Promise<SnapshotPlan> {
  const places = createPlaceResolver(geography, nextPlaceId);
  const skus = new Map<string, { merchant: string; cityId: string; skus: Set<string> }>();
  // Bad rows with the merchant and city they may belong to (null: any).
  const bad: Array<{ merchant: string | null; cityId: string | null; why: string }> = [];
  let blockedAll: string | null = null;
  for await (const record of readFeed(input, format)) {
    if ('error' in record) {
      blockedAll ??= `line ${record.line}: ${record.error}`;
      continue;
    }
    const result = validateRow(record.raw, now);
    if (!result.ok) {
      const merchant = toPlatformKey(String(record.raw.merchant ?? ''));
      const where = places.cityOf(merchant ?? '', {
        city: typeof record.raw.city === 'string' ? record.raw.city : undefined,
      });
      const cityId = 'cityId' in where ? where.cityId : null;
      const why = `line ${record.line} was rejected (${result.reason})`;
      if (!merchant && !cityId) blockedAll ??= why;
      else bad.push({ merchant: merchant ?? null, cityId, why });
      continue;
    }
    const { row } = result;
    const where = places.cityOf(row.merchant, row);
    if ('error' in where) {
      bad.push({ merchant: row.merchant, cityId: null, why: `line ${record.line}: ${where.error}` });
      continue;
    }
    const key = pairKey(row.merchant, where.cityId);
    let pair = skus.get(key);
    if (!pair) {
      pair = { merchant: row.merchant, cityId: where.cityId, skus: new Set() };
      skus.set(key, pair);
    }
    pair.skus.add(row.sku);
  }
  const pairs: SnapshotPair[] = [];
  for (const { merchant, cityId, skus: given } of skus.values()) {
    const known = await repo.findListings([...given].map((sku) => `${merchant}:${sku}`));
    const variants = new Set([...known.values()].map((l) => l.variant_id));
    const live = await repo.liveOffers(merchant, cityId);
    const missing = live.filter((o) => !variants.has(o.variant_id)).length;
    const reason = bad.find(
      (b) => (b.merchant === null || b.merchant === merchant) && (b.cityId === null || b.cityId === cityId),
    );
    pairs.push({ merchant, cityId, listed: live.length, missing, blocked: reason ? reason.why : null });
  }
  return { pairs, blockedAll };
}

/** True when retiring `missing` of `listed` offers needs --force. */
export const retiresTooMuch = (missing: number, listed: number) => listed > 0 && missing * 2 > listed;

/** Stops the import before anything is written when a pair would lose more than half its offers. */
export function checkPlan(plan: SnapshotPlan, force: boolean): void {
  if (force || plan.blockedAll) return;
  const tooMuch = plan.pairs.filter((p) => !p.blocked && retiresTooMuch(p.missing, p.listed));
  if (tooMuch.length === 0) return;
  const list = tooMuch.map((p) => `${pairName(p)} would retire ${p.missing} of ${p.listed} listings`);
  throw new SnapshotRefused(
    `snapshot stopped before writing: ${list.join('; ')} (more than half). If the file is complete, run again with --force`,
  );
}
