// The contract every merchant price source satisfies, and the shapes the price service passes on.

import type { PlatformKey } from '@compare/core';
import type { PriceSourceKind } from '../settings';

/** What a price source is asked: one merchant product URL at one point. */
export interface QuoteInput {
  platform: PlatformKey;
  url: string;
  lat: number;
  lon: number;
  signal?: AbortSignal;
}

/** A merchant's answer in rupees (at most 2 decimals). */
export interface Quote {
  price: number;
  mrp: number;
  available: boolean;
}

/** A quote as the API answers it; `stale` marks a last-known price served while a merchant fails. */
export interface LiveQuote extends Quote {
  stale?: boolean;
}

/** Answers `{price, mrp, available}` for a merchant URL and a point. */
export interface PriceSource {
  quote(input: QuoteInput): Promise<Quote>;
}

/** One price source per merchant. */
export type PriceSources = Record<PlatformKey, PriceSource>;

export type { PriceSourceKind };

/** The stored offer a URL and point map to (rupees). */
export interface StoredOffer {
  offerId: string;
  price: number;
  mrp: number;
  inStock: boolean;
  /** The seeded price and stock drift starts from, so drift never compounds; defaults to the current ones. */
  base?: { price: number; inStock: boolean };
}

/** Finds the stored offer for a merchant URL near a point (the offer of the city serving it). */
export type OfferLookup = (query: {
  platform: PlatformKey;
  url: string;
  lat: number;
  lon: number;
}) => Promise<StoredOffer | undefined>;

/** Persists an observed quote for an offer; writes a price observation when anything changed. */
export type QuoteRecorder = (
  offerId: string,
  quote: { price: number; mrp: number; inStock: boolean },
  source: PriceSourceKind,
) => Promise<void>;
