import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../lib/stores/like-pattern';
import type { UploadNamesQuery } from '../../uploads';
import {
  productImages,
  productImportStages,
  products,
  productVariants,
  searchTerms,
} from '../catalog.schema';
import { productColumns, UUID, withChildren } from '../product-columns';
import { MAX_TERM_LENGTH } from '../storefront/search.queries';

// The catalog's writes: catalog-write.service.ts decides what is written; these only write it.

export type NewProductRow = typeof products.$inferInsert;
export type NewVariantRow = typeof productVariants.$inferInsert;
export type NewImageRow = typeof productImages.$inferInsert;

/**
 * Bind parameters per multi-row statement: Postgres takes at most 65 535 in one, and a thousand
 * products in three colours have more variants than one statement may carry.
 */
const PARAMETERS_PER_INSERT = 40_000;

function* slices<T extends object>(rows: readonly T[]): Generator<T[]> {
  const [first] = rows;
  if (!first) return;
  const size = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Object.keys(first).length));
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}

/** Many products, their variants and images in a few multi-row statements (seeding 100 000 fast). */
export async function insertProductRows(
  db: Db,
  rows: NewProductRow[],
  variants: NewVariantRow[],
  images: NewImageRow[],
): Promise<void> {
  if (rows.length === 0) return;
  for (const slice of slices(rows)) await db.insert(products).values(slice);
  for (const slice of slices(variants)) await db.insert(productVariants).values(slice);
  for (const slice of slices(images)) await db.insert(productImages).values(slice);
}

/** Products written by an import as 'importing', with the status each takes when it commits. */
export async function insertImportStages(
  db: Db,
  rows: { productId: string; status: string }[],
): Promise<void> {
  for (const slice of slices(rows)) await db.insert(productImportStages).values(slice);
}

/** Every staged product takes its status: the import commits. The ids made visible. */
export async function commitImportStages(db: Db): Promise<string[]> {
  const rows = await db.execute(sql`
    update ${products} p set status = s.status
    from ${productImportStages} s
    where s.product_id = p.id
    returning p.id`);
  await db.delete(productImportStages);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** Deletes up to `limit` staged products (an import rolled back, or cut off); how many went. */
export async function discardImportStages(db: Db, limit: number): Promise<number> {
  const gone = await db.execute(sql`
    delete from ${products} where id in (
      select id from ${products} where status = 'importing' limit ${limit}
    ) returning id`);
  return (gone as unknown as { rows: unknown[] }).rows.length;
}

/** The product a write applies to, locked until the transaction ends so two edits do not interleave. */
export async function findProductForUpdate(db: Db, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id.toLowerCase()))
    .for('update');
  if (!row) return undefined;
  return db.query.products.findFirst({
    columns: productColumns,
    where: eq(products.id, row.id),
    with: withChildren,
  });
}

/** Whether another product already uses this handle. */
export async function isHandleTaken(db: Db, handle: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId
        ? and(eq(products.handle, handle), sql`${products.id} <> ${exceptId}`)
        : eq(products.handle, handle),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateProductRow(db: Db, id: string, row: Partial<NewProductRow>): Promise<void> {
  await db.update(products).set(row).where(eq(products.id, id));
}

/**
 * A product's variants locked for an edit, in variant-id order: the order checkouts lock them in
 * (catalog-stock.service.ts), so an edit and a checkout never wait on each other in a circle, and
 * no checkout can hold units of a size while the edit decides whether that size may go.
 */
export async function lockProductVariants(db: Db, productId: string) {
  return db
    .select({
      id: productVariants.id,
      size: productVariants.size,
      color: productVariants.color,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      stock: productVariants.stock,
      reserved: productVariants.reserved,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
}

/** A new colour for a size the product keeps: the row, its id and its held units stay. */
export async function setVariantColor(db: Db, variantId: string, color: string): Promise<void> {
  await db.update(productVariants).set({ color }).where(eq(productVariants.id, variantId));
}

/**
 * Replaces a product's variants. A size and colour the product already had keeps its id (carts
 * and orders will point at variant ids); the others are deleted or inserted.
 */
export async function replaceVariants(db: Db, productId: string, variants: NewVariantRow[]): Promise<void> {
  const keep = variants.map((v) => sql`(${v.size}, ${v.color})`);
  await db
    .delete(productVariants)
    .where(
      keep.length === 0
        ? eq(productVariants.productId, productId)
        : and(
            eq(productVariants.productId, productId),
            sql`(${productVariants.size}, ${productVariants.color}) not in (${sql.join(keep, sql`, `)})`,
          ),
    );
  if (variants.length === 0) return;
  await db
    .insert(productVariants)
    .values(variants)
    .onConflictDoUpdate({
      target: [productVariants.productId, productVariants.size, productVariants.color],
      set: {
        priceCents: sql`excluded.price_cents`,
        listPriceCents: sql`excluded.list_price_cents`,
        stock: sql`excluded.stock`,
        sku: sql`excluded.sku`,
        barcode: sql`excluded.barcode`,
        position: sql`excluded.position`,
      },
    });
}

/**
 * Which of these SKUs (any case) a variant of another product than `exceptProductId` has, as the
 * other variant spells it, keyed by the upper-case SKU.
 */
export async function findTakenSkus(
  db: Db,
  skus: readonly string[],
  exceptProductId: string | null,
): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const upper = sql`upper(${productVariants.sku})`;
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(upper, [...new Set(skus.map((sku) => sku.toUpperCase()))]),
        exceptProductId ? ne(productVariants.productId, exceptProductId) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.sku.toUpperCase(), row.sku]));
}

/** Which of these generated SKUs (upper case) and their numbered successors ('-2', '-3'…) are taken. */
export async function findTakenSkuPrefixes(
  db: Db,
  prefixes: readonly string[],
  exceptProductId: string | null,
): Promise<Set<string>> {
  if (prefixes.length === 0) return new Set();
  const upper = sql`upper(${productVariants.sku})`;
  const rows = await db
    .select({ sku: upper.mapWith(String) })
    .from(productVariants)
    .where(
      and(
        or(
          ...prefixes.map((prefix) => or(eq(upper, prefix), sql`${upper} like ${`${escapeLike(prefix)}-%`}`)),
        ),
        exceptProductId ? ne(productVariants.productId, exceptProductId) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.sku));
}

export async function replaceImages(db: Db, productId: string, images: NewImageRow[]): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length > 0) await db.insert(productImages).values(images);
}

/**
 * Which of the uploads asked about some product shows (the cleanup of unused uploads): every
 * product counts, drafts and an import's staged ones included. A picture replaced or a product
 * deleted above stops counting.
 */
export async function productPicturesAmong(db: Db, uploads: UploadNamesQuery): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: uploads.name(productImages.url) })
    .from(productImages)
    .where(uploads.asked(productImages.url));
  return rows.map((row) => row.name);
}

/** Deletes a product; its variants and images go with it (on delete cascade). */
export async function deleteProductRow(db: Db, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const deleted = await db
    .delete(products)
    .where(eq(products.id, id.toLowerCase()))
    .returning({ id: products.id });
  return deleted.length > 0;
}

/** A variant of this product holding more units for checkouts than it has in stock, if any. */
export async function findOverheldVariants(db: Db, productId: string) {
  const [row] = await db
    .select({ size: productVariants.size, reserved: productVariants.reserved })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        sql`${productVariants.reserved} > ${productVariants.stock}`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Adds the words of these products' titles, types, categories and colours to the search vocabulary that
 * misspelt words are corrected against. Every write of a product's title, type or category
 * calls it, in the same transaction. Words are never removed: a stale word only offers a
 * correction that matches nothing, and the vocabulary stays small either way.
 */
export async function addSearchTerms(db: Db, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  // Postgres' own word splitting ('simple' lowercases and keeps every word), ordered so that
  // concurrent writers take the key locks in the same order and cannot deadlock.
  await db.execute(sql`
    insert into ${searchTerms} (term)
    select distinct word
    from ${products},
      unnest(tsvector_to_array(to_tsvector('simple', ${products.title} || ' ' || ${products.productType} || ' ' || ${products.category} || ' ' || ${products.colors}))) as word
    where ${inArray(products.id, productIds)} and length(word) <= ${MAX_TERM_LENGTH}
    order by word
    on conflict do nothing`);
}
