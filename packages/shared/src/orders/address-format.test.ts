import { describe, expect, it } from 'vitest';
import { addressLines, addressOneLine } from './address-format';

const address = {
  name: 'Ann Lee',
  line1: '1 Main St',
  line2: 'Apt 4',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62704',
  country: 'US',
  phone: '+1 555 0100',
};

describe('address format', () => {
  it('reads as a label: name, street, "City, Region PostalCode", country name, phone', () => {
    expect(addressLines(address)).toEqual([
      'Ann Lee',
      '1 Main St',
      'Apt 4',
      'Springfield, IL 62704',
      'United States',
      '+1 555 0100',
    ]);
  });

  it('leaves out the parts an address does not have', () => {
    const plain = {
      ...address,
      line2: undefined,
      region: null,
      phone: '',
      country: 'GB',
      city: 'London',
      postalCode: 'SW1A 1AA',
    };
    expect(addressLines(plain)).toEqual(['Ann Lee', '1 Main St', 'London, SW1A 1AA', 'United Kingdom']);
    expect(addressLines(plain, { withName: false })[0]).toBe('1 Main St');
    expect(addressOneLine(plain)).toBe('Ann Lee, 1 Main St, London, SW1A 1AA, United Kingdom');
  });
});
