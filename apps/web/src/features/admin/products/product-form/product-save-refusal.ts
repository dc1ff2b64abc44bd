import type { CreateProductBody } from '@shop/shared/catalog/products-schemas';
import type { UseFormSetError } from 'react-hook-form';
import { apiFieldErrors } from '@/lib/api-error';
import type { CellField, ProductFormValues, TextField } from './product-form-values';
import type { VariantGrid } from './use-variant-grid';

/** The fields the server may name in a refusal that have a place in the form. */
const FORM_FIELDS: Record<string, TextField | 'images' | 'colors'> = {
  name: 'name',
  category: 'category',
  color: 'color',
  price: 'price',
  oldPrice: 'oldPrice',
  description: 'description',
  image: 'images',
  images: 'images',
  sizes: 'colors',
  colors: 'colors',
  dropSizes: 'colors',
  dropColors: 'colors',
};
const CELL_FIELD = /^colors\.(\d+)\.sizes\.(\d+)\.(stock|stockWas|price|sku|barcode)$/;
/** A colour of the grid the shop does not have (colors.<i>.color): said under the grid. */
const ROW_COLOR = /^colors\.\d+\.color$/;

/** Marks in the form each field the server's refusal of `body` names, beside the field. */
export function markRefusedFields(
  error: unknown,
  body: CreateProductBody,
  grid: VariantGrid,
  setError: UseFormSetError<ProductFormValues>,
) {
  // A field the server named is marked beside it too: a cell's stock changed by someone else
  // meanwhile or a SKU another variant has (colors.<i>.sizes.<j>.stock, .sku) beside that
  // cell, publishing without a picture under the pictures.
  for (const { field, message } of apiFieldErrors(error)) {
    const cell = CELL_FIELD.exec(field);
    if (cell) {
      const row = body.colors?.[Number(cell[1])];
      const size = row?.sizes[Number(cell[2])]?.size;
      const cellField: CellField = cell[3] === 'stockWas' ? 'stock' : (cell[3] as CellField);
      if (row && size) grid.markCell(row.color, size, cellField, message);
    } else if (ROW_COLOR.test(field)) {
      setError('colors', { message });
    } else {
      const formField = Object.hasOwn(FORM_FIELDS, field) ? FORM_FIELDS[field] : undefined;
      if (formField) setError(formField, { message });
    }
  }
}
