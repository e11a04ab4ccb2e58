// Price history of a product at the shopper's point: one series per (merchant, variant) of the
// offers visible there. The seeder records each offer's first observation; an offer without any
// still shows its current price as a single point.
import { compareMerchants } from '@compare/core';
import { SEED_SOURCE } from '../db/seed';
import { type ObservationsRepository, type PriceObservation, rowPrice } from '../repositories/offers';
import type { Point } from './location';
import type { ProductService } from './products';

/** One observed price. */
export interface HistoryPoint {
  at: string;
  price: number;
  mrp: number;
  available: boolean;
  /** Set on seeded demo history, so clients say it is demo data and draw no verdict from it. */
  demo?: true;
}

/** The observed prices of one merchant's offer of one variant. */
export interface HistorySeries {
  merchantName: string;
  variant: string;
  points: HistoryPoint[];
}

/** Price history use cases. */
export interface HistoryService {
  /** The product's series at `point`, in variant order then merchant; null for an unknown product. */
  forProduct(id: string, point: Point): Promise<{ productId: string; series: HistorySeries[] } | null>;
}

/** Creates the price history service. */
export function createHistoryService(deps: {
  products: Pick<ProductService, 'visibleOffers'>;
  observations: Pick<ObservationsRepository, 'historyForProduct'>;
}): HistoryService {
  return {
    async forProduct(id, point) {
      const visible = await deps.products.visibleOffers(id, point);
      if (!visible) return null;
      const observations = await deps.observations.historyForProduct(id);
      const byOffer = new Map<string, PriceObservation[]>();
      for (const o of observations) byOffer.set(o.offerId, [...(byOffer.get(o.offerId) ?? []), o]);
      const labels = new Map(visible.variants.map((v) => [v.id, { label: v.label, order: v.sort_order }]));
      const series: Array<HistorySeries & { order: number }> = [];
      for (const offer of visible.offers) {
        const points: HistoryPoint[] = (byOffer.get(offer.id) ?? []).map((o) => ({
          at: o.observedAt,
          price: o.price,
          mrp: o.mrp,
          available: o.inStock,
          ...(o.source === SEED_SOURCE ? { demo: true as const } : {}),
        }));
        if (points.length === 0) {
          // An offer never observed (a database seeded before seed observations): its current price.
          const current = rowPrice(offer);
          points.push({
            at: offer.updated_at,
            price: current.price,
            mrp: current.mrp,
            available: current.inStock,
          });
        }
        const variant = labels.get(offer.variant_id);
        series.push({
          merchantName: offer.merchant,
          variant: variant?.label ?? '',
          points,
          order: variant?.order ?? 0,
        });
      }
      series.sort((a, b) => a.order - b.order || compareMerchants(a.merchantName, b.merchantName));
      return { productId: id, series: series.map(({ order: _order, ...rest }) => rest) };
    },
  };
}
