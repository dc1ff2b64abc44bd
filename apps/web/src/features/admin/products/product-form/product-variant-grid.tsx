import { COLORS } from '@shop/shared/catalog/catalog';
import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { fieldErrorId, ProductFieldError } from './product-field-error';
import {
  CELL_FIELDS,
  type CellField,
  type ColorRow,
  emptyCell,
  type GridCell,
  type ProductFormApi,
  type ProductFormValues,
} from './product-form-values';
import { ProductImagesField, useProductImages } from './product-images-field';

const cellKey = (color: string, size: string) => `${color}|${size}`;
const messageKey = (color: string, size: string, field: CellField) => `${color}|${size}|${field}`;

/** A colour row as it will be, and the colour it was before (a renamed main colour keeps its cells' messages). */
interface NextRow {
  row: ColorRow;
  was?: string;
}

/**
 * The colour × size grid's rows, one per colour, and what the form remembers of every cell shown
 * since it opened: stock, price, SKU and barcode typed for a colour in a size come back when a
 * category switched away and back lists the size again, or a colour removed is added again (the
 * first-day fixes of 25 November 2026), and so do their messages until the next save is tried. A
 * cell is known by its colour and size, never by its place, since rows and columns move.
 */
export function useVariantGrid(form: ProductFormApi) {
  const { control, getValues, getFieldState, setError, clearErrors, setValue } = form;
  const { fields, replace } = useFieldArray({ control, name: 'colors' });
  const remembered = useRef<{
    cells: Record<string, GridCell>;
    images: Record<string, string[]>;
    messages: Record<string, string>;
  }>({ cells: {}, images: {}, messages: {} });

  /** Lays the grid out anew, each cell with the values and messages it had when last shown. */
  const restructure = (sizes: readonly string[], next: (rows: ColorRow[]) => NextRow[]) => {
    const { cells, images, messages } = remembered.current;
    const rows = getValues('colors');
    rows.forEach((row, index) => {
      images[row.color] = [...row.images];
      row.sizes.forEach((cell, at) => {
        cells[cellKey(row.color, cell.size)] = { ...cell };
        for (const field of CELL_FIELDS) {
          const path = `colors.${index}.sizes.${at}.${field}` as const;
          const message = getFieldState(path).error?.message;
          if (message) messages[messageKey(row.color, cell.size, field)] = message;
          else delete messages[messageKey(row.color, cell.size, field)];
          clearErrors(path);
        }
      });
    });
    const laidOut = next(rows).map(({ row, was }) => ({
      was: was ?? row.color,
      row: {
        ...row,
        sizes: sizes.map((size) => ({
          ...(row.sizes.find((cell) => cell.size === size) ??
            cells[cellKey(row.color, size)] ??
            emptyCell(size)),
        })),
      },
    }));
    replace(laidOut.map(({ row }) => row));
    setValue('listedSizes', [...sizes]);
    setValue('color', laidOut[0]?.row.color ?? '', { shouldDirty: true });
    laidOut.forEach(({ row, was }, index) => {
      row.sizes.forEach((cell, at) => {
        for (const field of CELL_FIELDS) {
          const message = messages[messageKey(was, cell.size, field)];
          if (message) setError(`colors.${index}.sizes.${at}.${field}`, { message });
        }
      });
    });
  };

  const keep = (rows: ColorRow[]): NextRow[] => rows.map((row) => ({ row }));
  const fresh = (color: string): ColorRow => ({
    color,
    images: remembered.current.images[color] ?? [],
    sizes: [],
  });

  return {
    rows: fields,
    /** Lists these sizes in every colour instead (the category changed). */
    relist: (sizes: readonly string[]) => restructure(sizes, (rows) => keep(rows)),
    addColor: (color: string) =>
      restructure(getValues('listedSizes'), (rows) => [...keep(rows), { row: fresh(color) }]),
    removeColor: (index: number) =>
      restructure(getValues('listedSizes'), (rows) => keep(rows.filter((_, at) => at !== index))),
    /**
     * The 'Color' select chose the main colour: a colour listed moves first, another one takes
     * the place of the main colour with what was typed for it, as the one colour a product had did.
     */
    chooseMain: (color: string) => {
      if (!color) return;
      restructure(getValues('listedSizes'), (rows) => {
        const at = rows.findIndex((row) => row.color === color);
        const [main, ...others] = rows;
        if (at === 0) return keep(rows);
        if (at > 0) return keep([rows[at] as ColorRow, ...rows.filter((_, index) => index !== at)]);
        if (!main) return [{ row: fresh(color) }];
        // Cells are remembered under their colour: the renamed row's are carried over whole.
        const renamed = { ...main, color, sizes: main.sizes.map((cell) => ({ ...cell })) };
        return [{ row: renamed, was: main.color }, ...keep(others)];
      });
    },
    /** Puts the server's sentence about a cell beside it, listed now or later. */
    markCell: (color: string, size: string, field: CellField, message: string) => {
      const rows = getValues('colors');
      const index = rows.findIndex((row) => row.color === color);
      const at = rows[index]?.sizes.findIndex((cell) => cell.size === size) ?? -1;
      if (at === -1) remembered.current.messages[messageKey(color, size, field)] = message;
      else setError(`colors.${index}.sizes.${at}.${field}`, { message });
    },
    /** A save is tried: every message is found anew. */
    forgetMessages: () => {
      remembered.current.messages = {};
    },
    /** The form starts over for the next product. */
    forgetAll: () => {
      remembered.current = { cells: {}, images: {}, messages: {} };
    },
  };
}

export type VariantGrid = ReturnType<typeof useVariantGrid>;

// 'One Size' has a space, which an id list (aria-describedby) would split.
const errorId = (formId: string, color: string, size: string, field: CellField) =>
  `${formId}-${field}-${color}-${size.replace(/\s+/g, '-')}-error`;

/** A cell's input: marked, and described by its sentence, while it is wrong. */
const cellMarks =
  (formId: string, problemOf: (index: number, at: number, field: CellField) => string | undefined) =>
  (index: number, at: number, field: CellField, color: string, size: string) => {
    const problem = problemOf(index, at, field);
    return {
      'aria-invalid': Boolean(problem),
      'aria-describedby': problem ? errorId(formId, color, size, field) : undefined,
      className: `w-full min-w-0 rounded-md border px-2 py-1.5 ${problem ? 'border-red-600' : 'border-stone-300'}`,
    };
  };

interface GridProps {
  formId: string;
  form: ProductFormApi;
  grid: VariantGrid;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** The sizes and colours listed now, and each cell's sentence and marks while it is wrong. */
function useGridCells({ formId, form, errors }: Pick<GridProps, 'formId' | 'form' | 'errors'>) {
  const sizes = useWatch({ control: form.control, name: 'listedSizes' });
  const colors = useWatch({ control: form.control, name: 'colors' });
  const problemOf = (index: number, at: number, field: CellField) =>
    errors.colors?.[index]?.sizes?.[at]?.[field]?.message;
  return { sizes, colors, problemOf, marks: cellMarks(formId, problemOf) };
}

const label = (field: CellField, size: string, color: string) =>
  `${{ stock: 'Stock', price: 'Price', sku: 'SKU', barcode: 'Barcode' }[field]}, ${size}, ${color}`;

/**
 * 'Stock per colour and size': a row per colour (the main one first) and a column per size, each
 * cell its stock, and the colours to add. A wrong stock is said under its colour's row.
 */
export function ProductVariantGrid({ formId, form, grid, register, errors }: GridProps) {
  const { sizes, colors, problemOf, marks } = useGridCells({ formId, form, errors });
  const listMessage = errors.colors?.message ?? errors.colors?.root?.message;
  const unused = COLORS.filter((color) => !colors.some((row) => row.color === color));

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
      <label className="mt-3 inline-flex items-center gap-2 text-sm text-stone-700">
        Add colour
        <select
          value=""
          onChange={(e) => {
            if (e.target.value) grid.addColor(e.target.value);
          }}
          disabled={unused.length === 0}
          className="rounded-md border border-stone-300 bg-white px-2 py-1.5 capitalize"
        >
          <option value="">Choose…</option>
          {unused.map((color) => (
            <option key={color} value={color}>
              {color}
            </option>
          ))}
        </select>
      </label>
      <ProductFieldError formId={formId} field="colors" message={listMessage} />
    </fieldset>
  );
}

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
