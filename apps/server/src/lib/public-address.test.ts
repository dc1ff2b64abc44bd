import { describe, expect, it } from 'vitest';
import { assertPublicHost, isPrivateAddress } from './public-address';

describe('public addresses', () => {
  it('tells this machine, private networks and metadata services from the internet', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a URL whose host is, or resolves to, a private address', async () => {
    await expect(assertPublicHost(new URL('http://127.0.0.1:6379/'))).rejects.toThrow('private network');
    await expect(assertPublicHost(new URL('http://[::1]/x.png'))).rejects.toThrow('private network');
    await expect(assertPublicHost(new URL('http://localhost/x.png'))).rejects.toThrow('private network');
    await expect(assertPublicHost(new URL('http://8.8.8.8/x.png'))).resolves.toBeUndefined();
  });
});
