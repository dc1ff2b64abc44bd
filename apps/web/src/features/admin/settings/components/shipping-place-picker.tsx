import { ZONE_REGIONS } from '@shop/shared/orders/regions';
import { COUNTRIES, type CountryCode } from '@shop/shared/orders/shipping';
import { areaLabel } from '@shop/shared/orders/shipping-zones-schemas';
import { useId } from 'react';
import { inputClass } from '@/components/ui/text-field';

export interface Place {
  country: CountryCode;
  region?: string | undefined;
}

/** A place as one option's value: 'US' for the country, 'US:HI' for Hawaii. */
export const placeKey = (place: Place) => (place.region ? `${place.country}:${place.region}` : place.country);
const placeOf = (key: string): Place => {
  const [country, region] = key.split(':');
  return region ? { country: country as CountryCode, region } : { country: country as CountryCode };
};

/**
 * 'Add a place': one select of the shop's countries, then the US states and Canadian provinces a
 * zone may hold apart. A place some zone holds already is shown but cannot be chosen, named with
 * the zone that holds it, so the owner sees where it went.
 */
export function ShippingPlacePicker({
  zoneName,
  taken,
  onAdd,
}: {
  zoneName: string;
  /** Each place some zone holds, by key, with that zone's name. */
  taken: ReadonlyMap<string, string>;
  onAdd: (place: Place) => void;
}) {
  const id = useId();
  const option = (place: Place) => {
    const key = placeKey(place);
    const holder = taken.get(key);
    return (
      <option key={key} value={key} disabled={holder !== undefined}>
        {holder === undefined ? areaLabel(place) : `${areaLabel(place)} (in ${holder})`}
      </option>
    );
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Add a place to {zoneName}
      </label>
      <select
        id={id}
        value=""
        className={`mt-1 sm:max-w-sm ${inputClass}`}
        onChange={(event) => {
          if (event.target.value) onAdd(placeOf(event.target.value));
        }}
      >
        <option value="">Choose a country, state or province…</option>
        <optgroup label="Countries">{COUNTRIES.map((country) => option({ country: country.code }))}</optgroup>
        {Object.entries(ZONE_REGIONS).map(([country, regions]) => (
          <optgroup
            key={country}
            label={country === 'US' ? 'US states' : 'Canadian provinces and territories'}
          >
            {regions.map((region) => option({ country: country as CountryCode, region: region.code }))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
