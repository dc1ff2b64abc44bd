// Manage Products' list (docs/product/api.md, Products): its query, filters and sorts, and the
// products as the admin sees them.
import { z } from 'zod';
import { pageQuerySchema } from '../api-schemas';
import { CATEGORY_HANDLE, CATEGORY_HANDLE_MAX } from './categories';
import { ADMIN_PRODUCTS_PAGE_SIZE, PRODUCT_STATUSES } from './product-fields';

/** A size is running low with this few units or fewer free to buy (docs/product/rules.md). */
export const LOW_STOCK_UNITS = 3;
/**
 * Manage Products' stock filter, by units free to buy (stock less units held by checkouts):
 * sold-out, no size has any; low, some size has LOW_STOCK_UNITS or fewer (none included) but
 * not every size is sold out; in-stock, every size has more. Each product is in exactly one.
 */
export const ADMIN_STOCK_FILTERS = ['sold-out', 'low', 'in-stock'] as const;
export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number];
/** Manage Products' orders; stock counts the units free to buy over every size. */
export const ADMIN_PRODUCT_SORTS = [
  'newest',
  'oldest',
  'title',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

const oneOfList = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: () => `${name} must be one of: ${values.join(', ')}` });

export const adminProductListQuerySchema = pageQuerySchema(ADMIN_PRODUCTS_PAGE_SIZE).extend({
  /** Words in the name or handle, or a size's SKU or barcode (whole, any case). */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  stock: oneOfList('stock', ADMIN_STOCK_FILTERS).optional(),
  /** A category's handle; the server checks it is one of the shop's. */
  category: z
    .string()
    .max(CATEGORY_HANDLE_MAX, "category must be one of the shop's categories")
    .regex(CATEGORY_HANDLE, "category must be one of the shop's categories")
    .optional(),
  status: oneOfList('status', PRODUCT_STATUSES).optional(),
  sort: oneOfList('sort', ADMIN_PRODUCT_SORTS).default('newest'),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;
export type AdminProductListQueryOutput = z.output<typeof adminProductListQuerySchema>;

const adminVariantSchema = z.object({
  variantId: z.string(),
  size: z.string(),
  color: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  stock: z.number(),
  reserved: z.number(),
  free: z.number(),
  price: z.number().nullable(),
});
export type AdminProductVariant = z.infer<typeof adminVariantSchema>;

export const adminProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  handle: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  name: z.string(),
  category: z.string(),
  color: z.string(),
  price: z.number(),
  oldPrice: z.number().nullable(),
  description: z.string(),
  /** The main picture, as the original had it: the first shared picture, else the main colour's first. */
  image: z.string().nullable(),
  /** The pictures shown whatever colour is picked, in order; each colour's own are under `colors`. */
  images: z.array(z.string()),
  /**
   * Every variant (size × colour): units in stock, held by checkouts in progress, and free to buy;
   * `price` is the variant's own price when it differs from the product's, null otherwise.
   */
  sizes: z.array(adminVariantSchema),
  /** The same variants as the colour × size grid, the main colour first, with each colour's pictures. */
  colors: z.array(
    z.object({ color: z.string(), images: z.array(z.string()), sizes: z.array(adminVariantSchema) }),
  ),
  /** Units in stock over every size. */
  stock: z.number(),
  averageRating: z.number().nullable(),
  reviewCount: z.number(),
  /** The admin who created it (a user id); null for the demo catalog. */
  author: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Review answers on a product's fit, every colour's (product-fit.ts reads them). */
export const productFitSchema = z.object({
  small: z.number().int(),
  true: z.number().int(),
  large: z.number().int(),
  /** Reviews with a fit answer: small + true + large. */
  answers: z.number().int(),
});

/** Units returned as too small or too large (returns not rejected), against paid units sold. */
export const sizeReturnsSchema = z.object({ units: z.number().int(), soldUnits: z.number().int() });

/** A product as Manage Products lists it: the admin shape with how it fits. */
export const adminProductListItemSchema = adminProductSchema.extend({
  fit: productFitSchema,
  sizeReturns: sizeReturnsSchema,
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;

export const adminProductListSchema = z.object({
  products: z.array(adminProductListItemSchema),
  totalPages: z.number().int(),
  totalProducts: z.number().int(),
  page: z.number().int(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;
