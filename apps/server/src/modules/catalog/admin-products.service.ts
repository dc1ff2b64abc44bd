import { randomBytes } from 'node:crypto';
import { type Category, categoryLabel, sizesForCategory } from '@shop/shared/catalog';
import { amountToCents, centsToDollars } from '@shop/shared/money';
import {
  type AdminProduct,
  type AdminProductList,
  type AdminProductListQueryOutput,
  type CreateProductBody,
  PRODUCT_FIELD_MESSAGES,
  PRODUCT_NAME_MAX,
  type ProductStatus,
  type UpdateProductBody,
} from '@shop/shared/products-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { escapeHtml } from '../../lib/escape-html';
import {
  countProductsByStock,
  findAdminProductPage,
  findProductByHandleOrId,
  findProductsInCategory,
  type ProductRow,
} from './admin-products.queries';
import type { CatalogWriter, ProductUpdate, ProductVariantInput } from './catalog-write.service';

/**
 * The admin's view of a product (docs/product/api.md, Products): the original's fields (name,
 * price, image, author) over the same tables the storefront reads, plus what managing stock
 * needs. Writes go through the catalog writer, so search terms and the cache follow at once.
 */

const RELATED_LIMIT = 8;
const cents = (amount: number) => amountToCents(amount.toFixed(2));

/**
 * A product as the admin API gives it. The owner edits its own prices (list), which a live sale
 * never changes; what shoppers are shown and charged now (`shown`) is what the storefront's
 * related products carry.
 */
export function toAdminProduct(row: ProductRow, prices: 'list' | 'shown' = 'list'): AdminProduct {
  const priceCents = prices === 'list' ? row.listPriceCents : row.priceCents;
  const oldPriceCents = prices === 'list' ? row.listOldPriceCents : row.oldPriceCents;
  const images = row.images.map((image) => image.url);
  const sizes = row.variants.map((variant) => ({
    variantId: variant.id,
    size: variant.size,
    sku: variant.sku,
    barcode: variant.barcode,
    stock: variant.stock,
    reserved: variant.reserved,
    free: Math.max(0, variant.stock - variant.reserved),
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
    image: images[0] ?? null,
    images,
    sizes,
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
): Promise<AdminProductList> {
  const found = await findAdminProductPage(db, page, limit, sort, filter);
  return {
    products: found.rows.map((row) => toAdminProduct(row)),
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

/** Plain text as the storefront's description HTML: escaped, one paragraph per blank-line block. */
function descriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A readable, unique address for a new product: the name as a slug and a short random tail. */
function newHandle(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'product'}-${randomBytes(3).toString('hex')}`;
}

type SizeRow = Omit<NonNullable<CreateProductBody['sizes']>[number], 'size'> & { size: string };

function variantsOf(
  category: Category,
  color: string,
  priceCents: number,
  sizes: SizeRow[] | undefined,
): ProductVariantInput[] {
  const wanted: SizeRow[] = sizes ?? sizesForCategory(category).map((size) => ({ size, stock: 0 }));
  const allowed = sizesForCategory(category) as readonly string[];
  const seen = new Set<string>();
  return wanted.map(({ size, stock, stockWas, sku, barcode }, index) => {
    if (!allowed.includes(size)) {
      throw new DomainError(
        400,
        `${categoryLabel(category)} come in sizes ${allowed.join(', ')}, not ${size}`,
        'sizes',
      );
    }
    if (seen.has(size)) throw new DomainError(400, `Size ${size} is listed twice`, 'sizes');
    seen.add(size);
    return {
      size,
      color,
      priceCents,
      stock,
      ...(stockWas === undefined ? {} : { stockWas }),
      // Left out on an edit, the writer keeps the size's SKU and barcode; empty, a SKU is generated.
      ...(sku === undefined ? {} : { sku }),
      ...(barcode === undefined ? {} : { barcode }),
      position: index,
    };
  });
}

const imagesOf = (name: string, urls: string[]) =>
  urls.map((url, index) => ({
    url,
    alt: index === 0 ? name : `${name} – picture ${index + 1}`,
    position: index,
  }));

export async function createAdminProduct(
  db: Db,
  writer: CatalogWriter,
  authorId: string,
  body: CreateProductBody,
): Promise<AdminProduct> {
  const priceCents = cents(body.price);
  const urls = body.images?.length ? body.images : body.image ? [body.image] : [];
  const created = await adminWrite(() =>
    writer.createProduct({
      handle: newHandle(body.name),
      title: body.name,
      description: body.description,
      descriptionHtml: descriptionHtml(body.description),
      productType: categoryLabel(body.category),
      category: body.category,
      color: body.color,
      priceCents,
      oldPriceCents: body.oldPrice == null ? null : cents(body.oldPrice),
      authorId,
      status: body.status ?? 'active',
      variants: variantsOf(body.category, body.color, priceCents, body.sizes),
      images: imagesOf(body.name, urls),
    }),
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
  body: UpdateProductBody,
): Promise<AdminProduct> {
  const current = await getAdminProduct(db, id);
  const category = (body.category ?? current.category) as Category;
  const color = body.color ?? current.color;
  const price = body.price ?? current.price;
  const oldPrice = body.oldPrice === undefined ? current.oldPrice : body.oldPrice;
  if (oldPrice !== null && oldPrice <= price) {
    throw new DomainError(400, PRODUCT_FIELD_MESSAGES.oldPriceNotAbove, 'oldPrice');
  }
  const update: ProductUpdate = {};
  if (body.name !== undefined) update.title = body.name;
  if (body.description !== undefined) {
    update.description = body.description;
    update.descriptionHtml = descriptionHtml(body.description);
  }
  if (body.category !== undefined) {
    update.category = category;
    update.productType = categoryLabel(category);
  }
  if (body.color !== undefined) update.color = color;
  if (body.price !== undefined) update.priceCents = cents(price);
  if (body.oldPrice !== undefined) update.oldPriceCents = oldPrice === null ? null : cents(oldPrice);
  const urls = body.images ?? (body.image ? [body.image] : undefined);
  if (urls) update.images = imagesOf(body.name ?? current.name, urls);
  if (body.sizes || body.category !== undefined || body.color !== undefined || body.price !== undefined) {
    // Without sizes in the body the stock is the writer's to keep, from the rows it locks: this
    // earlier read may be older than a sale.
    const sizes =
      body.sizes ??
      (body.category === undefined
        ? current.sizes.map(({ size }) => ({ size, stock: 0 }))
        : (sizesForCategory(category) as readonly string[]).map((size) => ({ size, stock: 0 })));
    update.variants = variantsOf(category, color, cents(price), sizes);
    update.keepStock = body.sizes === undefined;
    update.dropSizes = body.dropSizes;
  }
  if (body.status !== undefined) {
    update.status = body.status;
    if (body.status === 'active' && current.status !== 'active') {
      // Publishing: shoppers must be able to see it and buy it.
      if ((urls ?? current.images).length === 0)
        throw new DomainError(400, PRODUCT_FIELD_MESSAGES.publishNeedsPicture, 'images');
      if (!(body.sizes ?? current.sizes).some((row) => row.stock > 0))
        throw new DomainError(400, PRODUCT_FIELD_MESSAGES.publishNeedsStock, 'sizes');
    }
  }
  await adminWrite(() => writer.updateProduct(current.id, update));
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
    images: original.images.map((image, position) => ({ url: image.url, alt: image.alt, position })),
  });
  return getAdminProduct(db, created.id);
}

/** The writer names a product's variants; the admin API (and its form) calls them sizes. */
async function adminWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DomainError && error.field?.startsWith('variants'))
      throw new DomainError(error.status, error.message, error.field.replace(/^variants/, 'sizes'));
    throw error;
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
