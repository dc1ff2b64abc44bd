import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Addresses the shop fetches on an admin's word (a CSV import's picture URLs) must be on the
// public internet: never this machine, the private network it sits in, or a cloud's metadata
// service, which a URL could otherwise make the server ask for on the owner's behalf.

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Whether this IP address is on this machine or a private network. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? PRIVATE.check(mapped, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

/** Every address the URL's host names is public; otherwise an Error saying it is not. */
export async function assertPublicHost(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : (
        await lookup(host, { all: true }).catch(() => {
          throw new Error('the address could not be reached');
        })
      ).map((found) => found.address);
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    throw new Error('the address is on a private network');
}
