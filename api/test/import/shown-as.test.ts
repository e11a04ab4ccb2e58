// A remembered listing keeps what it shows as one number (write.ts, shownAs): a later row of the
// listing is written again exactly when its title, URL or image differs.
import { describe, expect, it } from 'vitest';
import { shownAs } from '../../src/import/write';

describe('what a listing shows, as a number', () => {
  const title = 'Amul Taaza Toned Milk 500 ml';
  const url = 'https://blinkit.com/prn/amul-taaza-toned-milk/prid/19512';

  it('is the same for the same title, URL and image, and for an absent or null image', () => {
    expect(shownAs(title, url, 'https://cdn.example/a.jpg')).toBe(
      shownAs(title, url, 'https://cdn.example/a.jpg'),
    );
    expect(shownAs(title, url, null)).toBe(shownAs(title, url, undefined));
    expect(Number.isSafeInteger(shownAs(title, url, null))).toBe(true);
  });

  it('differs when any of them changes, or where one ends and the next begins', () => {
    const base = shownAs(title, url, null);
    const changed = [
      shownAs(`${title} `, url, null),
      shownAs('Amul Taaza Toned Milk 1 l', url, null),
      shownAs(title, `${url}?v=2`, null),
      shownAs(title, url, ''),
      shownAs(title, url, 'https://cdn.example/a.jpg'),
      shownAs(title.slice(0, -1), `l${url}`, null),
      shownAs('अमूल ताज़ा दूध', url, null),
    ];
    for (const other of changed) expect(other).not.toBe(base);
    expect(new Set(changed).size).toBe(changed.length);
  });

  it('tells 100,000 different titles apart', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 100_000; i++) seen.add(shownAs(`Listing ${i}`, `https://x.example/p/${i}`, null));
    expect(seen.size).toBe(100_000);
  });
});
