import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useCategoryChoices } from '@/lib/shop-categories-api';

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
  const { list } = useCategoryChoices();
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
        {list.map((category) => (
          <label key={category.handle} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              value={category.handle}
              className="size-4 shrink-0 accent-stone-900"
              {...registration}
            />
            {category.name}
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
