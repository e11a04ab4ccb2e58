// The open price export: GET /api/export/prices.jsonl.gz (docs/export.md), written at most once an
// hour and served as a file, so a download costs no database work.
import Router from '@koa/router';
import { routeDefiner } from './define';
import type { RouteDeps } from './deps';

/** GET /api/export/prices.jsonl.gz. */
export function createExportRouter(deps: RouteDeps): Router {
  const router = new Router();
  routeDefiner(
    router,
    deps,
  )({
    method: 'get',
    path: '/api/export/prices.jsonl.gz',
    summary:
      'Every product, offer and price observation with its time, one JSON object a line, gzip-compressed (schema and licence: docs/export.md); refreshed hourly',
    tag: 'export',
    contentType: 'application/gzip',
    handle: async ({ ctx }) => {
      const file = await deps.services.priceExport.current();
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.set('Last-Modified', new Date(file.generatedAt).toUTCString());
      ctx.set('Content-Disposition', 'attachment; filename="compare-prices.jsonl.gz"');
      ctx.type = 'application/gzip';
      ctx.length = file.size;
      // A file stream: the body is set here, not an answer to encode.
      ctx.body = file.open();
      return undefined;
    },
  });
  return router;
}
