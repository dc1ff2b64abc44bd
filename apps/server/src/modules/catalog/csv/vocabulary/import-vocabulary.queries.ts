import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { productImages, products, productVariants } from '../../catalog.schema';
import { lockCategories } from '../../categories/categories.queries';
import { categories } from '../../categories/categories.schema';
import { colors } from '../../colors/colors.schema';

// The rows an import adds to the shop's words, and how it takes them back.

export async function unhideCategories(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(categories)
    .set({ hidden: false })
    .where(inArray(categories.id, [...ids]));
}

/** Categories an import created and no product holds (a rolled back import's). */
export async function deleteUnusedImportCategories(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(categories)
    .where(
      and(
        inArray(categories.id, [...ids]),
        notExists(
          db.select({ one: sql`1` }).from(products).where(sql`${products.category} = ${categories.handle}`),
        ),
      ),
    );
}

/** Colours an import added that no product, variant or picture names. */
export async function deleteUnusedColors(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .delete(colors)
    .where(
      and(
        inArray(colors.name, [...names]),
        notExists(db.select({ one: sql`1` }).from(products).where(sql`${products.color} = ${colors.name}`)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(productVariants)
            .where(sql`${productVariants.color} = ${colors.name}`),
        ),
        notExists(
          db.select({ one: sql`1` }).from(productImages).where(sql`${productImages.color} = ${colors.name}`),
        ),
      ),
    );
}

/** Takes back sizes an import added to a category's chart, those no product of it holds. */
export async function removeUnusedChartSizes(
  db: Db,
  categoryId: string,
  sizes: readonly string[],
): Promise<void> {
  if (sizes.length === 0) return;
  await db.transaction(async (tx) => {
    await lockCategories(tx, 'update');
    const [category] = await tx.select().from(categories).where(eq(categories.id, categoryId));
    if (!category) return;
    const used = await tx
      .selectDistinct({ size: productVariants.size })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.category, category.handle), inArray(productVariants.size, [...sizes])));
    const keep = new Set(used.map((row) => row.size));
    const chart = category.sizes.filter((row) => keep.has(row.size) || !sizes.includes(row.size));
    if (chart.length > 0 && chart.length !== category.sizes.length) {
      await tx.update(categories).set({ sizes: chart }).where(eq(categories.id, categoryId));
    }
  });
}
