import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import {
  PRODUCT_FIELD_MESSAGES,
  PRODUCT_MESSAGES,
  type ProductStatus,
} from '@shop/shared/catalog/product-fields';
import { type CreateProductBody, createProductBodySchema } from '@shop/shared/catalog/products-schemas';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/**
 * The form's fields as the owner typed them: numbers stay text until the form is sent, so an
 * emptied field is told apart from a 0.
 */
const productFormFieldsSchema = z.object({
  name: z.string(),
  category: z.string(),
  /** The main colour: always the first of `colors` (the 'Color' select moves or renames it). */
  color: z.string(),
  price: z.string(),
  oldPrice: z.string(),
  description: z.string(),
  /** The pictures shown whatever colour is picked, in order: the first is the main one. */
  images: z.array(z.string()),
  /**
   * The sizes the grid lists, in order: the category's (or, until it changes, the product's own),
   * shared by every colour.
   */
  listedSizes: z.array(z.string()),
  /**
   * The colour × size grid, the main colour first: each colour's own pictures and, per listed
   * size, its stock, own price (empty: the product's), SKU (empty: generated) and barcode.
   */
  colors: z.array(
    z.object({
      color: z.string(),
      images: z.array(z.string()),
      sizes: z.array(
        z.object({
          size: z.string(),
          stock: z.string(),
          price: z.string(),
          sku: z.string(),
          barcode: z.string(),
        }),
      ),
    }),
  ),
});
export type ProductFormValues = z.input<typeof productFormFieldsSchema>;
export type ColorRow = ProductFormValues['colors'][number];
export type GridCell = ColorRow['sizes'][number];
/** The fields of a cell that can be wrong, each with its own sentence beside the cell. */
/** The form's text fields, each with its own input. */
export type TextField = 'name' | 'category' | 'color' | 'price' | 'oldPrice' | 'description';

export type CellField = 'stock' | 'price' | 'sku' | 'barcode';
export const CELL_FIELDS: readonly CellField[] = ['stock', 'price', 'sku', 'barcode'];

export const emptyCell = (size: string): GridCell => ({ size, stock: '0', price: '', sku: '', barcode: '' });

/** What an empty field says; any of them missing makes the form say 'Please fill all the fields'. */
const REQUIRED = {
  name: PRODUCT_FIELD_MESSAGES.nameRequired,
  category: PRODUCT_FIELD_MESSAGES.categoryRequired,
  color: PRODUCT_FIELD_MESSAGES.colorRequired,
  price: PRODUCT_FIELD_MESSAGES.priceRequired,
  description: PRODUCT_FIELD_MESSAGES.descriptionRequired,
} as const;

/** An emptied number field is no number at all, not 0: the owner is told rather than guessed for. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

function requestOf(values: ProductFormValues) {
  return {
    name: values.name,
    category: values.category,
    color: values.color,
    price: Number(values.price),
    oldPrice: values.oldPrice.trim() ? Number(values.oldPrice) : null,
    description: values.description,
    images: values.images,
    colors: values.colors.map((row) => ({
      color: row.color,
      images: row.images,
      sizes: row.sizes.map(({ size, stock, price, sku, barcode }) => ({
        size,
        stock: numberOf(stock),
        // Empty is the product's price; null also takes back an own price the cell had.
        price: price.trim() === '' ? null : numberOf(price),
        sku,
        barcode: barcode.trim() === '' ? null : barcode,
      })),
    })),
  };
}

type MarkPath = [string] | ['colors', number, 'sizes', number, CellField];

/**
 * The form's values checked by the API's own body schema for a save with `status` (none: Add
 * Product's publish-at-once, or an edit that keeps the status), giving the body the API takes
 * without the status, which the button pressed adds. Each field gets one message, the first
 * found: an empty field says it is missing before any rule about its value, and a wrong stock,
 * price, SKU or barcode is said beside its cell. A draft may be saved without pictures or stock.
 */
export function productFormSchemaFor(status?: ProductStatus) {
  return productFormFieldsSchema.transform((values, ctx) => {
    const marked = new Set<string>();
    const mark = (path: MarkPath, message: string) => {
      const key = path.join('.');
      if (marked.has(key)) return;
      marked.add(key);
      ctx.addIssue({ code: 'custom', path, message });
    };
    for (const [field, message] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]) {
      if (!values[field].trim()) mark([field], message);
    }
    // Add Product (publishing, as the original's did) and an edit of a product for sale need a
    // picture (shared or a colour's); publishing says so in its own words (from the schema), and a
    // draft may wait for one.
    if (
      status === undefined &&
      values.images.length === 0 &&
      values.colors.every((row) => row.images.length === 0)
    )
      mark(['images'], PRODUCT_FIELD_MESSAGES.imagesRequired);
    const parsed = createProductBodySchema.safeParse({ ...requestOf(values), ...(status && { status }) });
    for (const issue of parsed.error?.issues ?? []) {
      const [field, index, sizes, at, cellField] = issue.path;
      if (field === 'colors' && typeof index === 'number' && sizes === 'sizes' && typeof at === 'number') {
        if (cellField === 'sku' || cellField === 'barcode' || cellField === 'price') {
          mark(['colors', index, 'sizes', at, cellField], issue.message);
          continue;
        }
        const size = values.colors[index]?.sizes[at]?.size ?? '';
        // Not a number at all (an emptied field) is the same mistake, said with the size.
        const message = issue.message.includes(`size ${size} `)
          ? issue.message
          : PRODUCT_FIELD_MESSAGES.stock(size);
        mark(['colors', index, 'sizes', at, 'stock'], message);
      } else if (field === 'colors' || field === 'sizes') {
        // About the grid as a whole (no sizes listed, no stock to publish): said under it. No
        // colour at all is the missing main colour, already marked.
        if (issue.message !== PRODUCT_FIELD_MESSAGES.colorRequired) mark(['colors'], issue.message);
      } else if (typeof field === 'string') {
        mark([field], issue.message);
      }
    }
    if (!parsed.success || marked.size > 0) return z.NEVER;
    const { status: _status, ...body } = parsed.data;
    return body as CreateProductBody;
  });
}

export const productFormSchema = productFormSchemaFor();

type FormResolver = Resolver<ProductFormValues, unknown, CreateProductBody>;
const resolvers = new Map<ProductStatus | undefined, FormResolver>();
/** The checks of a save with this status: a draft may lack pictures and stock, publishing may not. */
export function resolverFor(status: ProductStatus | undefined): FormResolver {
  let resolver = resolvers.get(status);
  if (!resolver) {
    resolver = zodResolver(productFormSchemaFor(status));
    resolvers.set(status, resolver);
  }
  return resolver;
}

/** Said above the submit button when a value is wrong, each field's sentence beside it. */
export const CORRECT_THE_FIELDS = 'Please correct the fields marked below.';

/** The sentence above the submit button when the form is refused before it is sent. */
export function refusalOf(errors: FieldErrors<ProductFormValues>): string {
  const missing = (Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]).some(
    ([field, message]) => errors[field]?.message === message,
  );
  return missing || errors.images?.message === PRODUCT_FIELD_MESSAGES.imagesRequired
    ? PRODUCT_MESSAGES.fillAll
    : CORRECT_THE_FIELDS;
}

/** The form for a stored product, or an empty one. */
export function formValuesOf(product?: AdminProduct): ProductFormValues {
  if (!product) {
    return {
      name: '',
      category: '',
      color: '',
      price: '',
      oldPrice: '',
      description: '',
      images: [],
      listedSizes: [],
      colors: [],
    };
  }
  // Every colour lists the same sizes: those any colour has, in the order they first come.
  const listedSizes = [...new Set(product.colors.flatMap((row) => row.sizes.map((cell) => cell.size)))];
  return {
    name: product.name,
    category: product.category,
    color: product.colors[0]?.color ?? product.color,
    price: product.price.toFixed(2),
    oldPrice: product.oldPrice === null ? '' : product.oldPrice.toFixed(2),
    description: product.description,
    images: product.images,
    listedSizes,
    colors: product.colors.map((row) => ({
      color: row.color,
      images: row.images,
      sizes: listedSizes.map((size) => {
        const cell = row.sizes.find((variant) => variant.size === size);
        if (!cell) return emptyCell(size);
        return {
          size,
          stock: String(cell.stock),
          price: cell.price === null ? '' : cell.price.toFixed(2),
          sku: cell.sku,
          barcode: cell.barcode ?? '',
        };
      }),
    })),
  };
}

/**
 * A stored product as the form would send it unchanged; undefined if it would not pass the
 * form's checks. Checked as a draft is, so a draft still without pictures or stock has one.
 */
export function productBody(product: AdminProduct): CreateProductBody | undefined {
  return productFormSchemaFor('draft').safeParse(formValuesOf(product)).data;
}

/** The form's react-hook-form handle: typed values in, the API's body out. */
export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, CreateProductBody>;
