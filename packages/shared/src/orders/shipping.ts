// Where the shop delivers, how, and what the address form says. No zod here: the cart badge's
// first bundle may read the countries and the delivery rule.

/**
 * The countries an address may name, as ISO 3166-1 alpha-2 codes. Which of them the shop ships
 * to is the owner's choice (Shipping settings); the form lists only those. `regionRequired`:
 * the post needs a state, province or territory there.
 */
export const COUNTRIES = [
  { code: 'US', name: 'United States', regionRequired: true },
  { code: 'CA', name: 'Canada', regionRequired: true },
  { code: 'GB', name: 'United Kingdom', regionRequired: false },
  { code: 'IE', name: 'Ireland', regionRequired: false },
  { code: 'AU', name: 'Australia', regionRequired: true },
  { code: 'NZ', name: 'New Zealand', regionRequired: false },
  { code: 'FR', name: 'France', regionRequired: false },
  { code: 'DE', name: 'Germany', regionRequired: false },
  { code: 'IT', name: 'Italy', regionRequired: false },
  { code: 'ES', name: 'Spain', regionRequired: false },
  { code: 'PT', name: 'Portugal', regionRequired: false },
  { code: 'NL', name: 'Netherlands', regionRequired: false },
  { code: 'BE', name: 'Belgium', regionRequired: false },
  { code: 'AT', name: 'Austria', regionRequired: false },
  { code: 'CH', name: 'Switzerland', regionRequired: false },
  { code: 'SE', name: 'Sweden', regionRequired: false },
  { code: 'DK', name: 'Denmark', regionRequired: false },
  { code: 'NO', name: 'Norway', regionRequired: false },
  { code: 'FI', name: 'Finland', regionRequired: false },
  { code: 'PL', name: 'Poland', regionRequired: false },
  { code: 'MX', name: 'Mexico', regionRequired: true },
  { code: 'BR', name: 'Brazil', regionRequired: true },
  { code: 'JP', name: 'Japan', regionRequired: true },
  { code: 'SG', name: 'Singapore', regionRequired: false },
  { code: 'AE', name: 'United Arab Emirates', regionRequired: false },
] as const satisfies readonly { code: string; name: string; regionRequired: boolean }[];

export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const COUNTRY_CODES = COUNTRIES.map((country) => country.code) as [CountryCode, ...CountryCode[]];

export function countryOf(code: string) {
  return COUNTRIES.find((country) => country.code === code);
}

export function countryName(code: string): string {
  return countryOf(code)?.name ?? code;
}

/** What a fresh shop serves until its owner changes it (Shipping settings): one zone of these. */
export const DEFAULT_SHIPPING_COUNTRIES: readonly CountryCode[] = ['US', 'CA'];

/** The address form's labels, exactly as the checkout and the address book show them. */
export const ADDRESS_LABELS = {
  name: 'Full name',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  region: 'State / Region',
  postalCode: 'Postal code',
  country: 'Country',
  phone: 'Phone',
} as const;

export const ADDRESS_LIMITS = {
  name: 100,
  line1: 200,
  line2: 200,
  city: 100,
  region: 100,
  postalCode: 20,
  phone: 30,
} as const;

/** The most addresses one account keeps. */
export const MAX_ADDRESSES = 20;
/** The most delivery methods one shipping zone offers. */
export const MAX_SHIPPING_METHODS = 10;
/** The most shipping zones a shop keeps, and places one zone holds. */
export const MAX_SHIPPING_ZONES = 20;
export const MAX_ZONE_AREAS = 100;

export const SHIPPING_MESSAGES = {
  nameRequired: 'Please enter your full name.',
  line1Required: 'Please enter the first line of your address.',
  cityRequired: 'Please enter your city.',
  regionRequired: 'Please enter your state or region.',
  postalCodeRequired: 'Please enter your postal code.',
  postalCodeInvalid: 'Please enter a valid postal code.',
  countryRequired: 'Please choose your country.',
  phoneInvalid: 'Please enter a valid phone number, or leave it empty.',
  methodRequired: 'Please choose a delivery method.',
  methodUnavailable: 'That delivery method is not available for this address. Please choose another.',
  /** A country the shop does not deliver to (yet). */
  notShippedTo: (country: string) =>
    `Sorry, we do not deliver to ${countryName(country)} yet. Please choose another country.`,
  /** A state or province no zone holds, in a country whose other regions are served. */
  notShippedToRegion: (region: string) =>
    `Sorry, we do not deliver to ${region} yet. Please choose another address.`,
  addressNotFound: 'Address not found',
  tooManyAddresses: `You can keep at most ${MAX_ADDRESSES} addresses. Please delete one first.`,
  addressSaved: 'Address saved',
  addressDeleted: 'Address deleted',
  settingsSaved: 'Shipping settings saved',
  free: 'Free',
} as const;
