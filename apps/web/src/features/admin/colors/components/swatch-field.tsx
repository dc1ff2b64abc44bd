import { colorLabel, FAMILY_SWATCHES, SWATCH_HEX } from '@shop/shared/catalog/colors';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { ColourDot } from '@/components/ui/colour-dot';
import { inputClass } from '@/components/ui/text-field';
import { type ColorFormValues, shownSwatch, swatchOf } from './color-form-values';

/** Where the picker starts for a colour with no family yet. */
const NO_FAMILY_SWATCH = '#78716c';

/**
 * The swatch shoppers see beside the colour's name: its family's, or one of its own picked or
 * typed as a hex code (the two follow each other). The dot beside the legend shows the result.
 */
export function SwatchField({ form }: { form: UseFormReturn<ColorFormValues> }) {
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const [family, swatch, noSwatch] = useWatch({ control, name: ['family', 'swatch', 'noSwatch'] });
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = errors.swatch?.message;
  const familySwatch = family ? FAMILY_SWATCHES[family] : NO_FAMILY_SWATCH;
  const typed = swatchOf(swatch);
  const shown = shownSwatch({ family, swatch, noSwatch });
  const follow = { shouldDirty: true, shouldValidate: isSubmitted };

  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1.5 flex items-center gap-2 text-sm font-medium text-stone-800">
        Swatch
        {shown && <ColourDot hex={shown} className="h-4 w-4" />}
      </legend>
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          aria-describedby={noSwatch ? hintId : undefined}
          className="size-4 shrink-0 accent-stone-900"
          {...register('noSwatch', {
            // The picker starts from the family's swatch rather than from black.
            onChange: (event: { target: { checked: boolean } }) => {
              if (!event.target.checked && swatch.trim() === '') setValue('swatch', familySwatch, follow);
            },
          })}
        />
        No swatch of its own
      </label>
      {noSwatch ? (
        <p id={hintId} className="pl-6 text-xs text-stone-500">
          {family
            ? `Shoppers see the ${colorLabel(family)} family's swatch.`
            : "Shoppers see its family's swatch."}
        </p>
      ) : (
        <div className="grid gap-1.5">
          <div className="flex items-start gap-3">
            <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-800">
              Colour
              <input
                type="color"
                value={SWATCH_HEX.test(typed) ? typed : familySwatch}
                onChange={(event) => setValue('swatch', event.target.value, follow)}
                className="h-[2.875rem] w-14 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
              />
            </label>
            <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-medium text-stone-800">
              Hex code
              <input
                type="text"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={7}
                placeholder="#1f2a44"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : hintId}
                className={`${inputClass} font-normal`}
                {...register('swatch')}
              />
            </label>
          </div>
          {error ? (
            <p id={errorId} className="text-sm text-red-700">
              {error}
            </p>
          ) : (
            <p id={hintId} className="text-xs text-stone-500">
              Pick it, or type its code: # and six digits 0–9 or letters a–f.
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
