// Price sources as the operator watches them: per merchant and city, how many listings, how old
// their prices are, when a feed import and a live refresh last brought prices; plus the catalogue
// mark that tells servers on one SQLite file that another process changed the catalogue.
import type { Knex } from 'knex';
import { isSqlite } from '../db/engine';

/** One merchant and city's figures, straight from the database. */
export interface SourceRow {
  merchant: string;
  cityId: string;
  listings: number;
  /** Offers whose price was observed before the stale cut-off. */
  staleOffers: number;
  /** The newest offer price time (any source), or null. */
  newestPriceAt: string | null;
  /** The newest observation recorded by a feed import, or null. */
  lastImportAt: string | null;
  lastRefreshAt: string | null;
  refreshes: number;
  /** Observations per day of the last `days` days, oldest first (feed and live together). */
  daily: number[];
}

/** Source figures and the catalogue change mark. */
export interface SourcesRepository {
  /** Every merchant and city with offers; `staleBefore` is the stale cut-off (ISO). */
  sources(staleBefore: string, now: Date, days: number, importSource: string): Promise<SourceRow[]>;
  /** Records a successful live refresh of `offerId` at `at` on its merchant and city. */
  recordRefresh(offerId: string, at: string): Promise<void>;
  /** The catalogue mark's current version. */
  catalogueMark(): Promise<number>;
  /** Bumps the catalogue mark (after a write another process should notice). */
  bumpCatalogueMark(): Promise<void>;
}

const key = (merchant: string, cityId: string) => `${merchant}\n${cityId}`;
const num = (v: unknown) => Number(v ?? 0);
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Creates the sources repository over `db`. */
export function createSourcesRepository(db: Knex): SourcesRepository {
  return {
    async sources(staleBefore, now, days, importSource) {
      const since = new Date(now.getTime() - days * 86_400_000);
      const firstDay = since.toISOString().slice(0, 10);
      const [offers, imports, perDay, refreshes] = await Promise.all([
        db('offers')
          .select('merchant', 'city_id')
          .count({ listings: '*' })
          .sum({ stale: db.raw('CASE WHEN updated_at < ? THEN 1 ELSE 0 END', [staleBefore]) })
          .max({ newest: 'updated_at' })
          .groupBy('merchant', 'city_id'),
        db('price_observations as p')
          .join('offers as o', 'o.id', 'p.offer_id')
          .where('p.source', importSource)
          .select('o.merchant', 'o.city_id')
          .max({ last: 'p.observed_at' })
          .groupBy('o.merchant', 'o.city_id'),
        db('price_observations as p')
          .join('offers as o', 'o.id', 'p.offer_id')
          .where('p.observed_at', '>=', since.toISOString())
          .select('o.merchant', 'o.city_id', db.raw('substr(p.observed_at, 1, 10) as day'))
          .count({ n: '*' })
          .groupByRaw('o.merchant, o.city_id, substr(p.observed_at, 1, 10)'),
        db('source_refreshes').select('merchant', 'city_id', 'refreshed_at', 'refreshes'),
      ]);
      const lastImport = new Map(
        (imports as Array<Record<string, unknown>>).map((r) => [
          key(String(r.merchant), String(r.city_id)),
          text(r.last),
        ]),
      );
      const refreshed = new Map(refreshes.map((r) => [key(r.merchant, r.city_id), r]));
      const dayIndex = (day: string) =>
        Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000);
      const counts = new Map<string, number[]>();
      for (const r of perDay as Array<{ merchant: string; city_id: string; day: string; n: unknown }>) {
        const k = key(r.merchant, r.city_id);
        const series = counts.get(k) ?? Array.from({ length: days + 1 }, () => 0);
        const i = dayIndex(r.day);
        if (i >= 0 && i < series.length) series[i] = num(r.n);
        counts.set(k, series);
      }
      return (offers as Array<Record<string, unknown>>)
        .map((r) => {
          const merchant = String(r.merchant);
          const cityId = String(r.city_id);
          const k = key(merchant, cityId);
          const refresh = refreshed.get(k);
          return {
            merchant,
            cityId,
            listings: num(r.listings),
            staleOffers: num(r.stale),
            newestPriceAt: text(r.newest),
            lastImportAt: lastImport.get(k) ?? null,
            lastRefreshAt: refresh ? String(refresh.refreshed_at) : null,
            refreshes: refresh ? num(refresh.refreshes) : 0,
            daily: counts.get(k) ?? Array.from({ length: days + 1 }, () => 0),
          };
        })
        .sort((a, b) => a.merchant.localeCompare(b.merchant) || a.cityId.localeCompare(b.cityId));
    },
    async recordRefresh(offerId, at) {
      await db.raw(
        `INSERT INTO source_refreshes (merchant, city_id, refreshed_at, refreshes)
         SELECT merchant, city_id, ?, 1 FROM offers WHERE id = ?
         ON CONFLICT (merchant, city_id) DO UPDATE
         SET refreshed_at = excluded.refreshed_at, refreshes = source_refreshes.refreshes + 1`,
        [at, offerId],
      );
    },
    async catalogueMark() {
      const row = (await db('change_marks').where('name', 'catalogue').first('version')) as
        | { version: unknown }
        | undefined;
      return num(row?.version);
    },
    async bumpCatalogueMark() {
      if (!isSqlite(db)) return;
      await db('change_marks').where('name', 'catalogue').increment('version', 1);
    },
  };
}
