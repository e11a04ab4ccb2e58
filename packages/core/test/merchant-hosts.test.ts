import { allMerchantHosts, isMerchantHost, type PlatformKey } from '@compare/core';
import { describe, expect, it } from 'vitest';

describe('isMerchantHost', () => {
  it.each<[PlatformKey, string, boolean]>([
    ['zepto', 'zeptonow.com', true],
    ['zepto', 'www.zeptonow.com', true],
    ['zepto', 'zepto.com', true],
    ['zepto', 'www.zepto.com', true],
    ['zepto', 'WWW.ZeptoNow.com', true],
    ['blinkit', 'blinkit.com', true],
    ['blinkit', 'www.blinkit.com', true],
    ['swiggy', 'swiggy.com', true],
    ['swiggy', 'www.swiggy.com', true],
    ['bigbasket', 'www.bigbasket.com', true],
    ['dmart', 'www.dmart.in', true],
    ['jiomart', 'jiomart.com', true],
    // Another merchant's site, a subdomain, a look-alike and a suffix trick are not the merchant's.
    ['zepto', 'www.blinkit.com', false],
    ['zepto', 'shop.zeptonow.com', false],
    ['zepto', 'www.www.zeptonow.com', false],
    ['zepto', 'zeptonow.com.evil.in', false],
    ['zepto', 'evilzeptonow.com', false],
    ['dmart', 'dmart.com', false],
  ])('%s owns %s: %s', (platform, host, owns) => {
    expect(isMerchantHost(platform, host)).toBe(owns);
  });

  it('lists every host it accepts, and accepts every host it lists', () => {
    const hosts = allMerchantHosts();
    expect(hosts).toContain('zeptonow.com');
    expect(hosts).toContain('www.zeptonow.com');
    for (const host of hosts) {
      const owners = (['blinkit', 'zepto', 'swiggy', 'bigbasket', 'dmart', 'jiomart'] as const).filter((p) =>
        isMerchantHost(p, host),
      );
      expect(owners).toHaveLength(1);
    }
  });
});
