import type { CatalogProduct } from '@shop/shared/catalog/catalog-schemas';
import { PRODUCT_FIELD_MESSAGES, type ProductStatus } from '@shop/shared/catalog/product-fields';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { type CategoryBook, shareCategoryBook } from '../categories/category-book';
import { type ColorBook, shareColorBook } from '../colors/color-book';
import { lockPricesShared } from '../pricing/catalog-prices.service';
import { getProduct } from '../storefront/catalog.service';
import {
  addSearchTerms,
  deleteProductRow,
  findOverheldVariants,
  findProductForUpdate,
  findTakenSkuPrefixes,
  findTakenSkus,
  insertImportStages,
  insertProductRows,
  isHandleTaken,
  lockProductVariants,
  type NewVariantRow,
  replaceImages,
  replaceVariants,
  updateProductRow,
} from './catalog-write.queries';
import {
  type CheckedProduct,
  checkProduct,
  type ProductImageInput,
  type ProductInput,
  type ProductUpdate,
  type ProductVariantInput,
} from './product-input';
import { keepCodes, keepStockedSizes, matchLockedRows, settleSeenStock } from './variant-rows';

export type { ProductImageInput, ProductInput, ProductUpdate, ProductVariantInput };

/**
 * Every product write goes through this file: the demo seeding, test fixtures and (later) the
 * admin endpoints. It checks the input (product-input.ts), sanitises the description HTML, keeps
 * the search vocabulary (`search_terms`, docs/decisions/009) up to date and, through
 * `createCatalogWriter`, clears the catalog answer cache once a write has committed
 * (docs/decisions/007).
 *
 * The functions taking `tx` run inside a transaction the caller opened and never commit; they
 * cannot know when it commits, so they do not touch the cache. Callers outside a larger unit of
 * work use `createCatalogWriter`, which opens the transaction and tells the cache afterwards.
 */

/**
 * Well below Postgres' 65 535 bind parameters per statement, and large enough that 100 000
 * products insert in seconds.
 */
export const PRODUCT_WRITE_BATCH = 1000;

/**
 * The categories and colours a product is checked against, held until the write commits: a
 * category's chart or a colour's name cannot change under it. Categories first, as everywhere.
 */
async function shareCatalogBooks(tx: Db): Promise<{ book: CategoryBook; colors: ColorBook }> {
  const book = await shareCategoryBook(tx);
  return { book, colors: await shareColorBook(tx) };
}

/** The unique constraints a write can hit, as the field a writer can fix. */
const UNIQUE_FIELDS: Record<string, string> = {
  products_handle_key: 'handle',
  products_pkey: 'id',
  product_variants_pkey: 'variants',
  product_images_pkey: 'images',
  product_variants_sku_key: 'variants',
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
      if (name === 'product_variants_sku_key') {
        // Two writers racing for one SKU: the index decides, Postgres names the key it refused.
        const { detail } = cause as { detail?: string };
        const sku = detail?.match(/\)=\((.*)\) already exists/)?.[1] ?? '';
        return new DomainError(409, PRODUCT_FIELD_MESSAGES.skuTaken(sku), field);
      }
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
export async function createProducts(
  tx: Db,
  inputs: Iterable<ProductInput>,
  { staged = false }: { staged?: boolean } = {},
): Promise<number> {
  let batch: CheckedProduct[] = [];
  let created = 0;
  const books = await shareCatalogBooks(tx);
  for (const input of inputs) {
    batch.push(checkProduct(input, { keepChildIds: true, ...books }));
    if (batch.length >= PRODUCT_WRITE_BATCH) {
      created += await insertChecked(tx, batch, staged);
      batch = [];
    }
  }
  return created + (await insertChecked(tx, batch, staged));
}

/**
 * `staged`: written as 'importing', seen by nobody, each with the status it takes when the import
 * that writes it commits (commitImportStages; docs/decisions/035).
 */
async function insertChecked(tx: Db, batch: CheckedProduct[], staged = false): Promise<number> {
  if (batch.length === 0) return 0;
  await settleSkus(tx, batch, null);
  const stages = staged
    ? batch.map(({ row }) => ({ productId: row.id, status: row.status ?? 'active' }))
    : [];
  if (staged) for (const { row } of batch) row.status = 'importing';
  await mappingConflicts(() =>
    insertProductRows(
      tx,
      batch.map((p) => p.row),
      batch.flatMap((p) => p.variants),
      batch.flatMap((p) => p.images),
    ),
  );
  if (staged) await insertImportStages(tx, stages);
  await addSearchTerms(
    tx,
    batch.map((p) => p.row.id),
  );
  return batch.length;
}

/**
 * SKUs are unique across the shop whatever their case (the index product_variants_sku_key): a SKU
 * the writer gave that another product has answers 409 naming it; one the shop generated gets the
 * first free numbered suffix ('-2', '-3'…). Two writes racing for one SKU are decided by the index.
 */
async function settleSkus(tx: Db, batch: CheckedProduct[], exceptProductId: string | null): Promise<void> {
  const all = batch.flatMap((product) => product.variants.map((variant) => variant.sku));
  const taken = await findTakenSkus(tx, all, exceptProductId);
  if (taken.size === 0) return;
  const clashing: { variant: NewVariantRow; index: number }[] = [];
  for (const product of batch) {
    product.variants.forEach((variant, index) => {
      const other = taken.get(variant.sku.toUpperCase());
      if (other === undefined) return;
      if (!product.generatedSkus.includes(index))
        throw new DomainError(409, PRODUCT_FIELD_MESSAGES.skuTaken(variant.sku), `variants.${index}.sku`);
      clashing.push({ variant, index });
    });
  }
  const used = await findTakenSkuPrefixes(
    tx,
    clashing.map(({ variant }) => variant.sku.toUpperCase()),
    exceptProductId,
  );
  for (const sku of all) used.add(sku.toUpperCase());
  for (const { variant } of clashing) {
    let n = 2;
    while (used.has(`${variant.sku.toUpperCase()}-${n}`)) n += 1;
    variant.sku = `${variant.sku}-${n}`;
    used.add(variant.sku.toUpperCase());
  }
}

/** Creates one product in the caller's transaction; 409 when its handle is taken. */
export async function createProduct(tx: Db, input: ProductInput): Promise<CatalogProduct> {
  const checked = checkProduct(input, { keepChildIds: true, ...(await shareCatalogBooks(tx)) });
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
  // Before the product's rows, as every category write locks categories before variants.
  const books = await shareCatalogBooks(tx);
  const current = await findProductForUpdate(tx, id);
  if (!current) throw new DomainError(404, 'Product not found');
  // Locked after the product row, as every edit does, and before anything is decided on them.
  const locked = update.variants ? await lockProductVariants(tx, current.id) : [];
  const rows = update.variants ? matchLockedRows(update.variants, locked) : [];
  const settledVariants =
    update.variants && update.keepStock
      ? update.variants.map((v, index) => ({ ...v, stock: rows[index]?.stock ?? 0 }))
      : update.variants && settleSeenStock(update.variants, rows);
  const wantedVariants = settledVariants && keepCodes(settledVariants, rows);
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
    status: update.status ?? (current.status as ProductStatus),
    // The owner's prices, never the ones a live sale made: repricing applies the sale again.
    priceCents: update.priceCents ?? current.listPriceCents,
    oldPriceCents: update.oldPriceCents === undefined ? current.listOldPriceCents : update.oldPriceCents,
    averageRating: update.averageRating === undefined ? current.averageRating : update.averageRating,
    reviewCount: update.reviewCount ?? current.reviewCount,
    authorId: current.authorId,
    createdAt: current.createdAt,
    variants: wantedVariants ?? current.variants.map((v) => ({ ...v, priceCents: v.listPriceCents })),
    images: update.images ?? current.images,
    tags: update.tags ?? current.tags,
    seoTitle: update.seoTitle === undefined ? current.seoTitle : update.seoTitle,
    seoDescription: update.seoDescription === undefined ? current.seoDescription : update.seoDescription,
  };
  const checked = checkProduct(merged, { keepChildIds: false, ...books });
  const { row, variants, images } = checked;
  if (update.variants) await settleSkus(tx, [checked], current.id);
  if (row.handle !== current.handle && (await isHandleTaken(tx, row.handle, current.id))) {
    throw new DomainError(409, 'Another product already uses this handle', 'handle');
  }
  const { id: _id, createdAt: _created, ...fields } = row;
  if (update.variants)
    await keepStockedSizes(tx, locked, variants, rows, update.dropSizes ?? [], update.dropColors ?? []);
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
 * Deletes a product with its variants and images (cascaded) in the caller's transaction; 404 when
 * there is none. Its words stay in the search vocabulary, as for updates.
 */
export async function deleteProduct(tx: Db, id: string): Promise<void> {
  if (!(await deleteProductRow(tx, id))) throw new DomainError(404, 'Product not found');
}

async function readBack(tx: Db, id: string): Promise<CatalogProduct> {
  // A draft is read back too: the storefront would not show it.
  const product = await getProduct(tx, id, { anyStatus: true });
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
  /**
   * Prices these products (all when null) by the sales live now, in the write's transaction
   * (promotions' sale-prices.service.ts); without it the owner's prices are the shop's.
   */
  reprice?: (tx: Db, ids: readonly string[] | null) => Promise<readonly string[]>;
}

export interface CatalogWriter {
  createProducts(inputs: Iterable<ProductInput>): Promise<number>;
  createProduct(input: ProductInput): Promise<CatalogProduct>;
  updateProduct(id: string, update: ProductUpdate): Promise<CatalogProduct>;
  deleteProduct(id: string): Promise<void>;
  /**
   * Several writes (and anything else) in one transaction; the cache hears once it commits.
   * `ids` names the products whose prices to reprice by the live sales (all when it gives null).
   */
  transaction<T>(work: (tx: Db) => Promise<T>, ids?: (result: T) => string[] | null): Promise<T>;
}

/** The write functions, each in its own transaction, telling `onCatalogChanged` after commit. */
export function createCatalogWriter({ db, onCatalogChanged, reprice }: CatalogWriterOptions): CatalogWriter {
  const transaction = async <T>(work: (tx: Db) => Promise<T>, ids?: (result: T) => string[] | null) => {
    const result = await db.transaction(async (tx) => {
      // A repricing of the whole catalog waits for this write, and this write for it.
      await lockPricesShared(tx);
      const done = await work(tx);
      if (!reprice) return done;
      const written = ids ? ids(done) : null;
      const changed = await reprice(tx, written);
      // What the write returns shows the prices shoppers will see.
      return changed.length > 0 && written?.length === 1 && isProduct(done)
        ? ((await readBack(tx, written[0] as string)) as T)
        : done;
    });
    await onCatalogChanged?.();
    return result;
  };
  const own = (product: CatalogProduct) => [product.id];
  return {
    createProducts: (inputs) => transaction((tx) => createProducts(tx, inputs)),
    createProduct: (input) => transaction((tx) => createProduct(tx, input), own),
    updateProduct: (id, update) => transaction((tx) => updateProduct(tx, id, update), own),
    deleteProduct: (id) =>
      transaction(
        (tx) => deleteProduct(tx, id),
        () => [],
      ),
    transaction: (work, ids) => transaction(work, ids),
  };
}

function isProduct(value: unknown): value is CatalogProduct {
  return typeof value === 'object' && value !== null && 'id' in value && 'handle' in value;
}
