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

/**
 * What the owner reads when a field is wrong, in the form and in the API's 400 answers alike: each
 * sentence names the field as the form labels it (the first-day fixes of 25 November 2026).
 */
export const PRODUCT_FIELD_MESSAGES = {
  nameRequired: 'Product name is required',
  nameTooLong: `Product name must be at most ${PRODUCT_NAME_MAX} characters`,
  categoryRequired: 'Choose a category',
  colorRequired: 'Choose a colour',
  priceRequired: 'Price is required',
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${PRODUCT_DESCRIPTION_MAX} characters`,
  imagesRequired: 'Add at least one picture',
  imagesTooMany: `A product can have at most ${PRODUCT_IMAGES_MAX} pictures`,
  imageAddress: 'Each picture must be the address of an uploaded picture',
  sizesRequired: 'Add at least one size',
  oldPriceNotAbove: 'Sale price must be above the price',
  stock: (size: string) => `Stock for size ${size} must be a whole number, 0 or more`,
  stockTooHigh: (size: string) => `Stock for size ${size} must be at most ${PRODUCT_STOCK_MAX}`,
  stockWas: (size: string) => `stockWas for size ${size} must be a whole number, 0 or more`,
  /** The 409 when the owner changed a size's stock and someone else (a sale, another admin) did too. */
  stockChanged: (size: string, now: number, was: number) =>
    `Stock for size ${size} changed to ${now} while you were editing (it was ${was}).`,
  checkAndSaveAgain: (many: boolean) => `Check ${many ? 'them' : 'it'} and save again.`,
} as const;

/** `label` is the field as the form names it: 'Price', 'Sale price'. */
const money = (label: string) =>
  z
    .number({ error: `${label} must be a number of dollars, such as 49.99` })
    .positive(`${label} must be more than 0`)
    .max(PRODUCT_PRICE_MAX, `${label} must be at most ${PRODUCT_PRICE_MAX}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: `${label} must have at most 2 decimals (whole cents)`,
    })
    // Within the rounding above of 0 is a price of $0.00.
    .refine((value) => Math.round(value * 100) >= 1, { error: `${label} must be more than 0` });

/** A picture the upload pipeline (or the demo catalog) serves: a path on this site or an http(s) address. */
const imageUrl = z
  .string({ error: PRODUCT_FIELD_MESSAGES.imageAddress })
  .max(2000, PRODUCT_FIELD_MESSAGES.imageAddress)
  .regex(/^(\/(?!\/)|https?:\/\/)[^\s"'<>\\]+$/, PRODUCT_FIELD_MESSAGES.imageAddress);

/**
 * The stock of one size, checked with the size in hand so every message names it. An update may
 * add `stockWas`, the stock the form showed for the size (docs/product/api.md, Products).
 */
const sizeStock = z
  .strictObject(
    {
      size: z.enum(SIZES, { error: () => `Size must be one of: ${SIZES.join(', ')}` }),
      // Whole and 0 or more is checked below, where the size is known to name it.
      stock: z.number({ error: 'Stock must be a whole number, 0 or more' }),
      stockWas: z.number({ error: 'stockWas must be a whole number, 0 or more' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `sizes: unknown field ${issue.keys[0]}` : undefined,
    },
  )
  .superRefine((row, ctx) => {
    const { stock, stockWas } = row;
    if (stockWas !== undefined && (!Number.isInteger(stockWas) || stockWas < 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['stockWas'],
        message: PRODUCT_FIELD_MESSAGES.stockWas(row.size),
      });
    }
    if (!Number.isInteger(stock) || stock < 0) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: PRODUCT_FIELD_MESSAGES.stock(row.size) });
    } else if (stock > PRODUCT_STOCK_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['stock'],
        message: PRODUCT_FIELD_MESSAGES.stockTooHigh(row.size),
      });
    }
  });

const fields = {
  name: z
    .string({ error: PRODUCT_FIELD_MESSAGES.nameRequired })
    .trim()
    .min(1, PRODUCT_FIELD_MESSAGES.nameRequired)
    .max(PRODUCT_NAME_MAX, PRODUCT_FIELD_MESSAGES.nameTooLong),
  category: z.enum(CATEGORIES, { error: () => `Category must be one of: ${CATEGORIES.join(', ')}` }),
  color: z.enum(COLORS, { error: () => `Colour must be one of: ${COLORS.join(', ')}` }),
  price: money('Price'),
  /** The price before a sale (compare-at); above `price`, or null when not on sale. */
  oldPrice: money('Sale price').nullable(),
  description: z
    .string({ error: PRODUCT_FIELD_MESSAGES.descriptionRequired })
    .trim()
    .min(1, PRODUCT_FIELD_MESSAGES.descriptionRequired)
    .max(PRODUCT_DESCRIPTION_MAX, PRODUCT_FIELD_MESSAGES.descriptionTooLong),
  /** The original's single picture; `images` wins when both are sent. */
  image: imageUrl,
  /** The pictures in order: the first is the main one. */
  images: z
    .array(imageUrl, { error: 'Pictures must be a list of picture addresses' })
    .max(PRODUCT_IMAGES_MAX, PRODUCT_FIELD_MESSAGES.imagesTooMany),
  /** Stock per size; the sizes must be the category's (docs/product/rules.md, Sizes). */
  sizes: z
    .array(sizeStock, { error: 'Sizes must be a list of {size, stock}' })
    .min(1, PRODUCT_FIELD_MESSAGES.sizesRequired),
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
    // A new product has no stock anyone could have seen before.
    body.sizes?.forEach((row, index) => {
      if (row.stockWas !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['sizes', index, 'stockWas'],
          message: 'sizes: unknown field stockWas',
        });
      }
    });
    if (!body.image && !body.images?.length) {
      ctx.addIssue({ code: 'custom', path: ['images'], message: PRODUCT_FIELD_MESSAGES.imagesRequired });
    }
    if (body.oldPrice != null && body.oldPrice <= body.price) {
      ctx.addIssue({ code: 'custom', path: ['oldPrice'], message: PRODUCT_FIELD_MESSAGES.oldPriceNotAbove });
    }
  });
export type CreateProductBody = z.input<typeof createProductBodySchema>;

/**
 * PATCH /update-product/:id: any of the same fields; what is left out stays. A size that has
 * stock or units held by checkouts goes only when `dropSizes` names it (409 otherwise). A size
 * sent with `stockWas` keeps a sale or restock made meanwhile when the owner left its stock as
 * it was, and is refused (409 naming it) when the owner changed it too.
 */
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
      images: fields.images.min(1, PRODUCT_FIELD_MESSAGES.imagesRequired).optional(),
      sizes: fields.sizes.optional(),
      /** Sizes the owner confirmed may go with their stock and held units. */
      dropSizes: z
        .array(z.enum(SIZES, { error: () => `dropSizes: each must be one of: ${SIZES.join(', ')}` }), {
          error: 'dropSizes must be a list of sizes, such as ["M"]',
        })
        .max(SIZES.length, 'dropSizes lists each size once')
        .optional(),
    },
    unknownField,
  )
  .refine((body) => Object.keys(body).some((key) => key !== 'dropSizes'), {
    error: 'Nothing to change: send at least one field',
  });
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

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
  /** Words in the name or handle. */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  stock: oneOfList('stock', ADMIN_STOCK_FILTERS).optional(),
  category: oneOfList('category', CATEGORIES).optional(),
  sort: oneOfList('sort', ADMIN_PRODUCT_SORTS).default('newest'),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;
export type AdminProductListQueryOutput = z.output<typeof adminProductListQuerySchema>;

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
