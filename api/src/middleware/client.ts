// Who is the client? X-Forwarded-* is read only from proxies TRUST_PROXY names (a hop count or their
// addresses); any other X-Forwarded-* header is dropped before Koa or a route can see it. Limits key
// clients by address, IPv6 clients by their /64 (one subscriber usually holds a whole /64).
import { BlockList, isIP, type Socket } from 'node:net';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import type { TrustProxy } from '../config';

const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
];

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:1.2.3.4`), IPv6 zone ids and brackets. */
export function normaliseAddress(address: string): string {
  let a = address.trim();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  const zone = a.indexOf('%');
  if (zone >= 0) a = a.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a);
  return mapped ? mapped[1]! : a.toLowerCase();
}

/** The eight 16-bit groups of an IPv6 address (embedded IPv4 tails included). */
function ipv6Groups(address: string): number[] {
  let a = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(a);
  if (v4) {
    const [b1, b2, b3, b4] = v4.slice(1).map(Number) as [number, number, number, number];
    a = `${a.slice(0, v4.index)}${((b1 << 8) | b2).toString(16)}:${((b3 << 8) | b4).toString(16)}`;
  }
  const [head, tail] = a.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

/** The key limits count a client under: the IPv4 address, or the IPv6 /64 prefix. */
export function clientKeyOf(address: string): string {
  const a = normaliseAddress(address);
  if (isIP(a) !== 6) return a;
  const prefix = ipv6Groups(a)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

function trustedList(addresses: string[]): BlockList {
  const blocks = new BlockList();
  for (const entry of addresses) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(bits), type);
  }
  return blocks;
}

/**
 * The client's address given the socket's peer and the X-Forwarded-For chain, walking from the
 * right past trusted proxies only. Null `chain` means no header.
 */
export function resolveClient(
  peer: string,
  chain: string | undefined,
  trust: TrustProxy,
  isTrusted: (address: string) => boolean = () => false,
): { address: string; viaTrustedProxy: boolean } {
  const self = normaliseAddress(peer);
  if (trust.kind === 'off') return { address: self, viaTrustedProxy: false };
  if (trust.kind === 'addresses' && !isTrusted(self)) return { address: self, viaTrustedProxy: false };
  const hops = (chain ?? '')
    .split(',')
    .map(normaliseAddress)
    .filter((h) => h !== '');
  const full = [...hops, self];
  let i = full.length - 1;
  if (trust.kind === 'hops') i = Math.max(0, full.length - 1 - trust.hops);
  else while (i > 0 && isTrusted(full[i]!)) i -= 1;
  // A hop that is not an address (garbage a client sent) is never a client: use the proxy after it.
  while (i < full.length - 1 && isIP(full[i]!) === 0) i += 1;
  return { address: full[i]!, viaTrustedProxy: true };
}

/** Sets Koa's proxy trust to match TRUST_PROXY (Koa then reads X-Forwarded-Proto for ctx.secure). */
export function applyTrustProxy(app: Koa, trust: TrustProxy): void {
  app.proxy = trust.kind !== 'off';
}

/** The limit key of the current request's client (set by clientMiddleware). */
export function clientKey(ctx: Context): string {
  const key: unknown = ctx.state.clientKey;
  return typeof key === 'string' && key ? key : clientKeyOf(ctx.ip || 'unknown');
}

/**
 * Resolves the client once per request: `ctx.ip` becomes the real client address and
 * `ctx.state.clientKey` its limit key; forwarded headers from untrusted peers are removed.
 */
export function clientMiddleware(trust: TrustProxy): Middleware {
  const blocks = trust.kind === 'addresses' ? trustedList(trust.addresses) : null;
  const isTrusted = (address: string) =>
    blocks !== null && isIP(address) !== 0 && blocks.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  // Trusting no proxy, the client is the socket's peer: worked out once per connection (a keep-alive
  // connection carries many requests), not once per request.
  const perSocket = trust.kind === 'off' ? new WeakMap<Socket, { address: string; key: string }>() : null;
  return (ctx, next) => {
    const headers = ctx.req.headers;
    const socket = ctx.req.socket;
    let client = perSocket?.get(socket);
    if (!client) {
      const peer = socket.remoteAddress ?? '';
      const { address, viaTrustedProxy } = resolveClient(
        peer,
        ctx.get('X-Forwarded-For') || undefined,
        trust,
        isTrusted,
      );
      client = { address, key: clientKeyOf(address) };
      if (perSocket && peer !== '') perSocket.set(socket, client);
      if (!viaTrustedProxy) for (const name of FORWARDED_HEADERS) if (name in headers) delete headers[name];
    } else for (const name of FORWARDED_HEADERS) if (name in headers) delete headers[name];
    // The host a client names never reaches a URL we build; drop it even from trusted proxies.
    if ('x-forwarded-host' in headers) delete headers['x-forwarded-host'];
    ctx.request.ip = client.address;
    ctx.state.clientKey = client.key;
    return next();
  };
}

/**
 * The origin this server was reached on, from its own socket (never a client's Host header): used
 * for absolute URLs outside production when PUBLIC_URL is unset. Production requires PUBLIC_URL.
 */
export function socketOrigin(ctx: Context): string {
  const socket = ctx.req.socket;
  const address = normaliseAddress(socket.localAddress ?? '127.0.0.1');
  // The IPv6 loopback goes by name: CSP source lists cannot express IPv6 literals.
  const host = address === '::1' ? 'localhost' : isIP(address) === 6 ? `[${address}]` : address;
  // The API itself listens on plain HTTP; TLS, when any, ends at a proxy that needs PUBLIC_URL.
  return `http://${host}:${socket.localPort ?? 80}`;
}
