import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import type { ProductFormApi } from './product-form-values';
import { ProductImagesField, useProductImages } from './product-images-field';
import { errorId, type GridProps, label, useGridCells } from './variant-grid-cells';

/**
 * Per colour, the pictures a shopper sees after picking it and, behind 'Prices and codes', its own
 * price, SKU and barcode in each size. A cell with something wrong opens, so its sentence is seen.
 */
export function ProductColorDetails({ formId, form, grid, register, errors }: GridProps) {
  const { sizes, colors, problemOf, marks } = useGridCells({ formId, form, errors });
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  if (grid.rows.length === 0) return null;
  return (
    <div className="grid gap-3">
      {grid.rows.map((field, index) => {
        const color = colors[index]?.color ?? field.color;
        const detailProblem = sizes.some(
          (_, at) =>
            problemOf(index, at, 'price') || problemOf(index, at, 'sku') || problemOf(index, at, 'barcode'),
        );
        const open = Boolean(opened[color]) || detailProblem;
        const panelId = `${formId}-details-${color}`;
        return (
          <section
            key={field.id}
            aria-label={`Colour ${color}`}
            className="grid gap-3 rounded-md border border-stone-200 p-3"
          >
            <h3 className="text-sm font-medium text-stone-800">
              <span className="capitalize">{color}</span>
              {index === 0 && <span className="font-normal text-stone-600"> (main colour)</span>}
            </h3>
            <ColorPictures formId={formId} form={form} index={index} color={color} />
            {sizes.length > 0 && (
              <div>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpened((was) => ({ ...was, [color]: !open }))}
                  className="inline-flex items-center gap-1 text-sm font-medium text-rose-800 underline"
                >
                  Prices and codes: {color}
                  {open ? (
                    <ChevronUp aria-hidden="true" size={16} />
                  ) : (
                    <ChevronDown aria-hidden="true" size={16} />
                  )}
                </button>
                {open && (
                  <div id={panelId} className="mt-2 grid gap-2">
                    <p className="text-xs text-stone-600">
                      An empty price is the product's price; an empty SKU is made by the shop.
                    </p>
                    <div className="grid gap-2">
                      {sizes.map((size, at) => {
                        const problems = (['price', 'sku', 'barcode'] as const)
                          .map((cellField) => ({ cellField, message: problemOf(index, at, cellField) }))
                          .filter((problem) => problem.message);
                        return (
                          <div
                            key={size}
                            className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-2 gap-y-1 sm:grid-cols-[3.5rem_minmax(0,7rem)_minmax(0,1.4fr)_minmax(0,1fr)]"
                          >
                            <span className="row-span-3 self-center text-sm text-stone-700 sm:row-span-1">
                              {size}
                            </span>
                            <input
                              type="number"
                              inputMode="decimal"
                              min="0.01"
                              step="0.01"
                              placeholder="Price ($)"
                              aria-label={label('price', size, color)}
                              {...register(`colors.${index}.sizes.${at}.price`)}
                              {...marks(index, at, 'price', color, size)}
                            />
                            <input
                              type="text"
                              autoComplete="off"
                              spellCheck={false}
                              placeholder="SKU: generated if empty"
                              aria-label={label('sku', size, color)}
                              {...register(`colors.${index}.sizes.${at}.sku`)}
                              {...marks(index, at, 'sku', color, size)}
                            />
                            <input
                              type="text"
                              autoComplete="off"
                              spellCheck={false}
                              placeholder="Barcode (optional)"
                              aria-label={label('barcode', size, color)}
                              {...register(`colors.${index}.sizes.${at}.barcode`)}
                              {...marks(index, at, 'barcode', color, size)}
                            />
                            {problems.map(({ cellField, message }) => (
                              <span
                                key={cellField}
                                id={errorId(formId, color, size, cellField)}
                                className="col-start-2 text-xs text-red-700 sm:col-span-3"
                              >
                                {message}
                              </span>
                            ))}
                          </div>
                        );
                      })}
                    </div>
                  </div>
                )}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The pictures a shopper sees after picking this colour, after the product's shared ones. */
function ColorPictures({
  formId,
  form,
  index,
  color,
}: {
  formId: string;
  form: ProductFormApi;
  index: number;
  color: string;
}) {
  const pictures = useProductImages(form, `colors.${index}.images`);
  return (
    <ProductImagesField
      formId={`${formId}-${color}`}
      pictures={pictures}
      message={undefined}
      names={{
        legend: `Pictures of ${color}, shown when a shopper picks it`,
        list: `Pictures of ${color}`,
        input: `Choose pictures of ${color}`,
        picture: `${color} picture`,
      }}
    />
  );
}
