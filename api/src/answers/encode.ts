// Turns an answer (a JSON value) into bytes, once per answer object, and keeps its encodings:
// cached answers come back from the services as the same object, so a hot answer is serialised
// and compressed once however often it is sent.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { JsonFragment } from './json-fragment';

/** Answers below this size are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** How an answer can travel. */
export type Encoding = 'br' | 'gzip' | 'identity';

// An answer is compressed fast the first time it is sent (most search pages are sent once): brotli
// quality 2 and gzip level 3 cost much less CPU than the usual 4 and 6 for slightly more bytes. One
// sent again is worth the better ratio and is compressed again at 4 and 6, once.
const FAST = { br: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } }, gzip: { level: 3 } };
const GOOD = { br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 } };

/** One answer's bytes and the encodings made so far. */
interface Encoded {
  identity: Buffer;
  br?: { bytes: Buffer; good: boolean };
  gzip?: { bytes: Buffer; good: boolean };
}

const COMMA = Buffer.from(',');

/** The JSON text of a list of fragments, spliced as they are. */
function fragmentList(list: readonly JsonFragment<unknown>[], out: Buffer[]): void {
  out.push(Buffer.from('['));
  list.forEach((fragment, i) => {
    if (i > 0) out.push(COMMA);
    out.push(fragment.json);
  });
  out.push(Buffer.from(']'));
}

const isFragmentList = (value: unknown): value is JsonFragment<unknown>[] =>
  Array.isArray(value) && value[0] instanceof JsonFragment;

/**
 * The JSON text of `value` as parts. Fragments are spliced where the answer itself, or one of its
 * properties, is a list of fragments (`{success, data: [fragment, ...], total}`); everything else
 * is serialised as JSON.stringify does.
 */
function parts(value: unknown): Buffer[] {
  const out: Buffer[] = [];
  if (isFragmentList(value)) {
    fragmentList(value, out);
    return out;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    out.push(Buffer.from(JSON.stringify(value)));
    return out;
  }
  let first = true;
  out.push(Buffer.from('{'));
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === 'function') continue;
    out.push(Buffer.from(`${first ? '' : ','}${JSON.stringify(key)}:`));
    first = false;
    if (isFragmentList(item)) fragmentList(item, out);
    else out.push(Buffer.from(JSON.stringify(item)));
  }
  out.push(Buffer.from('}'));
  return out;
}

const encodedAnswers = new WeakMap<object, Encoded>();

/** `answer`'s bytes in `encoding` (`identity` below the threshold), made and kept on first use. */
export function encodeAnswer(answer: object, encoding: Encoding): { bytes: Buffer; encoding: Encoding } {
  let encoded = encodedAnswers.get(answer);
  if (!encoded) {
    encoded = { identity: Buffer.concat(parts(answer)) };
    encodedAnswers.set(answer, encoded);
  }
  if (encoding === 'identity' || encoded.identity.length < COMPRESS_THRESHOLD)
    return { bytes: encoded.identity, encoding: 'identity' };
  const kept = encoded[encoding];
  if (kept?.good) return { bytes: kept.bytes, encoding };
  const level = kept ? GOOD : FAST;
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(encoded.identity, level.br)
      : gzipSync(encoded.identity, level.gzip);
  encoded[encoding] = { bytes, good: kept !== undefined };
  return { bytes, encoding };
}

/**
 * The wire value of a service answer, made once per answer object (see the top of this file): a
 * route shapes a cached answer into its envelope through this, so the envelope - and its bytes
 * and encodings - are made once too.
 */
export function shapeOnce<S extends object, W extends object>(shape: (source: S) => W): (source: S) => W {
  const shaped = new WeakMap<S, W>();
  return (source) => {
    let wire = shaped.get(source);
    if (!wire) {
      wire = shape(source);
      shaped.set(source, wire);
    }
    return wire;
  };
}
