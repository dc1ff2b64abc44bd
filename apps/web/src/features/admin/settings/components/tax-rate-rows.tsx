import { areaLabel } from '@shop/shared/orders/shipping-zones-schemas';
import { MAX_TAX_RATES } from '@shop/shared/orders/taxes/taxes-schemas';
import { useEffect, useId, useState } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { inputClass } from '@/components/ui/text-field';
import { buttonBase, buttonClass } from './shipping-method-rows';
import { placeValue, TaxPlaceSelect } from './tax-place-select';
import { NEW_RATE, type TaxFormValues, type TaxSettingsSent } from './tax-settings-values';

type RateField = 'place' | 'name' | 'rate';
const NO_PLACE = 'Choose the place this rate is for.';

/**
 * 'Rates by place': the places taxed otherwise than the default, each a country as a whole or one
 * US state or Canadian province, with its tax's name, rate and whether delivery is taxed.
 */
export function TaxRateRows({ form }: { form: UseFormReturn<TaxFormValues, unknown, TaxSettingsSent> }) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'rates' });
  const rates = useWatch({ control, name: 'rates' }) ?? [];
  const formId = useId();
  const listMessage = errors.rates?.message ?? errors.rates?.root?.message;
  // A new rate starts at its place: the cursor goes to its picker.
  const [added, setAdded] = useState<number | null>(null);
  useEffect(() => {
    if (added === null) return;
    document.getElementById(`${formId}-rates-${added}-place`)?.focus();
    setAdded(null);
  }, [added, formId]);

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-serif text-xl text-stone-900">Rates by place</legend>
      <p className="text-sm text-stone-600">
        An address is taxed at its state’s or province’s rate, else its country’s, else the default. Orders
        placed before a change keep what they were taxed.
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-stone-700">
          No place has a rate of its own: every order is taxed at the default.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Rates by place">
          {fields.map((field, index) => {
            const row = rates[index] ?? NEW_RATE;
            const place = row.country
              ? areaLabel({ country: row.country, region: row.region || undefined })
              : null;
            const taken = new Set(rates.filter((_, other) => other !== index).map(placeValue));
            const rowErrors = errors.rates?.[index];
            // A row without a place is checked for one only once its other fields pass: say it
            // whenever the row has anything to fix.
            const problem = (key: RateField) =>
              key !== 'place'
                ? rowErrors?.[key]?.message
                : row.country
                  ? (rowErrors?.region?.message ?? rowErrors?.country?.message)
                  : rowErrors
                    ? NO_PLACE
                    : undefined;
            const id = (key: RateField) => `${formId}-rates-${index}-${key}`;
            const describedBy = (key: RateField) => (problem(key) ? `${id(key)}-error` : undefined);
            const message = (key: RateField) =>
              problem(key) ? (
                <span id={`${id(key)}-error`} className="mt-1 block text-sm text-red-700">
                  {problem(key)}
                </span>
              ) : null;
            const input = (key: 'name' | 'rate') => ({
              id: id(key),
              'aria-invalid': problem(key) ? true : undefined,
              'aria-describedby': describedBy(key),
              className: `mt-1 ${inputClass}`,
            });
            return (
              <li key={field.id} className="rounded-xl border border-stone-200 bg-white p-4">
                <div className="grid gap-4 md:grid-cols-[2fr_1.5fr_1fr]">
                  <div className="min-w-0">
                    <label htmlFor={id('place')} className="block text-sm font-medium text-stone-800">
                      Place
                    </label>
                    <TaxPlaceSelect
                      id={id('place')}
                      value={row}
                      taken={taken}
                      invalid={Boolean(problem('place'))}
                      describedBy={describedBy('place')}
                      onChange={(chosen) => {
                        setValue(`rates.${index}.country`, chosen.country, { shouldDirty: true });
                        setValue(`rates.${index}.region`, chosen.region, { shouldDirty: true });
                        form.clearErrors([`rates.${index}.country`, `rates.${index}.region`]);
                      }}
                    />
                    {message('place')}
                  </div>
                  <div>
                    <label htmlFor={id('name')} className="block text-sm font-medium text-stone-800">
                      Tax name
                    </label>
                    <input
                      placeholder="CA sales tax, HST"
                      {...register(`rates.${index}.name`)}
                      {...input('name')}
                    />
                    {message('name')}
                  </div>
                  <div>
                    <label htmlFor={id('rate')} className="block text-sm font-medium text-stone-800">
                      Rate (%)
                    </label>
                    <input
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step="0.001"
                      {...register(`rates.${index}.rate`)}
                      {...input('rate')}
                    />
                    {message('rate')}
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                  <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-stone-900"
                      {...register(`rates.${index}.deliveryTaxed`)}
                    />
                    Tax delivery
                  </label>
                  <button
                    type="button"
                    className={`${buttonBase} text-red-700`}
                    aria-label={place ? `Remove the rate of ${place}` : `Remove rate ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listMessage && <p className="text-sm text-red-700">{listMessage}</p>}
      <div>
        <button
          type="button"
          className={buttonClass}
          disabled={fields.length >= MAX_TAX_RATES}
          onClick={() => {
            append(NEW_RATE, { shouldFocus: false });
            setAdded(fields.length);
          }}
        >
          Add a rate
        </button>
      </div>
    </fieldset>
  );
}
