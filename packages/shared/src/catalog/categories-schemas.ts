// The bodies of the admin's categories API (docs/product/api.md, Categories), used by its forms too.
import { z } from 'zod';
import {
  CATEGORIES_MAX,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_HANDLE,
  CATEGORY_HANDLE_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_SIZES_MAX,
  MEASUREMENT_MAX,
  SIZE_LABEL,
  SIZE_LABEL_MAX,
  SIZE_MEASUREMENTS,
  SIZE_UNITS,
} from './categories';
import { colorFields } from './colors-schemas';
import { canonicalSize } from './size-charts';

export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  nameTooLong: `Category name must be at most ${CATEGORY_NAME_MAX} characters`,
  handle: `Handle must be lowercase letters, digits and single hyphens, at most ${CATEGORY_HANDLE_MAX} characters, such as knitwear`,
  description: `Description must be at most ${CATEGORY_DESCRIPTION_MAX} characters`,
  picture: 'The picture must be the address of an uploaded picture',
  sizesRequired: 'A size chart needs at least one size',
  sizesTooMany: `A size chart has at most ${CATEGORY_SIZES_MAX} sizes`,
  sizeLabel: `A size is 1 to ${SIZE_LABEL_MAX} letters, digits, spaces, dots, slashes or hyphens, such as M, 38 or 7.5`,
  sizeTwice: (size: string) => `Size ${size} is in the chart twice`,
  measurement: (name: string) => `${name} must be a number above 0, at most ${MEASUREMENT_MAX}`,
  created: 'Category created',
  updated: 'Category updated',
  deleted: 'Category deleted',
} as const;

const measurement = (name: string) =>
  z
    .number({ error: CATEGORY_MESSAGES.measurement(name) })
    .gt(0, CATEGORY_MESSAGES.measurement(name))
    .max(MEASUREMENT_MAX, CATEGORY_MESSAGES.measurement(name))
    .transform((value) => Math.round(value * 10) / 10)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

const measurementFields = Object.fromEntries(
  SIZE_MEASUREMENTS.map((key) => [key, measurement(key[0]?.toUpperCase() + key.slice(1))]),
) as Record<(typeof SIZE_MEASUREMENTS)[number], ReturnType<typeof measurement>>;

const chartSize = z.strictObject({
  size: z
    .string({ error: CATEGORY_MESSAGES.sizeLabel })
    .transform(canonicalSize)
    .pipe(
      z
        .string()
        .min(1, CATEGORY_MESSAGES.sizeLabel)
        .max(SIZE_LABEL_MAX, CATEGORY_MESSAGES.sizeLabel)
        .regex(SIZE_LABEL, CATEGORY_MESSAGES.sizeLabel),
    ),
  ...measurementFields,
});

export const sizeChartSchema = z.strictObject({
  unit: z.enum(SIZE_UNITS, { error: () => `Unit must be one of: ${SIZE_UNITS.join(', ')}` }).default('cm'),
  sizes: z
    .array(chartSize, { error: CATEGORY_MESSAGES.sizesRequired })
    .min(1, CATEGORY_MESSAGES.sizesRequired)
    .max(CATEGORY_SIZES_MAX, CATEGORY_MESSAGES.sizesTooMany)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const key = row.size.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'size'],
            message: CATEGORY_MESSAGES.sizeTwice(row.size),
          });
        seen.add(key);
      });
    }),
});

const categoryFields = {
  name: z
    .string({ error: CATEGORY_MESSAGES.nameRequired })
    .trim()
    .min(1, CATEGORY_MESSAGES.nameRequired)
    .max(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.nameTooLong),
  handle: z
    .string({ error: CATEGORY_MESSAGES.handle })
    .trim()
    .max(CATEGORY_HANDLE_MAX, CATEGORY_MESSAGES.handle)
    .regex(CATEGORY_HANDLE, CATEGORY_MESSAGES.handle),
  description: z
    .string({ error: CATEGORY_MESSAGES.description })
    .trim()
    .max(CATEGORY_DESCRIPTION_MAX, CATEGORY_MESSAGES.description),
  picture: z
    .string({ error: CATEGORY_MESSAGES.picture })
    .max(2000, CATEGORY_MESSAGES.picture)
    .regex(/^(\/(?!\/)|https?:\/\/)[^\s"'<>\\]+$/, CATEGORY_MESSAGES.picture)
    .nullable(),
  hidden: z.boolean({ error: 'hidden must be true or false' }),
  featured: z.boolean({ error: 'featured must be true or false' }),
  position: z
    .number({ error: 'position must be a whole number, 0 or more' })
    .int('position must be a whole number, 0 or more')
    .min(0, 'position must be a whole number, 0 or more')
    .max(10_000, 'position must be at most 10000'),
  sizeChart: sizeChartSchema,
};

/** `POST /api/categories`: a name is all it needs; the handle is made from it, the chart is One Size. */
export const createCategorySchema = z.strictObject({
  name: categoryFields.name,
  handle: categoryFields.handle.optional(),
  description: categoryFields.description.optional(),
  picture: categoryFields.picture.optional(),
  hidden: categoryFields.hidden.optional(),
  featured: categoryFields.featured.optional(),
  position: categoryFields.position.optional(),
  sizeChart: categoryFields.sizeChart.optional(),
});
export type CreateCategoryBody = z.output<typeof createCategorySchema>;

/** `PATCH /api/categories/:id`: what is left out stays. */
export const updateCategorySchema = createCategorySchema.partial();
export type UpdateCategoryBody = z.output<typeof updateCategorySchema>;

/** `DELETE /api/categories/:id?moveTo=<handle>`: where its products go. */
export const deleteCategoryQuerySchema = z.object({
  moveTo: categoryFields.handle.optional(),
});

export const categoryIdParams = z.object({
  id: z.uuid({ error: 'id must be a category id' }),
});

const chartSizeJson = z.object({
  size: z.string(),
  bust: z.number().nullable(),
  waist: z.number().nullable(),
  hips: z.number().nullable(),
  length: z.number().nullable(),
});

/** A category as `GET /api/categories` answers it (ShopCategory). */
export const shopCategorySchema = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  description: z.string(),
  picture: z.string().nullable(),
  position: z.number().int(),
  hidden: z.boolean(),
  featured: z.boolean(),
  sizeChart: z.object({ unit: z.enum(SIZE_UNITS), sizes: z.array(chartSizeJson) }),
});

/** An admin's view of a category (AdminCategory). */
export const adminCategorySchema = shopCategorySchema.extend({ productCount: z.number().int() });

export const categoryListSchema = z.object({
  categories: z.array(adminCategorySchema.or(shopCategorySchema)),
});
export const categoryResponseSchema = z.object({ message: z.string(), category: adminCategorySchema });
export const categoryDeletedSchema = z.object({ message: z.string(), moved: z.number().int() });

/**
 * The shop's own words as a file (`GET /api/catalog-vocabulary`): its categories in menu order
 * with their charts, and its colours. A Shopify product CSV has no room for them; this file moves
 * them between shops, before the products (docs/product/api.md, Categories).
 */
export const catalogVocabularySchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        handle: categoryFields.handle,
        name: categoryFields.name,
        description: categoryFields.description.default(''),
        picture: categoryFields.picture.default(null),
        hidden: categoryFields.hidden.default(false),
        featured: categoryFields.featured.default(false),
        sizeChart: categoryFields.sizeChart,
      }),
      { error: 'categories must be a list of categories' },
    )
    .max(CATEGORIES_MAX, `A shop has at most ${CATEGORIES_MAX} categories`)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.handle))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'handle'],
            message: `The address ${row.handle} is given twice`,
          });
        seen.add(row.handle);
      });
    }),
  colors: z
    .array(
      z.strictObject({
        name: colorFields.name,
        family: colorFields.family,
        swatch: colorFields.swatch.default(null),
      }),
      { error: 'colors must be a list of colours' },
    )
    .max(5000, 'A file holds at most 5000 colours'),
});
export type CatalogVocabulary = z.output<typeof catalogVocabularySchema>;

export const vocabularyImportedSchema = z.object({
  message: z.string(),
  categories: z.object({ created: z.number().int(), updated: z.number().int() }),
  colors: z.object({ created: z.number().int(), updated: z.number().int() }),
});
