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

/** The six merchants, in display order (the search checklist and the side-sheet selector follow it). */
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

/** Compares merchant names as the side sheet and table do: lower-cased, nothing else. */
export function sameMerchant(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

// Every other name a merchant goes by, compacted (see `compact`); platform keys, fee keys and
// display names are added from the registry, so only the rest are listed here.
const OTHER_NAMES: Readonly<Record<PlatformKey, readonly string[]>> = {
  blinkit: ['grofers'],
  zepto: ['zeptonow'],
  swiggy: ['swiggyinstamart', 'instamart'],
  bigbasket: ['bbnow', 'bbdaily'],
  dmart: ['dmartready'],
  jiomart: [],
};

// "Swiggy Instamart", "swiggy_instamart" and "SWIGGY-INSTAMART" are one spelling.
function compact(name: string): string {
  return name.toLowerCase().replace(/[\s_.-]+/g, '');
}

const ALIASES: ReadonlyMap<string, Platform> = new Map(
  PLATFORMS.flatMap((p) =>
    [p.key, p.feeKey, p.displayName, ...OTHER_NAMES[p.key]].map((name) => [compact(name), p] as const),
  ),
);

/**
 * Finds a merchant by any spelling it goes by: platform key, fee key, display name or another
 * name ("Big Basket", "BB Now", "Swiggy Instamart", "Instamart", "DMart Ready"), ignoring case,
 * spaces, underscores, dots and dashes. Undefined for a merchant the registry does not know.
 */
export function getPlatform(name: string): Platform | undefined {
  return ALIASES.get(compact(name));
}

/** The platform key of any spelling of a known merchant ("Swiggy Instamart" -> "swiggy"); else null. */
export function toPlatformKey(name: string): PlatformKey | null {
  return getPlatform(name)?.key ?? null;
}

/**
 * The fee key of any spelling of a known merchant ("dmart" -> "dmart_ready", "Swiggy Instamart"
 * -> "swiggy_instamart"); null for a merchant the registry does not know, which has no fee rules.
 */
export function toFeeKey(name: string): FeeKey | null {
  return getPlatform(name)?.feeKey ?? null;
}

/**
 * The key a basket total is sent and matched under (the `platform` of a platform total): a known
 * merchant's fee key, otherwise the name lower-cased with spaces turned into underscores. So
 * dmart becomes dmart_ready, swiggy or swiggy instamart becomes swiggy_instamart, and an unknown
 * "Some New Shop" is some_new_shop (docs/rules.md, "Platform key normalisation").
 */
export function platformTotalKey(name: string): string {
  return toFeeKey(name) ?? name.trim().toLowerCase().replace(/ /g, '_');
}

/** Merchants listed in the search page's Platform checklist (Blinkit, Swiggy, Zepto, Bigbasket, DMart). */
export const SEARCH_FILTER_PLATFORMS: readonly Platform[] = PLATFORMS.filter((p) => p.inSearchFilter);

/** Merchants offered by the side sheet's merchant selector. */
export const BASKET_SELECTOR_PLATFORMS: readonly Platform[] = PLATFORMS.filter((p) => p.inBasketSelector);
