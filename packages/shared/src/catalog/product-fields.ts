// A product's fields as the admin's products API checks them (docs/product/api.md, Products): the
// limits, statuses and messages, and the field schemas the create and update bodies are made of.
import { z } from 'zod';
import { categoryField, colorField, sizeField } from './vocabulary-fields';

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_STOCK_MAX = 100_000;
/** No fashion item costs a million dollars; keeps cents well inside Postgres' integer. */
export const PRODUCT_PRICE_MAX = 999_999.99;
export const ADMIN_PRODUCTS_PAGE_SIZE = 12;
export const SKU_MAX = 255;
export const BARCODE_MAX = 64;
/** Size × colour cells of one product (the storefront's variants). */
export const PRODUCT_VARIANTS_MAX = 50;

/**
 * Where a product is (docs/product/rules.md, Product status): a draft is being prepared, an
 * active product is for sale, an archived one is no longer sold. Only active products reach
 * shoppers; orders, carts and reviews of the others keep working.
 */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};

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
  /** Publishing (status active) a product shoppers could not buy or see. */
  publishNeedsPicture: 'Add at least one picture before publishing',
  publishNeedsStock: 'Add stock to at least one size before publishing',
  sku: `SKU must be at most ${SKU_MAX} letters, digits, hyphens, dots, underscores or slashes`,
  barcode: `Barcode must be at most ${BARCODE_MAX} letters, digits or hyphens`,
  /** The 409 when another variant (of this product or another) has the SKU, whatever its case. */
  skuTaken: (sku: string) => `SKU ${sku} is already used by another product or size`,
  skuTwice: (sku: string) => `SKU ${sku} is given to two sizes`,
  stock: (size: string) => `Stock for size ${size} must be a whole number, 0 or more`,
  stockTooHigh: (size: string) => `Stock for size ${size} must be at most ${PRODUCT_STOCK_MAX}`,
  stockWas: (size: string) => `stockWas for size ${size} must be a whole number, 0 or more`,
  /** The 409 when the owner changed a size's stock and someone else (a sale, another admin) did too. */
  stockChanged: (size: string, now: number, was: number) =>
    `Stock for size ${size} changed to ${now} while you were editing (it was ${was}).`,
  checkAndSaveAgain: (many: boolean) => `Check ${many ? 'them' : 'it'} and save again.`,
  /** The colour grid (`colors`) and the plain size list (`sizes`) say the same thing twice. */
  sizesOrColors: 'Send the sizes or the colours with their sizes, not both',
  colorTwice: (color: string) => `Colour ${color} is listed twice`,
  colorSizeTwice: (size: string, color: string) => `Size ${size} is listed twice in ${color}`,
  mainColorNotListed: 'The main colour must be one of the colours listed',
  tooManyVariants: `A product has at most ${PRODUCT_VARIANTS_MAX} size and colour combinations`,
  /** A plain size list for a product sold in several colours would not say which colour it means. */
  severalColors: 'This product comes in several colours: send its colours with their sizes (colors)',
  /** A new main colour for a product in several colours must be one of them. */
  newMainColor: (color: string) =>
    `${color} is not one of this product's colours: add it with its sizes (colors) first`,
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
const sizeStockFields = {
  size: sizeField,
  // Whole and 0 or more is checked below, where the size is known to name it.
  stock: z.number({ error: 'Stock must be a whole number, 0 or more' }),
  stockWas: z.number({ error: 'stockWas must be a whole number, 0 or more' }).optional(),
  /** The owner's SKU; empty or left out, the shop generates one from the handle, colour and size (an edit keeps the size's SKU). */
  sku: z
    .string({ error: PRODUCT_FIELD_MESSAGES.sku })
    .trim()
    .max(SKU_MAX, PRODUCT_FIELD_MESSAGES.sku)
    .regex(/^[A-Za-z0-9._/-]*$/, PRODUCT_FIELD_MESSAGES.sku)
    .optional(),
  /** A GTIN/EAN/UPC or the owner's own code; empty or null for none, left out to keep it. */
  barcode: z
    .string({ error: PRODUCT_FIELD_MESSAGES.barcode })
    .trim()
    .max(BARCODE_MAX, PRODUCT_FIELD_MESSAGES.barcode)
    .regex(/^[A-Za-z0-9-]*$/, PRODUCT_FIELD_MESSAGES.barcode)
    .nullable()
    .optional(),
};

const unknownSizeField = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `sizes: unknown field ${issue.keys?.[0]}` : undefined,
};

function checkSizeStock(
  row: { size: string; stock: number; stockWas?: number | undefined },
  ctx: z.RefinementCtx,
): void {
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
}

const sizeStock = z.strictObject(sizeStockFields, unknownSizeField).superRefine(checkSizeStock);

export const fields = {
  name: z
    .string({ error: PRODUCT_FIELD_MESSAGES.nameRequired })
    .trim()
    .min(1, PRODUCT_FIELD_MESSAGES.nameRequired)
    .max(PRODUCT_NAME_MAX, PRODUCT_FIELD_MESSAGES.nameTooLong),
  category: categoryField(PRODUCT_FIELD_MESSAGES.categoryRequired),
  color: colorField(PRODUCT_FIELD_MESSAGES.colorRequired),
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
    .min(1, PRODUCT_FIELD_MESSAGES.sizesRequired)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const sku = row.sku?.toUpperCase();
        if (!sku) return;
        if (seen.has(sku))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'sku'],
            message: PRODUCT_FIELD_MESSAGES.skuTwice(row.sku ?? ''),
          });
        seen.add(sku);
      });
    }),
  status: z.enum(PRODUCT_STATUSES, {
    error: () => `Status must be one of: ${PRODUCT_STATUSES.join(', ')}`,
  }),
};

/** One cell of the colour × size grid: a size's stock in this colour, with an optional own price. */
const colorSize = z
  .strictObject(
    {
      ...sizeStockFields,
      /** This size in this colour costs this much; null or left out, the product's price. */
      price: money('Price').nullable().optional(),
    },
    unknownSizeField,
  )
  .superRefine(checkSizeStock);

/**
 * The colour × size grid (docs/product/api.md, Products): each colour with its own pictures (shown when a shopper picks
 * it, after the product's shared `images`) and its sizes. Colours appear on the storefront in this
 * order, the main colour (`color`) first.
 */
export const colorsField = z
  .array(
    z.strictObject(
      {
        color: fields.color,
        /** This colour's pictures in order; left out on an edit, the colour keeps the ones it has. */
        images: fields.images.optional(),
        sizes: z
          .array(colorSize, { error: 'Sizes must be a list of {size, stock}' })
          .min(1, PRODUCT_FIELD_MESSAGES.sizesRequired),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? `colors: unknown field ${issue.keys[0]}` : undefined,
      },
    ),
    { error: 'colors must be a list of {color, sizes}' },
  )
  .min(1, PRODUCT_FIELD_MESSAGES.colorRequired)
  .superRefine((entries, ctx) => {
    const colors = new Set<string>();
    const skus = new Set<string>();
    let cells = 0;
    entries.forEach((entry, index) => {
      if (colors.has(entry.color))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'color'],
          message: PRODUCT_FIELD_MESSAGES.colorTwice(entry.color),
        });
      colors.add(entry.color);
      const sizes = new Set<string>();
      entry.sizes.forEach((row, at) => {
        cells += 1;
        if (sizes.has(row.size))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'sizes', at, 'size'],
            message: PRODUCT_FIELD_MESSAGES.colorSizeTwice(row.size, entry.color),
          });
        sizes.add(row.size);
        const sku = row.sku?.toUpperCase();
        if (!sku) return;
        if (skus.has(sku))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'sizes', at, 'sku'],
            message: PRODUCT_FIELD_MESSAGES.skuTwice(row.sku ?? ''),
          });
        skus.add(sku);
      });
    });
    if (cells > PRODUCT_VARIANTS_MAX)
      ctx.addIssue({ code: 'custom', path: [], message: PRODUCT_FIELD_MESSAGES.tooManyVariants });
  });
export type ProductColorsInput = z.input<typeof colorsField>;

/** Checks shared by create and update when the body names both the main colour and the grid. */
export function checkColorsWithSizes(
  body: { color?: string | undefined; sizes?: unknown; colors?: { color: string }[] | undefined },
  ctx: z.RefinementCtx,
): void {
  if (body.colors === undefined) return;
  if (body.sizes !== undefined)
    ctx.addIssue({ code: 'custom', path: ['colors'], message: PRODUCT_FIELD_MESSAGES.sizesOrColors });
  if (body.color !== undefined && !body.colors.some((entry) => entry.color === body.color))
    ctx.addIssue({ code: 'custom', path: ['color'], message: PRODUCT_FIELD_MESSAGES.mainColorNotListed });
}

export const colorsHaveStock = (colors: { sizes: { stock: number }[] }[] | undefined) =>
  colors?.some((entry) => entry.sizes.some((row) => row.stock > 0)) ?? false;
export const colorsHavePictures = (colors: { images?: string[] | undefined }[] | undefined) =>
  colors?.some((entry) => (entry.images?.length ?? 0) > 0) ?? false;

export const unknownField = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys?.[0]}` : undefined,
};
