import {
  CATEGORY_SIZES_MAX,
  MEASUREMENT_MAX,
  SIZE_LABEL_MAX,
  SIZE_MEASUREMENTS,
  type SizeMeasurement,
} from '@shop/shared/catalog/categories';
import { SIZE_PRESETS } from '@shop/shared/catalog/size-charts';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { inputClass } from '@/components/ui/text-field';
import {
  type CategoryFormValues,
  emptyRow,
  MEASUREMENT_LABELS,
  type SizeRowValues,
} from './category-form-values';
import { useFocusAfterChange } from './use-focus-after-change';

type PresetKey = (typeof SIZE_PRESETS)[number]['key'];
type RowField = 'size' | SizeMeasurement;

const UNIT_WORDS = { cm: 'cm', in: 'inches' } as const;

/** Narrower padding than the form's other inputs: five of them share a line in the dialog. */
const cellClass =
  'w-full min-w-0 rounded-md border border-stone-300 bg-white px-2 py-2 text-base text-stone-900 focus:border-stone-900 focus:ring-2 focus:ring-rose-700/30 focus:outline-none aria-invalid:border-red-600';
const iconButton = 'rounded p-2 text-stone-700 hover:bg-stone-100 disabled:opacity-30';
const textButton =
  'rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:border-stone-900 disabled:cursor-not-allowed disabled:opacity-40';

/*
 * One line a size from 640 px (size, four measurements, then its buttons, under a heading row); on
 * a phone the size and its buttons share a line and the measurements take the next, each with its
 * own visible label.
 */
const ROW_GRID =
  'grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1.3fr)_repeat(4,minmax(0,1fr))_auto] sm:items-center';

/** The preset whose sizes the chart has, in its order, if any: the one to show chosen. */
function presetOf(rows: readonly SizeRowValues[]): PresetKey | undefined {
  const sizes = rows.map((row) => row.size.trim().toLowerCase()).join('|');
  return SIZE_PRESETS.find((preset) => preset.sizes.join('|').toLowerCase() === sizes)?.key;
}

/**
 * The size chart: its unit, a preset to start from, then the sizes in the order shoppers see them,
 * each with optional measurements; sizes can be added, moved and removed (one stays).
 */
export function SizeChartEditor({
  form,
  formId,
}: {
  form: UseFormReturn<CategoryFormValues>;
  formId: string;
}) {
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = form;
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'sizes' });
  const rows = useWatch({ control, name: 'sizes' }) ?? [];
  const unit = useWatch({ control, name: 'unit' });
  const [preset, setPreset] = useState<PresetKey>(() => presetOf(getValues('sizes')) ?? 'letters');
  // Filling in or removing sizes changes the form silently; this says what happened.
  const [said, setSaid] = useState('');
  const focusAfter = useFocusAfterChange(fields);

  const chartMessage = errors.sizes?.root?.message ?? errors.sizes?.message;
  const chartErrorId = `${formId}-sizes-error`;
  const hintId = `${formId}-sizes-hint`;
  const full = fields.length >= CATEGORY_SIZES_MAX;

  const fillPreset = () => {
    const chosen = SIZE_PRESETS.find((option) => option.key === preset);
    if (!chosen) return;
    // Measurements typed for a size the preset has too are kept.
    const kept = new Map(getValues('sizes').map((row) => [row.size.trim().toLowerCase(), row]));
    replace(chosen.sizes.map((size) => ({ ...(kept.get(size.toLowerCase()) ?? emptyRow()), size })));
    setSaid(`Sizes filled in: ${chosen.sizes.join(', ')}.`);
  };

  const titleOf = (index: number) => {
    const size = rows[index]?.size?.trim();
    return size ? `size ${size}` : `size ${index + 1}`;
  };
  const buttonId = (index: number, action: 'up' | 'down' | 'remove') =>
    `${formId}-size-${fields[index]?.id}-${action}`;

  return (
    <fieldset aria-describedby={[hintId, chartMessage ? chartErrorId : null].filter(Boolean).join(' ')}>
      <legend className="text-sm font-medium text-stone-800">Size chart</legend>
      <p id={hintId} className="mt-1 text-xs text-stone-500">
        The sizes its products come in, in the order shoppers see them. Measurements are optional (up to{' '}
        {MEASUREMENT_MAX}); those given show in the product page's size guide.
      </p>

      <div className="mt-3 grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-end">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-800">
          Unit
          <select className={inputClass} {...register('unit')}>
            {Object.entries(UNIT_WORDS).map(([value, word]) => (
              <option key={value} value={value}>
                {word}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-800">
          Preset
          <select
            className={inputClass}
            value={preset}
            onChange={(event) => setPreset(event.target.value as PresetKey)}
          >
            {SIZE_PRESETS.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={`${textButton} py-2.5`} onClick={fillPreset}>
          Fill in sizes
        </button>
      </div>

      <div
        aria-hidden="true"
        className={`${ROW_GRID} mt-4 hidden text-xs font-medium text-stone-600 sm:grid`}
      >
        <span>Size</span>
        {SIZE_MEASUREMENTS.map((key) => (
          <span key={key}>
            {MEASUREMENT_LABELS[key]} ({unit})
          </span>
        ))}
        <span className="w-24" />
      </div>
      <ol className="mt-2 grid gap-3 sm:gap-2">
        {fields.map((field, index) => {
          const problem = (key: RowField) => errors.sizes?.[index]?.[key]?.message;
          const errorId = (key: RowField) => `${formId}-sizes-${index}-${key}-error`;
          // On a phone the unit is left to the Unit field above, so that four labels fit a line.
          const cell = (key: RowField, label: string, unitWord?: string) => (
            <label className="flex flex-col gap-1 text-xs text-stone-600">
              <span className="sm:sr-only">
                {label}
                <span className="sr-only">
                  {unitWord ? ` (${unitWord})` : ''}, row {index + 1}
                </span>
              </span>
              <input
                {...(key === 'size'
                  ? { maxLength: SIZE_LABEL_MAX, autoComplete: 'off' }
                  : {
                      type: 'number',
                      inputMode: 'decimal' as const,
                      min: 0,
                      max: MEASUREMENT_MAX,
                      step: 0.1,
                    })}
                aria-invalid={problem(key) ? true : undefined}
                aria-describedby={problem(key) ? errorId(key) : undefined}
                className={cellClass}
                {...register(`sizes.${index}.${key}`)}
              />
            </label>
          );
          const messages = (['size', ...SIZE_MEASUREMENTS] as const).filter((key) => problem(key));
          return (
            <li
              key={field.id}
              className={`${ROW_GRID} rounded-lg border border-stone-200 p-3 sm:rounded-none sm:border-0 sm:p-0`}
            >
              {cell('size', 'Size')}
              <div className="col-span-2 grid grid-cols-4 items-end gap-2 sm:contents">
                {SIZE_MEASUREMENTS.map((key) => (
                  <div key={key}>{cell(key, MEASUREMENT_LABELS[key], unit)}</div>
                ))}
              </div>
              <div className="col-start-2 row-start-1 flex items-end self-end sm:col-start-6 sm:self-center">
                <button
                  type="button"
                  id={buttonId(index, 'up')}
                  aria-label={`Move ${titleOf(index)} up`}
                  disabled={index === 0}
                  onClick={() => {
                    focusAfter(buttonId(index, 'up'), buttonId(index, 'down'));
                    move(index, index - 1);
                  }}
                  className={iconButton}
                >
                  <ArrowUp aria-hidden="true" size={16} />
                </button>
                <button
                  type="button"
                  id={buttonId(index, 'down')}
                  aria-label={`Move ${titleOf(index)} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => {
                    focusAfter(buttonId(index, 'down'), buttonId(index, 'up'));
                    move(index, index + 1);
                  }}
                  className={iconButton}
                >
                  <ArrowDown aria-hidden="true" size={16} />
                </button>
                <button
                  type="button"
                  aria-label={`Remove ${titleOf(index)}`}
                  disabled={fields.length === 1}
                  onClick={() => {
                    const next = index + 1 < fields.length ? index + 1 : index - 1;
                    focusAfter(buttonId(next, 'remove'), `${formId}-add-size`);
                    setSaid(`Removed ${titleOf(index)}.`);
                    remove(index);
                  }}
                  id={buttonId(index, 'remove')}
                  className={`${iconButton} text-red-700`}
                >
                  <X aria-hidden="true" size={16} />
                </button>
              </div>
              {messages.length > 0 && (
                <div className="col-span-full grid gap-1">
                  {messages.map((key) => (
                    <p key={key} id={errorId(key)} className="text-sm text-red-700">
                      {problem(key)}
                    </p>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {chartMessage && (
        <p id={chartErrorId} className="mt-2 text-sm text-red-700">
          {chartMessage}
        </p>
      )}
      <button
        type="button"
        className={`${textButton} mt-3`}
        disabled={full}
        id={`${formId}-add-size`}
        onClick={() => append(emptyRow(), { shouldFocus: true })}
      >
        Add size
      </button>
      {full && (
        <p className="mt-2 text-sm text-stone-600">A size chart has at most {CATEGORY_SIZES_MAX} sizes.</p>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}
