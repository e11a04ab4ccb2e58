// The fee_rules table: each platform's delivery, small-cart and handling fees by effective date.
import type { FeeRule } from '@compare/core';
import type { Knex } from 'knex';
import { fromPaiseOrNull } from '../money';

/** A fee rule in rupees as stored, with where the figures came from (memberships are not stored). */
export type FeeRuleRecord = Omit<FeeRule, 'memberships'>;

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
