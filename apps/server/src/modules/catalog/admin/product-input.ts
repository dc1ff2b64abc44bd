import { generatedSku } from '@shop/shared/catalog/catalog';
import {
  BARCODE_MAX,
  PRODUCT_FIELD_MESSAGES,
  PRODUCT_STATUSES,
  type ProductStatus,
  SKU_MAX,
} from '@shop/shared/catalog/product-fields';
import { DomainError } from '../../../lib/domain-error';
import type { CategoryBook } from '../categories/category-book';
import type { ColorBook } from '../colors/color-book';
import { descriptionTextFromHtml, sanitizeDescriptionHtml } from '../description-html';
import type { NewImageRow, NewProductRow, NewVariantRow } from './catalog-write.queries';

// A product as a writer supplies it, and the check that makes it ready to store: every write of
// catalog-write.service.ts passes through checkProduct first.

export interface ProductVariantInput {
  /** Kept when creating (the demo catalog's ids are stable); a new one otherwise. */
  id?: string;
  size: string;
  color: string;
  priceCents: number;
  stock: number;
  /**
   * On an edit, the stock the writer saw before choosing `stock` (the form as it was loaded).
   * Compared with the locked row: unchanged, `stock` is written; changed meanwhile, the row's
   * stock stays when `stock` equals this (the writer left it alone), and a 409 names the size
   * when both changed. Left out, `stock` is written as it is.
   */
  stockWas?: number;
  /** Order on the product page; the variant's index when left out. */
  position?: number;
  /** Unique across the shop whatever its case; generated from the handle, colour and size when empty or left out. */
  sku?: string | null;
  barcode?: string | null;
}

export interface ProductImageInput {
  id?: string;
  url: string;
  alt: string;
  position?: number;
  /** The colour the picture shows (one of the product's); null or left out, shown for every colour. */
  color?: string | null;
}

/** A product as a writer supplies it. Category, colour and size are text here: they are checked. */
export interface ProductInput {
  id?: string;
  handle: string;
  title: string;
  /** Plain text for cards and meta descriptions; taken from the HTML when left out. */
  description?: string;
  /** Sanitised before it is stored, whoever wrote it. */
  descriptionHtml: string;
  productType: string;
  category: string;
  color: string;
  /** Only active products reach shoppers; active when left out. */
  status?: ProductStatus;
  priceCents: number;
  /** The price before a sale, above `priceCents`; null or left out when not on sale. */
  oldPriceCents?: number | null;
  averageRating?: number | null;
  reviewCount?: number;
  /** The admin creating it; the demo catalog has none. Never changed by an edit. */
  authorId?: string | null;
  createdAt?: Date;
  variants: ProductVariantInput[];
  images?: ProductImageInput[];
  /** The owner's tags, comma-separated ('cotton, basics'); searched with the type. */
  tags?: string;
  /** The search-engine head's own title and description; null for the product's. */
  seoTitle?: string | null;
  seoDescription?: string | null;
}

/** What an edit may change; whatever is left out stays. Variants or images given replace all of them. */
export type ProductUpdate = Partial<Omit<ProductInput, 'id' | 'createdAt' | 'authorId'>> & {
  /**
   * Sizes that may leave with their stock and held units. Any other size with either is kept
   * from leaving by a 409 naming it (docs/product/rules.md, Sizes).
   */
  dropSizes?: readonly string[];
  /**
   * The variants given say which sizes there are, not their stock: each size keeps the stock its
   * locked row has (a new size starts at 0), so a sale while the owner edits is never undone.
   */
  keepStock?: boolean;
  /** Colours that may leave with the stock and held units of their sizes, as `dropSizes`. */
  dropColors?: readonly string[];
};

/**
 * What a product may hold, for every writer (the forms' API, the demo catalog, a CSV import).
 * Postgres' integer columns end at 2^31 - 1; no fashion item costs a million dollars.
 */
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_TITLE = 200;
export const MAX_HANDLE = 200;
const MAX_PRODUCT_TYPE = 100;
export const MAX_DESCRIPTION_HTML = 20_000;
export const MAX_URL = 2_000;
export const MAX_ALT = 300;
export const MAX_VARIANTS = 50;
export const MAX_IMAGES = 20;
/** Tags as Shopify writes them, comma-separated: a few dozen words. */
export const MAX_TAGS = 1_000;
export const MAX_SEO_TITLE = 70;
export const MAX_SEO_DESCRIPTION = 320;
export const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SKU = /^[A-Za-z0-9._/-]+$/;
const BARCODE = /^[A-Za-z0-9-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = (field: string, message: string) => new DomainError(400, message, field);

function text(
  value: unknown,
  field: string,
  label: string,
  { min = 1, max }: { min?: number; max: number },
): string {
  if (typeof value !== 'string') throw invalid(field, `${label} must be text`);
  // Postgres refuses NUL in text with an error of its own; say so before it gets there.
  if (value.includes('\u0000')) throw invalid(field, `${label} must not contain NUL characters`);
  if (value.trim().length < min) throw invalid(field, `${label} is required`);
  if (value.length > max) throw invalid(field, `${label} must be at most ${max} characters`);
  return value;
}

function wholeNumber(value: unknown, field: string, label: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw invalid(field, `${label} must be a whole number`);
  if (value < 0) throw invalid(field, `${label} must not be negative`);
  if (value > max) throw invalid(field, `${label} must be at most ${max}`);
  return value;
}

function optionalId(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !UUID.test(value)) throw invalid(field, `${field} must be a UUID`);
  return value.toLowerCase();
}

function oneOf<T extends string>(value: unknown, values: readonly T[], field: string, label: string): T {
  if (typeof value !== 'string' || !values.includes(value as T)) {
    throw invalid(field, `${label} must be one of: ${values.join(', ')}`);
  }
  return value as T;
}

/** A picture's colour: null for every colour, else one the product comes in. */
/** A colour of the shop's by its name in any case, as the shop spells it. */
function shopColor(value: unknown, colors: ColorBook, field: string, label: string): string {
  const color = typeof value === 'string' ? colors.get(value) : undefined;
  if (!color) {
    const names = colors.all.map((known) => known.name);
    const listed = names.length > 30 ? `${names.slice(0, 30).join(', ')}…` : names.join(', ');
    throw invalid(field, `${label} must be one of: ${listed}`);
  }
  return color.name;
}

/** Text that may be left out or null (none); an empty one is none too. */
function optionalText(value: unknown, field: string, label: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  const given = text(value, field, label, { min: 0, max });
  return given === '' ? null : given;
}

function imageColor(
  value: unknown,
  productColors: ReadonlySet<string>,
  field: string,
  colors: ColorBook,
): string | null {
  if (value === undefined || value === null) return null;
  const color = shopColor(value, colors, field, 'Picture colour');
  if (!productColors.has(color)) throw invalid(field, `The product does not come in ${color}`);
  return color;
}

export interface CheckedProduct {
  row: NewProductRow & { id: string };
  variants: NewVariantRow[];
  images: NewImageRow[];
  /** The indexes of `variants` whose SKU the shop generated (a taken one gets a suffix). */
  generatedSkus: number[];
}

/** An optional code (SKU, barcode): trimmed, null when empty; `message` says what it may be. */
function optionalCode(
  value: unknown,
  field: string,
  pattern: RegExp,
  max: number,
  message: string,
): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(field, message);
  const code = value.trim();
  if (code === '') return null;
  if (code.length > max || !pattern.test(code)) throw invalid(field, message);
  return code;
}

/**
 * The whole product checked and made ready to store, or a 400 naming the first field that is
 * wrong. Nothing the database would refuse (NUL, out-of-range numbers, duplicate options, a
 * size the category does not have) gets past it.
 */
export function checkProduct(
  input: ProductInput,
  { keepChildIds, book, colors }: { keepChildIds: boolean; book: CategoryBook; colors: ColorBook },
): CheckedProduct {
  if (typeof input !== 'object' || input === null) throw invalid('(root)', 'A product is required');
  const id = optionalId(input.id, 'id') ?? crypto.randomUUID();
  const handle = text(input.handle, 'handle', 'Handle', { max: MAX_HANDLE });
  if (!HANDLE.test(handle)) {
    throw invalid(
      'handle',
      'Handle must be lowercase letters, digits and single hyphens, such as silk-slip-dress',
    );
  }
  const title = text(input.title, 'title', 'Title', { max: MAX_TITLE });
  const productType = text(input.productType, 'productType', 'Product type', {
    min: 0,
    max: MAX_PRODUCT_TYPE,
  });
  const category: string = oneOf(input.category, book.handles(), 'category', 'Category');
  const color = shopColor(input.color, colors, 'color', 'Colour');
  const status: ProductStatus =
    input.status === undefined ? 'active' : oneOf(input.status, PRODUCT_STATUSES, 'status', 'Status');
  const descriptionHtml = sanitizeDescriptionHtml(
    text(input.descriptionHtml, 'descriptionHtml', 'Description', { min: 0, max: MAX_DESCRIPTION_HTML }),
  );
  const description =
    input.description === undefined
      ? descriptionTextFromHtml(descriptionHtml)
      : text(input.description, 'description', 'Description text', { min: 0, max: MAX_DESCRIPTION_HTML });
  const priceCents = wholeNumber(input.priceCents, 'priceCents', 'Price', MAX_PRICE_CENTS);
  const oldPriceCents =
    input.oldPriceCents === undefined || input.oldPriceCents === null
      ? null
      : wholeNumber(input.oldPriceCents, 'oldPriceCents', 'Old price', MAX_PRICE_CENTS);
  if (oldPriceCents !== null && oldPriceCents <= priceCents) {
    throw invalid('oldPriceCents', 'Old price must be above the price');
  }
  const averageRating = input.averageRating ?? null;
  if (
    averageRating !== null &&
    (typeof averageRating !== 'number' ||
      !Number.isFinite(averageRating) ||
      averageRating < 0 ||
      averageRating > 5)
  ) {
    throw invalid('averageRating', 'Average rating must be between 0 and 5');
  }
  const reviewCount =
    input.reviewCount === undefined
      ? 0
      : wholeNumber(input.reviewCount, 'reviewCount', 'Review count', 2 ** 31 - 1);
  const createdAt = input.createdAt ?? new Date();
  if (!(createdAt instanceof Date) || Number.isNaN(createdAt.getTime())) {
    throw invalid('createdAt', 'createdAt must be a valid date');
  }

  if (!Array.isArray(input.variants) || input.variants.length === 0) {
    throw invalid('variants', 'A product needs at least one size');
  }
  if (input.variants.length > MAX_VARIANTS)
    throw invalid('variants', `A product has at most ${MAX_VARIANTS} variants`);
  // Sizes follow the category's chart (docs/product/rules.md, Sizes); the size filter relies on it (ADR 009).
  const sizes = book.sizesOf(category);
  const options = new Set<string>();
  const skus = new Set<string>();
  const generatedSkus: number[] = [];
  const variants = input.variants.map((variant, index): NewVariantRow => {
    const at = `variants.${index}`;
    const size: string = oneOf(variant?.size, sizes, `${at}.size`, `Size for ${category}`);
    const variantColor = shopColor(variant.color, colors, `${at}.color`, 'Variant colour');
    const option = `${size}\u0000${variantColor}`;
    if (options.has(option)) throw invalid(`${at}.size`, `Size ${size} in ${variantColor} is listed twice`);
    options.add(option);
    const given = optionalCode(variant.sku, `${at}.sku`, SKU, SKU_MAX, PRODUCT_FIELD_MESSAGES.sku);
    const sku = given ?? generatedSku(handle, variantColor, size);
    if (!given) generatedSkus.push(index);
    if (skus.has(sku.toUpperCase())) throw invalid(`${at}.sku`, PRODUCT_FIELD_MESSAGES.skuTwice(sku));
    skus.add(sku.toUpperCase());
    return {
      id: keepChildIds ? optionalId(variant.id, `${at}.id`) : undefined,
      productId: id,
      size,
      color: variantColor,
      priceCents: wholeNumber(variant.priceCents, `${at}.priceCents`, 'Variant price', MAX_PRICE_CENTS),
      // The owner's price; a live sale lowers priceCents when the write is repriced.
      listPriceCents: wholeNumber(variant.priceCents, `${at}.priceCents`, 'Variant price', MAX_PRICE_CENTS),
      stock: wholeNumber(variant.stock, `${at}.stock`, 'Stock', MAX_STOCK),
      sku,
      barcode: optionalCode(
        variant.barcode,
        `${at}.barcode`,
        BARCODE,
        BARCODE_MAX,
        PRODUCT_FIELD_MESSAGES.barcode,
      ),
      position:
        variant.position === undefined
          ? index
          : wholeNumber(variant.position, `${at}.position`, 'Position', MAX_STOCK),
    };
  });

  const imageInputs = input.images ?? [];
  if (!Array.isArray(imageInputs)) throw invalid('images', 'Images must be a list');
  if (imageInputs.length > MAX_IMAGES) throw invalid('images', `A product has at most ${MAX_IMAGES} images`);
  const productColors = new Set<string>(variants.map((variant) => variant.color));
  const images = imageInputs.map(
    (image, index): NewImageRow => ({
      id: keepChildIds ? optionalId(image?.id, `images.${index}.id`) : undefined,
      productId: id,
      color: imageColor(image?.color, productColors, `images.${index}.color`, colors),
      url: text(image?.url, `images.${index}.url`, 'Image address', { max: MAX_URL }),
      alt: text(image.alt, `images.${index}.alt`, 'Image description', { min: 0, max: MAX_ALT }),
      position:
        image.position === undefined
          ? index
          : wholeNumber(image.position, `images.${index}.position`, 'Position', MAX_STOCK),
    }),
  );

  return {
    row: {
      id,
      handle,
      title,
      description,
      descriptionHtml,
      productType,
      category,
      color,
      // Its own colour first, then the variants' others in their order: what search matches.
      colors: [...new Set([color, ...variants.map((variant) => variant.color)])].join(' '),
      tags: text(input.tags ?? '', 'tags', 'Tags', { min: 0, max: MAX_TAGS }),
      seoTitle: optionalText(input.seoTitle, 'seoTitle', 'SEO title', MAX_SEO_TITLE),
      seoDescription: optionalText(
        input.seoDescription,
        'seoDescription',
        'SEO description',
        MAX_SEO_DESCRIPTION,
      ),
      status,
      priceCents,
      oldPriceCents,
      listPriceCents: priceCents,
      listOldPriceCents: oldPriceCents,
      saleId: null,
      averageRating,
      reviewCount,
      authorId: input.authorId == null ? null : (optionalId(input.authorId, 'authorId') ?? null),
      createdAt,
      updatedAt: createdAt,
    },
    variants,
    images,
    generatedSkus,
  };
}
