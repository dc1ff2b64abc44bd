import { X } from 'lucide-react';
import { useShopColors } from '@/lib/shop-colors-api';
import { NewColorButton } from './new-color-button';
import { fieldErrorId, ProductFieldError } from './product-field-error';
import { errorId, type GridProps, label, useGridCells } from './variant-grid-cells';

/**
 * 'Stock per colour and size': a row per colour (the main one first) and a column per size, each
 * cell its stock, and the colours to add. A wrong stock is said under its colour's row.
 */
export function ProductVariantGrid({ formId, form, grid, register, errors }: GridProps) {
  const { sizes, colors, problemOf, marks } = useGridCells({ formId, form, errors });
  const listMessage = errors.colors?.message ?? errors.colors?.root?.message;
  const shop = useShopColors();
  const listed = new Set(colors.map((row) => row.color.toLowerCase()));
  const unused = shop.list.filter((color) => !listed.has(color.name.toLowerCase()));

  return (
    // min-w-0: a fieldset is as wide as its content by default, which would widen the page on a
    // phone instead of scrolling the grid.
    <fieldset aria-describedby={listMessage ? fieldErrorId(formId, 'colors') : undefined} className="min-w-0">
      <legend className="text-sm font-medium text-stone-800">Stock per colour and size</legend>
      {grid.rows.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">Choose a colour above to start the grid.</p>
      ) : sizes.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">Choose a category to list its sizes.</p>
      ) : null}
      {grid.rows.length > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-separate border-spacing-x-1 border-spacing-y-1 text-sm">
            <thead>
              <tr className="text-left text-xs font-medium text-stone-600">
                <th scope="col" className="pr-2 font-medium">
                  Colour
                </th>
                {sizes.map((size) => (
                  <th key={size} scope="col" className="min-w-12 font-medium">
                    {size}
                  </th>
                ))}
                <th scope="col" className="w-8">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((field, index) => {
                const color = colors[index]?.color ?? field.color;
                const stockProblems = sizes
                  .map((size, at) => ({ size, message: problemOf(index, at, 'stock') }))
                  .filter((problem) => problem.message);
                return [
                  <tr key={field.id}>
                    <th scope="row" className="whitespace-nowrap pr-2 text-left font-normal text-stone-800">
                      <span className="capitalize">{color}</span>
                      {index === 0 && <span className="block text-xs text-stone-600 sm:inline"> (main)</span>}
                    </th>
                    {sizes.map((size, at) => (
                      <td key={size}>
                        <input
                          type="number"
                          inputMode="numeric"
                          min="0"
                          step="1"
                          aria-label={label('stock', size, color)}
                          {...register(`colors.${index}.sizes.${at}.stock`)}
                          {...marks(index, at, 'stock', color, size)}
                        />
                      </td>
                    ))}
                    <td>
                      <button
                        type="button"
                        aria-label={`Remove colour ${color}`}
                        title={`Remove colour ${color}`}
                        onClick={() => grid.removeColor(index)}
                        className="rounded p-1.5 text-red-700 hover:bg-stone-100"
                      >
                        <X aria-hidden="true" size={16} />
                      </button>
                    </td>
                  </tr>,
                  stockProblems.length > 0 && (
                    <tr key={`${field.id}-problems`}>
                      <td colSpan={sizes.length + 2} className="pb-1">
                        {stockProblems.map(({ size, message }) => (
                          <span
                            key={size}
                            id={errorId(formId, color, size, 'stock')}
                            className="block text-xs text-red-700"
                          >
                            {message}
                          </span>
                        ))}
                      </td>
                    </tr>
                  ),
                ];
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label className="inline-flex items-center gap-2 text-sm text-stone-700">
          Add colour
          <select
            value=""
            onChange={(e) => {
              if (e.target.value) grid.addColor(e.target.value);
            }}
            disabled={unused.length === 0}
            className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
          >
            <option value="">Choose…</option>
            {unused.map((color) => (
              <option key={color.id} value={color.name}>
                {shop.labelOf(color.name)}
              </option>
            ))}
          </select>
        </label>
        <NewColorButton purpose="to add to the grid" onCreated={grid.addColor} small />
      </div>
      <ProductFieldError formId={formId} field="colors" message={listMessage} />
    </fieldset>
  );
}
