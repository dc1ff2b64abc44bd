import {
  CATEGORIES,
  type Category,
  COLORS,
  type Color,
  SIZES,
  type Size,
  sizesForCategory,
} from '@shop/shared/catalog';
import type { CatalogProduct } from '@shop/shared/catalog-schemas';
import { PRODUCT_FIELD_MESSAGES } from '@shop/shared/products-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import {
  addSearchTerms,
  deleteProductRow,
  findOverheldVariants,
  findProductForUpdate,
  insertProductRows,
  isHandleTaken,
  lockProductVariants,
  type NewImageRow,
  type NewProductRow,
  type NewVariantRow,
  replaceImages,
  replaceVariants,
  setVariantColor,
  updateProductRow,
} from './catalog.queries';
import { getProduct } from './catalog.service';
import { descriptionTextFromHtml, sanitizeDescriptionHtml } from './description-html';

/**
 * Every product write goes through this file: the demo seeding, test fixtures and (later) the
 * admin endpoints. It checks the input, sanitises the description HTML, keeps the search
 * vocabulary (`search_terms`, docs/decisions/009) up to date and, through `createCatalogWriter`,
 * clears the catalog answer cache once a write has committed (docs/decisions/007).
 *
 * The functions taking `tx` run inside a transaction the caller opened and never commit; they
 * cannot know when it commits, so they do not touch the cache. Callers outside a larger unit of
 * work use `createCatalogWriter`, which opens the transaction and tells the cache afterwards.
 */

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
}

export interface ProductImageInput {
  id?: string;
  url: string;
  alt: string;
  position?: number;
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
};

/** Postgres' integer columns end at 2^31 - 1; no fashion item costs a million dollars. */
const MAX_PRICE_CENTS = 100_000_000;
const MAX_STOCK = 1_000_000;
const MAX_TITLE = 200;
const MAX_HANDLE = 200;
const MAX_PRODUCT_TYPE = 100;
const MAX_DESCRIPTION_HTML = 20_000;
const MAX_URL = 2_000;
const MAX_ALT = 300;
const MAX_VARIANTS = 50;
const MAX_IMAGES = 20;
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Well below Postgres' 65 535 bind parameters per statement, and large enough that 100 000
 * products insert in seconds.
 */
export const PRODUCT_WRITE_BATCH = 1000;

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

interface CheckedProduct {
  row: NewProductRow & { id: string };
  variants: NewVariantRow[];
  images: NewImageRow[];
}

/**
 * The whole product checked and made ready to store, or a 400 naming the first field that is
 * wrong. Nothing the database would refuse (NUL, out-of-range numbers, duplicate options, a
 * size the category does not have) gets past it.
 */
function checkProduct(input: ProductInput, { keepChildIds }: { keepChildIds: boolean }): CheckedProduct {
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
  const category: Category = oneOf(input.category, CATEGORIES, 'category', 'Category');
  const color: Color = oneOf(input.color, COLORS, 'color', 'Colour');
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
  // Sizes follow the category (docs/product/rules.md, Sizes); the size filter relies on it (ADR 009).
  const sizes = sizesForCategory(category);
  const options = new Set<string>();
  const variants = input.variants.map((variant, index): NewVariantRow => {
    const at = `variants.${index}`;
    const size: Size = oneOf(variant?.size, sizes, `${at}.size`, `Size for ${category}`);
    const variantColor: Color = oneOf(variant.color, COLORS, `${at}.color`, 'Variant colour');
    const option = `${size}\u0000${variantColor}`;
    if (options.has(option)) throw invalid(`${at}.size`, `Size ${size} in ${variantColor} is listed twice`);
    options.add(option);
    return {
      id: keepChildIds ? optionalId(variant.id, `${at}.id`) : undefined,
      productId: id,
      size,
      color: variantColor,
      priceCents: wholeNumber(variant.priceCents, `${at}.priceCents`, 'Variant price', MAX_PRICE_CENTS),
      stock: wholeNumber(variant.stock, `${at}.stock`, 'Stock', MAX_STOCK),
      position:
        variant.position === undefined
          ? index
          : wholeNumber(variant.position, `${at}.position`, 'Position', MAX_STOCK),
    };
  });

  const imageInputs = input.images ?? [];
  if (!Array.isArray(imageInputs)) throw invalid('images', 'Images must be a list');
  if (imageInputs.length > MAX_IMAGES) throw invalid('images', `A product has at most ${MAX_IMAGES} images`);
  const images = imageInputs.map(
    (image, index): NewImageRow => ({
      id: keepChildIds ? optionalId(image?.id, `images.${index}.id`) : undefined,
      productId: id,
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
      priceCents,
      oldPriceCents,
      averageRating,
      reviewCount,
      authorId: input.authorId == null ? null : (optionalId(input.authorId, 'authorId') ?? null),
      createdAt,
      updatedAt: createdAt,
    },
    variants,
    images,
  };
}

/** The unique constraints a write can hit, as the field a writer can fix. */
const UNIQUE_FIELDS: Record<string, string> = {
  products_handle_key: 'handle',
  products_pkey: 'id',
  product_variants_pkey: 'variants',
  product_images_pkey: 'images',
};

/**
 * A unique violation (two writers racing for one handle, or a duplicate in a bulk write) as a
 * 409 naming the field. drizzle wraps driver errors, so the cause chain is searched.
 */
function asConflict(error: unknown): unknown {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, constraint, message } = cause as { code?: string; constraint?: string; message?: string };
    if (code === '23505') {
      const name =
        constraint ?? Object.keys(UNIQUE_FIELDS).find((key) => message?.includes(key)) ?? 'products_pkey';
      const field = UNIQUE_FIELDS[name] ?? 'id';
      return new DomainError(
        409,
        `Another product already uses this ${field === 'handle' ? 'handle' : 'id'}`,
        field,
      );
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return error;
}

async function mappingConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asConflict(error);
  }
}

/**
 * Creates many products at once in the caller's transaction, in multi-row inserts of
 * PRODUCT_WRITE_BATCH products: the path the demo catalog of up to 100 000 products takes.
 * Every product is checked first, so a bad one leaves nothing half written in the batch.
 */
export async function createProducts(tx: Db, inputs: Iterable<ProductInput>): Promise<number> {
  let batch: CheckedProduct[] = [];
  let created = 0;
  for (const input of inputs) {
    batch.push(checkProduct(input, { keepChildIds: true }));
    if (batch.length >= PRODUCT_WRITE_BATCH) {
      created += await insertChecked(tx, batch);
      batch = [];
    }
  }
  return created + (await insertChecked(tx, batch));
}

async function insertChecked(tx: Db, batch: CheckedProduct[]): Promise<number> {
  if (batch.length === 0) return 0;
  await mappingConflicts(() =>
    insertProductRows(
      tx,
      batch.map((p) => p.row),
      batch.flatMap((p) => p.variants),
      batch.flatMap((p) => p.images),
    ),
  );
  await addSearchTerms(
    tx,
    batch.map((p) => p.row.id),
  );
  return batch.length;
}

/** Creates one product in the caller's transaction; 409 when its handle is taken. */
export async function createProduct(tx: Db, input: ProductInput): Promise<CatalogProduct> {
  const checked = checkProduct(input, { keepChildIds: true });
  if (await isHandleTaken(tx, checked.row.handle)) {
    throw new DomainError(409, 'Another product already uses this handle', 'handle');
  }
  await insertChecked(tx, [checked]);
  return readBack(tx, checked.row.id);
}

/**
 * Changes a product in the caller's transaction; 404 when there is none with this id. Variants
 * keep their ids (and held units) while their size stays, under a new colour too; a size leaving
 * with stock or held units needs `dropSizes` (409). Images given replace the old ones. Words of an
 * old title stay in the search vocabulary: they only offer a correction that matches nothing.
 */
export async function updateProduct(tx: Db, id: string, update: ProductUpdate): Promise<CatalogProduct> {
  const current = await findProductForUpdate(tx, id);
  if (!current) throw new DomainError(404, 'Product not found');
  // Locked after the product row, as every edit does, and before anything is decided on them.
  const locked = update.variants ? await lockProductVariants(tx, current.id) : [];
  const stockNow = new Map(locked.map((v) => [v.size, v.stock]));
  const wantedVariants =
    update.variants && update.keepStock
      ? update.variants.map((v) => ({ ...v, stock: stockNow.get(v.size) ?? 0 }))
      : update.variants && settleSeenStock(update.variants, stockNow);
  const descriptionHtml = update.descriptionHtml ?? current.descriptionHtml;
  const merged: ProductInput = {
    id: current.id,
    handle: update.handle ?? current.handle,
    title: update.title ?? current.title,
    // New HTML without new text: the text follows the HTML rather than describing the old one.
    description:
      update.description ?? (update.descriptionHtml === undefined ? current.description : undefined),
    descriptionHtml,
    productType: update.productType ?? current.productType,
    category: update.category ?? current.category,
    color: update.color ?? current.color,
    priceCents: update.priceCents ?? current.priceCents,
    oldPriceCents: update.oldPriceCents === undefined ? current.oldPriceCents : update.oldPriceCents,
    averageRating: update.averageRating === undefined ? current.averageRating : update.averageRating,
    reviewCount: update.reviewCount ?? current.reviewCount,
    authorId: current.authorId,
    createdAt: current.createdAt,
    variants: wantedVariants ?? current.variants,
    images: update.images ?? current.images,
  };
  const { row, variants, images } = checkProduct(merged, { keepChildIds: false });
  if (row.handle !== current.handle && (await isHandleTaken(tx, row.handle, current.id))) {
    throw new DomainError(409, 'Another product already uses this handle', 'handle');
  }
  const { id: _id, createdAt: _created, ...fields } = row;
  if (update.variants) await keepStockedSizes(tx, locked, variants, update.dropSizes ?? []);
  await mappingConflicts(async () => {
    await updateProductRow(tx, current.id, { ...fields, updatedAt: new Date() });
    if (update.variants) await replaceVariants(tx, current.id, variants);
    if (update.images) await replaceImages(tx, current.id, images);
  });
  if (update.variants) {
    // The variants' rows are locked by the write above, so no checkout can hold more meanwhile.
    const short = await findOverheldVariants(tx, current.id);
    if (short) {
      throw new DomainError(
        409,
        `Size ${short.size} has ${short.reserved} held by checkouts in progress; its stock cannot go below that.`,
        'sizes',
      );
    }
  }
  await addSearchTerms(tx, [current.id]);
  return readBack(tx, current.id);
}

/**
 * The stock to write for each variant given, decided on the locked rows' stock (`stockNow`, by
 * size): a variant with `stockWas` whose size's stock changed since the writer saw it keeps the
 * new number when the writer left the stock alone, and is refused (409 naming every such size,
 * the first as `sizes.<index>.stock`) when the writer changed it too. Nobody's change is lost
 * without the owner seeing it (issue 25, item 1).
 */
function settleSeenStock(
  variants: readonly ProductVariantInput[],
  stockNow: ReadonlyMap<string, number>,
): ProductVariantInput[] {
  const conflicts: { index: number; size: string; now: number; was: number }[] = [];
  const settled = variants.map((variant, index) => {
    const now = stockNow.get(variant.size);
    const was = variant.stockWas;
    if (was === undefined || now === undefined || now === was) return variant;
    if (variant.stock === was) return { ...variant, stock: now };
    conflicts.push({ index, size: variant.size, now, was });
    return variant;
  });
  const [first] = conflicts;
  if (first) {
    throw new DomainError(
      409,
      [
        ...conflicts.map((c) => PRODUCT_FIELD_MESSAGES.stockChanged(c.size, c.now, c.was)),
        PRODUCT_FIELD_MESSAGES.checkAndSaveAgain(conflicts.length > 1),
      ].join(' '),
      `sizes.${first.index}.stock`,
    );
  }
  return settled;
}

const unitsOf = (variant: { stock: number; reserved: number }) =>
  [
    variant.stock > 0 ? `${variant.stock} in stock` : '',
    variant.reserved > 0 ? `${variant.reserved} held by checkouts in progress` : '',
  ]
    .filter(Boolean)
    .join(' and ');

/**
 * Before the variants are replaced, on the product's locked variants (no checkout can hold units
 * of one meanwhile): moves a size that stays under a new colour onto its old row (its id, stock held
 * and cart lines stay), and refuses with a 409 naming every size that would leave with stock or
 * held units unless `dropSizes` names it. Decided on the locked rows, never on an earlier read.
 */
async function keepStockedSizes(
  tx: Db,
  locked: Awaited<ReturnType<typeof lockProductVariants>>,
  next: readonly NewVariantRow[],
  dropSizes: readonly string[],
): Promise<void> {
  const key = (v: { size: string; color: string }) => `${v.size}\u0000${v.color}`;
  const wanted = new Set(next.map(key));
  const unmatched = new Set(locked.filter((v) => !wanted.has(key(v))));
  const had = new Set(locked.map(key));
  for (const variant of next) {
    if (had.has(key(variant))) continue;
    const sameSize = [...unmatched].find((old) => old.size === variant.size);
    if (!sameSize) continue;
    unmatched.delete(sameSize);
    await setVariantColor(tx, sameSize.id, variant.color);
  }
  const refused = [...unmatched]
    .filter((v) => (v.stock > 0 || v.reserved > 0) && !dropSizes.includes(v.size))
    .sort((a, b) => SIZES.indexOf(a.size as Size) - SIZES.indexOf(b.size as Size));
  if (refused.length > 0) {
    const sizes = refused.map((v) => `${v.size} (${unitsOf(v)})`).join(', ');
    throw new DomainError(
      409,
      `${refused.length === 1 ? 'Size' : 'Sizes'} ${sizes} would be removed with ${refused.length === 1 ? 'its' : 'their'} units. Keep ${refused.length === 1 ? 'it' : 'them'}, or confirm the removal (dropSizes: [${refused.map((v) => `"${v.size}"`).join(', ')}]).`,
      'sizes',
    );
  }
}

/**
 * Deletes a product with its variants and images (cascaded) in the caller's transaction; 404 when
 * there is none. Its words stay in the search vocabulary, as for updates.
 */
export async function deleteProduct(tx: Db, id: string): Promise<void> {
  if (!(await deleteProductRow(tx, id))) throw new DomainError(404, 'Product not found');
}

async function readBack(tx: Db, id: string): Promise<CatalogProduct> {
  const product = await getProduct(tx, id);
  if (!product) throw new Error(`Product ${id} vanished inside its own transaction`);
  return product;
}

export interface CatalogWriterOptions {
  db: Db;
  /**
   * Called after every write that committed: the app clears its catalog answer cache here and
   * tells the other instances (docs/decisions/023), so the next read anywhere shows the change.
   */
  onCatalogChanged?: () => void | Promise<void>;
}

export interface CatalogWriter {
  createProducts(inputs: Iterable<ProductInput>): Promise<number>;
  createProduct(input: ProductInput): Promise<CatalogProduct>;
  updateProduct(id: string, update: ProductUpdate): Promise<CatalogProduct>;
  deleteProduct(id: string): Promise<void>;
  /** Several writes (and anything else) in one transaction; the cache hears once it commits. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}

/** The write functions, each in its own transaction, telling `onCatalogChanged` after commit. */
export function createCatalogWriter({ db, onCatalogChanged }: CatalogWriterOptions): CatalogWriter {
  const transaction = async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    const result = await db.transaction((tx) => work(tx));
    await onCatalogChanged?.();
    return result;
  };
  return {
    createProducts: (inputs) => transaction((tx) => createProducts(tx, inputs)),
    createProduct: (input) => transaction((tx) => createProduct(tx, input)),
    updateProduct: (id, update) => transaction((tx) => updateProduct(tx, id, update)),
    deleteProduct: (id) => transaction((tx) => deleteProduct(tx, id)),
    transaction,
  };
}
