// How an address reads wherever the shop prints one: the checkout's review, the account's
// address book, the order pages, the admin's order view, the packing slip and the mails
// (docs/product/rules.md, Addresses). One format, so a parcel label and a mail never disagree.
import { countryName } from './shipping';

/** Any address-shaped value: a saved address, an order's snapshot, the shop's own address. */
export interface AddressParts {
  name?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postalCode: string;
  /** An ISO code ('US'), shown by its name ('United States'). */
  country: string;
  phone?: string | null;
}

const filled = (text: string | null | undefined): text is string => Boolean(text?.trim());

/** "Springfield, IL 62704": the city, then the region and postal code as the post writes them. */
export function addressPlace(address: Pick<AddressParts, 'city' | 'region' | 'postalCode'>): string {
  const regionAndCode = [address.region, address.postalCode].filter(filled).join(' ');
  return [address.city, regionAndCode].filter(filled).join(', ');
}

/**
 * An address as a label reads it, one line each: name, line 1, line 2, "City, Region PostalCode",
 * country name, phone; empty parts are left out. `withName: false` leaves the name to a heading.
 */
export function addressLines(
  address: AddressParts,
  { withName = true }: { withName?: boolean } = {},
): string[] {
  return [
    withName ? address.name : null,
    address.line1,
    address.line2,
    addressPlace(address),
    countryName(address.country),
    address.phone,
  ].filter(filled);
}

/** The address on one line ("Ann Lee, 1 Main St, Springfield, IL 62704, United States"), for a list. */
export function addressOneLine(address: AddressParts, options?: { withName?: boolean }): string {
  return addressLines(address, options).join(', ');
}
