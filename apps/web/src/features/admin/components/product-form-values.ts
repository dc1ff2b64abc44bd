import {
  type AdminProduct,
  type CreateProductBody,
  createProductBodySchema,
  PRODUCT_FIELD_MESSAGES,
  PRODUCT_MESSAGES,
} from '@shop/shared/products-schemas';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/**
 * The form's fields as the owner typed them: numbers stay text until the form is sent, so an
 * emptied field is told apart from a 0.
 */
const productFormFieldsSchema = z.object({
  name: z.string(),
  category: z.string(),
  color: z.string(),
  price: z.string(),
  oldPrice: z.string(),
  description: z.string(),
  /** The pictures in order: the first is the main one. */
  images: z.array(z.string()),
  /** The sizes listed, in order: the category's (or, until it changes, the product's own). */
  sizes: z.array(z.object({ size: z.string(), stock: z.string() })),
});
export type ProductFormValues = z.input<typeof productFormFieldsSchema>;
export type StockRow = ProductFormValues['sizes'][number];

/** What an empty field says; any of them missing makes the form say 'Please fill all the fields'. */
const REQUIRED = {
  name: PRODUCT_FIELD_MESSAGES.nameRequired,
  category: PRODUCT_FIELD_MESSAGES.categoryRequired,
  color: PRODUCT_FIELD_MESSAGES.colorRequired,
  price: PRODUCT_FIELD_MESSAGES.priceRequired,
  description: PRODUCT_FIELD_MESSAGES.descriptionRequired,
} as const;

function requestOf(values: ProductFormValues) {
  return {
    name: values.name,
    category: values.category,
    color: values.color,
    price: Number(values.price),
    oldPrice: values.oldPrice.trim() ? Number(values.oldPrice) : null,
    description: values.description,
    images: values.images,
    sizes: values.sizes.map(({ size, stock }) => {
      const typed = stock.trim();
      // An emptied field is no number at all, not 0: the owner is told rather than guessed for.
      return { size, stock: typed === '' ? Number.NaN : Number(typed) };
    }),
  };
}

/**
 * The form's values checked by the API's own body schema, giving the body the API takes. Each
 * field gets one message, the first found: an empty field says it is missing before any rule
 * about its value, and a wrong stock is said under its size, naming it.
 */
export const productFormSchema = productFormFieldsSchema.transform((values, ctx) => {
  const marked = new Set<string>();
  const mark = (path: [string] | ['sizes', number, 'stock'], message: string) => {
    const key = path.join('.');
    if (marked.has(key)) return;
    marked.add(key);
    ctx.addIssue({ code: 'custom', path, message });
  };
  for (const [field, message] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]) {
    if (!values[field].trim()) mark([field], message);
  }
  if (values.images.length === 0) mark(['images'], PRODUCT_FIELD_MESSAGES.imagesRequired);
  const parsed = createProductBodySchema.safeParse(requestOf(values));
  for (const issue of parsed.error?.issues ?? []) {
    const [field, index] = issue.path;
    if (field === 'sizes' && typeof index === 'number') {
      const size = values.sizes[index]?.size ?? '';
      // Not a number at all (an emptied field) is the same mistake, said with the size.
      const message = issue.message.includes(`size ${size} `)
        ? issue.message
        : PRODUCT_FIELD_MESSAGES.stock(size);
      mark(['sizes', index, 'stock'], message);
    } else if (typeof field === 'string') {
      mark([field], issue.message);
    }
  }
  return parsed.success && marked.size === 0 ? (parsed.data as CreateProductBody) : z.NEVER;
});

/** The sentence above the submit button when the form is refused before it is sent. */
export function refusalOf(errors: FieldErrors<ProductFormValues>): string {
  const missing = (Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]).some(
    ([field, message]) => errors[field]?.message === message,
  );
  return missing || errors.images ? PRODUCT_MESSAGES.fillAll : 'Please correct the fields marked below.';
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
      sizes: [],
    };
  }
  return {
    name: product.name,
    category: product.category,
    color: product.color,
    price: product.price.toFixed(2),
    oldPrice: product.oldPrice === null ? '' : product.oldPrice.toFixed(2),
    description: product.description,
    images: product.images,
    sizes: product.sizes.map(({ size, stock }) => ({ size, stock: String(stock) })),
  };
}

/** A stored product as the form would send it unchanged; undefined if it would not pass the form's checks. */
export function productBody(product: AdminProduct): CreateProductBody | undefined {
  return productFormSchema.safeParse(formValuesOf(product)).data;
}

/** The form's react-hook-form handle: typed values in, the API's body out. */
export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, CreateProductBody>;
