// The admin's products API (docs/product/api.md, Products): request and answer schemas shared by
// the Add Product / Update product forms and the server.
import { z } from 'zod';
import { pageQuerySchema } from './api-schemas';
import { CATEGORIES, COLORS, SIZES } from './catalog';

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_STOCK_MAX = 100_000;
/** No fashion item costs a million dollars; keeps cents well inside Postgres' integer. */
export const PRODUCT_PRICE_MAX = 999_999.99;
export const ADMIN_PRODUCTS_PAGE_SIZE = 12;

export const PRODUCT_MESSAGES = {
  added: 'Product added successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  fillAll: 'Please fill all the fields',
  loadFailed: 'Failed to load products',
} as const;

const money = (field: string) =>
  z
    .number({ error: `${field} must be a number of dollars, such as 49.99` })
    .positive(`${field} must be more than 0`)
    .max(PRODUCT_PRICE_MAX, `${field} must be at most ${PRODUCT_PRICE_MAX}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: `${field} must have at most 2 decimals`,
    })
    // Within the rounding above of 0 is a price of $0.00.
    .refine((value) => Math.round(value * 100) >= 1, { error: `${field} must be more than 0` });

/** A picture the upload pipeline (or the demo catalog) serves: a path on this site or an http(s) address. */
const imageUrl = z
  .string({ error: 'images must be picture addresses' })
  .max(2000, 'images must be at most 2000 characters each')
  .regex(/^(\/(?!\/)|https?:\/\/)[^\s"'<>\\]+$/, 'images must be addresses of uploaded pictures');

const sizeStock = z.strictObject(
  {
    size: z.enum(SIZES, { error: () => `size must be one of: ${SIZES.join(', ')}` }),
    stock: z
      .number({ error: 'stock must be a whole number' })
      .int('stock must be a whole number')
      .min(0, 'stock must not be negative')
      .max(PRODUCT_STOCK_MAX, `stock must be at most ${PRODUCT_STOCK_MAX}`),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `sizes: unknown field ${issue.keys[0]}` : undefined,
  },
);

const fields = {
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(PRODUCT_NAME_MAX, `name must be at most ${PRODUCT_NAME_MAX} characters`),
  category: z.enum(CATEGORIES, { error: () => `category must be one of: ${CATEGORIES.join(', ')}` }),
  color: z.enum(COLORS, { error: () => `color must be one of: ${COLORS.join(', ')}` }),
  price: money('price'),
  /** The price before a sale (compare-at); above `price`, or null when not on sale. */
  oldPrice: money('oldPrice').nullable(),
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(1, 'description is required')
    .max(PRODUCT_DESCRIPTION_MAX, `description must be at most ${PRODUCT_DESCRIPTION_MAX} characters`),
  /** The original's single picture; `images` wins when both are sent. */
  image: imageUrl,
  /** The pictures in order: the first is the main one. */
  images: z
    .array(imageUrl, { error: 'images must be a list of picture addresses' })
    .max(PRODUCT_IMAGES_MAX, `images must be at most ${PRODUCT_IMAGES_MAX}`),
  /** Stock per size; the sizes must be the category's (docs/product/rules.md, Sizes). */
  sizes: z
    .array(sizeStock, { error: 'sizes must be a list of {size, stock}' })
    .min(1, 'sizes needs at least one size'),
};

const unknownField = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys?.[0]}` : undefined,
};

/**
 * POST /created-product. Fields the server owns (author, _id, averageRating, createdAt) are
 * refused like any unknown field. Without `sizes` the category's sizes start with no stock.
 */
export const createProductBodySchema = z
  .strictObject(
    {
      name: fields.name,
      category: fields.category,
      color: fields.color,
      price: fields.price,
      oldPrice: fields.oldPrice.optional(),
      description: fields.description,
      image: fields.image.optional(),
      images: fields.images.optional(),
      sizes: fields.sizes.optional(),
    },
    unknownField,
  )
  .superRefine((body, ctx) => {
    if (!body.image && !body.images?.length) {
      ctx.addIssue({ code: 'custom', path: ['images'], message: 'image is required' });
    }
    if (body.oldPrice != null && body.oldPrice <= body.price) {
      ctx.addIssue({ code: 'custom', path: ['oldPrice'], message: 'oldPrice must be above price' });
    }
  });
export type CreateProductBody = z.input<typeof createProductBodySchema>;

/** PATCH /update-product/:id: any of the same fields; what is left out stays. */
export const updateProductBodySchema = z
  .strictObject(
    {
      name: fields.name.optional(),
      category: fields.category.optional(),
      color: fields.color.optional(),
      price: fields.price.optional(),
      oldPrice: fields.oldPrice.optional(),
      description: fields.description.optional(),
      image: fields.image.optional(),
      images: fields.images.min(1, 'image is required').optional(),
      sizes: fields.sizes.optional(),
    },
    unknownField,
  )
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change: send at least one field' });
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

export const adminProductListQuerySchema = pageQuerySchema(ADMIN_PRODUCTS_PAGE_SIZE).extend({
  /** Words in the name or handle. */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});

export const adminProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  category: z.string(),
  color: z.string(),
  price: z.number(),
  oldPrice: z.number().nullable(),
  description: z.string(),
  /** The main picture, as the original had it; `images` lists all of them in order. */
  image: z.string().nullable(),
  images: z.array(z.string()),
  /** Per size: units in stock, held by checkouts in progress, and free to buy. */
  sizes: z.array(
    z.object({
      variantId: z.string(),
      size: z.string(),
      stock: z.number(),
      reserved: z.number(),
      free: z.number(),
    }),
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

export const adminProductListSchema = z.object({
  products: z.array(adminProductSchema),
  totalPages: z.number().int(),
  totalProducts: z.number().int(),
  page: z.number().int(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;
