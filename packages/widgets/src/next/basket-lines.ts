import { BASKET_COOKIE, parseBasketLines } from '../internal/basket-cookie';

/** What `cookies()` of `next/headers` returns, as far as {@link basketLinesFromCookies} reads it. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/**
 * The visitor's basket size from the cookie the widgets write, for `CompareNextProvider`'s
 * `basketLines` in a Server Component: `basketLines={basketLinesFromCookies(await cookies())}`.
 * 0 when the cookie is absent or garbled (a first visit: the empty basket's box).
 */
export function basketLinesFromCookies(cookies: CookieReader): number {
  return parseBasketLines(cookies.get(BASKET_COOKIE)?.value);
}

export { BASKET_COOKIE };
