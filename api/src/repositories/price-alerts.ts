// A price alert as stored (price_alerts) and as the repositories hand it on: the row, its record
// and the mapping between them, shared by the inbox (watches.ts) and the evaluation that writes
// alerts (watch-evaluation.ts).
import type { AlertDeal } from './alert-deals';

/** An alert row. */
export interface AlertRecord {
  id: number;
  userId: number;
  watchId: number | null;
  productId: string;
  variant: string;
  productName: string;
  merchant: string;
  pricePaise: number;
  belowPaise: number;
  createdAt: string;
  readAt: string | null;
  /** What the listing's history makes of the price (alert-deals.ts); null: no claim. */
  deal: AlertDeal | null;
}

/** An alert row as stored, with its watch's public id joined. */
export interface AlertRow {
  public_id: number | string;
  user_id: number | string;
  /** The watch's public id (joined), null once the watch is gone. */
  watch_public_id: number | string | null;
  product_id: string;
  variant: string;
  product_name: string;
  merchant: string;
  price_paise: number | string;
  below_paise: number | string;
  created_at: string;
  read_at: string | null;
  deal?: string | null;
}

export const toAlert = (row: AlertRow): AlertRecord => ({
  id: Number(row.public_id),
  userId: Number(row.user_id),
  watchId: row.watch_public_id === null ? null : Number(row.watch_public_id),
  productId: row.product_id,
  variant: row.variant,
  productName: row.product_name,
  merchant: row.merchant,
  pricePaise: Number(row.price_paise),
  belowPaise: Number(row.below_paise),
  createdAt: row.created_at,
  readAt: row.read_at,
  deal: row.deal === 'lowest-30-days' || row.deal === 'usual-price' ? row.deal : null,
});
