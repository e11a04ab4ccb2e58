// The one path from an answer to the bytes sent: JSON answers (a route's `ctx.body` object or
// array, error envelopes included) are encoded by encode.ts, once per answer object with their
// encodings kept; text and files (the site's HTML, scripts, styles) are compressed by koa-compress.

import { constants } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import compress from 'koa-compress';
import { COMPRESS_THRESHOLD, type Encoding, encodeAnswer } from './encode';

/** True for a body Koa would send as JSON: a plain object or array. */
function isJsonValue(body: unknown): body is object {
  if (body === null || typeof body !== 'object') return false;
  if (Buffer.isBuffer(body) || body instanceof Uint8Array) return false;
  return typeof (body as { pipe?: unknown }).pipe !== 'function';
}

/** Distinct Accept-Encoding headers whose choice is kept: browsers and clients send a handful. */
const KEPT_CHOICES = 64;

/**
 * The encoding a JSON answer travels in for an Accept-Encoding header: what Koa's negotiation
 * (`ctx.acceptsEncodings`) picks, worked out once per distinct header. Negotiating on every request
 * parsed the header into fresh objects each time.
 */
function encodingChooser(): (ctx: Context) => Encoding {
  const chosen = new Map<string, Encoding>();
  return (ctx) => {
    const header = ctx.req.headers['accept-encoding'] ?? '';
    let encoding = chosen.get(header);
    if (encoding === undefined) {
      const accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
      encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
      // Headers a client makes up are not kept without bound.
      if (chosen.size >= KEPT_CHOICES) chosen.clear();
      chosen.set(header, encoding);
    }
    return encoding;
  };
}

/** What Koa's `ctx.type = 'application/json'` sets, without looking the type up on every answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

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
  const chooseEncoding = encodingChooser();
  // koa-compress adds `Vary: Accept-Encoding` before anything below it runs, JSON answers included.
  return (ctx, next) =>
    text(ctx, async () => {
      await next();
      const body: unknown = ctx.body;
      // Headers already sent (a route wrote its own): nothing here can change them.
      if (!isJsonValue(body) || ctx.headerSent) return;
      const { bytes, encoding } = encodeAnswer(body, chooseEncoding(ctx));
      const status = ctx.status;
      ctx.res.setHeader('Content-Type', JSON_TYPE);
      ctx.body = bytes;
      ctx.status = status;
      if (encoding !== 'identity') ctx.res.setHeader('Content-Encoding', encoding);
      ctx.compress = false;
    });
}
