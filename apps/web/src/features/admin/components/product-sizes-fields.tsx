import { useRef } from 'react';
import { type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { fieldErrorId, ProductFieldError } from './product-field-error';
import type { ProductFormApi, ProductFormValues } from './product-form-values';

/**
 * The rows of 'Stock per size', one per size listed, and what the form remembers of every size
 * listed since it opened: stock typed for a size comes back when a category switched away and back
 * lists it again (the first-day fixes of 25 November 2026), and so does its message until the next
 * save is tried. A row is known by its size, never by its place, since each category lists others.
 */
export function useStockRows({ control, getValues, getFieldState, setError, clearErrors }: ProductFormApi) {
  const { fields, replace } = useFieldArray({ control, name: 'sizes' });
  const remembered = useRef<{ stock: Record<string, string>; messages: Record<string, string> }>({
    stock: {},
    messages: {},
  });

  /** Lists these sizes instead, each with the stock and message it had when last listed. */
  const relist = (sizes: readonly string[]) => {
    const { stock, messages } = remembered.current;
    getValues('sizes').forEach((row, index) => {
      stock[row.size] = row.stock;
      const message = getFieldState(`sizes.${index}.stock`).error?.message;
      if (message) messages[row.size] = message;
      else delete messages[row.size];
      clearErrors(`sizes.${index}.stock`);
    });
    replace(sizes.map((size) => ({ size, stock: stock[size] ?? '0' })));
    sizes.forEach((size, index) => {
      const message = messages[size];
      if (message) setError(`sizes.${index}.stock`, { message });
    });
  };

  /** Puts the server's sentence about a size's stock under that size, listed now or later. */
  const markStock = (size: string, message: string) => {
    const index = getValues('sizes').findIndex((row) => row.size === size);
    if (index === -1) remembered.current.messages[size] = message;
    else setError(`sizes.${index}.stock`, { message });
  };

  return {
    rows: fields,
    relist,
    markStock,
    /** A save is tried: every message is found anew. */
    forgetMessages: () => {
      remembered.current.messages = {};
    },
    /** The form starts over for the next product. */
    forgetAll: () => {
      remembered.current = { stock: {}, messages: {} };
    },
  };
}

/** 'Stock per size': a number field per size, with one sentence per wrong size below the row. */
export function ProductSizesFields({
  formId,
  rows,
  register,
  errors,
}: {
  formId: string;
  rows: ReturnType<typeof useStockRows>['rows'];
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const listMessage = errors.sizes?.message ?? errors.sizes?.root?.message;
  const problemOf = (index: number) => errors.sizes?.[index]?.stock?.message;
  // 'One Size' has a space, which an id list (aria-describedby) would split.
  const stockErrorId = (size: string) => `${formId}-stock-${size.replace(/\s+/g, '-')}-error`;

  return (
    <fieldset aria-describedby={listMessage ? fieldErrorId(formId, 'sizes') : undefined}>
      <legend className="text-sm font-medium text-stone-800">Stock per size</legend>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">Choose a category to list its sizes.</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-3">
          {rows.map((row, index) => {
            const problem = problemOf(index);
            return (
              <label key={row.id} className="flex w-24 flex-col text-sm text-stone-700">
                {row.size}
                <input
                  type="number"
                  inputMode="numeric"
                  min="0"
                  step="1"
                  {...register(`sizes.${index}.stock`)}
                  aria-invalid={Boolean(problem)}
                  aria-describedby={problem ? stockErrorId(row.size) : undefined}
                  className={`mt-1 rounded-md border px-2 py-1.5 ${problem ? 'border-red-600' : 'border-stone-300'}`}
                />
              </label>
            );
          })}
        </div>
      )}
      {/* Below the row, not under each narrow field: a sentence per size that is wrong. */}
      {rows.some((_, index) => problemOf(index)) && (
        <ul className="mt-2 grid gap-1">
          {rows.map((row, index) => {
            const problem = problemOf(index);
            return problem ? (
              <li key={row.id} id={stockErrorId(row.size)} className="text-xs text-red-700">
                {problem}
              </li>
            ) : null;
          })}
        </ul>
      )}
      <ProductFieldError formId={formId} field="sizes" message={listMessage} />
    </fieldset>
  );
}
