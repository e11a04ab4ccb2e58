// Compresses JSON, HTML, JS, CSS and SVG answers for clients that accept it. Brotli at quality 4
// costs about as much CPU as gzip and shrinks the demo's JavaScript to a third of its size;
// the default quality 11 is meant for build-time compression, not per-request work.
//
// Cached API answers (trending, categories) are the same serialised text on every hit: their
// compressed bytes are kept beside them, so a cached answer is never compressed twice. Search pages
// come as parts (products serialised once, shared between pages) and are sent by `sendJsonParts`.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import compress from 'koa-compress';
import { LRUCache } from 'lru-cache';

const THRESHOLD = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
// Search pages are nearly all compressed once and sent once: brotli quality 2 costs about two
// thirds of quality 4 and sends ~10% more bytes (2.4 kB instead of 2.1 kB for a 77 kB page of 20
// products); gzip level 3 about a third of level 6 for 3.5 kB instead of 2.8.
const BROTLI_ONCE = { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } };
const GZIP_ONCE = { level: 3 };

/** Compressed copies of one body. */
interface Encoded {
  br?: Buffer;
  gzip?: Buffer;
}

/** One JSON answer made of parts, with its encodings once made (kept by whoever keeps the answer). */
export interface EncodedBody extends Encoded {
  /** The JSON text's parts, in order (joined as they are). */
  parts: readonly Buffer[];
  identity?: Buffer;
}

/** Sends `bytes`, the answer's JSON in `encoding`, past the compression middleware. */
function sendEncoded(ctx: Context, bytes: Buffer, encoding: 'br' | 'gzip'): void {
  ctx.vary('Accept-Encoding');
  ctx.body = bytes;
  ctx.type = 'application/json';
  ctx.set('Content-Encoding', encoding);
  ctx.compress = false;
}

// Where a page's parts are joined before compression, reused by every page: a fresh buffer per
// page (~80 kB outside the JavaScript heap) makes V8 run a full collection about once a second at
// a few hundred searches a second. Only ever read and written synchronously in `sendJsonParts`.
let scratch = Buffer.allocUnsafeSlow(256 * 1024);

/**
 * Answers the JSON text made of `encoded.parts` compressed as the client accepts, like the
 * middleware below does for text bodies; `encoded` keeps each encoding made, so a cached answer
 * sent again is neither joined nor compressed again.
 */
export function sendJsonParts(ctx: Context, encoded: EncodedBody): void {
  const { parts } = encoded;
  let length = 0;
  for (const part of parts) length += part.length;
  const encoding = length < THRESHOLD ? 'identity' : ctx.acceptsEncodings('br', 'gzip', 'identity');
  ctx.type = 'application/json';
  if (encoding !== 'br' && encoding !== 'gzip') {
    encoded.identity ??= Buffer.concat(parts, length);
    ctx.body = encoded.identity;
    return;
  }
  let bytes = encoded[encoding];
  if (!bytes) {
    if (scratch.length < length) scratch = Buffer.allocUnsafeSlow(Math.max(length, scratch.length * 2));
    let at = 0;
    for (const part of parts) at += part.copy(scratch, at);
    const text = scratch.subarray(0, length);
    bytes = encoding === 'br' ? brotliCompressSync(text, BROTLI_ONCE) : gzipSync(text, GZIP_ONCE);
    encoded[encoding] = bytes;
  }
  sendEncoded(ctx, bytes, encoding);
}

/** Response compression (brotli, then gzip) for bodies of 1 kB and more. */
export function compressMiddleware(options: { cacheBytes?: number } = {}): Middleware {
  const generic = compress({ threshold: THRESHOLD, br: BROTLI, gzip: GZIP, deflate: false });
  // Keyed by the JSON text itself (the key's characters count against the budget too).
  const encoded = new LRUCache<string, Encoded>({
    maxSize: options.cacheBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (value, key) =>
      key.length * 2 + (value.br?.length ?? 0) + (value.gzip?.length ?? 0) || 1,
  });
  return (ctx, next) =>
    generic(ctx, async () => {
      await next();
      const body: unknown = ctx.body;
      if (
        typeof body !== 'string' ||
        body.length < THRESHOLD ||
        ctx.status !== 200 ||
        ctx.compress === false ||
        ctx.response.get('Content-Encoding') ||
        !ctx.response.is('json')
      ) {
        return;
      }
      const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
      if (encoding !== 'br' && encoding !== 'gzip') return;
      const entry = encoded.get(body) ?? {};
      let bytes = entry[encoding];
      if (!bytes) {
        bytes = encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
        entry[encoding] = bytes;
        encoded.set(body, entry);
      }
      sendEncoded(ctx, bytes, encoding);
    });
}
