import type { ChartSize, ShopCategory, SizeUnit } from '@shop/shared/catalog/categories';
import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, productVariants, searchTerms } from '../catalog.schema';
import { categories, categoryRedirects } from './categories.schema';

type CategoryRow = typeof categories.$inferSelect;

export function toShopCategory(row: CategoryRow): ShopCategory {
  return {
    id: row.id,
    handle: row.handle,
    name: row.name,
    description: row.description,
    picture: row.picture,
    position: row.position,
    hidden: row.hidden,
    featured: row.featured,
    sizeChart: { unit: row.sizeUnit, sizes: row.sizes },
  };
}

/** Every category in menu order. */
export async function findCategories(db: Db): Promise<ShopCategory[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.handle));
  return rows.map(toShopCategory);
}

/**
 * Every category row locked until the transaction ends: `update` by a category write, `share` by
 * a product write. Always in id order, so two writers never take them crosswise.
 */
export async function lockCategories(tx: Db, mode: 'update' | 'share'): Promise<void> {
  await tx.execute(
    mode === 'update'
      ? sql`select 1 from ${categories} order by ${categories.id} for update`
      : sql`select 1 from ${categories} order by ${categories.id} for share`,
  );
}

/** How many products each category holds, whatever their status (an import's unseen ones aside). */
export async function countProductsByCategory(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: products.category, total: count() })
    .from(products)
    .where(ne(products.status, 'importing'))
    .groupBy(products.category);
  return new Map(rows.map((row) => [row.category, row.total]));
}

/**
 * How many products one category holds, whatever their status; with `staged`, an import's unseen
 * ones too (they name it as well, so a delete must move them).
 */
export async function countProductsIn(db: Db, handle: string, { staged = false } = {}): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(
      staged
        ? eq(products.category, handle)
        : and(eq(products.category, handle), ne(products.status, 'importing')),
    );
  return row?.total ?? 0;
}

export async function findCategoryByHandle(db: Db, handle: string): Promise<ShopCategory | null> {
  const [row] = await db.select().from(categories).where(eq(categories.handle, handle));
  return row ? toShopCategory(row) : null;
}

/** Where an address a category had before a rename points now; null when it never was one. */
export async function findRedirect(db: Db, handle: string): Promise<string | null> {
  const [row] = await db
    .select({ handle: categories.handle })
    .from(categoryRedirects)
    .innerJoin(categories, eq(categories.id, categoryRedirects.categoryId))
    .where(eq(categoryRedirects.handle, handle));
  return row?.handle ?? null;
}

export interface CategoryValues {
  handle: string;
  name: string;
  description: string;
  picture: string | null;
  position: number;
  hidden: boolean;
  featured: boolean;
  sizeUnit: SizeUnit;
  sizes: ChartSize[];
}

export async function insertCategory(tx: Db, values: CategoryValues): Promise<ShopCategory> {
  const [row] = await tx.insert(categories).values(values).returning();
  if (!row) throw new Error('insert returned no category');
  return toShopCategory(row);
}

export async function updateCategoryRow(
  tx: Db,
  id: string,
  values: Partial<CategoryValues>,
): Promise<ShopCategory> {
  const [row] = await tx
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  if (!row) throw new Error('update returned no category');
  return toShopCategory(row);
}

export async function deleteCategoryRow(tx: Db, id: string): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

/** Menu positions 0, 1, 2… in this order, for every category listed. */
export async function writePositions(tx: Db, idsInOrder: readonly string[]): Promise<void> {
  if (idsInOrder.length === 0) return;
  const ids = sql.join(
    idsInOrder.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${categories} set position = ordered.position - 1
    from unnest(array[${ids}]) with ordinality as ordered(id, position)
    where ${categories.id} = ordered.id and ${categories.position} <> ordered.position - 1`);
}

/** Remembers that `handle` now lives at the category `categoryId` (an address renamed). */
export async function keepRedirect(tx: Db, handle: string, categoryId: string): Promise<void> {
  await tx
    .insert(categoryRedirects)
    .values({ handle, categoryId })
    .onConflictDoUpdate({ target: categoryRedirects.handle, set: { categoryId } });
}

/** The addresses that led to one category lead to another (the first is being deleted). */
export async function moveRedirects(tx: Db, fromId: string, toId: string): Promise<void> {
  await tx
    .update(categoryRedirects)
    .set({ categoryId: toId })
    .where(eq(categoryRedirects.categoryId, fromId));
}

/** A live category's own address is never a redirect. */
export async function dropRedirect(tx: Db, handle: string): Promise<void> {
  await tx.delete(categoryRedirects).where(eq(categoryRedirects.handle, handle));
}

/** Moves every product of one category to another (their handles are renamed by the same statement). */
export async function moveProducts(tx: Db, from: string, to: string): Promise<string[]> {
  const rows = await tx
    .update(products)
    .set({ category: to, updatedAt: new Date() })
    .where(eq(products.category, from))
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/** Adds a category's handle words to the search vocabulary (products.category is searched). */
export async function addCategoryTerms(tx: Db, handle: string): Promise<void> {
  await tx.execute(sql`
    insert into ${searchTerms} (term)
    select distinct word from unnest(tsvector_to_array(to_tsvector('simple', ${handle}))) as word
    order by word
    on conflict do nothing`);
}

export interface SizeInUse {
  productId: string;
  title: string;
  size: string;
  stock: number;
  reserved: number;
}

/**
 * The variants of a category's products in these sizes, locked: a checkout holding one of them
 * meanwhile waits, so a size leaves a chart only when nothing holds it.
 */
export async function lockVariantsInSizes(
  tx: Db,
  handle: string,
  sizes: readonly string[],
): Promise<(SizeInUse & { id: string })[]> {
  if (sizes.length === 0) return [];
  return tx
    .select({
      id: productVariants.id,
      productId: products.id,
      title: products.title,
      size: productVariants.size,
      stock: productVariants.stock,
      reserved: productVariants.reserved,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.category, handle), inArray(productVariants.size, [...sizes])))
    .orderBy(asc(productVariants.id))
    .for('update', { of: productVariants });
}

/** How many variants each of these products has left outside these sizes. */
export async function variantsLeftOutside(
  tx: Db,
  productIds: readonly string[],
  sizes: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: productVariants.productId, total: count() })
    .from(productVariants)
    .where(
      and(inArray(productVariants.productId, [...productIds]), notInArray(productVariants.size, [...sizes])),
    )
    .groupBy(productVariants.productId);
  return new Map(rows.map((row) => [row.productId, row.total]));
}

export async function deleteVariants(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(productVariants).where(inArray(productVariants.id, [...ids]));
}
