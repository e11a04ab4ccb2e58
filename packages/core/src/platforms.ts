import type { FeeKey, PlatformKey } from './types';

/** A merchant the product compares. */
export interface Platform {
  key: PlatformKey;
  /** Name shown to shoppers. */
  displayName: string;
  /** Key of the merchant's fee rules. */
  feeKey: FeeKey;
  /** Listed in the search page's Platform checklist (the first five). */
  inSearchFilter: boolean;
  /** Offered in the side sheet's merchant selector. */
  inBasketSelector: boolean;
  /** Brand colour used by the generated logo. */
  color: string;
  /** Logo as a data URI (local, no hot link). */
  logo: string;
}

function logo(letter: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${color}"/><text x="16" y="22" font-family="Arial,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function platform(
  key: PlatformKey,
  displayName: string,
  feeKey: FeeKey,
  color: string,
  inSearchFilter: boolean,
  inBasketSelector: boolean,
): Platform {
  return {
    key,
    displayName,
    feeKey,
    color,
    inSearchFilter,
    inBasketSelector,
    logo: logo(displayName[0]!, color),
  };
}

/** The six merchants, in the spec's order. */
export const PLATFORMS: readonly Platform[] = [
  platform('blinkit', 'Blinkit', 'blinkit', '#0c831f', true, true),
  platform('swiggy', 'Swiggy', 'swiggy_instamart', '#fc8019', true, true),
  platform('zepto', 'Zepto', 'zepto', '#5a189a', true, true),
  platform('bigbasket', 'Bigbasket', 'bigbasket', '#689f38', true, true),
  platform('dmart', 'DMart', 'dmart_ready', '#0a7a3d', true, true),
  platform('jiomart', 'JioMart', 'jiomart', '#0078ad', false, false),
];

/** Platform keys in registry order. */
export const PLATFORM_KEYS: readonly PlatformKey[] = PLATFORMS.map((p) => p.key);

/** Compares merchant names the way the spec does: lower-cased. */
export function sameMerchant(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Finds a platform by key or display name, case-insensitively ("swiggy instamart" included). */
export function getPlatform(name: string): Platform | undefined {
  const lower = name.trim().toLowerCase();
  if (lower === 'swiggy instamart' || lower === 'swiggy_instamart')
    return PLATFORMS.find((p) => p.key === 'swiggy');
  if (lower === 'dmart ready' || lower === 'dmart_ready') return PLATFORMS.find((p) => p.key === 'dmart');
  return PLATFORMS.find((p) => p.key === lower || p.displayName.toLowerCase() === lower);
}

/**
 * Normalises a platform name to its fee key (spec section 7): dmart becomes dmart_ready; swiggy or
 * swiggy instamart becomes swiggy_instamart; otherwise lower case with spaces turned into underscores.
 */
export function toFeeKey(platformName: string): string {
  const lower = platformName.trim().toLowerCase();
  if (lower === 'dmart') return 'dmart_ready';
  if (lower === 'swiggy' || lower === 'swiggy instamart') return 'swiggy_instamart';
  return lower.replace(/ /g, '_');
}

/** Merchants listed in the search page's Platform checklist (Blinkit, Swiggy, Zepto, Bigbasket, DMart). */
export const SEARCH_FILTER_PLATFORMS: readonly Platform[] = PLATFORMS.filter((p) => p.inSearchFilter);

/** Merchants offered by the side sheet's merchant selector. */
export const BASKET_SELECTOR_PLATFORMS: readonly Platform[] = PLATFORMS.filter((p) => p.inBasketSelector);
