// Small catalogue-side tables: fee rules, gazetteer places, stores and suggestions.
import type { Knex } from 'knex';
import { fromPaiseOrNull } from '../money';

/** A fee rule in rupees, with where the figures came from. */
export interface FeeRuleRecord {
  platform: string;
  deliveryFee: number | null;
  freeDeliveryAbove: number | null;
  smallCartFee: number | null;
  smallCartBelow: number | null;
  handlingCharge: number | null;
  gstRate: number;
  source: string;
  effectiveFrom: string;
}

/** Fee rules access. */
export interface FeeRulesRepository {
  /** The rules in effect today: the latest effective rule per platform. */
  current(): Promise<FeeRuleRecord[]>;
}

interface FeeRuleRow {
  platform: string;
  delivery_fee_paise: number | null;
  free_delivery_above_paise: number | null;
  small_cart_fee_paise: number | null;
  small_cart_below_paise: number | null;
  handling_charge_paise: number | null;
  gst_rate: number;
  source: string;
  effective_from: string;
}

const num = (v: number | null): number | null => (v === null ? null : Number(v));

/** Creates the fee rules repository. */
export function createFeeRulesRepository(db: Knex): FeeRulesRepository {
  return {
    async current() {
      const today = new Date().toISOString().slice(0, 10);
      const rows = (await db('fee_rules')
        .where('effective_from', '<=', today)
        .orderBy([
          { column: 'platform', order: 'asc' },
          { column: 'effective_from', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])) as FeeRuleRow[];
      const latest = new Map<string, FeeRuleRow>();
      for (const row of rows) if (!latest.has(row.platform)) latest.set(row.platform, row);
      return [...latest.values()].map((r) => ({
        platform: r.platform,
        deliveryFee: fromPaiseOrNull(num(r.delivery_fee_paise)),
        freeDeliveryAbove: fromPaiseOrNull(num(r.free_delivery_above_paise)),
        smallCartFee: fromPaiseOrNull(num(r.small_cart_fee_paise)),
        smallCartBelow: fromPaiseOrNull(num(r.small_cart_below_paise)),
        handlingCharge: fromPaiseOrNull(num(r.handling_charge_paise)),
        gstRate: Number(r.gst_rate),
        source: r.source,
        effectiveFrom: r.effective_from,
      }));
    },
  };
}

/** A gazetteer entry. */
export interface PlaceRecord {
  id: number;
  name: string;
  kind: 'city' | 'locality' | 'pincode';
  pincode: string | null;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

/** A merchant's dark store. */
export interface StoreRecord {
  id: string;
  merchant: string;
  cityId: string;
  lat: number;
  lon: number;
  radiusKm: number;
  baseEtaMinutes: number;
  minutesPerKm: number;
}

/** Static geography: places and stores (small tables, read whole and cached by services). */
export interface GeoRepository {
  allPlaces(): Promise<PlaceRecord[]>;
  allStores(): Promise<StoreRecord[]>;
}

/** Creates the geography repository. */
export function createGeoRepository(db: Knex): GeoRepository {
  return {
    async allPlaces() {
      const rows = (await db('places').orderBy('id')) as Array<Omit<PlaceRecord, 'kind'> & { kind: string }>;
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        kind: r.kind === 'city' || r.kind === 'pincode' ? r.kind : 'locality',
        pincode: r.pincode,
        city: r.city,
        state: r.state,
        lat: Number(r.lat),
        lon: Number(r.lon),
      }));
    },
    async allStores() {
      const rows = (await db('stores').orderBy('id')) as Array<{
        id: string;
        merchant: string;
        city_id: string;
        lat: number;
        lon: number;
        radius_km: number;
        base_eta_minutes: number;
        minutes_per_km: number;
      }>;
      return rows.map((r) => ({
        id: r.id,
        merchant: r.merchant,
        cityId: r.city_id,
        lat: Number(r.lat),
        lon: Number(r.lon),
        radiusKm: Number(r.radius_km),
        baseEtaMinutes: Number(r.base_eta_minutes),
        minutesPerKm: Number(r.minutes_per_km),
      }));
    },
  };
}

/** Search synonym access (Hinglish -> English). */
export interface SynonymsRepository {
  all(): Promise<Record<string, string[]>>;
}

/** Creates the synonyms repository. */
export function createSynonymsRepository(db: Knex): SynonymsRepository {
  return {
    async all() {
      const rows = (await db('search_synonyms').select('term', 'expansions')) as Array<{
        term: string;
        expansions: string;
      }>;
      const out: Record<string, string[]> = {};
      for (const row of rows) {
        const parsed: unknown = JSON.parse(row.expansions);
        out[row.term] = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
      }
      return out;
    },
  };
}

/** A shopper's suggestion from the contact page. */
export interface SuggestionInput {
  email: string | null;
  vertical: string;
  description: string | null;
}

/** Suggestion storage. */
export interface SuggestionsRepository {
  create(input: SuggestionInput): Promise<void>;
  count(): Promise<number>;
}

/** Creates the suggestions repository. */
export function createSuggestionsRepository(db: Knex): SuggestionsRepository {
  return {
    async create(input) {
      await db('suggestions').insert({ ...input, created_at: new Date().toISOString() });
    },
    async count() {
      const row = (await db('suggestions').count({ n: '*' }).first()) as { n: number | string } | undefined;
      return Number(row?.n ?? 0);
    },
  };
}
