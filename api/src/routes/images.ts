// GET /images/...: an SVG illustration for every image path the catalogue names.
import Router from '@koa/router';
import { z } from 'zod';
import { notFound } from '../errors';
import { renderImageSvg } from '../images';
import { routeDefiner } from './define';

const IMAGE_PATH = /^\/images\/[A-Za-z0-9_\-/]{1,200}(\.(svg|png|jpe?g|webp))?$/;

/** The images router (no dependencies: images are rendered from the path). */
export function createImagesRouter(): Router {
  const router = new Router();
  routeDefiner(router)({
    method: 'get',
    path: '/images/{path}',
    pattern: /^\/images\/(?<path>.*)$/,
    summary: 'SVG illustration for a product or category',
    tag: 'images',
    params: z.object({ path: z.string().describe('Image path under /images/') }),
    response: z.string(),
    contentType: 'image/svg+xml',
    errors: [404],
    handle: ({ ctx }) => {
      if (!IMAGE_PATH.test(ctx.path) || ctx.path.includes('//')) throw notFound('Image not found');
      ctx.type = 'image/svg+xml';
      ctx.set('Cache-Control', 'public, max-age=86400');
      return renderImageSvg(ctx.path);
    },
  });
  return router;
}
