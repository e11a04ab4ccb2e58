// GET /products/{id}/history: the observed prices of a product's offers at the shopper's point,
// one series per (merchant, variant). The seeder records each offer's first observation; an offer
// without any still shows its current price as a single point.
import type Router from '@koa/router';
import { z } from 'zod';
import { notFound } from '../errors';
import { parseInput } from '../middleware/validate';
import { registerRoute } from '../openapi';
import { type PriceObservation, rowPrice } from '../repositories/offers';
import type { RouteDeps } from './deps';
import { LocationHeaders, LocationQuery, readPoint } from './location';

/** Path parameters of the history route. */
export const HistoryParams = z.object({ id: z.string().min(1).max(64) });

const Point = z.object({ at: z.string(), price: z.number(), mrp: z.number(), available: z.boolean() });

/** Answer of the history route. */
export const HistoryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    productId: z.string(),
    series: z.array(z.object({ merchantName: z.string(), variant: z.string(), points: z.array(Point) })),
  }),
});

/** One series of the history answer. */
export type HistorySeries = z.infer<typeof HistoryResponse>['data']['series'][number];

/** Adds GET /products/:id/history to `router`. */
export function addHistoryRoute(router: Router, deps: RouteDeps): void {
  const { repos, services } = deps;
  registerRoute({
    method: 'get',
    path: '/products/{id}/history',
    summary: 'Observed price history of a product’s offers at the location',
    tag: 'prices',
    params: HistoryParams,
    query: LocationQuery,
    headers: LocationHeaders,
    response: HistoryResponse,
    errors: [400, 404],
  });
  router.get('/products/:id/history', async (ctx) => {
    const { id } = parseInput(HistoryParams, ctx.params);
    const point = readPoint(ctx);
    const visible = await services.products.visibleOffers(id, point);
    if (!visible) throw notFound('Product not found');
    const observations = await repos.observations.historyForProduct(id);
    const byOffer = new Map<string, PriceObservation[]>();
    for (const o of observations) byOffer.set(o.offerId, [...(byOffer.get(o.offerId) ?? []), o]);
    const labels = new Map(visible.variants.map((v) => [v.id, { label: v.label, order: v.sort_order }]));
    const series: Array<HistorySeries & { order: number }> = [];
    for (const offer of visible.offers) {
      const seen = byOffer.get(offer.id) ?? [];
      const points = seen.map((o) => ({
        at: o.observedAt,
        price: o.price,
        mrp: o.mrp,
        available: o.inStock,
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
    series.sort((a, b) => a.order - b.order || a.merchantName.localeCompare(b.merchantName));
    ctx.body = {
      success: true,
      data: { productId: id, series: series.map(({ order: _order, ...rest }) => rest) },
    };
  });
}
