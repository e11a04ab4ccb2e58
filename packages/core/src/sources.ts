// The answer of GET /api/sources (docs/feeds.md, "Price sources" and "Quarantined prices"): per
// merchant and city, where its prices come from and how fresh they are, and the observations held
// back as quarantined. The API builds it and the demo's /sources page reads it.
import type { QuarantineReason } from './quarantine';

/** One merchant and city as the sources page shows it. */
export interface PriceSource {
  merchant: string;
  cityId: string;
  listings: number;
  lastImportAt: string | null;
  lastRefreshAt: string | null;
  /** Successful live refreshes recorded for it (every instance). */
  refreshes: number;
  /** The newest price of any source (import, live refresh, seed), or null. */
  lastPriceAt: string | null;
  /** Share of the listings whose price is stale (0..1, 3 decimals). */
  staleShare: number;
  breaker: 'closed' | 'open' | 'half-open' | 'unknown';
  stalled: boolean;
  /** Observations per day, oldest first, the last entry today (UTC). */
  freshness: number[];
  /** Observations held back as quarantined, waiting for a confirmation or an operator. */
  quarantined: number;
}

/** A held observation's state: held, confirmed by a later one, or decided by an operator. */
export type HeldPriceStatus = 'pending' | 'confirmed' | 'accepted' | 'rejected';

/** A held (quarantined) observation in rupees, with the offer it belongs to. */
export interface HeldPrice {
  id: number;
  offerId: string;
  merchant: string | null;
  cityId: string | null;
  /** The offer's title; null when the offer is gone (a merge moved it, the demo was removed). */
  title: string | null;
  price: number;
  mrp: number;
  inStock: boolean;
  observedAt: string;
  source: string;
  reasons: QuarantineReason[];
  /** The recent median price it was compared with (rupees), or null. */
  median: number | null;
  previousMrp: number;
  /** The offer's price now (rupees), or null when the offer is gone. */
  currentPrice: number | null;
  status: HeldPriceStatus;
  createdAt: string;
  decidedAt: string | null;
}

/** Held observations: how many wait, and the latest of them (newest first). */
export interface QuarantineSummary {
  pending: number;
  rows: HeldPrice[];
}

/** The answer of GET /api/sources. */
export interface SourcesAnswer {
  generatedAt: string;
  offerMaxAgeHours: number;
  stalledAfterMinutes: number;
  sources: PriceSource[];
  quarantine: QuarantineSummary;
}
