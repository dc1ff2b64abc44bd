import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const one = [
      '2001:db8:aa:1::1',
      '2001:0db8:00aa:0001:ffff:ffff:ffff:fffe',
      '2001:DB8:AA:1:0:0:0:9',
      '2001:db8:aa:1::1%eth0',
      '2001:db8:aa:1::192.0.2.1',
    ];
    expect(new Set(one.map(clientNetwork))).toEqual(new Set(['2001:db8:aa:1::/64']));
    expect(clientNetwork('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
