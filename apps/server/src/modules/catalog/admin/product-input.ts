import { generatedSku } from '@shop/shared/catalog/catalog';
import {
  BARCODE_MAX,
  PRODUCT_FIELD_MESSAGES,
  PRODUCT_STATUSES,
  type ProductStatus,
  SKU_MAX,
} from '@shop/shared/catalog/product-fields';
import type { CategoryBook } from '../categories/category-book';
import type { ColorBook } from '../colors/color-book';
import { descriptionTextFromHtml, sanitizeDescriptionHtml } from '../description-html';
import type { NewImageRow, NewProductRow, NewVariantRow } from './catalog-write.queries';
import {
  BARCODE,
  HANDLE,
  imageColor,
  invalid,
  MAX_ALT,
  MAX_DESCRIPTION_HTML,
  MAX_HANDLE,
  MAX_IMAGES,
  MAX_PRICE_CENTS,
  MAX_PRODUCT_TYPE,
  MAX_SEO_DESCRIPTION,
  MAX_SEO_TITLE,
  MAX_STOCK,
  MAX_TAGS,
  MAX_TITLE,
  MAX_URL,
  MAX_VARIANTS,
  oneOf,
  optionalCode,
  optionalId,
  optionalText,
  SKU,
  shopColor,
  text,
  wholeNumber,
} from './product-input-checks';

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

export interface CheckedProduct {
  row: NewProductRow & { id: string };
  variants: NewVariantRow[];
  images: NewImageRow[];
  /** The indexes of `variants` whose SKU the shop generated (a taken one gets a suffix). */
  generatedSkus: number[];
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
