import type { CatalogVariant } from '@shop/shared/catalog/catalog-schemas';
import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { SOLD_OUT, sizeStockNote } from '../stock-words';
import { variantSize } from '../variant-size';

export interface SizeChoiceProps {
  name: string;
  /** The chosen colour's sizes (every size for a product of one colour). */
  variants: readonly CatalogVariant[];
  value: string | null;
  onChange: (size: string) => void;
}

/** The product page's sizes, each with what is left of it; sold-out sizes cannot be chosen. */
export function SizeChoice({ name, variants, value: chosen, onChange }: SizeChoiceProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-900">Size</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => {
          const value = variantSize(variant);
          // In words, not only a faint crossed-out size: "Sold out", or "Only 2 left".
          const note = sizeStockNote(variant);
          const soldOut = note === SOLD_OUT;
          return (
            <label
              key={variant.id}
              className={`group/size relative flex min-w-12 cursor-pointer flex-col items-center justify-center rounded-md border px-3 py-2 text-center text-sm has-[:checked]:border-stone-900 has-[:checked]:bg-stone-900 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-700 ${
                soldOut ? 'cursor-not-allowed border-stone-200 bg-stone-50' : 'border-stone-300'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={value}
                aria-label={note ? `${sizeLabel(value)}, ${note.toLowerCase()}` : sizeLabel(value)}
                disabled={soldOut}
                checked={chosen === value}
                onChange={() => onChange(value)}
                className="sr-only"
              />
              <span className={soldOut ? 'text-stone-500 line-through' : undefined}>{sizeLabel(value)}</span>
              {note && (
                <span
                  aria-hidden="true"
                  className={`text-xs ${soldOut ? 'text-stone-700' : 'font-medium text-rose-800 group-has-[:checked]/size:text-white'}`}
                >
                  {note}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
