// The one path from an answer to the bytes sent: JSON answers (a route's `ctx.body` object or
// array, error envelopes included) are encoded by encode.ts, once per answer object with their
// encodings kept; text and files (the site's HTML, scripts, styles) are compressed by koa-compress.

import { constants } from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';
import { COMPRESS_THRESHOLD, encodeAnswer } from './encode';

/** True for a body Koa would send as JSON: a plain object or array. */
function isJsonValue(body: unknown): body is object {
  if (body === null || typeof body !== 'object') return false;
  if (Buffer.isBuffer(body) || body instanceof Uint8Array) return false;
  return typeof (body as { pipe?: unknown }).pipe !== 'function';
}

/** Encodes and compresses every answer for clients that accept brotli or gzip. */
export function answersMiddleware(): Middleware {
  // Brotli at quality 4 costs about as much CPU as gzip and shrinks the site's scripts to a third;
  // the default quality 11 is meant for build-time compression, not per-request work.
  const text = compress({
    threshold: COMPRESS_THRESHOLD,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  });
  return (ctx, next) =>
    text(ctx, async () => {
      await next();
      const body: unknown = ctx.body;
      if (!isJsonValue(body)) return;
      const accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
      const wanted = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
      const { bytes, encoding } = encodeAnswer(body, wanted);
      const status = ctx.status;
      ctx.vary('Accept-Encoding');
      ctx.body = bytes;
      ctx.status = status;
      ctx.type = 'application/json';
      if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
      ctx.compress = false;
    });
}
