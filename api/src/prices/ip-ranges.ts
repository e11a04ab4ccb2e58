// Address classification for the SSRF guard. Only globally routable unicast addresses may be
// contacted; everything a server could reach "from the inside" is refused. Pure functions over the
// textual forms Node's resolver returns, so they can be tested without DNS.
import { isIPv4, isIPv6 } from 'node:net';

/** Why an address is refused; null means it is a public unicast address. */
export type BlockedReason =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'unique-local'
  | 'multicast'
  | 'ipv4-mapped'
  | 'reserved'
  | 'invalid';

interface V4Range {
  base: number;
  bits: number;
  reason: BlockedReason;
}

function v4(text: string, bits: number, reason: BlockedReason): V4Range {
  return { base: parseIPv4(text) ?? 0, bits, reason };
}

// Order matters only for the reason reported; any match refuses the address.
const V4_BLOCKED: readonly V4Range[] = [
  v4('0.0.0.0', 8, 'unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'cgnat'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'),
  v4('192.0.2.0', 24, 'reserved'),
  v4('192.88.99.0', 24, 'reserved'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'reserved'),
  v4('198.51.100.0', 24, 'reserved'),
  v4('203.0.113.0', 24, 'reserved'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved'),
];

/** Parses dotted-quad IPv4 text into an unsigned 32-bit number; undefined when it is not one. */
export function parseIPv4(text: string): number | undefined {
  if (!isIPv4(text)) return undefined;
  const parts = text.split('.').map((p) => Number(p));
  return (((parts[0]! << 24) >>> 0) + (parts[1]! << 16) + (parts[2]! << 8) + parts[3]!) >>> 0;
}

function inV4Range(value: number, range: V4Range): boolean {
  if (range.bits === 0) return true;
  const mask = (0xffffffff << (32 - range.bits)) >>> 0;
  return (value & mask) >>> 0 === (range.base & mask) >>> 0;
}

function classifyV4(text: string): BlockedReason | null {
  const value = parseIPv4(text);
  if (value === undefined) return 'invalid';
  for (const range of V4_BLOCKED) {
    if (inV4Range(value, range)) return range.reason;
  }
  return null;
}

/** Expands IPv6 text (with "::" and an optional dotted IPv4 tail) into eight 16-bit groups. */
export function parseIPv6(text: string): number[] | undefined {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  // A zone id (fe80::1%eth0) names a local interface: keep only the address for classification.
  const address = bare.split('%')[0] ?? '';
  if (!isIPv6(address)) return undefined;
  let head = address;
  const tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  const last = address.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4value = parseIPv4(last);
    if (v4value === undefined) return undefined;
    tail.push(v4value >>> 16, v4value & 0xffff);
    head = address.slice(0, lastColon + 1);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const toGroups = (part: string): number[] =>
    part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16));
  let groups: number[];
  if (head.includes('::')) {
    const [left = '', right = ''] = head.split('::');
    const l = toGroups(left);
    const r = toGroups(right);
    const missing = 8 - tail.length - l.length - r.length;
    groups = [...l, ...new Array<number>(Math.max(missing, 0)).fill(0), ...r, ...tail];
  } else {
    groups = [...toGroups(head), ...tail];
  }
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : undefined;
}

function classifyV6(text: string): BlockedReason | null {
  const g = parseIPv6(text);
  if (g === undefined) return 'invalid';
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const firstFiveZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (firstFiveZero && g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
  if (firstFiveZero && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  // ::ffff:a.b.c.d reaches IPv4 hosts through a dual-stack socket; refused whatever it embeds.
  if (firstFiveZero && g5 === 0xffff) return 'ipv4-mapped';
  // Deprecated IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::/96) also tunnel to IPv4.
  if (firstFiveZero && g5 === 0) return 'reserved';
  if (g0 === 0x64 && g1 === 0xff9b) return 'reserved';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'reserved';
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // Documentation, 6to4 and Teredo can embed arbitrary IPv4 targets.
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved';
  if (g0 === 0x2002) return 'reserved';
  if (g0 === 0x2001 && g1 === 0) return 'reserved';
  // Only global unicast (2000::/3) is routable on the public internet.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  return null;
}

/** Classifies a resolved address: null when it may be contacted, else the reason it is refused. */
export function blockedReason(address: string): BlockedReason | null {
  if (isIPv4(address)) return classifyV4(address);
  if (isIPv6(address) || address.startsWith('[')) return classifyV6(address);
  return 'invalid';
}
