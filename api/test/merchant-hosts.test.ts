// One host rule for the importer and the SSRF guard: a feed row's url imports exactly when its live
// refresh may fetch it (docs/rules.md, "Merchant hosts"), and feed money is read by core's toPaise.
import { merchantHosts, PLATFORM_KEYS, type PlatformKey } from '@compare/core';
import { describe, expect, it } from 'vitest';
import { validateRow } from '../src/import/validate';
import { UrlRefusedError } from '../src/prices/errors';
import { createUrlGuard } from '../src/prices/url-guard';

const NOW = '2026-11-23T10:00:00.000Z';
const guard = createUrlGuard({ resolver: async () => [{ address: '93.184.216.34', family: 4 }] });

function guardAllows(platform: PlatformKey, url: string): boolean {
  try {
    guard.check(platform, url);
    return true;
  } catch (error) {
    if (error instanceof UrlRefusedError && error.code === 'HOST_NOT_ALLOWED') return false;
    throw error;
  }
}

function imports(merchant: PlatformKey, url: string, money: { mrp?: number; price?: number } = {}) {
  return validateRow(
    {
      merchant,
      sku: '1',
      title: 'Amul Ghee',
      url,
      mrp: 600,
      price: 550,
      inStock: true,
      city: 'Mumbai',
      ...money,
    },
    NOW,
  );
}

const cases: Array<[PlatformKey, string]> = [
  ...PLATFORM_KEYS.flatMap((p) => merchantHosts(p).map((host) => [p, host] as [PlatformKey, string])),
  ['zepto', 'shop.zeptonow.com'],
  ['zepto', 'zeptonow.com.evil.in'],
  ['zepto', 'www.blinkit.com'],
  ['blinkit', 'evilblinkit.com'],
];

describe('merchant hosts: the importer and the SSRF guard agree', () => {
  it.each(cases)('%s at %s', (platform, host) => {
    const url = `https://${host}/p/amul-ghee/1`;
    const own = merchantHosts(platform).includes(host);
    expect(imports(platform, url).ok).toBe(own);
    expect(guardAllows(platform, url)).toBe(own);
  });

  it('takes zeptonow.com with and without www. on both sides', () => {
    for (const url of ['https://zeptonow.com/pn/x/pvid/1', 'https://www.zeptonow.com/pn/x/pvid/1']) {
      expect(imports('zepto', url).ok).toBe(true);
      expect(guardAllows('zepto', url)).toBe(true);
    }
  });
});

describe('feed money: core toPaise', () => {
  it.each([
    [1.005, 101],
    [27.1, 2710],
    [0.1 + 0.2, 30],
    [1234.5, 123450],
  ])('₹%d reads as %d paise', (rupees, paise) => {
    const result = imports('blinkit', 'https://blinkit.com/prn/x/prid/1', { mrp: 5000, price: rupees });
    expect(result.ok && result.row.pricePaise).toBe(paise);
  });
});
