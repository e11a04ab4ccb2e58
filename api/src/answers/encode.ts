// Turns an answer (a JSON value) into bytes, once per answer object, and keeps its encodings:
// cached answers come back from the services as the same object, so a hot answer is serialised
// and compressed once however often it is sent. Services return plain values; this file alone
// decides what is kept as bytes (the items of a shared list, the answer, its encodings), each kept
// with the object it was made from (services/cache.ts `derived`): when an answer is stale is its
// cache's business, and its bytes go with it.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { derived } from '../services/cache';

/** Answers below this size are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** How an answer can travel. */
export type Encoding = 'br' | 'gzip' | 'identity';

// An answer is compressed fast the first time it is sent (most search pages are sent once): brotli
// quality 2 and gzip level 3 cost much less CPU than the usual 4 and 6 for slightly more bytes. One
// sent again is worth the better ratio and is compressed again at 4 and 6, once.
const FAST = { br: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } }, gzip: { level: 3 } };
const GOOD = { br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 } };

/**
 * One answer's JSON text and the encodings made so far. An answer holding fragments is kept as
 * parts (joined once when sent as it is); any other answer as one string, sent and compressed as
 * it is: copying it into fresh buffers outside the JavaScript heap for every product or fee
 * answer made V8 run full collections several times as often, and those pauses are the answers'
 * slowest percent.
 */
interface Encoded {
  parts: Buffer[];
  text?: string;
  /** Bytes of the JSON text. */
  length: number;
  identity?: Buffer | string;
  br?: { bytes: Buffer; good: boolean };
  gzip?: { bytes: Buffer; good: boolean };
}

// Where an answer's parts are joined before compression, reused by every answer: a fresh buffer
// per search page (tens of kB outside the JavaScript heap) makes V8 run full collections often at a
// few hundred searches a second. Only read and written synchronously in `encodeAnswer`.
let scratch = Buffer.allocUnsafeSlow(256 * 1024);

function joined(encoded: Encoded): Buffer | string {
  if (encoded.text !== undefined) return encoded.text;
  if (scratch.length < encoded.length)
    scratch = Buffer.allocUnsafeSlow(Math.max(encoded.length, scratch.length * 2));
  let at = 0;
  for (const part of encoded.parts) at += part.copy(scratch, at);
  return scratch.subarray(0, encoded.length);
}

const COMMA = Buffer.from(',');

/**
 * A list whose items are shared by many answers (the products of search pages: other searches,
 * other pages and orders of one search show the same cached objects). Each item is encoded once,
 * kept as bytes outside the JavaScript heap for as long as the item itself lives (the garbage
 * collector neither scans nor moves them), and spliced into every answer that shows it. A route
 * wraps such a list in its envelope; serialised any other way it is the plain list.
 */
export class SharedList<T extends object> {
  constructor(readonly items: readonly T[]) {}

  toJSON(): readonly T[] {
    return this.items;
  }
}

/** `item`'s JSON text, made once per item object, in a buffer of its own (a dropped one frees it). */
const sharedItem = derived((item: object): Buffer => {
  const text = JSON.stringify(item);
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
});

/** The JSON text of a shared list, its items' kept bytes spliced as they are. */
function sharedList(list: SharedList<object>, out: Buffer[]): void {
  out.push(Buffer.from('['));
  list.items.forEach((item, i) => {
    if (i > 0) out.push(COMMA);
    out.push(sharedItem(item));
  });
  out.push(Buffer.from(']'));
}

/** True when the answer, or one of its properties, is a shared list to splice. */
function holdsShared(value: object): boolean {
  if (value instanceof SharedList) return true;
  if (Array.isArray(value)) return false;
  for (const item of Object.values(value)) if (item instanceof SharedList) return true;
  return false;
}

/**
 * The JSON text of `value` as parts. Shared lists are spliced where the answer itself, or one of
 * its properties, is one (`{success, data: SharedList, total}`); everything else is serialised as
 * JSON.stringify does.
 */
function parts(value: object): Buffer[] {
  const out: Buffer[] = [];
  if (value instanceof SharedList) {
    sharedList(value, out);
    return out;
  }
  let first = true;
  out.push(Buffer.from('{'));
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === 'function') continue;
    out.push(Buffer.from(`${first ? '' : ','}${JSON.stringify(key)}:`));
    first = false;
    if (item instanceof SharedList) sharedList(item, out);
    else out.push(Buffer.from(JSON.stringify(item)));
  }
  out.push(Buffer.from('}'));
  return out;
}

/** `answer`'s JSON text, made once per answer object; its encodings are added as they are asked for. */
const encodedOf = derived((answer: object): Encoded => {
  if (holdsShared(answer)) {
    const list = parts(answer);
    return { parts: list, length: list.reduce((sum, part) => sum + part.length, 0) };
  }
  const text = JSON.stringify(answer);
  return { parts: [], text, length: Buffer.byteLength(text) };
});

/** `answer`'s bytes in `encoding` (`identity` below the threshold), made and kept on first use. */
export function encodeAnswer(
  answer: object,
  encoding: Encoding,
): { bytes: Buffer | string; encoding: Encoding } {
  const encoded = encodedOf(answer);
  if (encoding === 'identity' || encoded.length < COMPRESS_THRESHOLD) {
    encoded.identity ??= encoded.text ?? Buffer.concat(encoded.parts, encoded.length);
    return { bytes: encoded.identity, encoding: 'identity' };
  }
  const kept = encoded[encoding];
  if (kept?.good) return { bytes: kept.bytes, encoding };
  const level = kept ? GOOD : FAST;
  const text = joined(encoded);
  const bytes = encoding === 'br' ? brotliCompressSync(text, level.br) : gzipSync(text, level.gzip);
  encoded[encoding] = { bytes, good: kept !== undefined };
  return { bytes, encoding };
}

/**
 * The wire value of a service answer, made once per answer object (see the top of this file): a
 * route shapes a cached answer into its envelope through this, so the envelope - and its bytes
 * and encodings - are made once too.
 */
export function shapeOnce<S extends object, W extends object>(shape: (source: S) => W): (source: S) => W {
  return derived(shape);
}
