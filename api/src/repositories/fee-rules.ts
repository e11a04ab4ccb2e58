// The fee_rules table (each platform's delivery, small-cart and handling fees by effective date)
// and fee_rule_memberships (what each membership changes in its platform's rule).
import type { FeeRule, MembershipEffect } from '@compare/core';
import type { Knex } from 'knex';
import { fromPaiseOrNull, toPaiseOrNull } from '../money';

/** A fee rule in rupees as stored, with where the figures came from and its memberships' effects. */
export type FeeRuleRecord = FeeRule;

/** Fee rules access. */
export interface FeeRulesRepository {
  /** The rules in effect today: the latest effective rule per platform, with its memberships. */
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

interface MembershipRow {
  platform: string;
  membership: string;
  name: string;
  delivery_fee_paise: number | null;
  free_delivery_above_paise: number | null;
  small_cart_fee_paise: number | null;
  small_cart_below_paise: number | null;
  handling_charge_paise: number | null;
  source: string;
}

const num = (v: number | null): number | null => (v === null ? null : Number(v));

// Effect field -> column. A null column means the membership leaves that figure alone, so an
// effect never sets a figure to "unknown".
const EFFECT_COLUMNS = [
  ['deliveryFee', 'delivery_fee_paise'],
  ['freeDeliveryAbove', 'free_delivery_above_paise'],
  ['smallCartFee', 'small_cart_fee_paise'],
  ['smallCartBelow', 'small_cart_below_paise'],
  ['handlingCharge', 'handling_charge_paise'],
] as const;

function toEffect(row: MembershipRow): MembershipEffect {
  const effect: MembershipEffect = { membership: row.membership, name: row.name, source: row.source };
  for (const [field, column] of EFFECT_COLUMNS) {
    const paise = num(row[column]);
    if (paise !== null) effect[field] = fromPaiseOrNull(paise);
  }
  return effect;
}

/**
 * Writes the membership effects of each platform (replacing any it had), in one statement per
 * platform. Used by the seeder and the migration that introduced the table.
 */
export async function writeMembershipEffects(
  db: Knex | Knex.Transaction,
  rules: ReadonlyArray<{ platform: string; memberships?: readonly MembershipEffect[] | undefined }>,
): Promise<void> {
  for (const { platform, memberships = [] } of rules) {
    await db('fee_rule_memberships').where({ platform }).delete();
    if (memberships.length === 0) continue;
    await db('fee_rule_memberships').insert(
      memberships.map((effect) => {
        const row: Record<string, string | number | null> = {
          platform,
          membership: effect.membership,
          name: effect.name,
          source: effect.source,
        };
        for (const [field, column] of EFFECT_COLUMNS) row[column] = toPaiseOrNull(effect[field] ?? null);
        return row;
      }),
    );
  }
}

/** Creates the fee rules repository. */
export function createFeeRulesRepository(db: Knex): FeeRulesRepository {
  return {
    async current() {
      const today = new Date().toISOString().slice(0, 10);
      const [rows, effects] = await Promise.all([
        db('fee_rules')
          .where('effective_from', '<=', today)
          .orderBy([
            { column: 'platform', order: 'asc' },
            { column: 'effective_from', order: 'desc' },
            { column: 'id', order: 'desc' },
          ]) as Promise<FeeRuleRow[]>,
        db('fee_rule_memberships').orderBy('id') as Promise<MembershipRow[]>,
      ]);
      const byPlatform = new Map<string, MembershipEffect[]>();
      for (const row of effects)
        byPlatform.set(row.platform, [...(byPlatform.get(row.platform) ?? []), toEffect(row)]);
      const latest = new Map<string, FeeRuleRow>();
      for (const row of rows) if (!latest.has(row.platform)) latest.set(row.platform, row);
      return [...latest.values()].map((r) => {
        const memberships = byPlatform.get(r.platform);
        return {
          platform: r.platform,
          deliveryFee: fromPaiseOrNull(num(r.delivery_fee_paise)),
          freeDeliveryAbove: fromPaiseOrNull(num(r.free_delivery_above_paise)),
          smallCartFee: fromPaiseOrNull(num(r.small_cart_fee_paise)),
          smallCartBelow: fromPaiseOrNull(num(r.small_cart_below_paise)),
          handlingCharge: fromPaiseOrNull(num(r.handling_charge_paise)),
          gstRate: Number(r.gst_rate),
          source: r.source,
          effectiveFrom: r.effective_from,
          ...(memberships ? { memberships } : {}),
        };
      });
    },
  };
}
