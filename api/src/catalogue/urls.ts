// Product URLs in each merchant's real URL pattern (see MERCHANTS.md). Identifiers are drawn from
// a PRNG keyed by (merchant, variant), so a listing has the same URL in every city; numeric ids
// are probed past collisions so no two listings of a merchant share a URL.
import { type PlatformKey, slugify } from '@compare/core';
import { codeFrom, intBetween, rngFor, uuidFrom } from './random';

/** Builds a merchant's URL for a variant from its title; call once per variant. */
export type UrlFactory = (variantId: string, title: string) => string;

function uniqueNumber(used: Set<number>, start: number, min: number, max: number): number {
  let candidate = start;
  while (used.has(candidate)) candidate = candidate >= max ? min : candidate + 1;
  used.add(candidate);
  return candidate;
}

/** A fresh URL factory for one merchant (it remembers the ids it has handed out). */
export function createUrlFactory(merchant: PlatformKey): UrlFactory {
  const usedNumbers = new Set<number>();
  const usedCodes = new Set<string>();
  const number = (variantId: string, min: number, max: number) =>
    uniqueNumber(usedNumbers, intBetween(rngFor('url', merchant, variantId), min, max), min, max);

  return (variantId, title) => {
    const slug = slugify(title);
    switch (merchant) {
      case 'blinkit':
        return `https://blinkit.com/prn/${slug}/prid/${number(variantId, 10000, 699999)}`;
      case 'zepto':
        return `https://www.zeptonow.com/pn/${slug}/pvid/${uuidFrom(rngFor('url', merchant, variantId))}`;
      case 'swiggy': {
        const rng = rngFor('url', merchant, variantId);
        let code = codeFrom(rng, 10);
        while (usedCodes.has(code)) code = codeFrom(rng, 10);
        usedCodes.add(code);
        return `https://www.swiggy.com/instamart/item/${code}`;
      }
      case 'bigbasket':
        return `https://www.bigbasket.com/pd/${number(variantId, 40000000, 40399999)}/${slug}/`;
      case 'dmart': {
        const rng = rngFor('url', merchant, variantId);
        const token = `${slug}-${codeFrom(rng, 4).toLowerCase()}${intBetween(rng, 10000, 99999)}`;
        return `https://www.dmart.in/product/${token}?selectedProd=${number(variantId, 10000, 299999)}`;
      }
      case 'jiomart':
        return `https://www.jiomart.com/p/groceries/${slug}/${number(variantId, 490000000, 494999999)}`;
    }
  };
}
