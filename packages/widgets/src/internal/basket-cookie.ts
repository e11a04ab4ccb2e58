// The basket's size as a cookie: the provider writes how many lines the visitor's basket holds, so
// a partner's server can render the comparison in the shape it will have (the empty basket's short
// box, or the table with that many rows) and nothing below it moves when the stored basket is read.

/** Name of the cookie holding the number of lines in the visitor's basket (absent when empty). */
export const BASKET_COOKIE = 'compare_basket_lines';

/** The most rows a server-rendered table holds room for, whatever the cookie says. */
export const MAX_BASKET_LINES = 50;

/** The line count a cookie value stands for: 0 for anything but a whole number, capped. */
export function parseBasketLines(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^\d{1,4}$/.test(value.trim())) return 0;
  return Math.min(Number(value.trim()), MAX_BASKET_LINES);
}

/** A `basketLines` prop as the widgets use it: a whole number from 0 to MAX_BASKET_LINES. */
export function clampBasketLines(lines: number | undefined): number {
  if (lines === undefined || !Number.isFinite(lines) || lines <= 0) return 0;
  return Math.min(Math.floor(lines), MAX_BASKET_LINES);
}

/** Writes (or, for an empty basket, removes) the cookie on the page's own site. */
export function writeBasketCookie(lines: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const value = lines > 0 ? `${lines}; Max-Age=31536000` : '; Max-Age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: one line, no dependency; Cookie Store API is not in every browser the widgets support
  document.cookie = `${BASKET_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}
