import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, productVariants } from '../catalog.schema';
import { productColumns, withChildren } from '../product-columns';

// The reads of the catalog CSV (docs/product/api.md, Products: import and export).

export type CsvProductRow = Awaited<ReturnType<typeof findProductsByIds>>[number];

/**
 * Where the export stopped: the last product written, in (created_at, id) order. The time is
 * Postgres' own text of it: a JavaScript Date would drop its microseconds, and a row created in
 * the same millisecond would come round again.
 */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/**
 * The next `limit` products matching `where` after `after`, oldest first (so an import into an
 * empty shop creates them in the same order), with their variants and images, and the cursor.
 */
export async function findExportPage(
  db: Db,
  where: SQL | undefined,
  after: ExportCursor | null,
  limit: number,
) {
  const keyset = after
    ? sql`(${products.createdAt}, ${products.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const page = await db
    .select({ id: products.id, createdAt: sql<string>`${products.createdAt}::text` })
    .from(products)
    .where(and(where, keyset))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit);
  const rows = await findProductsByIds(
    db,
    page.map((row) => row.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const last = page[page.length - 1];
  return {
    products: page.flatMap((row) => byId.get(row.id) ?? []),
    cursor: last ? { createdAt: last.createdAt, id: last.id } : null,
    full: page.length === limit,
  };
}

async function findProductsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.query.products.findMany({
    columns: productColumns,
    where: inArray(products.id, ids),
    with: withChildren,
  });
}

/** The products with these handles, with their variants and images, by handle. */
export async function findProductsByHandles(db: Db, handles: string[]): Promise<Map<string, CsvProductRow>> {
  if (handles.length === 0) return new Map();
  const rows = await db.query.products.findMany({
    columns: productColumns,
    where: inArray(products.handle, handles),
    with: withChildren,
  });
  return new Map(rows.map((row) => [row.handle, row]));
}

/** Which product (by handle) has each of these SKUs, whatever the case; keys are upper case. */
export async function findSkuOwners(db: Db, skus: string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: sql<string>`upper(${productVariants.sku})`, handle: products.handle })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      inArray(
        sql`upper(${productVariants.sku})`,
        skus.map((sku) => sku.toUpperCase()),
      ),
    );
  return new Map(rows.map((row) => [row.sku, row.handle]));
}
