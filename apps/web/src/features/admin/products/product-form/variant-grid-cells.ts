import { type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import type { CellField, ProductFormApi, ProductFormValues } from './product-form-values';
import type { VariantGrid } from './use-variant-grid';

// 'One Size' has a space, which an id list (aria-describedby) would split.
export const errorId = (formId: string, color: string, size: string, field: CellField) =>
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

export interface GridProps {
  formId: string;
  form: ProductFormApi;
  grid: VariantGrid;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** The sizes and colours listed now, and each cell's sentence and marks while it is wrong. */
export function useGridCells({ formId, form, errors }: Pick<GridProps, 'formId' | 'form' | 'errors'>) {
  const sizes = useWatch({ control: form.control, name: 'listedSizes' });
  const colors = useWatch({ control: form.control, name: 'colors' });
  const problemOf = (index: number, at: number, field: CellField) =>
    errors.colors?.[index]?.sizes?.[at]?.[field]?.message;
  return { sizes, colors, problemOf, marks: cellMarks(formId, problemOf) };
}

export const label = (field: CellField, size: string, color: string) =>
  `${{ stock: 'Stock', price: 'Price', sku: 'SKU', barcode: 'Barcode' }[field]}, ${size}, ${color}`;
