import { useWatch } from 'react-hook-form';
import { useShopColors } from '@/lib/shop-colors-api';
import { NewColorButton } from './new-color-button';
import { fieldErrorId, ProductFieldError } from './product-field-error';
import type { GridProps } from './variant-grid-cells';

/**
 * 'Color', the product's main colour, from the shop's colours (or a new one added on the spot).
 * The select follows the form's value rather than keeping its own: a colour chosen before the
 * shop's list has it (just added, or before the list arrives) shows once its option does.
 */
export function ProductColorField({ formId, form, grid, register, errors }: GridProps) {
  const shop = useShopColors();
  const chosen = useWatch({ control: form.control, name: 'color' });
  const names = shop.list.map((color) => color.name);
  if (chosen && !shop.find(chosen)) names.unshift(chosen);
  const message = errors.color?.message;

  return (
    <div>
      <div className="flex items-end gap-2">
        <label className="block min-w-0 flex-1 text-sm font-medium text-stone-800">
          Color
          <select
            {...register('color', { onChange: (e) => grid.chooseMain(e.target.value) })}
            value={chosen}
            aria-invalid={Boolean(message)}
            aria-describedby={message ? fieldErrorId(formId, 'color') : undefined}
            className={`mt-1 w-full rounded-md border bg-white px-3 py-2 ${message ? 'border-red-600' : 'border-stone-300'}`}
          >
            <option value="">Select Color</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {shop.labelOf(name)}
              </option>
            ))}
          </select>
        </label>
        <NewColorButton purpose="as the main colour" onCreated={grid.chooseMain} />
      </div>
      <ProductFieldError formId={formId} field="color" message={message} />
    </div>
  );
}
