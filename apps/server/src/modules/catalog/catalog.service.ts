import type { CatalogProduct, ProductListQuery, ProductListResponse } from '@shop/shared/catalog-schemas';
import type { Db } from '../../db/client';
import type { CatalogMemo } from './catalog-memo';
import {
  countProducts,
  findCategoriesInUse,
  findProductJson,
  findProductPage,
  findProductUrls,
} from './storefront.queries';

/**
 * A page of the catalog as the JSON text we send (docs/product/api.md, ProductListResponse):
 * Postgres shapes the products, so nothing here parses or re-serialises them.
 */
export async function listProductsJson(db: Db, query: ProductListQuery, memo?: CatalogMemo): Promise<string> {
  const { products, total } = await findProductPage(db, query, { memo });
  const totalPages = Math.ceil(total / query.limit);
  return `{"products":${products},"total":${total},"totalPages":${totalPages},"page":${query.page},"limit":${query.limit}}`;
}

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductListResponse> {
  return JSON.parse(await listProductsJson(db, query)) as ProductListResponse;
}

/** A product as the storefront's JSON text by its handle or id; null when there is none. */
export function getProductJson(db: Db, handleOrId: string): Promise<string | null> {
  return findProductJson(db, handleOrId);
}

export async function getProduct(db: Db, handleOrId: string): Promise<CatalogProduct | null> {
  const json = await findProductJson(db, handleOrId);
  return json === null ? null : (JSON.parse(json) as CatalogProduct);
}

export async function listCategories(db: Db): Promise<{ categories: string[] }> {
  return { categories: await findCategoriesInUse(db) };
}

/** How many products the catalog has, and the handles of one slice of it, for sitemaps. */
export async function countCatalog(db: Db): Promise<number> {
  return countProducts(db);
}

export async function listProductUrls(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ handle: string; updatedAt: Date }[]> {
  return findProductUrls(db, offset, limit);
}
