// Where each merchant's product pages and price endpoints live: its site's domain, reached with or
// without `www.`. The importer accepts a feed row's url and the price refresh's SSRF guard fetches
// one by this one rule, so a row that imports is a row whose live refresh may run.
// docs/rules.md, "Merchant hosts".
import type { PlatformKey } from './types';

/** Each merchant's site domains (without `www.`). */
export const MERCHANT_DOMAINS: Readonly<Record<PlatformKey, readonly string[]>> = {
  blinkit: ['blinkit.com'],
  zepto: ['zeptonow.com', 'zepto.com'],
  swiggy: ['swiggy.com'],
  bigbasket: ['bigbasket.com'],
  dmart: ['dmart.in'],
  jiomart: ['jiomart.com'],
};

/** The host names a merchant's URLs may name: each domain and its `www.` host. */
export function merchantHosts(platform: PlatformKey): string[] {
  return MERCHANT_DOMAINS[platform].flatMap((domain) => [domain, `www.${domain}`]);
}

/** Every merchant's host names (see {@link merchantHosts}). */
export function allMerchantHosts(): string[] {
  return (Object.keys(MERCHANT_DOMAINS) as PlatformKey[]).flatMap(merchantHosts);
}

/**
 * True when `hostname` (as `new URL(...).hostname` gives it; case ignored) is one of the
 * merchant's sites: `zeptonow.com`, `www.zeptonow.com`, `zepto.com` and `www.zepto.com` are Zepto's;
 * `shop.zeptonow.com` or `zeptonow.com.evil.in` are not.
 */
export function isMerchantHost(platform: PlatformKey, hostname: string): boolean {
  const host = hostname.toLowerCase();
  const bare = host.startsWith('www.') ? host.slice(4) : host;
  return MERCHANT_DOMAINS[platform].includes(bare);
}
