import { ZONE_REGIONS } from '@shop/shared/orders/regions';
import { COUNTRIES, type CountryCode } from '@shop/shared/orders/shipping';
import { areaLabel } from '@shop/shared/orders/shipping-zones-schemas';
import { inputClass } from '@/components/ui/text-field';
import { type Place, placeKey } from './shipping-place-picker';

/** What a rate row holds of its place: no country yet while a new row waits for one. */
export interface PlaceValues {
  country: string;
  region: string;
}

/** The row's place as one option's value: 'CA' for Canada, 'CA:ON' for Ontario, '' for none yet. */
export const placeValue = (place: PlaceValues) =>
  place.country ? placeKey({ country: place.country as CountryCode, region: place.region || undefined }) : '';

const placeOf = (value: string): PlaceValues => {
  const [country = '', region = ''] = value.split(':');
  return { country, region };
};

/**
 * A rate's place: one of the shop's countries as a whole, or one US state or Canadian province,
 * as the shipping zones name them. A place another rate has is shown but cannot be chosen, so
 * each place keeps one rate.
 */
export function TaxPlaceSelect({
  id,
  value,
  taken,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  value: PlaceValues;
  /** The places the other rows have, by placeValue. */
  taken: ReadonlySet<string>;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (place: PlaceValues) => void;
}) {
  const current = placeValue(value);
  const option = (place: Place) => {
    const key = placeKey(place);
    const other = key !== current && taken.has(key);
    return (
      <option key={key} value={key} disabled={other}>
        {other ? `${areaLabel(place)} (has a rate)` : areaLabel(place)}
      </option>
    );
  };
  return (
    <select
      id={id}
      value={current}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={`mt-1 ${inputClass}`}
      onChange={(event) => onChange(placeOf(event.target.value))}
    >
      <option value="" disabled>
        Choose a country, state or province…
      </option>
      <optgroup label="Countries">{COUNTRIES.map((country) => option({ country: country.code }))}</optgroup>
      {Object.entries(ZONE_REGIONS).map(([country, regions]) => (
        <optgroup key={country} label={country === 'US' ? 'US states' : 'Canadian provinces and territories'}>
          {regions.map((region) => option({ country: country as CountryCode, region: region.code }))}
        </optgroup>
      ))}
    </select>
  );
}
