import { useRef } from 'react';
import { type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { fieldErrorId, ProductFieldError } from './product-field-error';
import {
  type ProductFormApi,
  type ProductFormValues,
  SIZE_ROW_FIELDS,
  type SizeRowField,
  type StockRow,
} from './product-form-values';

/**
 * The rows of 'Stock per size', one per size listed, and what the form remembers of every size
 * listed since it opened: stock, SKU and barcode typed for a size come back when a category
 * switched away and back lists it again (the first-day fixes of 25 November 2026), and so do
 * their messages until the next save is tried. A row is known by its size, never by its place,
 * since each category lists others.
 */
export function useStockRows({ control, getValues, getFieldState, setError, clearErrors }: ProductFormApi) {
  const { fields, replace } = useFieldArray({ control, name: 'sizes' });
  const remembered = useRef<{ rows: Record<string, StockRow>; messages: Record<string, string> }>({
    rows: {},
    messages: {},
  });
  const messageKey = (size: string, field: SizeRowField) => `${size}|${field}`;

  /** Lists these sizes instead, each with the values and messages it had when last listed. */
  const relist = (sizes: readonly string[]) => {
    const { rows, messages } = remembered.current;
    getValues('sizes').forEach((row, index) => {
      rows[row.size] = { ...row };
      for (const field of SIZE_ROW_FIELDS) {
        const message = getFieldState(`sizes.${index}.${field}`).error?.message;
        if (message) messages[messageKey(row.size, field)] = message;
        else delete messages[messageKey(row.size, field)];
        clearErrors(`sizes.${index}.${field}`);
      }
    });
    replace(sizes.map((size) => ({ ...(rows[size] ?? { size, stock: '0', sku: '', barcode: '' }) })));
    sizes.forEach((size, index) => {
      for (const field of SIZE_ROW_FIELDS) {
        const message = messages[messageKey(size, field)];
        if (message) setError(`sizes.${index}.${field}`, { message });
      }
    });
  };

  /** Puts the server's sentence about a size's stock, SKU or barcode under that size, listed now or later. */
  const markRow = (size: string, field: SizeRowField, message: string) => {
    const index = getValues('sizes').findIndex((row) => row.size === size);
    if (index === -1) remembered.current.messages[messageKey(size, field)] = message;
    else setError(`sizes.${index}.${field}`, { message });
  };

  return {
    rows: fields,
    relist,
    markRow,
    /** A save is tried: every message is found anew. */
    forgetMessages: () => {
      remembered.current.messages = {};
    },
    /** The form starts over for the next product. */
    forgetAll: () => {
      remembered.current = { rows: {}, messages: {} };
    },
  };
}

const COLUMNS = 'sm:grid-cols-[10rem_minmax(0,1.4fr)_minmax(0,1fr)]';

/**
 * 'Stock per size': per size its stock, SKU (generated when left empty) and barcode, with a
 * sentence under the row for each of them that is wrong.
 */
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
  const problemOf = (index: number, field: SizeRowField) => errors.sizes?.[index]?.[field]?.message;
  // 'One Size' has a space, which an id list (aria-describedby) would split.
  const errorId = (size: string, field: SizeRowField) =>
    `${formId}-${field}-${size.replace(/\s+/g, '-')}-error`;
  const input = (problem: string | undefined) =>
    `w-full min-w-0 rounded-md border px-2 py-1.5 ${problem ? 'border-red-600' : 'border-stone-300'}`;

  return (
    <fieldset aria-describedby={listMessage ? fieldErrorId(formId, 'sizes') : undefined}>
      <legend className="text-sm font-medium text-stone-800">Stock per size</legend>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">Choose a category to list its sizes.</p>
      ) : (
        <div className="mt-2 grid gap-3">
          {/* Each field is labelled with its size for screen readers; these headings are for the eye. */}
          <div
            aria-hidden="true"
            className={`hidden gap-3 text-xs font-medium text-stone-600 sm:grid ${COLUMNS}`}
          >
            <span className="flex gap-2">
              <span className="w-16 shrink-0">Size</span>
              <span>Stock</span>
            </span>
            <span>SKU</span>
            <span>Barcode</span>
          </div>
          {rows.map((row, index) => {
            const problems = SIZE_ROW_FIELDS.map((field) => ({ field, message: problemOf(index, field) }));
            const describedBy = (field: SizeRowField) =>
              problemOf(index, field) ? errorId(row.size, field) : undefined;
            return (
              <div key={row.id} className={`grid grid-cols-2 gap-x-3 gap-y-1 ${COLUMNS}`}>
                <label className="col-span-2 flex items-center gap-2 text-sm text-stone-700 sm:col-span-1">
                  <span className="w-16 shrink-0">{row.size}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min="0"
                    step="1"
                    {...register(`sizes.${index}.stock`)}
                    aria-invalid={Boolean(problemOf(index, 'stock'))}
                    aria-describedby={describedBy('stock')}
                    className={input(problemOf(index, 'stock'))}
                  />
                </label>
                <input
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="SKU: generated if empty"
                  aria-label={`SKU for size ${row.size}`}
                  {...register(`sizes.${index}.sku`)}
                  aria-invalid={Boolean(problemOf(index, 'sku'))}
                  aria-describedby={describedBy('sku')}
                  className={`${input(problemOf(index, 'sku'))} text-sm`}
                />
                <input
                  type="text"
                  inputMode="text"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="Barcode (optional)"
                  aria-label={`Barcode for size ${row.size}`}
                  {...register(`sizes.${index}.barcode`)}
                  aria-invalid={Boolean(problemOf(index, 'barcode'))}
                  aria-describedby={describedBy('barcode')}
                  className={`${input(problemOf(index, 'barcode'))} text-sm`}
                />
                {problems.map(({ field, message }) =>
                  message ? (
                    <span
                      key={field}
                      id={errorId(row.size, field)}
                      className="col-span-2 text-xs text-red-700 sm:col-span-3"
                    >
                      {message}
                    </span>
                  ) : null,
                )}
              </div>
            );
          })}
        </div>
      )}
      <ProductFieldError formId={formId} field="sizes" message={listMessage} />
    </fieldset>
  );
}
