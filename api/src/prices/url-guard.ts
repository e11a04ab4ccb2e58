// The SSRF guard. A merchant URL arrives from the browser, so before anything is fetched it must
// be https, on that merchant's own hosts, without credentials, IP literals or odd ports, and every
// address its host resolves to must be public. The verified address is returned so the fetcher can
// pin its connection to it: a second DNS answer (rebinding) never gets a say.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isMerchantHost, type PlatformKey } from '@compare/core';
import type { HostOverride } from '../settings';
import { MerchantError, UrlRefusedError } from './errors';
import { blockedReason } from './ip-ranges';

/** One resolved address, as `dns.promises.lookup(host, {all: true})` returns it. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to all its addresses (injectable so tests can play a hostile DNS). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

/** A verified place to connect to for a checked URL. */
export interface ConnectTarget {
  url: URL;
  /** The address the connection must use (pinned; never resolved again). */
  address: string;
  family: 4 | 6;
  port: number;
  /** https for real merchants; http only for test overrides (see `createUrlGuard`). */
  protocol: 'https:' | 'http:';
}

/** Checks merchant URLs and resolves them to a pinned, verified address. */
export interface UrlGuard {
  /** Static checks only (no DNS, no network): returns the parsed URL or throws a 400. */
  check(platform: PlatformKey, raw: string): URL;
  /** Static checks, then DNS with every answer verified: returns the address to pin. */
  resolve(platform: PlatformKey, url: URL): Promise<ConnectTarget>;
}

/** Options of the guard. */
export interface UrlGuardOptions {
  resolver?: Resolver;
  /**
   * Test-only: allow-listed host -> simulator address. Applied after the allow-list check, in
   * place of DNS. Callers must pass it only under NODE_ENV=test or ALLOW_TEST_OVERRIDES=1.
   */
  hostOverrides?: ReadonlyMap<string, HostOverride>;
}

const defaultResolver: Resolver = async (host) => dnsLookup(host, { all: true, verbatim: true });

/** Tells whether a URL host is an IP literal in any spelling the WHATWG parser accepts. */
function isIpLiteral(hostname: string): boolean {
  // The URL parser already turns decimal, octal and hex IPv4 forms (2130706433, 0x7f.1, 0177.0.0.1)
  // into dotted quads and keeps IPv6 in brackets, so one isIP test covers every spelling.
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) !== 0;
}

/** Creates the SSRF guard. */
export function createUrlGuard(options: UrlGuardOptions = {}): UrlGuard {
  const resolver = options.resolver ?? defaultResolver;
  const overrides = options.hostOverrides ?? new Map<string, HostOverride>();

  function check(platform: PlatformKey, raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new UrlRefusedError('URL_INVALID', 'url must be an absolute URL');
    }
    if (url.protocol !== 'https:') {
      throw new UrlRefusedError('URL_NOT_ALLOWED', 'Only https merchant URLs are allowed');
    }
    if (url.username !== '' || url.password !== '') {
      throw new UrlRefusedError('CREDENTIALS_NOT_ALLOWED', 'Merchant URLs must not carry credentials');
    }
    if (url.port !== '') {
      throw new UrlRefusedError('PORT_NOT_ALLOWED', 'Merchant URLs must use the default https port');
    }
    if (isIpLiteral(url.hostname)) {
      throw new UrlRefusedError(
        'IP_LITERAL_NOT_ALLOWED',
        'Merchant URLs must name a host, not an IP address',
      );
    }
    if (!isMerchantHost(platform, url.hostname)) {
      throw new UrlRefusedError('HOST_NOT_ALLOWED', `url is not on a ${platform} host`);
    }
    return url;
  }

  async function resolve(platform: PlatformKey, url: URL): Promise<ConnectTarget> {
    check(platform, url.href);
    const override = overrides.get(url.hostname);
    if (override) {
      // The simulator cannot present a certificate for blinkit.com without a private CA that the
      // production client would then have to trust, so overridden hosts speak plain http on
      // loopback. Real merchant hosts never reach this branch outside tests.
      return {
        url,
        address: override.address,
        family: isIP(override.address) === 6 ? 6 : 4,
        port: override.port,
        protocol: 'http:',
      };
    }
    let answers: ResolvedAddress[];
    try {
      answers = await resolver(url.hostname);
    } catch {
      // An allow-listed merchant host that does not resolve is the merchant's (or network's) fault.
      throw new MerchantError('MERCHANT_UNREACHABLE', `${url.hostname} did not resolve`);
    }
    if (answers.length === 0)
      throw new MerchantError('MERCHANT_UNREACHABLE', `${url.hostname} did not resolve`);
    // Every answer must be public: a host that also resolves inside is refused outright.
    for (const answer of answers) {
      const reason = blockedReason(answer.address);
      if (reason !== null) {
        throw new UrlRefusedError('PRIVATE_ADDRESS', `${url.hostname} resolves to a ${reason} address`);
      }
    }
    const first = answers[0]!;
    return { url, address: first.address, family: first.family === 6 ? 6 : 4, port: 443, protocol: 'https:' };
  }

  return { check, resolve };
}
