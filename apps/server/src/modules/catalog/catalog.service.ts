import { DEFAULT_PRODUCT_TYPE, PRODUCT_DEFAULT_RATING } from '@shop/shared/catalog';
import type { CatalogProduct, ProductListQuery, ProductListResponse } from '@shop/shared/catalog-schemas';
import { formatAmount } from '@shop/shared/money';
import type { Db } from '../../db/client';
import {
  countProducts,
  findCategoriesInUse,
  findLowStockVariants,
  findProductByHandleOrId,
  findProductPage,
  findProductUrls,
  type ProductRow,
} from './catalog.queries';

const usd = (cents: number) => ({ amount: formatAmount(cents), currencyCode: 'USD' as const });

/** Our rows in the storefront shape of docs/product/api.md (Shopify's edges/node lists). */
export function toCatalogProduct(row: ProductRow): CatalogProduct {
  const compareAtPrice = row.oldPriceCents === null ? null : usd(row.oldPriceCents);
  const lowest = row.variants.reduce((min, v) => Math.min(min, v.priceCents), row.priceCents);
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    descriptionHtml: row.descriptionHtml,
    productType: row.productType || DEFAULT_PRODUCT_TYPE,
    category: row.category,
    color: row.color,
    averageRating: row.averageRating ?? PRODUCT_DEFAULT_RATING,
    createdAt: row.createdAt.toISOString(),
    priceRange: { minVariantPrice: usd(lowest) },
    compareAtPrice,
    images: {
      edges: row.images.map((image) => ({ node: { url: image.url, altText: image.alt } })),
    },
    variants: {
      edges: row.variants.map((variant) => ({
        node: {
          id: variant.id,
          title: `${variant.size} / ${variant.color}`,
          price: usd(variant.priceCents),
          compareAtPrice,
          availableForSale: variant.stock - variant.reserved > 0,
          quantityAvailable: Math.max(0, variant.stock - variant.reserved),
          selectedOptions: [
            { name: 'Size', value: variant.size },
            { name: 'Color', value: variant.color },
          ],
        },
      })),
    },
  };
}

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductListResponse> {
  const { rows, total } = await findProductPage(db, query);
  return {
    products: rows.map(toCatalogProduct),
    total,
    totalPages: Math.ceil(total / query.limit),
    page: query.page,
    limit: query.limit,
  };
}

export async function getProduct(db: Db, handleOrId: string): Promise<CatalogProduct | null> {
  const row = await findProductByHandleOrId(db, handleOrId);
  return row ? toCatalogProduct(row) : null;
}

export async function listCategories(db: Db): Promise<{ categories: string[] }> {
  return { categories: await findCategoriesInUse(db) };
}

/** A variant is running low when this few units or fewer are free (the admin dashboard's list). */
export const LOW_STOCK_UNITS = 3;

/** The variants closest to selling out, for the admin dashboard. */
export function lowStock(db: Db, limit: number) {
  return findLowStockVariants(db, LOW_STOCK_UNITS, limit);
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
