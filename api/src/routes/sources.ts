// Price sources watched: GET /api/sources (public, cached) and GET /metrics (Prometheus text,
// behind METRICS_TOKEN in production). docs/feeds.md, "Price sources"; api/README.md for the token.
import { timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import { AppError } from '../errors';
import { routeDefiner } from './define';
import type { RouteDeps } from './deps';

const SourceSchema = z.object({
  merchant: z.string(),
  cityId: z.string(),
  listings: z.number().int(),
  lastImportAt: z.string().nullable(),
  lastRefreshAt: z.string().nullable(),
  refreshes: z.number().int(),
  lastPriceAt: z.string().nullable(),
  staleShare: z.number().min(0).max(1),
  breaker: z.enum(['closed', 'open', 'half-open', 'unknown']),
  stalled: z.boolean(),
  freshness: z.array(z.number().int()),
  quarantined: z.number().int(),
});

const HeldSchema = z.object({
  id: z.number().int(),
  offerId: z.string(),
  merchant: z.string().nullable(),
  cityId: z.string().nullable(),
  title: z.string().nullable(),
  price: z.number(),
  mrp: z.number(),
  inStock: z.boolean(),
  observedAt: z.string(),
  source: z.string(),
  reasons: z.array(z.enum(['price-jump', 'price-drop', 'mrp-jump', 'mrp-drop'])),
  median: z.number().nullable(),
  previousMrp: z.number(),
  currentPrice: z.number().nullable(),
  status: z.enum(['pending', 'confirmed', 'accepted', 'rejected']),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** The answer of GET /api/sources. */
export const SourcesAnswerSchema = z.object({
  generatedAt: z.string(),
  offerMaxAgeHours: z.number().int(),
  stalledAfterMinutes: z.number().int(),
  sources: z.array(SourceSchema),
  quarantine: z.object({ pending: z.number().int(), rows: z.array(HeldSchema) }),
});

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /api/sources and GET /metrics. */
export function createSourcesRouter(deps: RouteDeps): Router {
  const router = new Router();
  const define = routeDefiner(router, deps);
  const { sources } = deps.services;
  define({
    method: 'get',
    path: '/api/sources',
    summary:
      'Price sources per merchant and city: listings, last feed import, last live refresh, stale share, breaker state, whether the source has stalled and its quarantined observations; the latest pending quarantined observations',
    tag: 'sources',
    response: SourcesAnswerSchema,
    handle: ({ ctx }) => {
      ctx.set('Cache-Control', 'public, max-age=15');
      return sources.list();
    },
  });
  define({
    method: 'get',
    path: '/metrics',
    summary:
      'Prometheus metrics: source freshness, stale share, imports and live refreshes (Bearer METRICS_TOKEN; off in production without one)',
    tag: 'system',
    contentType: 'text/plain',
    errors: [401, 404],
    handle: async ({ ctx }) => {
      const token = deps.config.sources?.metricsToken ?? null;
      if (token === null && deps.config.production) throw new AppError(404, 'NOT_FOUND', 'Route not found');
      if (token !== null) {
        const given = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1] ?? '';
        if (!sameToken(given, token))
          throw new AppError(401, 'UNAUTHORIZED', 'A valid metrics token is required');
      }
      const { contentType, body } = await sources.metrics();
      ctx.set('Cache-Control', 'no-store');
      ctx.type = contentType;
      ctx.body = body;
      // The body is set: Prometheus text, not a JSON answer.
      return undefined;
    },
  });
  return router;
}
