import {
  LOW_STOCK_MAIL_LIMITS,
  LOW_STOCK_MAIL_MESSAGES,
  type LowStockSettings,
  type LowStockSettingsBody,
  lowStockSettingsBodySchema,
} from '@shop/shared/catalog/low-stock-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMessage } from '@/components/ui/form-message';
import { LoadedPart } from '@/components/ui/loaded-part';
import { TextField } from '@/components/ui/text-field';
import { bodyResolver } from '@/lib/body-resolver';
import { submitForm } from '@/lib/submit-form';
import { useLowStockSettingsQuery, useSaveLowStockSettingsMutation } from '../api/low-stock-api';

const SAVE_FAILED = 'The morning stock mail could not be saved. Please try again.';
const FIELDS = ['enabled', 'hour', 'threshold'] as const;

const resolver = bodyResolver(lowStockSettingsBodySchema, (values: LowStockSettingsBody) => values);

/**
 * 'Morning stock mail' beside the checkout reminders (docs/product/screens.md): whether the shop
 * is mailed each morning of the sizes running low, from what hour (UTC), and at how many units.
 */
export function LowStockCard() {
  const { data, isError } = useLowStockSettingsQuery();
  return (
    <section aria-labelledby="low-stock-heading" className="mt-12 max-w-xl border-t border-stone-200 pt-8">
      <h2 id="low-stock-heading" className="font-serif text-xl text-stone-900">
        Morning stock mail
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        One email a day to the shop listing the sizes that ran low or sold out since it last told of them,
        with a link to Manage Products.
      </p>
      <LoadedPart isError={isError} data={data}>
        {(loaded) => <LowStockForm settings={loaded} />}
      </LoadedPart>
    </section>
  );
}

function LowStockForm({ settings }: { settings: LowStockSettings }) {
  const [save] = useSaveLowStockSettingsMutation();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LowStockSettingsBody, unknown, LowStockSettingsBody>({ resolver, defaultValues: settings });

  const onSubmit = handleSubmit(async (body) => {
    setResult(null);
    const outcome = await submitForm(save(body).unwrap(), {
      fields: FIELDS,
      setError,
      fallback: SAVE_FAILED,
    });
    if (!outcome.ok) {
      if (outcome.failure) setResult({ kind: 'error', message: outcome.failure });
      return;
    }
    reset(outcome.data);
    setResult({ kind: 'success', message: LOW_STOCK_MAIL_MESSAGES.saved });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Morning stock mail">
      <label className="flex items-center gap-3 text-sm text-stone-800">
        <input type="checkbox" className="size-4 accent-stone-900" {...register('enabled')} />
        Email the shop each morning about sizes running low
      </label>
      <TextField
        label="Hour of the mail (UTC, 0–23)"
        type="number"
        inputMode="numeric"
        min={0}
        max={LOW_STOCK_MAIL_LIMITS.maxHour}
        error={errors.hour?.message}
        {...register('hour', { valueAsNumber: true })}
      />
      <TextField
        label="Low at this many units free or fewer"
        type="number"
        inputMode="numeric"
        min={0}
        max={LOW_STOCK_MAIL_LIMITS.maxThreshold}
        error={errors.threshold?.message}
        {...register('threshold', { valueAsNumber: true })}
      />
      <div>
        {result && (
          <div className="mb-3">
            <FormMessage kind={result.kind}>{result.message}</FormMessage>
          </div>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800 disabled:opacity-60"
        >
          {isSubmitting ? 'Saving…' : 'Save stock mail'}
        </button>
      </div>
    </form>
  );
}
