import { type LookupAddress, type LookupAllOptions, lookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

// Addresses the shop fetches on an admin's word (a CSV import's picture URLs) must be on the
// public internet: never this machine, the network it sits in, a cloud's metadata service, or
// any other range IANA sets aside, which a URL could otherwise make the server ask for on the
// owner's behalf (docs/decisions/042). The check sits in the connection's own DNS lookup, so
// the address checked is the address connected to: a second lookup could answer differently.

type Range = readonly [network: string, prefix: number];

/**
 * IANA's IPv4 Special-Purpose Address Registry, every entry (even those marked globally
 * reachable: no picture is served from an AS112 sink or an AMT relay), and multicast.
 */
const IPV4_SPECIAL: readonly Range[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  // Reserved; holds the limited broadcast address 255.255.255.255 too.
  ['240.0.0.0', 4],
];

/**
 * IANA's IPv6 Special-Purpose Address Registry inside global unicast (2000::/3), every entry;
 * the registry's other entries (::1, ::, 64:ff9b::/96, 100::/64, 5f00::/16, fc00::/7,
 * fe80::/10, …) and multicast, site-local and the IETF's reserved space lie outside 2000::/3,
 * which is refused whole.
 */
const IPV6_SPECIAL: readonly Range[] = [
  // IETF protocol assignments: Teredo 2001::/32, benchmarking, AMT, ORCHID 2001:10::/28 and
  // ORCHIDv2 2001:20::/28, Drone Remote ID, the anycast services.
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['2620:4f:8000::', 48],
  ['3fff::', 20],
];
const GLOBAL_UNICAST: Range = ['2000::', 3];
const IPV4_MAPPED: Range = ['::ffff:0:0', 96];

function ipv4Value(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(part), 0n);
}

/** A valid IPv6 address (isIP says 6), zone left off, as a 128-bit number. */
function ipv6Value(address: string): bigint {
  let text = address.split('%')[0] as string;
  // A dotted IPv4 tail (::ffff:1.2.3.4) is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const v4 = Number(ipv4Value(dotted[0]));
    text = `${text.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n);
}

function inRange(value: bigint, bits: number, [network, prefix]: Range): boolean {
  const base = bits === 32 ? ipv4Value(network) : ipv6Value(network);
  const shift = BigInt(bits - prefix);
  return value >> shift === base >> shift;
}

/** Whether this IP address is on the public internet: false for any special-purpose one or a non-address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address.split('%')[0] as string);
  if (family === 4) {
    const value = ipv4Value(address);
    return !IPV4_SPECIAL.some((range) => inRange(value, 32, range));
  }
  if (family !== 6) return false;
  const value = ipv6Value(address);
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1, or ::ffff:7f00:1 as URLs write it)
  // reaches that IPv4 address: it is judged as one.
  if (inRange(value, 128, IPV4_MAPPED)) {
    const v4 = Number(value & 0xffffffffn);
    return isPublicAddress([v4 >>> 24, (v4 >>> 16) & 255, (v4 >>> 8) & 255, v4 & 255].join('.'));
  }
  return inRange(value, 128, GLOBAL_UNICAST) && !IPV6_SPECIAL.some((range) => inRange(value, 128, range));
}

/** Thrown (as the lookup's error) for a host that is, or resolves to, an address not public. */
export class NotPublicError extends Error {
  readonly code = 'ENOTPUBLIC';
  constructor(host: string) {
    super(`${host} is not on the public internet`);
  }
}

/** Every address of a host name, as dns.lookup with `all: true` answers them. */
export type Resolver = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A DNS lookup for net.connect and http.request (`lookup`) that resolves the host once, refuses
 * it unless `allows` every one of its addresses, and answers those very addresses: the
 * connection goes to what was checked, so a name cannot resolve to a public address for a check
 * and to a private one for the connection. (An IP address as the host skips any lookup in Node:
 * check it with `allows` first.) `resolve` is the system's resolver but for tests.
 */
export function checkedLookup(
  allows: (address: string) => boolean,
  resolve: Resolver = (hostname, options, callback) => lookup(hostname, options, callback),
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '');
      if (found.length === 0 || !found.every((each) => allows(each.address)))
        return callback(new NotPublicError(hostname), '');
      if (options.all) return callback(null, found);
      const first = found[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

/** checkedLookup for the public internet only. */
export const lookupPublic: LookupFunction = checkedLookup(isPublicAddress);
