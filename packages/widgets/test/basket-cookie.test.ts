// The basket-size cookie: what a partner's server reads to size the first render.
import { basketLinesFromCookies } from '@compare/widgets/next';
import { clampBasketLines, parseBasketLines, writeBasketCookie } from '../src/internal/basket-cookie';

const jar = (value: string | undefined) => ({
  get: (name: string) => (name === 'compare_basket_lines' && value !== undefined ? { value } : undefined),
});

describe('basket cookie', () => {
  test('a server reads the line count, and 0 for a first visit or a garbled value', () => {
    expect(basketLinesFromCookies(jar('3'))).toBe(3);
    expect(basketLinesFromCookies(jar(undefined))).toBe(0);
    for (const garbled of ['', 'abc', '-2', '1.5', '3; x=1', '99999'])
      expect(parseBasketLines(garbled)).toBe(0);
    expect(parseBasketLines('500')).toBe(50);
    expect(clampBasketLines(Number.NaN)).toBe(0);
    expect(clampBasketLines(2.7)).toBe(2);
  });

  test('the browser keeps the count while the basket has lines and drops it when empty', () => {
    writeBasketCookie(4);
    expect(document.cookie).toContain('compare_basket_lines=4');
    writeBasketCookie(0);
    expect(document.cookie).not.toContain('compare_basket_lines');
  });
});
