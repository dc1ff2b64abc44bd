// The admin's products API (docs/product/api.md, Products): the create and update bodies shared by
// the Add Product / Update product forms and the server.
import { z } from 'zod';
import { CATEGORY_SIZES_MAX, SIZE_LABEL, SIZE_LABEL_MAX } from './categories';
import { COLOR_NAME_MAX } from './colors';
import {
  checkColorsWithSizes,
  colorsField,
  colorsHavePictures,
  colorsHaveStock,
  fields,
  PRODUCT_FIELD_MESSAGES,
  unknownField,
} from './product-fields';

/**
 * POST /created-product. Fields the server owns (author, _id, averageRating, createdAt) are
 * refused like any unknown field. Without `sizes` the category's sizes start with no stock.
 * Without `status` the product is published at once (as the original's Add Product did); a draft may lack
 * pictures and stock, and `status: 'active'` asks for both (400 naming images or sizes).
 */
export const createProductBodySchema = z
  .strictObject(
    {
      name: fields.name,
      category: fields.category,
      /** The main colour; with `colors` it may be left out (the first colour is the main one). */
      color: fields.color.optional(),
      price: fields.price,
      oldPrice: fields.oldPrice.optional(),
      description: fields.description,
      image: fields.image.optional(),
      images: fields.images.optional(),
      sizes: fields.sizes.optional(),
      colors: colorsField.optional(),
      status: fields.status.optional(),
    },
    unknownField,
  )
  .superRefine((body, ctx) => {
    if (body.color === undefined && body.colors === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['color'],
        message: PRODUCT_FIELD_MESSAGES.colorRequired,
      });
    checkColorsWithSizes(body, ctx);
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
    body.colors?.forEach((entry, index) => {
      entry.sizes.forEach((row, at) => {
        if (row.stockWas !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['colors', index, 'sizes', at, 'stockWas'],
            message: 'sizes: unknown field stockWas',
          });
        }
      });
    });
    const publishing = body.status === 'active';
    if (!body.image && !body.images?.length && !colorsHavePictures(body.colors) && body.status !== 'draft') {
      ctx.addIssue({
        code: 'custom',
        path: ['images'],
        message: publishing
          ? PRODUCT_FIELD_MESSAGES.publishNeedsPicture
          : PRODUCT_FIELD_MESSAGES.imagesRequired,
      });
    }
    if (publishing && !body.sizes?.some((row) => row.stock > 0) && !colorsHaveStock(body.colors)) {
      ctx.addIssue({ code: 'custom', path: ['sizes'], message: PRODUCT_FIELD_MESSAGES.publishNeedsStock });
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
 * it was, and is refused (409 naming it) when the owner changed it too. `status: 'active'` on a
 * draft or archived product publishes it when it has a picture and stock (400 naming images or
 * sizes otherwise).
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
      colors: colorsField.optional(),
      status: fields.status.optional(),
      /** Colours the owner confirmed may go with the stock and held units of their sizes. */
      dropColors: z
        .array(z.string({ error: 'dropColors: each must be a colour' }).min(1).max(COLOR_NAME_MAX), {
          error: 'dropColors must be a list of colours, such as ["green"]',
        })
        .max(50, 'dropColors lists each colour once')
        .optional(),
      /** Sizes the owner confirmed may go with their stock and held units. */
      dropSizes: z
        .array(
          z
            .string({ error: 'dropSizes: each must be a size' })
            .max(SIZE_LABEL_MAX, 'dropSizes: each must be a size')
            .regex(SIZE_LABEL, 'dropSizes: each must be a size'),
          { error: 'dropSizes must be a list of sizes, such as ["M"]' },
        )
        .max(CATEGORY_SIZES_MAX, 'dropSizes lists each size once')
        .optional(),
    },
    unknownField,
  )
  .refine((body) => Object.keys(body).some((key) => key !== 'dropSizes' && key !== 'dropColors'), {
    error: 'Nothing to change: send at least one field',
  })
  .superRefine(checkColorsWithSizes);
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;
