// The SSRF guard, case by case. Every network test talks only to the simulator on 127.0.0.1; the
// hostile DNS answers come from an injected resolver, so no other address is ever contacted.
import type { PlatformKey } from '@compare/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { MerchantError, UrlRefusedError } from '../src/prices/errors';
import { blockedReason } from '../src/prices/ip-ranges';
import { createSafeFetcher, pinnedLookup } from '../src/prices/safe-fetch';
import { createUrlGuard, type Resolver } from '../src/prices/url-guard';
import { parseHostOverrides } from '../src/settings';
import { type MerchantSimulator, startMerchantSimulator } from '../src/simulator/server';

const guard = createUrlGuard({ resolver: async () => [{ address: '93.184.216.34', family: 4 }] });

function refusal(platform: PlatformKey, url: string): string {
  try {
    guard.check(platform, url);
  } catch (error) {
    if (error instanceof UrlRefusedError) {
      expect(error.status).toBe(400);
      return error.code;
    }
    throw error;
  }
  return 'ALLOWED';
}

describe('SSRF guard: static checks (no DNS, no network)', () => {
  it.each([
    ['plain http', 'blinkit', 'http://blinkit.com/prn/x/prid/1', 'URL_NOT_ALLOWED'],
    ['file scheme', 'blinkit', 'file:///etc/passwd', 'URL_NOT_ALLOWED'],
    ['ftp scheme', 'blinkit', 'ftp://blinkit.com/x', 'URL_NOT_ALLOWED'],
    ['javascript scheme', 'blinkit', 'javascript:alert(1)', 'URL_NOT_ALLOWED'],
    ['gopher scheme', 'blinkit', 'gopher://blinkit.com:70/_x', 'URL_NOT_ALLOWED'],
    ['not a URL', 'blinkit', 'blinkit.com/prn/x/prid/1', 'URL_INVALID'],
    [
      'credentials user:password',
      'blinkit',
      'https://user:pw@blinkit.com/prn/x/prid/1',
      'CREDENTIALS_NOT_ALLOWED',
    ],
    ['credentials user only', 'blinkit', 'https://user@blinkit.com/prn/x/prid/1', 'CREDENTIALS_NOT_ALLOWED'],
    [
      'allowed host used as userinfo',
      'blinkit',
      'https://blinkit.com@evil.example/x',
      'CREDENTIALS_NOT_ALLOWED',
    ],
    ['non-default port', 'blinkit', 'https://blinkit.com:8443/prn/x/prid/1', 'PORT_NOT_ALLOWED'],
    ['port 80 on https', 'blinkit', 'https://blinkit.com:80/prn/x/prid/1', 'PORT_NOT_ALLOWED'],
    ['IPv4 literal', 'blinkit', 'https://127.0.0.1/prn/x/prid/1', 'IP_LITERAL_NOT_ALLOWED'],
    ['decimal IPv4 (2130706433)', 'blinkit', 'https://2130706433/', 'IP_LITERAL_NOT_ALLOWED'],
    ['octal IPv4 (0177.0.0.1)', 'blinkit', 'https://0177.0.0.1/', 'IP_LITERAL_NOT_ALLOWED'],
    ['hex IPv4 (0x7f000001)', 'blinkit', 'https://0x7f000001/', 'IP_LITERAL_NOT_ALLOWED'],
    ['short IPv4 (127.1)', 'blinkit', 'https://127.1/', 'IP_LITERAL_NOT_ALLOWED'],
    [
      'metadata IPv4 literal',
      'blinkit',
      'https://169.254.169.254/latest/meta-data',
      'IP_LITERAL_NOT_ALLOWED',
    ],
    ['IPv6 loopback literal', 'blinkit', 'https://[::1]/', 'IP_LITERAL_NOT_ALLOWED'],
    ['IPv4-mapped IPv6 literal', 'blinkit', 'https://[::ffff:127.0.0.1]/', 'IP_LITERAL_NOT_ALLOWED'],
    ['foreign host', 'blinkit', 'https://evil.example/prn/x/prid/1', 'HOST_NOT_ALLOWED'],
    ['allowed host as a prefix', 'blinkit', 'https://blinkit.com.evil.example/x', 'HOST_NOT_ALLOWED'],
    ['allowed host as a suffix', 'blinkit', 'https://evilblinkit.com/x', 'HOST_NOT_ALLOWED'],
    ['subdomain of an allowed host', 'blinkit', 'https://internal.blinkit.com/x', 'HOST_NOT_ALLOWED'],
    ['trailing-dot host', 'blinkit', 'https://blinkit.com./prn/x/prid/1', 'HOST_NOT_ALLOWED'],
    ['another merchant’s host', 'blinkit', 'https://www.swiggy.com/instamart/item/1', 'HOST_NOT_ALLOWED'],
    ['backslash host confusion', 'blinkit', 'https://evil.example\\@blinkit.com/x', 'HOST_NOT_ALLOWED'],
    ['localhost', 'jiomart', 'https://localhost/p/groceries/x/1', 'HOST_NOT_ALLOWED'],
  ] as const)('refuses %s', (_name, platform, url, code) => {
    expect(refusal(platform, url)).toBe(code);
  });

  it.each([
    ['blinkit', 'https://blinkit.com/prn/amul-milk/prid/10001'],
    ['blinkit', 'https://BLINKIT.com:443/prn/amul-milk/prid/10001'],
    ['zepto', 'https://www.zeptonow.com/pn/amul/pvid/1b4e28ba-2fa1-11d2-883f-0016d3cca427'],
    ['zepto', 'https://www.zepto.com/pn/amul/pvid/1b4e28ba-2fa1-11d2-883f-0016d3cca427'],
    ['swiggy', 'https://www.swiggy.com/instamart/item/ABC123'],
    ['bigbasket', 'https://www.bigbasket.com/pd/40001/amul-milk/'],
    ['dmart', 'https://www.dmart.in/product/amul-milk?selectedProd=123'],
    ['jiomart', 'https://www.jiomart.com/p/groceries/amul-milk/590001'],
  ] as const)('allows %s URL %s', (platform, url) => {
    expect(refusal(platform, url)).toBe('ALLOWED');
  });
});

describe('SSRF guard: address classification', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:10.0.0.1', 'ipv4-mapped'],
    ['::ffff:8.8.8.8', 'ipv4-mapped'],
    ['::ffff:7f00:1', 'ipv4-mapped'],
    ['64:ff9b::a00:1', 'reserved'],
    ['2002:a00:1::1', 'reserved'],
    ['not-an-ip', 'invalid'],
  ])('%s is refused as %s', (address, reason) => {
    expect(blockedReason(address)).toBe(reason);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700::6810:85e5'])(
    '%s is public',
    (address) => {
      expect(blockedReason(address)).toBeNull();
    },
  );
});

describe('SSRF guard: DNS answers', () => {
  const at = (...addresses: string[]): Resolver => {
    return async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const url = new URL('https://www.jiomart.com/catalog/productdetails/get/1');

  it.each([
    ['loopback', ['127.0.0.1']],
    ['private 10/8', ['10.0.0.7']],
    ['private 172.16/12', ['172.20.1.1']],
    ['private 192.168/16', ['192.168.0.10']],
    ['link-local metadata', ['169.254.169.254']],
    ['CGNAT', ['100.64.1.1']],
    ['unspecified 0.0.0.0', ['0.0.0.0']],
    ['multicast', ['224.0.0.251']],
    ['IPv6 loopback', ['::1']],
    ['IPv6 link-local', ['fe80::abcd']],
    ['IPv6 unique-local', ['fd00::1']],
    ['IPv4-mapped IPv6', ['::ffff:192.168.1.1']],
    ['one public and one private answer', ['93.184.216.34', '10.0.0.1']],
  ])('refuses a host resolving to %s', async (_name, addresses) => {
    const g = createUrlGuard({ resolver: at(...addresses) });
    await expect(g.resolve('jiomart', url)).rejects.toMatchObject({ status: 400, code: 'PRIVATE_ADDRESS' });
  });

  it('pins the verified public address (https, port 443)', async () => {
    const g = createUrlGuard({ resolver: at('93.184.216.34') });
    const target = await g.resolve('jiomart', url);
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4, port: 443, protocol: 'https:' });
  });

  it('treats a host that does not resolve as an unreachable merchant', async () => {
    const g = createUrlGuard({
      resolver: async () => {
        throw new Error('ENOTFOUND');
      },
    });
    await expect(g.resolve('jiomart', url)).rejects.toMatchObject({
      status: 502,
      code: 'MERCHANT_UNREACHABLE',
    });
  });

  it('pinned lookup answers only the verified address, in both callback forms', () => {
    const lookup = pinnedLookup({ url, address: '93.184.216.34', family: 4, port: 443, protocol: 'https:' });
    const seen: unknown[] = [];
    lookup('www.jiomart.com', { all: true }, (_e, addresses) => seen.push(addresses));
    lookup('rebound.example', {}, (_e, address, family) => seen.push([address, family]));
    expect(seen).toEqual([[{ address: '93.184.216.34', family: 4 }], ['93.184.216.34', 4]]);
  });
});

describe('SSRF guard: test-only host overrides', () => {
  it('parses merchant hosts only, to an IP and a port', () => {
    expect(parseHostOverrides('blinkit.com=127.0.0.1:4010').get('blinkit.com')).toEqual({
      address: '127.0.0.1',
      port: 4010,
    });
    expect(() => parseHostOverrides('evil.example=127.0.0.1:4010')).toThrow(/not a merchant host/);
    expect(() => parseHostOverrides('blinkit.com=localhost:4010')).toThrow(/host=ip:port/);
  });

  it('is refused outside tests unless explicitly allowed', () => {
    const env = { PRICE_HOST_OVERRIDES: 'blinkit.com=127.0.0.1:4010' };
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', SESSION_KEYS: 'secret' })).toThrow(
      /honoured only/,
    );
    expect(() => loadConfig(env)).toThrow(/honoured only/);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).prices.hostOverrides.size).toBe(1);
    expect(loadConfig({ ...env, ALLOW_TEST_OVERRIDES: '1' }).prices.hostOverrides.size).toBe(1);
  });

  it('applies only after the allow-list check', () => {
    const g = createUrlGuard({ hostOverrides: parseHostOverrides('blinkit.com=127.0.0.1:4010') });
    expect(() => g.check('blinkit', 'https://evil.example/x')).toThrow(UrlRefusedError);
    expect(() => g.check('blinkit', 'http://blinkit.com/x')).toThrow(UrlRefusedError);
  });
});

describe('SSRF guard: no outbound request on refusal, bounded exchanges (simulator on 127.0.0.1)', () => {
  let sim: MerchantSimulator;
  let resolverCalls = 0;
  const hostile: Resolver = async () => {
    resolverCalls += 1;
    return [{ address: '10.0.0.5', family: 4 }];
  };

  beforeAll(async () => {
    sim = await startMerchantSimulator();
  });
  afterAll(async () => {
    await sim.close();
  });
  beforeEach(() => {
    sim.reset();
    resolverCalls = 0;
  });

  const fetcherWith = (overrides: string, options: { timeoutMs?: number; maxBytes?: number } = {}) => {
    const g = createUrlGuard({ hostOverrides: parseHostOverrides(overrides), resolver: hostile });
    return createSafeFetcher({ guard: g, ...options });
  };
  const BLINKIT = 'https://blinkit.com/v1/product/10001';

  it.each([
    ['http scheme', 'http://blinkit.com/v1/product/10001'],
    ['IP literal of the simulator', 'https://127.0.0.1/v1/product/10001'],
    ['decimal IP literal', 'https://2130706433/v1/product/10001'],
    ['credentials', 'https://a:b@blinkit.com/v1/product/10001'],
    ['explicit port of the simulator', 'https://blinkit.com:1/v1/product/10001'],
    ['foreign host', 'https://evil.example/v1/product/10001'],
  ])('makes no outbound request for a refused URL: %s', async (_name, url) => {
    const fetcher = fetcherWith(sim.hostOverrides());
    await expect(fetcher.getJson('blinkit', url)).rejects.toBeInstanceOf(UrlRefusedError);
    expect(sim.requests).toHaveLength(0);
  });

  it('makes no outbound request when DNS answers a private address', async () => {
    const fetcher = fetcherWith(''); // no override: the hostile resolver decides
    await expect(
      fetcher.getJson('jiomart', 'https://www.jiomart.com/catalog/productdetails/get/1'),
    ).rejects.toMatchObject({ status: 400, code: 'PRIVATE_ADDRESS' });
    expect(resolverCalls).toBe(1);
    expect(sim.requests).toHaveLength(0);
  });

  it('connects to the overridden address without asking DNS, sending the merchant Host', async () => {
    const fetcher = fetcherWith(sim.hostOverrides());
    await fetcher.getJson('blinkit', BLINKIT);
    expect(resolverCalls).toBe(0);
    expect(sim.requests.map((r) => r.host)).toEqual(['blinkit.com']);
  });

  it('follows a same-host redirect and re-checks it', async () => {
    sim.configure('blinkit', { redirect: { location: '/v1/product/10002', status: 302, times: 1 } });
    const body = (await fetcherWith(sim.hostOverrides()).getJson('blinkit', BLINKIT)) as {
      response: { snippets: Array<{ data: { identity: { id: string } } }> };
    };
    expect(body.response.snippets[0]?.data.identity.id).toBe('10002');
    expect(sim.requests.map((r) => r.path)).toEqual(['/v1/product/10001', '/v1/product/10002']);
  });

  it('gives up after 3 same-host redirects', async () => {
    sim.configure('blinkit', {
      redirect: { location: 'https://blinkit.com/v1/product/10001', status: 301, times: 10 },
    });
    await expect(fetcherWith(sim.hostOverrides()).getJson('blinkit', BLINKIT)).rejects.toMatchObject({
      code: 'MERCHANT_TOO_MANY_REDIRECTS',
    });
    expect(sim.requests).toHaveLength(4);
  });

  it.each([
    ['another host', 'https://evil.example/steal'],
    ['another allow-listed merchant host', 'https://www.swiggy.com/api/instamart/item/1'],
    ['the simulator by IP', 'http://127.0.0.1:9/'],
    ['plain http on the same host', 'http://blinkit.com/v1/product/10001'],
    ['the same host on another port', 'https://blinkit.com:8443/v1/product/10001'],
    ['a cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses a redirect to %s after one request', async (_name, location) => {
    sim.configure('blinkit', { redirect: { location, status: 302, times: 1 } });
    await expect(fetcherWith(sim.hostOverrides()).getJson('blinkit', BLINKIT)).rejects.toMatchObject({
      status: 502,
      code: 'MERCHANT_REDIRECT_NOT_ALLOWED',
    });
    expect(sim.requests).toHaveLength(1);
  });

  it('times out a merchant that is slow to answer', async () => {
    sim.configure('blinkit', { latencyMs: 1500 });
    const started = Date.now();
    await expect(
      fetcherWith(sim.hostOverrides(), { timeoutMs: 300 }).getJson('blinkit', BLINKIT),
    ).rejects.toMatchObject({ status: 504, code: 'MERCHANT_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('times out a DNS lookup that never answers, without a request', async () => {
    const g = createUrlGuard({ resolver: () => new Promise(() => undefined) });
    const fetcher = createSafeFetcher({ guard: g, timeoutMs: 200 });
    await expect(
      fetcher.getJson('jiomart', 'https://www.jiomart.com/catalog/productdetails/get/1'),
    ).rejects.toMatchObject({ status: 504, code: 'MERCHANT_TIMEOUT' });
    expect(sim.requests).toHaveLength(0);
  });

  it('times out a trickled body', async () => {
    sim.configure('blinkit', { trickle: { chunkBytes: 8, intervalMs: 100 } });
    await expect(
      fetcherWith(sim.hostOverrides(), { timeoutMs: 400 }).getJson('blinkit', BLINKIT),
    ).rejects.toMatchObject({ code: 'MERCHANT_TIMEOUT' });
  });

  it('refuses an oversized body announced by Content-Length', async () => {
    sim.configure('blinkit', { oversizeBytes: 600 * 1024 });
    await expect(fetcherWith(sim.hostOverrides()).getJson('blinkit', BLINKIT)).rejects.toMatchObject({
      status: 502,
      code: 'MERCHANT_RESPONSE_TOO_LARGE',
    });
  });

  it('aborts an oversized body while streaming when no length is announced', async () => {
    sim.configure('blinkit', { oversizeBytes: 2 * 1024 * 1024, hideLength: true });
    await expect(
      fetcherWith(sim.hostOverrides(), { maxBytes: 16 * 1024 }).getJson('blinkit', BLINKIT),
    ).rejects.toMatchObject({ code: 'MERCHANT_RESPONSE_TOO_LARGE' });
  });

  it('maps error statuses and non-JSON bodies to typed merchant errors', async () => {
    const fetcher = fetcherWith(sim.hostOverrides());
    sim.configure('blinkit', { status: 503 });
    await expect(fetcher.getJson('blinkit', BLINKIT)).rejects.toMatchObject({ code: 'MERCHANT_HTTP_ERROR' });
    sim.configure('blinkit', { status: null, body: 'not-json' });
    await expect(fetcher.getJson('blinkit', BLINKIT)).rejects.toBeInstanceOf(MerchantError);
    sim.configure('blinkit', { body: 'ok', status: 404 });
    await expect(fetcher.getJson('blinkit', BLINKIT)).rejects.toMatchObject({
      status: 404,
      code: 'PRICE_NOT_FOUND',
    });
  });
});
