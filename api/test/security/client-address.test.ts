// Who the client is, as limits see it: X-Forwarded-For walked from the right past trusted proxies
// only, IPv4-mapped addresses unwrapped, IPv6 clients keyed by their /64.
import { describe, expect, it } from 'vitest';
import type { TrustProxy } from '../../src/config';
import { clientKeyOf, resolveClient } from '../../src/middleware/client';

describe('client address', () => {
  it('keys IPv4 by address and IPv6 by /64, whatever the spelling', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('[2001:db8:1:2::ffff]')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('ignores X-Forwarded-For entirely when no proxy is trusted', () => {
    expect(resolveClient('10.0.0.2', '1.2.3.4', { kind: 'off' })).toEqual({
      address: '10.0.0.2',
      viaTrustedProxy: false,
    });
  });

  it('with a hop count takes the address that many hops from the right', () => {
    const one = { kind: 'hops', hops: 1 } as const;
    expect(resolveClient('10.0.0.2', 'forged, 198.51.100.9', one).address).toBe('198.51.100.9');
    expect(resolveClient('10.0.0.2', undefined, one).address).toBe('10.0.0.2');
    const two = { kind: 'hops', hops: 2 } as const;
    expect(resolveClient('10.0.0.3', '6.6.6.6, 198.51.100.9, 10.0.0.2', two).address).toBe('198.51.100.9');
    // Fewer hops than configured: the left-most real address, never garbage a client typed.
    expect(resolveClient('10.0.0.3', 'not-an-ip', two).address).toBe('10.0.0.3');
  });

  it('with proxy addresses trusts only those peers and skips only those hops', () => {
    const trust: TrustProxy = { kind: 'addresses', addresses: ['10.0.0.0/8'] };
    const isTrusted = (a: string) => a.startsWith('10.');
    expect(resolveClient('10.0.0.2', '6.6.6.6, 198.51.100.9, 10.1.2.3', trust, isTrusted)).toEqual({
      address: '198.51.100.9',
      viaTrustedProxy: true,
    });
    expect(resolveClient('203.0.113.5', '198.51.100.9', trust, isTrusted)).toEqual({
      address: '203.0.113.5',
      viaTrustedProxy: false,
    });
  });
});
