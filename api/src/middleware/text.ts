// Text at the edge: every string a request brings (its path, query values and JSON body, at any
// depth, keys included) must be text the database can hold and a person could have typed. NUL
// cannot be stored by PostgreSQL at all (it answered 500), and other control characters have no
// place in a name, an id or a URL; refused here with 400, before any route reads them. In the
// body, tab, line feed and carriage return are text (lists and suggestions are typed over lines).
import type { Middleware } from 'koa';
import { validationError } from '../errors';

type Refused = (text: string) => boolean;

// C0 controls (U+0000-U+001F) and DEL; the body's variant lets tab, line feed and carriage return by.
const isControl = (code: number) => code < 0x20 || code === 0x7f;
const CONTROL_ANY: Refused = (text) => {
  for (let i = 0; i < text.length; i += 1) if (isControl(text.charCodeAt(i))) return true;
  return false;
};
const CONTROL_BODY: Refused = (text) => {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isControl(code) && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
};
// Deeper than any request this API takes; a body nested deeper is refused rather than walked.
const MAX_DEPTH = 32;

/** The first place in `value` (a JSON value) holding a control character, or null. */
export function controlCharacterIn(
  value: unknown,
  pattern: Refused = CONTROL_BODY,
  depth = 0,
): string | null {
  if (typeof value === 'string') return pattern(value) ? 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return 'value';
  if (Array.isArray(value)) {
    for (const item of value) if (controlCharacterIn(item, pattern, depth + 1)) return 'value';
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (pattern(key) || controlCharacterIn(item, pattern, depth + 1)) return key;
  }
  return null;
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** 400 for a request whose path, query or JSON body carries a control character. */
export function textGuard(): Middleware {
  return async (ctx, next) => {
    const path = decoded(ctx.path);
    if (path === null) throw validationError('The path is not valid percent-encoded UTF-8');
    if (CONTROL_ANY(path)) throw validationError('The path contains a control character');
    for (const [key, value] of Object.entries(ctx.query)) {
      if (CONTROL_ANY(key) || controlCharacterIn(value ?? null, CONTROL_ANY) !== null)
        throw validationError('A query parameter contains a control character');
    }
    const where = controlCharacterIn((ctx.request as { body?: unknown }).body ?? null);
    if (where !== null)
      throw validationError(
        where === 'value'
          ? 'The request contains a control character (such as NUL) where text was expected'
          : `${where} contains a control character (such as NUL)`,
      );
    return next();
  };
}
