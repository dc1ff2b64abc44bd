import { COUNTRIES } from '@shop/shared/orders/shipping';
import { TAX_MESSAGES, type TaxSettings } from '@shop/shared/orders/taxes/taxes-schemas';
import { useEffect } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { AddressFields } from '@/components/address-fields';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { useConfirmLeave } from '@/features/admin/use-confirm-leave';
import { useSaveTaxSettingsMutation } from '../api/taxes-api';
import { TaxRateRows } from './tax-rate-rows';
import {
  fieldsOf,
  formValues,
  type TaxFormValues,
  type TaxSettingsSent,
  taxResolver,
} from './tax-settings-values';
import { useSettingsSave } from './use-settings-save';

const LEAVE_QUESTION = 'Leave this page? Your changes to the tax settings are not saved.';
const SAVE_FAILED = 'The tax settings could not be saved. Please try again.';
const legendClass = 'mb-2 font-serif text-xl text-stone-900';
/** Each part under the first, below a rule; its fieldset inside, so the legend sits under the rule. */
const sectionClass = 'border-t border-stone-200 pt-6';

/**
 * The Taxes page's settings (docs/product/screens.md, Taxes): the default rate, whether prices
 * have the tax in them, the places' own rates and the seller receipts name, saved together.
 * After a save the form holds what the server kept.
 */
export function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const form = useForm<TaxFormValues, unknown, TaxSettingsSent>({
    resolver: taxResolver,
    defaultValues: formValues(settings),
  });
  const {
    control,
    register,
    reset,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  useConfirmLeave(isDirty && !isSubmitting, LEAVE_QUESTION);

  useEffect(() => {
    reset(formValues(settings));
  }, [settings, reset]);

  const [save] = useSaveTaxSettingsMutation();
  const { result, onSubmit } = useSettingsSave(form, {
    send: (body) => save(body).unwrap(),
    fields: () => fieldsOf(getValues('rates')),
    fallback: SAVE_FAILED,
    valuesOf: formValues,
    savedMessage: (saved) => saved.message ?? TAX_MESSAGES.settingsSaved,
    clearOnEverySubmit: true,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-8" aria-label="Tax settings">
      <fieldset className="grid gap-3">
        <legend className={legendClass}>Default rate</legend>
        <p className="text-sm text-stone-600">
          Every address without a rate of its own below is taxed at this rate, and a cart is estimated with it
          until the checkout knows the address.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Tax name"
            placeholder="Sales tax, VAT"
            error={errors.defaultRate?.name?.message}
            {...register('defaultRate.name')}
          />
          <TextField
            label="Rate (%)"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.001"
            error={errors.defaultRate?.rate?.message}
            {...register('defaultRate.rate')}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            className="size-4 accent-stone-900"
            {...register('defaultRate.deliveryTaxed')}
          />
          Tax delivery
        </label>
      </fieldset>

      <div className={sectionClass}>
        <fieldset className="grid gap-3">
          <legend className={legendClass}>Prices</legend>
          {(['false', 'true'] as const).map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm text-stone-800">
              <input
                type="radio"
                value={value}
                className="mt-0.5 size-4 accent-stone-900"
                {...register('pricesIncludeTax')}
              />
              {value === 'false'
                ? 'Prices exclude tax (added at checkout)'
                : 'Prices include tax (VAT style)'}
            </label>
          ))}
          {errors.pricesIncludeTax?.message && (
            <p className="text-sm text-red-700">{errors.pricesIncludeTax.message}</p>
          )}
        </fieldset>
      </div>

      <div className={sectionClass}>
        <TaxRateRows form={form} />
      </div>

      <div className={sectionClass}>
        <fieldset className="grid gap-3">
          <legend className={legendClass}>Seller on receipts</legend>
          <p className="text-sm text-stone-600">
            Who sells, as invoices and credit notes print it. Leave empty what does not apply.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Legal name"
              autoComplete="organization"
              error={errors.seller?.legalName?.message}
              {...register('seller.legalName')}
            />
            <TextField
              label="Tax number"
              hint="Such as a VAT, GST/HST or sales tax registration number."
              error={errors.seller?.taxNumber?.message}
              {...register('seller.taxNumber')}
            />
          </div>
          <AddressFields
            register={register}
            // The fields read the form's values; what they turn into on submit is this form's own.
            control={control as unknown as Control<TaxFormValues>}
            errors={errors.seller?.address}
            countries={COUNTRIES}
            prefix="seller.address"
          />
        </fieldset>
      </div>

      <div>
        {result && (
          <div className="mb-3">
            <FormMessage kind={result.kind}>{result.message}</FormMessage>
          </div>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800 disabled:bg-stone-400"
        >
          {isSubmitting ? 'Saving…' : 'Save tax settings'}
        </button>
      </div>
    </form>
  );
}
