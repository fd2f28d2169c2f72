import { isIP } from 'node:net';

/**
 * Which addresses the URL fetcher may connect to. Every check works on the parsed numeric form, so
 * an address is judged the same however it was written: the WHATWG URL parser already turns
 * `2130706433`, `0x7f.1` and `127.1` into `127.0.0.1`, and IPv6 forms that carry an IPv4 address
 * (IPv4-mapped `::ffff:127.0.0.1`, IPv4-compatible, NAT64, 6to4) are judged by that IPv4 address.
 */

/** Why an address is refused. `private` and `loopback` may be allowed for tests and closed networks. */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'cgnat'
  | 'multicast'
  | 'unspecified'
  | 'metadata'
  | 'reserved';

/** Classes a closed-network deployment may reach with PARAPET_ANALYZE_ALLOW_PRIVATE=true. */
const PRIVATE_CLASSES: ReadonlySet<AddressClass> = new Set(['loopback', 'private']);

interface Range4 {
  base: number;
  bits: number;
  cls: AddressClass;
}

function ipv4ToInt(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (part.length === 0 || part.length > 3) return undefined;
    for (const ch of part) if (ch < '0' || ch > '9') return undefined;
    const n = Number(part);
    if (n > 255) return undefined;
    value = value * 256 + n;
  }
  return value;
}

function range4(cidr: string, cls: AddressClass): Range4 {
  const [base, bits] = cidr.split('/');
  return { base: ipv4ToInt(base!)!, bits: Number(bits), cls };
}

/** Most specific first: a cloud-metadata address is reported as such, not as link-local. */
const IPV4_RANGES: readonly Range4[] = [
  range4('169.254.169.254/32', 'metadata'), // AWS, GCP, Azure, OpenStack instance metadata
  range4('169.254.170.2/32', 'metadata'), // AWS ECS task metadata
  range4('100.100.100.200/32', 'metadata'), // Alibaba Cloud metadata
  range4('168.63.129.16/32', 'metadata'), // Azure wire server (a public address)
  range4('0.0.0.0/8', 'unspecified'),
  range4('10.0.0.0/8', 'private'),
  range4('100.64.0.0/10', 'cgnat'),
  range4('127.0.0.0/8', 'loopback'),
  range4('169.254.0.0/16', 'link_local'),
  range4('172.16.0.0/12', 'private'),
  range4('192.0.0.0/24', 'reserved'), // IETF protocol assignments
  range4('192.0.2.0/24', 'reserved'), // documentation
  range4('192.88.99.0/24', 'reserved'), // 6to4 relay anycast
  range4('192.168.0.0/16', 'private'),
  range4('198.18.0.0/15', 'reserved'), // benchmarking
  range4('198.51.100.0/24', 'reserved'), // documentation
  range4('203.0.113.0/24', 'reserved'), // documentation
  range4('224.0.0.0/4', 'multicast'),
  range4('240.0.0.0/4', 'reserved'), // future use and broadcast
];

function inRange4(value: number, range: Range4): boolean {
  if (range.bits === 0) return true;
  const size = 2 ** (32 - range.bits);
  return Math.floor(value / size) === Math.floor(range.base / size);
}

function classify4(value: number): AddressClass {
  for (const range of IPV4_RANGES) if (inRange4(value, range)) return range.cls;
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped), or undefined when it does not parse. */
export function parseIpv6(text: string): number[] | undefined {
  let s = text;
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (isIP(s) !== 6) return undefined;
  const lastColon = s.lastIndexOf(':');
  const last = s.slice(lastColon + 1);
  if (last.includes('.')) {
    // A trailing dotted quad becomes the last two groups.
    const v4 = ipv4ToInt(last);
    if (v4 === undefined) return undefined;
    s = `${s.slice(0, lastColon + 1)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const halves = s.split('::');
  const toGroups = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const head = toGroups(halves[0] ?? '');
  const rest = halves.length > 1 ? toGroups(halves[1] ?? '') : [];
  const known = head.length + rest.length;
  const fill = halves.length > 1 ? 8 - known : 0;
  const groups = [...head, ...new Array<number>(Math.max(0, fill)).fill(0), ...rest];
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return undefined;
  return groups;
}

function classify6(g: number[]): AddressClass {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const embedded = g6 * 65536 + g7;
  const zeroTo = (n: number): boolean => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(8)) return 'unspecified';
  if (zeroTo(7) && g7 === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the deprecated compatible form): judged as IPv4.
  if (zeroTo(5) && g5 === 0xffff) return classify4(embedded);
  if (zeroTo(6)) return classify4(embedded);
  // ::ffff:0:a.b.c.d (SIIT translated).
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return classify4(embedded);
  // 64:ff9b::/96 well-known NAT64 prefix: the IPv4 address decides.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return classify4(embedded);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private'; // local-use NAT64 (RFC 8215)
  // 2002::/16 6to4: the IPv4 address is in groups 1-2.
  if (g0 === 0x2002) return classify4(g1 * 65536 + g2);
  if (g0 === 0x2001 && g1 === 0) return 'reserved'; // Teredo: tunnels to an address we cannot check
  if (g0 === 0x2001 && g1 === 0xdb8) return 'reserved'; // documentation
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return 'reserved'; // discard-only
  if (g0 === 0xfd00 && g1 === 0xec2 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 && g6 === 0 && g7 === 0x254) return 'metadata'; // AWS IPv6 metadata
  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return 'link_local';
  if ((g0 & 0xffc0) === 0xfec0) return 'reserved'; // deprecated site-local
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if ((g0 & 0xe000) !== 0x2000) return 'reserved'; // outside global unicast 2000::/3
  return 'public';
}

/** The class of an IP address in text form (IPv4 dotted quad or IPv6, brackets allowed); undefined when it is no IP address. */
export function classifyAddress(address: string): AddressClass | undefined {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const v4 = ipv4ToInt(bare);
  if (v4 !== undefined) return classify4(v4);
  const v6 = parseIpv6(bare);
  return v6 ? classify6(v6) : undefined;
}

export interface AddressPolicy {
  /** Let loopback and private (RFC 1918, unique local) addresses through. */
  allowPrivate: boolean;
}

/** Undefined when the fetcher may connect to `address`; else the reason it may not. */
export function refusalFor(address: string, policy: AddressPolicy): string | undefined {
  const cls = classifyAddress(address);
  if (cls === undefined) return `${address} is not an IP address`;
  if (cls === 'public') return undefined;
  if (policy.allowPrivate && PRIVATE_CLASSES.has(cls)) return undefined;
  return `${address} is a ${cls.replace('_', '-')} address`;
}
