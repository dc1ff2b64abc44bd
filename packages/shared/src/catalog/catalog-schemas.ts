// Request and response schemas of the catalog API. Kept apart from catalog.ts so the storefront
// bundle, which needs the constants and only the types from here, never pulls in zod.
import { z } from 'zod';
import { parseDollars } from '../money';
import { COLORS, PRICE_RANGE_VALUES, PRODUCTS_DEFAULT_LIMIT, PRODUCTS_MAX_LIMIT, SORTS } from './catalog';
import { CATEGORY_HANDLE_MAX, SIZE_LABEL, SIZE_LABEL_MAX } from './categories';

/**
 * $1 000 000: above any price a product may have (PRODUCT_PRICE_MAX) and within PostgreSQL's
 * integer, so a price bound past it filters exactly the same once brought down to it.
 */
const PRICE_BOUND_CEILING_CENTS = 100_000_000;

const dollars = (name: string) =>
  z
    .string()
    .refine((value) => parseDollars(value) !== null, {
      message: `${name} must be a dollar amount such as 25 or 19.99`,
    })
    .transform((value) => Math.min(parseDollars(value) as number, PRICE_BOUND_CEILING_CENTS));

const positiveInt = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, { message: `${name} must be between 1 and ${max}` });

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: () => `${name} must be one of: ${values.join(', ')}` });

/**
 * The query string of GET /api/shopify-products/products. Every field arrives as text;
 * the schema turns it into typed values and names the parameter in every error.
 * 'all' means "no filter" for category and priceRange, as the shop page sends it.
 */
export const productListQuerySchema = z.object({
  /** 'all' or a category's handle; the server checks it is one of the shop's (docs/product/api.md). */
  category: z
    .string()
    .max(CATEGORY_HANDLE_MAX, "category must be all or one of the shop's categories")
    .regex(/^(all|[a-z0-9]+(?:-[a-z0-9]+)*)$/, "category must be all or one of the shop's categories")
    .optional(),
  color: oneOf('color', COLORS).optional(),
  /** A size of one of the shop's size charts; the server checks which. */
  size: z
    .string()
    .max(SIZE_LABEL_MAX, "size must be one of the shop's sizes")
    .regex(SIZE_LABEL, "size must be one of the shop's sizes")
    .optional(),
  /** Only products with a compare-at price: the shop's deals. */
  onSale: oneOf('onSale', ['true', 'false'] as const)
    .transform((value) => value === 'true')
    .optional(),
  priceRange: oneOf('priceRange', ['all', ...PRICE_RANGE_VALUES] as const).optional(),
  minPrice: dollars('minPrice').optional(),
  maxPrice: dollars('maxPrice').optional(),
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  sort: oneOf('sort', SORTS).optional(),
  seed: z
    .string()
    .regex(/^\d{1,9}$/, 'seed must be a whole number')
    .transform(Number)
    .optional(),
  page: positiveInt('page', 1_000_000).default(1),
  limit: positiveInt('limit', PRODUCTS_MAX_LIMIT).default(PRODUCTS_DEFAULT_LIMIT),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

const moneySchema = z.object({ amount: z.string(), currencyCode: z.literal('USD') });

export const catalogVariantSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: moneySchema,
  compareAtPrice: moneySchema.nullable(),
  availableForSale: z.boolean(),
  quantityAvailable: z.number().int(),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
});

export const catalogImageSchema = z.object({
  url: z.string(),
  altText: z.string(),
  /** The colour the picture shows; null (or absent) when it is shown whichever colour is picked. */
  color: z.string().nullable().optional(),
});

/** docs/product/api.md's catalog product (Shopify's storefront shape) plus the fields the shop itself needs. */
export const catalogProductSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  descriptionHtml: z.string(),
  productType: z.string(),
  category: z.string(),
  color: z.string(),
  /** The average of its reviews (one decimal); null when it has none (docs/product/rules.md). */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
  priceRange: z.object({ minVariantPrice: moneySchema }),
  compareAtPrice: moneySchema.nullable(),
  images: z.object({ edges: z.array(z.object({ node: catalogImageSchema })) }),
  variants: z.object({ edges: z.array(z.object({ node: catalogVariantSchema })) }),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;
export type CatalogVariant = z.infer<typeof catalogVariantSchema>;

export const productListResponseSchema = z.object({
  products: z.array(catalogProductSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const categoriesResponseSchema = z.object({ categories: z.array(z.string()) });
