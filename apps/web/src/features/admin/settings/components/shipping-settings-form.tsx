import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRIES, SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import { type ShippingSettings, shippingSettingsSchema } from '@shop/shared/orders/shipping-schemas';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMessage } from '@/components/ui/form-message';
import { useConfirmLeave } from '@/features/admin/use-confirm-leave';
import { submitForm } from '@/lib/submit-form';
import { type SavedShippingSettings, useSaveShippingSettingsMutation } from '../api/shipping-settings-api';
import { ShippingMethodRows, type ShippingSettingsValues } from './shipping-method-rows';

const LEAVE_QUESTION = 'Leave this page? Your changes to the shipping settings are not saved.';
const METHOD_FIELDS = ['name', 'price', 'estimate', 'freeOver'] as const;

/** The fields a refusal from the server may name and the form shows under that field. */
const fieldsOf = (count: number) => [
  'countries' as const,
  'methods' as const,
  ...Array.from({ length: count }, (_, index) =>
    METHOD_FIELDS.map((key) => `methods.${index}.${key}` as const),
  ).flat(),
];

const valuesOf = (settings: SavedShippingSettings): ShippingSettingsValues => ({
  countries: settings.countries.filter((code): code is ShippingSettingsValues['countries'][number] =>
    COUNTRIES.some((country) => country.code === code),
  ),
  methods: settings.methods,
});

/**
 * Shipping settings (docs/product/screens.md): the countries served as checkboxes and the
 * delivery methods as rows, saved together. After a save the form holds what the server kept.
 */
export function ShippingSettingsForm({ settings }: { settings: SavedShippingSettings }) {
  const form = useForm<ShippingSettingsValues, unknown, ShippingSettings>({
    resolver: zodResolver(shippingSettingsSchema),
    defaultValues: valuesOf(settings),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const id = useId();
  const countriesMessage = errors.countries?.message ?? errors.countries?.root?.message;
  const countriesErrorId = `${id}-countries-error`;

  useConfirmLeave(isDirty && !isSubmitting, LEAVE_QUESTION);

  // The saved settings (new methods now with their ids) are the form's new starting point.
  useEffect(() => {
    reset(valuesOf(settings));
  }, [settings, reset]);

  const [save] = useSaveShippingSettingsMutation();
  const send = handleSubmit(async (body) => {
    const outcome = await submitForm(save(body).unwrap(), {
      fields: fieldsOf(getValues('methods').length),
      setError,
      fallback: 'The shipping settings could not be saved. Please try again.',
    });
    if (outcome.ok) {
      // The answer is the form's new start at once, before 'saved' shows: a second save right
      // after must send the new methods by their ids, not add them again.
      reset(valuesOf(outcome.data));
      setResult({ kind: 'success', message: SHIPPING_MESSAGES.settingsSaved });
    } else if (outcome.failure) setResult({ kind: 'error', message: outcome.failure });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setResult(null);
    return send(event);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-8">
      <fieldset aria-describedby={countriesMessage ? countriesErrorId : undefined}>
        <legend className="text-lg font-medium text-stone-900">Countries you deliver to</legend>
        <p className="mt-1 text-sm text-stone-600">
          The checkout and the address book offer only these countries.
        </p>
        <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
          {COUNTRIES.map((country) => (
            <label key={country.code} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                value={country.code}
                className="size-4 shrink-0 accent-stone-900"
                {...register('countries')}
              />
              {country.name}
            </label>
          ))}
        </div>
        {countriesMessage && (
          <p id={countriesErrorId} className="mt-2 text-sm text-red-700">
            {countriesMessage}
          </p>
        )}
      </fieldset>

      <ShippingMethodRows form={form} formId={id} />

      {result && <FormMessage kind={result.kind}>{result.message}</FormMessage>}
      <div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800 disabled:bg-stone-400"
        >
          {isSubmitting ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
