import type {
  CatalogProduct,
  ProductListQuery,
  ProductListResponse,
} from '@shop/shared/catalog/catalog-schemas';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import type { CatalogMemo } from '../catalog-memo';
import type { CategoryBook } from '../categories/category-book';
import type { ColorBook } from '../colors/color-book';
import type { ListingQuery } from '../listing.queries';
import {
  countProducts,
  findCategoriesInUse,
  findProductJson,
  findProductPage,
  findProductSearchHead,
  findProductUrls,
  type ProductReadOptions,
} from './storefront.queries';

/**
 * A listing's query checked against the shop's categories and size charts (400 naming the
 * parameter for one the shop does not have), with the categories its size narrows to.
 */
export function resolveListingQuery(
  book: CategoryBook,
  colors: ColorBook | null,
  query: ProductListQuery,
): ListingQuery {
  const colorNames = query.color && colors ? { colorNames: colors.namesIn(query.color) } : {};
  if (query.category && query.category !== 'all' && !book.get(query.category)) {
    throw new DomainError(
      400,
      `Invalid query parameter 'category': category must be one of: ${['all', ...book.handles()].join(', ')}`,
      'category',
    );
  }
  if (!query.size) return { ...query, ...colorNames };
  const sized = book.withSize(query.size);
  if (sized.length === 0) {
    throw new DomainError(
      400,
      `Invalid query parameter 'size': size must be one of: ${book.sizes().join(', ')}`,
      'size',
    );
  }
  return { ...query, ...colorNames, sizedCategories: sized.length === book.all.length ? null : sized };
}

/**
 * A page of the catalog as the JSON text we send (docs/product/api.md, ProductListResponse):
 * Postgres shapes the products, so nothing here parses or re-serialises them.
 */
export async function listProductsJson(db: Db, query: ListingQuery, memo?: CatalogMemo): Promise<string> {
  const { products, total } = await findProductPage(db, query, { memo });
  const totalPages = Math.ceil(total / query.limit);
  return `{"products":${products},"total":${total},"totalPages":${totalPages},"page":${query.page},"limit":${query.limit}}`;
}

export async function listProducts(db: Db, query: ListingQuery): Promise<ProductListResponse> {
  return JSON.parse(await listProductsJson(db, query)) as ProductListResponse;
}

/**
 * A product as the storefront's JSON text by its handle or id; null when there is none. Only an
 * active one unless `anyStatus` (an admin's preview): drafts and archived products are hidden.
 */
export function getProductJson(
  db: Db,
  handleOrId: string,
  options?: ProductReadOptions,
): Promise<string | null> {
  return findProductJson(db, handleOrId, options);
}

/**
 * A product in the storefront's shape; only an active one unless `anyStatus` (reading back a
 * write, which may leave it a draft or archived).
 */
export async function getProduct(
  db: Db,
  handleOrId: string,
  options?: { anyStatus?: boolean },
): Promise<CatalogProduct | null> {
  const json = await findProductJson(db, handleOrId, options);
  return json === null ? null : (JSON.parse(json) as CatalogProduct);
}

export async function listCategories(db: Db): Promise<{ categories: string[] }> {
  return { categories: await findCategoriesInUse(db) };
}

/** A product's own search-engine title and description; null for each the owner left to the product's. */
export async function productSearchHead(
  db: Db,
  id: string,
): Promise<{ title: string | null; description: string | null }> {
  return findProductSearchHead(db, id);
}

/**
 * How many products shoppers see, and the handles of one slice of them, for sitemaps;
 * `anyStatus` counts drafts and archived ones too.
 */
export async function countCatalog(db: Db, options?: ProductReadOptions): Promise<number> {
  return countProducts(db, options);
}

export async function listProductUrls(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ handle: string; updatedAt: Date }[]> {
  return findProductUrls(db, offset, limit);
}
