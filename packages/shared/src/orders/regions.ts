// The states and provinces a shipping zone may hold apart from the rest of their country: where
// parcels cost noticeably more to reach (Alaska, Hawaii, the northern territories). Addresses keep
// their region as typed; these lists read 'California', 'calif' is not guessed.

export interface Region {
  code: string;
  name: string;
}

const US_STATES: readonly Region[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

const CA_PROVINCES: readonly Region[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

/** The countries whose zones may name single regions, and those regions in alphabetical order. */
export const ZONE_REGIONS: Readonly<Record<string, readonly Region[]>> = { US: US_STATES, CA: CA_PROVINCES };

/** Letters only, lower case: 'Québec', 'quebec' and 'QC.' read alike. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * The region code an address's free-text region stands for ('California', 'ca', 'CA' → 'CA'),
 * or undefined when the country has no region list or the text names none of its regions.
 */
export function regionCode(country: string, text: string | undefined | null): string | undefined {
  const regions = ZONE_REGIONS[country];
  if (!regions || !text) return undefined;
  const wanted = plain(text);
  return regions.find((region) => plain(region.code) === wanted || plain(region.name) === wanted)?.code;
}

/** A region's name by its code ('HI' → 'Hawaii'); the code itself when unknown. */
export function regionName(country: string, code: string): string {
  return ZONE_REGIONS[country]?.find((region) => region.code === code)?.name ?? code;
}
