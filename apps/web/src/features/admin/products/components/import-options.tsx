import { useId } from 'react';
import { useCategoryChoices } from '@/lib/shop-categories-api';

/** The owner's choices for an import beyond the file: what to do with what the shop lacks. */
export interface ImportChoices {
  skipImages: boolean;
  /** A category's handle for products the file names none the shop has; '' for none. */
  defaultCategory: string;
  createCategories: boolean;
  addSizes: boolean;
}

export const NO_CHOICES: ImportChoices = {
  skipImages: false,
  defaultCategory: '',
  createCategories: false,
  addSizes: false,
};

/**
 * The import's options: skip pictures, a default category, and whether the shop may grow its
 * categories and size charts to fit the file (docs/product/screens.md, Import / Export).
 */
export function ImportOptions({
  choices,
  onChange,
}: {
  choices: ImportChoices;
  onChange: (next: ImportChoices) => void;
}) {
  const id = useId();
  const categories = useCategoryChoices();
  const box = (key: 'skipImages' | 'createCategories' | 'addSizes', label: string, hint: string) => (
    <div className="flex flex-col gap-0.5">
      <label className="flex items-center gap-2 text-stone-800">
        <input
          type="checkbox"
          checked={choices[key]}
          onChange={(event) => onChange({ ...choices, [key]: event.target.checked })}
          aria-describedby={`${id}-${key}`}
          className="size-4 accent-rose-800"
        />
        {label}
      </label>
      <p id={`${id}-${key}`} className="pl-6 text-xs text-stone-500">
        {hint}
      </p>
    </div>
  );
  return (
    <fieldset className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
      <legend className="sr-only">Import options</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-default`} className="font-medium text-stone-800">
          Default category
        </label>
        <select
          id={`${id}-default`}
          value={choices.defaultCategory}
          onChange={(event) => onChange({ ...choices, defaultCategory: event.target.value })}
          aria-describedby={`${id}-default-hint`}
          className="rounded-md border border-stone-300 bg-white px-3 py-2"
        >
          <option value="">None</option>
          {categories.list.map((category) => (
            <option key={category.handle} value={category.handle}>
              {category.name}
            </option>
          ))}
        </select>
        <p id={`${id}-default-hint`} className="text-xs text-stone-500">
          For products whose Product Category, Type and Tags name none of the shop's categories.
        </p>
      </div>
      <div className="grid gap-2">
        {box(
          'createCategories',
          'Create categories for new types',
          'A Type the shop does not have becomes a category, with the sizes the file gives it.',
        )}
        {box(
          'addSizes',
          'Add missing sizes to size charts',
          "A size a category's chart lacks is added to it.",
        )}
        {box(
          'skipImages',
          'Skip pictures',
          'Imports without fetching the Image Src addresses; products keep the pictures they have.',
        )}
      </div>
    </fieldset>
  );
}
