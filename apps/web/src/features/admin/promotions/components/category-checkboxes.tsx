import { CATEGORIES, categoryLabel } from '@shop/shared/catalog/catalog';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * One checkbox a category, for a promotion that covers some of them; the hint and the error are
 * read with the group.
 */
export function CategoryCheckboxes({
  legend,
  hint,
  error,
  registration,
}: {
  legend: string;
  hint?: string;
  error?: string;
  /** react-hook-form's `register(...)` of the list, put on every box. */
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {CATEGORIES.map((category) => (
          <label key={category} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              value={category}
              className="size-4 shrink-0 accent-stone-900"
              {...registration}
            />
            {categoryLabel(category)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
