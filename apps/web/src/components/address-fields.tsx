import { ADDRESS_LABELS, countryName, countryOf } from '@shop/shared/orders/shipping';
import type { ShippingAddressInput } from '@shop/shared/orders/shipping-schemas';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { type Control, type FieldValues, type Path, type UseFormRegister, useWatch } from 'react-hook-form';
import { inputClass } from '@/components/ui/text-field';
import type { ShippingCountry } from '@/lib/shipping-countries-api';

type AddressKey = keyof ShippingAddressInput;

/** The errors of the address part of a form (react-hook-form's `errors.<prefix>` fits). */
export type AddressErrors = { [K in AddressKey]?: { message?: string } };

function Field({
  label,
  optional,
  error,
  children,
}: {
  label: string;
  optional?: boolean;
  error?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {optional && <span className="font-normal text-stone-500"> (optional)</span>}
      </label>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The address inputs of a react-hook-form form whose address sits at `prefix` (checkout, the
 * address book): labels as ADDRESS_LABELS says them, the autocomplete tokens a browser fills
 * in, and each error under its field. "State / Region" is optional unless the chosen country's
 * post needs one. `countries` are the ones the shop delivers to; while they load, or when the
 * address names one the shop no longer serves, the chosen country is still listed.
 */
export function AddressFields<T extends FieldValues>({
  register,
  control,
  errors,
  prefix,
  countries,
}: {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors?: AddressErrors;
  prefix: string;
  countries?: readonly ShippingCountry[];
}) {
  const name = (key: AddressKey) => `${prefix}.${key}` as Path<T>;
  const chosen = useWatch({ control, name: name('country') }) as string | undefined;
  const listed = countries ?? [];
  const options =
    chosen && !listed.some((country) => country.code === chosen)
      ? [...listed, { code: chosen, name: countryName(chosen) }]
      : listed;
  const regionRequired =
    listed.find((country) => country.code === chosen)?.regionRequired ??
    (chosen ? countryOf(chosen)?.regionRequired : undefined) ??
    false;

  const input = (key: AddressKey, props: ComponentProps<'input'>, optional = false) => {
    const error = errors?.[key]?.message;
    return (
      <Field label={ADDRESS_LABELS[key]} optional={optional} error={error}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="text"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
            {...props}
            {...register(name(key))}
          />
        )}
      </Field>
    );
  };
  const countryError = errors?.country?.message;

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{input('name', { autoComplete: 'name', autoCapitalize: 'words' })}</div>
      <div className="sm:col-span-2">{input('line1', { autoComplete: 'address-line1' })}</div>
      <div className="sm:col-span-2">{input('line2', { autoComplete: 'address-line2' }, true)}</div>
      {input('city', { autoComplete: 'address-level2', autoCapitalize: 'words' })}
      {input('region', { autoComplete: 'address-level1' }, !regionRequired)}
      {input('postalCode', { autoComplete: 'postal-code', autoCapitalize: 'characters', spellCheck: false })}
      <Field label={ADDRESS_LABELS.country} error={countryError}>
        {({ id, describedBy }) => (
          <select
            id={id}
            autoComplete="country"
            aria-invalid={countryError ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
            {...register(name('country'))}
          >
            {options.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' }, true)}
      </div>
    </div>
  );
}
