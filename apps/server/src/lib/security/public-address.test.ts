import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, lookupPublic } from './public-address';

// Pictures a CSV import names are fetched only from the public internet: every range of IANA's
// IPv4 and IPv6 special-purpose address registries, multicast, and IPv6 outside global unicast
// are refused (docs/decisions/042).

/** The first, a middle and the last address of each range the shop never fetches from. */
const BLOCKED = {
  '0.0.0.0/8 this network': ['0.0.0.0', '0.1.2.3', '0.255.255.255'],
  '10.0.0.0/8 private': ['10.0.0.0', '10.1.2.3', '10.255.255.255'],
  '100.64.0.0/10 shared (carrier-grade NAT)': ['100.64.0.1', '100.100.100.100', '100.127.255.255'],
  '127.0.0.0/8 loopback': ['127.0.0.1', '127.1.2.3', '127.255.255.255'],
  '169.254.0.0/16 link-local, cloud metadata': ['169.254.0.1', '169.254.169.254', '169.254.255.255'],
  '172.16.0.0/12 private': ['172.16.0.0', '172.20.0.5', '172.31.255.255'],
  '192.0.0.0/24 IETF protocol assignments': ['192.0.0.0', '192.0.0.9', '192.0.0.170', '192.0.0.255'],
  '192.0.2.0/24 TEST-NET-1': ['192.0.2.0', '192.0.2.2', '192.0.2.255'],
  '192.31.196.0/24 AS112': ['192.31.196.1'],
  '192.52.193.0/24 AMT': ['192.52.193.1'],
  '192.88.99.0/24 6to4 relay anycast': ['192.88.99.1'],
  '192.168.0.0/16 private': ['192.168.0.0', '192.168.1.10', '192.168.255.255'],
  '192.175.48.0/24 AS112 direct delegation': ['192.175.48.1'],
  '198.18.0.0/15 benchmarking': ['198.18.0.1', '198.19.255.255'],
  '198.51.100.0/24 TEST-NET-2': ['198.51.100.7'],
  '203.0.113.0/24 TEST-NET-3': ['203.0.113.9'],
  '224.0.0.0/4 multicast': ['224.0.0.1', '239.255.255.250'],
  '240.0.0.0/4 reserved': ['240.0.0.1', '250.1.2.3'],
  '255.255.255.255 broadcast': ['255.255.255.255'],
  '::/128 unspecified': ['::'],
  '::1/128 loopback': ['::1', '0:0:0:0:0:0:0:1'],
  '::ffff:0:0/96 IPv4-mapped, checked as IPv4': [
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '::ffff:192.0.2.2',
  ],
  '::/96 IPv4-compatible': ['::8.8.8.8', '::808:808', '::127.0.0.1'],
  '64:ff9b::/96 IPv4/IPv6 translation': ['64:ff9b::808:808', '64:ff9b::127.0.0.1'],
  '64:ff9b:1::/48 local translation': ['64:ff9b:1::1', '64:ff9b:1:ffff::1'],
  '100::/64 discard-only': ['100::', '100::1'],
  '100:0:0:1::/64 dummy prefix': ['100:0:0:1::1'],
  '2001::/23 IETF protocol assignments': ['2001::1', '2001:1::1', '2001:2::1', '2001:1ff::1'],
  '2001::/32 Teredo': ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  '2001:10::/28 ORCHID': ['2001:10::1'],
  '2001:20::/28 ORCHIDv2': ['2001:20::1', '2001:2f::1'],
  '2001:db8::/32 documentation': ['2001:db8::1', '2001:db8:ffff::1'],
  '2002::/16 6to4': ['2002::1', '2002:c000:204::1'],
  '2620:4f:8000::/48 AS112 direct delegation': ['2620:4f:8000::1'],
  '3fff::/20 documentation': ['3fff::1', '3fff:fff::1'],
  '5f00::/16 SRv6 SIDs': ['5f00::1'],
  'fc00::/7 unique local': ['fc00::1', 'fd00::1', 'fdff:ffff::1'],
  'fe80::/10 link-local': ['fe80::1', 'fe80::1%eth0', 'febf::1'],
  'fec0::/10 site-local': ['fec0::1'],
  'ff00::/8 multicast': ['ff02::1', 'ff0e::1'],
  'outside 2000::/3 global unicast': ['1::1', '4000::1', '8000::1', 'e000::1'],
  'not an address': ['not-an-address', '', '1.2.3', 'localhost', '999.1.1.1'],
};

const PUBLIC = [
  '93.184.215.14',
  '8.8.8.8',
  '1.1.1.1',
  '100.63.255.255',
  '100.128.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '192.0.1.255',
  '192.0.3.0',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '2606:4700::1111',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '2001:200::1',
  '2003::1',
  '3ffe::1',
  '::ffff:8.8.8.8',
  '::ffff:5db8:d70e',
];

describe('isPublicAddress', () => {
  for (const [range, addresses] of Object.entries(BLOCKED)) {
    it(`refuses ${range}`, () => {
      for (const address of addresses) expect(isPublicAddress(address), address).toBe(false);
    });
  }

  it('allows the public internet, in IPv4 and IPv6, and IPv4 written as IPv6', () => {
    for (const address of PUBLIC) expect(isPublicAddress(address), address).toBe(true);
  });
});

/** What lookupPublic answers for a host, resolved by the system's resolver. */
function lookup(host: string, all: boolean) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[] }>((resolve) =>
    lookupPublic(host, { all }, (error, address) => resolve({ error, address })),
  );
}

describe('lookupPublic, the lookup a picture fetch connects through', () => {
  it('refuses a name that resolves to this machine, whichever way it is asked', async () => {
    for (const all of [false, true]) {
      const answer = await lookup('localhost', all);
      expect(answer.error?.code).toBe('ENOTPUBLIC');
      expect(answer.address).toBe('');
    }
  });

  it('refuses a name that does not resolve', async () => {
    const answer = await lookup('no-such-host.invalid', true);
    expect(answer.error).not.toBeNull();
  });

  it('answers the very addresses it checked: an IP address written as a name resolves to itself', async () => {
    expect(await lookup('93.184.215.14', false)).toEqual({ error: null, address: '93.184.215.14' });
    expect(await lookup('2606:4700::1111', true)).toEqual({
      error: null,
      address: [{ address: '2606:4700::1111', family: 6 }],
    });
    expect((await lookup('192.0.2.2', true)).error?.code).toBe('ENOTPUBLIC');
  });
});
