import {
  type AdminProductSort,
  type AdminStockFilter,
  LOW_STOCK_UNITS,
} from '@shop/shared/catalog/admin-products-schemas';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../lib/stores/like-pattern';
import { products, productVariants } from '../catalog.schema';
import { NOT_STAGED } from '../listing.queries';
import { productColumns, UUID, withChildren } from '../product-columns';
import { MAX_SEARCH_WORDS } from '../storefront/search.queries';

// Manage Products' reads: the product table with its stock filters and orders, one product, related ones.

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductByHandleOrId>>>;

export async function findProductByHandleOrId(db: Db, handleOrId: string) {
  const where = UUID.test(handleOrId)
    ? or(eq(products.id, handleOrId.toLowerCase()), eq(products.handle, handleOrId))
    : eq(products.handle, handleOrId);
  return db.query.products.findFirst({
    columns: productColumns,
    where: and(where, NOT_STAGED),
    with: withChildren,
  });
}

/** Other products of a category, newest first. */
export async function findProductsInCategory(db: Db, category: string, exceptId: string, limit: number) {
  return db.query.products.findMany({
    columns: productColumns,
    // What shoppers could be shown next to it: active products only.
    where: and(eq(products.category, category), ne(products.id, exceptId), eq(products.status, 'active')),
    with: withChildren,
    orderBy: [desc(products.createdAt), desc(products.id)],
    limit,
  });
}

/** Units of one variant free to buy: stock less what checkouts hold, never below 0. */
const variantFree = sql`greatest(${productVariants.stock} - ${productVariants.reserved}, 0)`;

/** Whether some variant of the outer product row meets `condition`. */
const hasVariant = (condition: SQL) =>
  sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${condition})`;

/**
 * Manage Products' stock filter (ADMIN_STOCK_FILTERS): the dashboard counts with the same
 * conditions, so its numbers are the lengths of these lists.
 */
function stockCondition(filter: AdminStockFilter): SQL {
  const anyFree = hasVariant(sql`${variantFree} > 0`);
  const anyLow = hasVariant(sql`${variantFree} <= ${LOW_STOCK_UNITS}`);
  if (filter === 'sold-out') return sql`not ${anyFree}`;
  if (filter === 'low') return sql`${anyFree} and ${anyLow}`;
  return sql`${anyFree} and not ${anyLow}`;
}

const freeUnits = sql`(select coalesce(sum(${variantFree}), 0) from ${productVariants} where ${productVariants.productId} = ${products.id})`;

const adminOrder: Record<AdminProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  title: [sql`lower(${products.title})`, asc(products.id)],
  'price-asc': [asc(products.listPriceCents), desc(products.createdAt), desc(products.id)],
  'price-desc': [desc(products.listPriceCents), desc(products.createdAt), desc(products.id)],
  'stock-asc': [sql`${freeUnits} asc`, desc(products.createdAt), desc(products.id)],
  'stock-desc': [sql`${freeUnits} desc`, desc(products.createdAt), desc(products.id)],
};

export interface AdminProductFilter {
  search?: string;
  stock?: AdminStockFilter;
  category?: string;
  status?: string;
}

/**
 * The products Manage Products lists with this filter: names or handles containing the words (or
 * a size's whole SKU or barcode), one status, one stock state and one category. Bulk actions on
 * "all that match" use the same condition, so they change exactly what the owner saw listed.
 */
export function adminProductWhere(filter: AdminProductFilter): SQL | undefined {
  const words = (filter.search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return and(
    NOT_STAGED,
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(
        ilike(products.title, pattern),
        ilike(products.handle, pattern),
        // A SKU or barcode is typed whole (scanned, or copied from a slip); the indexes find it.
        hasVariant(
          or(
            sql`upper(${productVariants.sku}) = ${word.toUpperCase()}`,
            eq(productVariants.barcode, word),
          ) as SQL,
        ),
      );
    }),
    filter.status ? eq(products.status, filter.status) : undefined,
    filter.stock ? stockCondition(filter.stock) : undefined,
    filter.category ? eq(products.category, filter.category) : undefined,
  );
}

/**
 * The admin's product table (adminProductWhere) in the chosen order. A page past the end is the
 * last page: the answer says which page it is.
 */
export async function findAdminProductPage(
  db: Db,
  page: number,
  limit: number,
  sort: AdminProductSort,
  filter: AdminProductFilter,
) {
  const where = adminProductWhere(filter);
  const [counted] = await db.select({ n: count() }).from(products).where(where);
  const total = counted?.n ?? 0;
  const shown = Math.min(page, Math.max(1, Math.ceil(total / limit)));
  // The order is decided on the bare table; the chosen rows are then read with their children.
  const ids = (
    await db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...adminOrder[sort])
      .limit(limit)
      .offset((shown - 1) * limit)
  ).map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await db.query.products.findMany({
          columns: productColumns,
          where: inArray(products.id, ids),
          with: withChildren,
        });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    total,
    page: shown,
  };
}

/** How many products Manage Products lists as sold out and as running low (stockCondition). */
export async function countProductsByStock(db: Db): Promise<{ soldOut: number; low: number }> {
  const [row] = await db
    .select({
      soldOut: sql<number>`count(*) filter (where ${stockCondition('sold-out')})`.mapWith(Number),
      low: sql<number>`count(*) filter (where ${stockCondition('low')})`.mapWith(Number),
    })
    .from(products)
    .where(NOT_STAGED);
  return { soldOut: row?.soldOut ?? 0, low: row?.low ?? 0 };
}
