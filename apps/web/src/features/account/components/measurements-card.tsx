import type { SizeUnit } from '@shop/shared/catalog/categories';
import {
  fromCentimetres,
  MEASUREMENT_FIELDS,
  MEASUREMENT_LABELS,
  MEASUREMENT_MESSAGES,
  type MeasurementField,
  type Measurements,
  type MeasurementsBody,
  type MeasurementsInput,
  measurementRange,
  measurementsBodySchema,
  NO_MEASUREMENTS,
  toCentimetres,
} from '@shop/shared/people/measurements';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMessage } from '@/components/ui/form-message';
import { LoadedPart } from '@/components/ui/loaded-part';
import { TextField } from '@/components/ui/text-field';
import { bodyResolver } from '@/lib/body-resolver';
import { submitForm } from '@/lib/submit-form';
import {
  useForgetMeasurementsMutation,
  useMyMeasurementsQuery,
  useSaveMeasurementsMutation,
} from '../api/measurements';

/** The fields a refusal from the server can name, as the form names them too. */
const FIELDS = ['unit', ...MEASUREMENT_FIELDS] as const;
const UNIT_LABELS: Record<SizeUnit, string> = { cm: 'cm', in: 'inches' };

/** The form holds what was typed: '' for a measurement left empty. */
type MeasurementValues = { unit: SizeUnit } & Record<MeasurementField, string>;

function formValues(saved: Measurements): MeasurementValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    unit: saved.unit,
    height: text(saved.height),
    bust: text(saved.bust),
    waist: text(saved.waist),
    hips: text(saved.hips),
  };
}

/** What is sent: empty is null, anything else a number (the shared schema says what is wrong). */
function toBody(values: MeasurementValues): MeasurementsInput {
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    unit: values.unit,
    height: number(values.height),
    bust: number(values.bust),
    waist: number(values.waist),
    hips: number(values.hips),
  };
}

const resolver = bodyResolver(measurementsBodySchema, toBody);

/**
 * 'My measurements' on the Profile page (docs/product/screens.md, Profile): the shopper's own
 * height, bust, waist and hips for size advice, in centimetres or inches.
 */
export function MeasurementsCard() {
  const { data, isError } = useMyMeasurementsQuery();
  return (
    <section
      aria-labelledby="measurements-heading"
      className="mt-8 rounded-xl border border-stone-200 bg-white p-6"
    >
      <h2 id="measurements-heading" className="font-serif text-xl text-stone-900">
        My measurements
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Used only to suggest your size on product pages. Only you can see them.
      </p>
      <LoadedPart isError={isError} data={data}>
        {(loaded) => <MeasurementsForm saved={loaded} />}
      </LoadedPart>
    </section>
  );
}

function MeasurementsForm({ saved }: { saved: Measurements }) {
  const unitId = useId();
  const [save] = useSaveMeasurementsMutation();
  const [forget, { isLoading: forgetting }] = useForgetMeasurementsMutation();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<MeasurementValues, unknown, MeasurementsBody>({ resolver, defaultValues: formValues(saved) });
  const unit = watch('unit');
  const anythingKept = MEASUREMENT_FIELDS.some((field) => saved[field] !== null);

  // What was typed follows the unit, so switching does not mean typing it all again.
  const convertTo = (next: SizeUnit) => {
    clearErrors();
    for (const field of MEASUREMENT_FIELDS) {
      const text = getValues(field).trim();
      const value = Number(text);
      if (text === '' || !Number.isFinite(value)) continue;
      const converted = next === 'in' ? fromCentimetres(value, 'in') : toCentimetres(value, 'in');
      setValue(field, String(converted));
    }
  };

  const onSubmit = handleSubmit(async (body) => {
    setResult(null);
    const outcome = await submitForm(save(body).unwrap(), {
      fields: FIELDS,
      setError,
      fallback: MEASUREMENT_MESSAGES.saveFailed,
    });
    if (!outcome.ok) {
      if (outcome.failure) setResult({ kind: 'error', message: outcome.failure });
      return;
    }
    reset(formValues(outcome.data));
    setResult({ kind: 'success', message: MEASUREMENT_MESSAGES.saved });
  });

  const onForget = async () => {
    setResult(null);
    const outcome = await submitForm(forget().unwrap(), { fallback: MEASUREMENT_MESSAGES.forgetFailed });
    if (!outcome.ok) {
      if (outcome.failure) setResult({ kind: 'error', message: outcome.failure });
      return;
    }
    reset(formValues(NO_MEASUREMENTS));
    setResult({ kind: 'success', message: MEASUREMENT_MESSAGES.forgotten });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="My measurements" className="mt-4 space-y-4">
      <fieldset aria-describedby={errors.unit ? `${unitId}-error` : undefined}>
        <legend className="text-sm font-medium text-stone-800">Unit</legend>
        <div className="mt-1.5 inline-flex rounded-md border border-stone-300 p-0.5">
          {(['cm', 'in'] as const).map((option) => (
            <label
              key={option}
              className="cursor-pointer rounded px-4 py-1.5 text-sm text-stone-700 has-[:checked]:bg-stone-900 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-700"
            >
              <input
                type="radio"
                value={option}
                className="sr-only"
                {...register('unit', { onChange: () => convertTo(option) })}
              />
              {UNIT_LABELS[option]}
            </label>
          ))}
        </div>
        {errors.unit?.message && (
          <p id={`${unitId}-error`} className="mt-1 text-sm text-red-700">
            {errors.unit.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {MEASUREMENT_FIELDS.map((field) => {
          const { min, max } = measurementRange(field, unit);
          return (
            <TextField
              key={field}
              label={MEASUREMENT_LABELS[field]}
              type="number"
              inputMode="decimal"
              step="0.1"
              hint={`${min}–${max} ${UNIT_LABELS[unit]}`}
              error={errors[field]?.message}
              {...register(field)}
            />
          );
        })}
      </div>
      {result && <FormMessage kind={result.kind}>{result.message}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSubmitting || forgetting}
          className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800 disabled:opacity-60"
        >
          Save measurements
        </button>
        {anythingKept && (
          <button
            type="button"
            onClick={onForget}
            disabled={isSubmitting || forgetting}
            className="rounded-md border border-stone-300 px-5 py-2.5 font-medium text-stone-800 hover:border-stone-900 disabled:opacity-60"
          >
            Forget my measurements
          </button>
        )}
      </div>
    </form>
  );
}
