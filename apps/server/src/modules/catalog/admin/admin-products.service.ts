import type {
  AdminProduct,
  AdminProductList,
  AdminProductListQueryOutput,
} from '@shop/shared/catalog/admin-products-schemas';
import {
  PRODUCT_FIELD_MESSAGES,
  PRODUCT_NAME_MAX,
  type ProductStatus,
} from '@shop/shared/catalog/product-fields';
import type { CreateProductBody, UpdateProductBody } from '@shop/shared/catalog/products-schemas';
import { centsToDollars } from '@shop/shared/money';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import {
  type ColorRow,
  cents,
  checkCategoryParam,
  colorOrder,
  currentPictures,
  descriptionHtml,
  gridOf,
  imagesOf,
  newHandle,
  shopCategory,
  sizesOf,
  variantsOf,
  withShopColors,
} from './admin-product-body';
import {
  countProductsByStock,
  findAdminProductPage,
  findProductByHandleOrId,
  findProductsInCategory,
  type ProductRow,
} from './admin-products.queries';
import type { CatalogWriter, ProductUpdate } from './catalog-write.service';
import { type ProductFitReader, withFit } from './product-fit-reader';

/**
 * The admin's view of a product (docs/product/api.md, Products): the original's fields (name,
 * price, image, author) over the same tables the storefront reads, plus what managing stock
 * needs. Writes go through the catalog writer, so search terms and the cache follow at once.
 */

const RELATED_LIMIT = 8;

/**
 * A product as the admin API gives it. The owner edits its own prices (list), which a live sale
 * never changes; what shoppers are shown and charged now (`shown`) is what the storefront's
 * related products carry.
 */
export function toAdminProduct(row: ProductRow, prices: 'list' | 'shown' = 'list'): AdminProduct {
  const priceCents = prices === 'list' ? row.listPriceCents : row.priceCents;
  const oldPriceCents = prices === 'list' ? row.listOldPriceCents : row.oldPriceCents;
  const images = row.images.filter((image) => image.color === null).map((image) => image.url);
  const sizes = row.variants.map((variant) => ({
    variantId: variant.id,
    size: variant.size,
    color: variant.color,
    sku: variant.sku,
    barcode: variant.barcode,
    stock: variant.stock,
    reserved: variant.reserved,
    free: Math.max(0, variant.stock - variant.reserved),
    // An own price is one the product's price does not set; the same number is no override.
    price:
      variant.listPriceCents === row.listPriceCents
        ? null
        : centsToDollars(prices === 'list' ? variant.listPriceCents : variant.priceCents),
  }));
  const colors = colorOrder(row).map((color) => ({
    color,
    images: row.images.filter((image) => image.color === color).map((image) => image.url),
    sizes: sizes.filter((variant) => variant.color === color),
  }));
  return {
    _id: row.id,
    id: row.id,
    handle: row.handle,
    status: row.status as ProductStatus,
    name: row.title,
    category: row.category,
    color: row.color,
    price: centsToDollars(priceCents),
    oldPrice: oldPriceCents === null ? null : centsToDollars(oldPriceCents),
    description: row.description,
    image: images[0] ?? colors[0]?.images[0] ?? null,
    images,
    sizes,
    colors,
    stock: sizes.reduce((sum, size) => sum + size.stock, 0),
    averageRating: row.averageRating,
    reviewCount: row.reviewCount,
    author: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page of Manage Products; a page past the end answers the last page, and says so in `page`. */
export async function listAdminProducts(
  db: Db,
  { page, limit, sort, ...filter }: AdminProductListQueryOutput,
  fitOf: ProductFitReader,
): Promise<AdminProductList> {
  if (filter.category !== undefined) await checkCategoryParam(db, filter.category);
  const found = await findAdminProductPage(db, page, limit, sort, filter);
  return {
    products: await withFit(
      found.rows.map((row) => toAdminProduct(row)),
      fitOf,
    ),
    totalPages: Math.max(1, Math.ceil(found.total / limit)),
    totalProducts: found.total,
    page: found.page,
  };
}

async function productById(db: Db, id: string): Promise<ProductRow> {
  const row = await findProductByHandleOrId(db, id);
  if (!row || row.id !== id.toLowerCase()) throw new DomainError(404, 'Product not found');
  return row;
}

export async function getAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  return toAdminProduct(await productById(db, id));
}

/** Other products of the same category, newest first; never the product itself. */
export async function relatedAdminProducts(db: Db, id: string): Promise<AdminProduct[]> {
  const product = await productById(db, id);
  return (await findProductsInCategory(db, product.category, product.id, RELATED_LIMIT)).map((row) =>
    toAdminProduct(row, 'shown'),
  );
}

export async function createAdminProduct(
  db: Db,
  writer: CatalogWriter,
  authorId: string,
  given: CreateProductBody,
): Promise<AdminProduct> {
  const body = await withShopColors(db, given);
  const category = await shopCategory(db, body.category);
  const priceCents = cents(body.price);
  const urls = body.images?.length ? body.images : body.image ? [body.image] : [];
  const color = body.color ?? body.colors?.[0]?.color;
  if (!color) throw new DomainError(400, PRODUCT_FIELD_MESSAGES.colorRequired, 'color');
  const grid: ColorRow[] = body.colors
    ? body.colors
    : [{ color, sizes: body.sizes ?? sizesOf(category).map((size) => ({ size, stock: 0 })) }];
  const { variants, fields } = variantsOf(category, grid, priceCents, body.colors ? 'colors' : 'sizes');
  const created = await adminWrite(
    () =>
      writer.createProduct({
        handle: newHandle(body.name),
        title: body.name,
        description: body.description,
        descriptionHtml: descriptionHtml(body.description),
        productType: category.name,
        category: body.category,
        color,
        priceCents,
        oldPriceCents: body.oldPrice == null ? null : cents(body.oldPrice),
        authorId,
        status: body.status ?? 'active',
        variants,
        images: imagesOf(body.name, urls, grid),
      }),
    fields,
  );
  return getAdminProduct(db, created.id);
}

/**
 * Changes what the body names. A new category or colour re-checks the sizes (the category's own
 * sizes with their current stock where the size stays, none for a new size), a new price applies
 * to every size, and a sale price must stay above the price. A size leaving with stock or held
 * units needs `dropSizes` (409 otherwise, decided by the writer on the locked rows). A size sent
 * with `stockWas` is settled against its locked row too: a sale meanwhile stands unless the owner
 * changed that size's stock as well (409 naming it).
 */
export async function updateAdminProduct(
  db: Db,
  writer: CatalogWriter,
  id: string,
  given: UpdateProductBody,
): Promise<AdminProduct> {
  const body = await withShopColors(db, given);
  const current = await getAdminProduct(db, id);
  const category = await shopCategory(db, body.category ?? current.category);
  const price = body.price ?? current.price;
  const oldPrice = body.oldPrice === undefined ? current.oldPrice : body.oldPrice;
  if (oldPrice !== null && oldPrice <= price) {
    throw new DomainError(400, PRODUCT_FIELD_MESSAGES.oldPriceNotAbove, 'oldPrice');
  }
  const severalColors = current.colors.length > 1;
  if (body.sizes && severalColors) throw new DomainError(400, PRODUCT_FIELD_MESSAGES.severalColors, 'sizes');
  const color =
    body.color ??
    (body.colors?.some((entry) => entry.color === current.color)
      ? current.color
      : (body.colors?.[0]?.color ?? current.color));
  if (
    body.color !== undefined &&
    !body.colors &&
    severalColors &&
    !current.colors.some((entry) => entry.color === body.color)
  )
    throw new DomainError(400, PRODUCT_FIELD_MESSAGES.newMainColor(body.color), 'color');
  const update: ProductUpdate = {};
  if (body.name !== undefined) update.title = body.name;
  if (body.description !== undefined) {
    update.description = body.description;
    update.descriptionHtml = descriptionHtml(body.description);
  }
  if (body.category !== undefined) {
    update.category = category.handle;
    update.productType = category.name;
  }
  if (color !== current.color) update.color = color;
  if (body.price !== undefined) update.priceCents = cents(price);
  if (body.oldPrice !== undefined) update.oldPriceCents = oldPrice === null ? null : cents(oldPrice);

  // The grid to write: the body's, or the product's own rebuilt for a new category, a single
  // colour renamed, or a new price (sizes without an own price follow it).
  const gridChanges =
    body.colors !== undefined ||
    body.sizes !== undefined ||
    body.category !== undefined ||
    body.price !== undefined ||
    (!severalColors && color !== current.color);
  let grid: ColorRow[] = gridOf(current);
  if (body.colors)
    grid = body.colors.map((entry) => ({
      ...entry,
      images: entry.images ?? currentPictures(current, entry.color),
    }));
  else if (body.sizes) grid = [{ color, images: grid[0]?.images, sizes: body.sizes }];
  else if (!severalColors && color !== current.color) grid = grid.map((entry) => ({ ...entry, color }));
  if (!body.colors && !body.sizes && body.category !== undefined) {
    const sizes = sizesOf(category);
    // The stock is the writer's to keep (below), from the rows it locks.
    grid = grid.map((entry) => ({
      ...entry,
      sizes: sizes.map((size) => ({
        size,
        stock: 0,
        price: entry.sizes.find((row) => row.size === size)?.price ?? null,
      })),
    }));
  }
  let fields: string[] = [];
  if (gridChanges) {
    const built = variantsOf(category, grid, cents(price), body.colors ? 'colors' : 'sizes');
    update.variants = built.variants;
    fields = built.fields;
    // Without sizes in the body the stock is the writer's to keep, from the rows it locks: this
    // earlier read may be older than a sale.
    update.keepStock = body.sizes === undefined && body.colors === undefined;
    update.dropSizes = body.dropSizes;
    update.dropColors = body.dropColors;
  }
  const urls = body.images ?? (body.image ? [body.image] : undefined);
  if (urls || body.colors || (!severalColors && color !== current.color))
    update.images = imagesOf(body.name ?? current.name, urls ?? current.images, grid);
  if (body.status !== undefined) {
    update.status = body.status;
    if (body.status === 'active' && current.status !== 'active') {
      // Publishing: shoppers must be able to see it and buy it.
      const pictures =
        (urls ?? current.images).length + grid.reduce((sum, entry) => sum + (entry.images?.length ?? 0), 0);
      if (pictures === 0) throw new DomainError(400, PRODUCT_FIELD_MESSAGES.publishNeedsPicture, 'images');
      const stocked =
        body.colors || body.sizes
          ? grid.some((entry) => entry.sizes.some((row) => row.stock > 0))
          : current.stock > 0;
      if (!stocked) throw new DomainError(400, PRODUCT_FIELD_MESSAGES.publishNeedsStock, 'sizes');
    }
  }
  await adminWrite(() => writer.updateProduct(current.id, update), fields);
  return getAdminProduct(db, current.id);
}

/**
 * A copy of a product to start a similar one from: a draft named 'Copy of …' with a new handle,
 * the same description, prices, pictures and sizes, no stock, new SKUs and no barcodes (those
 * name the original's items).
 */
export async function duplicateAdminProduct(
  db: Db,
  writer: CatalogWriter,
  authorId: string,
  id: string,
): Promise<AdminProduct> {
  const original = await productById(db, id);
  const title = `Copy of ${original.title}`.slice(0, PRODUCT_NAME_MAX);
  const created = await writer.createProduct({
    handle: newHandle(original.title),
    title,
    description: original.description,
    descriptionHtml: original.descriptionHtml,
    productType: original.productType,
    category: original.category,
    color: original.color,
    status: 'draft',
    priceCents: original.listPriceCents,
    oldPriceCents: original.listOldPriceCents,
    authorId,
    variants: original.variants.map((variant, position) => ({
      size: variant.size,
      color: variant.color,
      priceCents: variant.listPriceCents,
      stock: 0,
      position,
    })),
    images: original.images.map((image, position) => ({
      url: image.url,
      alt: image.alt,
      color: image.color,
      position,
    })),
  });
  return getAdminProduct(db, created.id);
}

/**
 * The writer names a product's variants by their index; the admin API (and its form) names the
 * field of the body they came from (`fields`, variantsOf): `sizes.J` or `colors.I.sizes.J`.
 */
async function adminWrite<T>(write: () => Promise<T>, fields: readonly string[] = []): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = error instanceof DomainError ? error.field : undefined;
    if (!(error instanceof DomainError) || !field?.startsWith('variants')) throw error;
    const index = /^variants\.(\d+)(.*)$/.exec(field);
    const from = index ? fields[Number(index[1])] : undefined;
    throw new DomainError(
      error.status,
      error.message,
      from ? `${from}${index?.[2] ?? ''}` : field.replace(/^variants/, 'sizes'),
    );
  }
}

/**
 * Removes a product from the storefront, search and every cart (its sizes and reviews go with
 * it). Past orders keep their lines: they copied title, size, colour and price when bought.
 */
export async function deleteAdminProduct(writer: CatalogWriter, id: string): Promise<void> {
  await writer.deleteProduct(id);
}

/** How many products Manage Products shows under "Sold out" and under "Low stock". */
export function countProductsNeedingStock(db: Db) {
  return countProductsByStock(db);
}
