import { COLOR_FAMILIES, type ShopColor } from '@shop/shared/catalog/colors';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, productVariants } from '../catalog.schema';
import { colors } from './colors.schema';

type ColorRow = typeof colors.$inferSelect;

const toShopColor = (row: ColorRow): ShopColor => ({
  id: row.id,
  name: row.name,
  family: row.family,
  swatch: row.swatch,
});

const FIRST = sql.raw(`array[${COLOR_FAMILIES.map((name) => `'${name}'`).join(', ')}]`);

/** Every colour: the eleven a shop starts with lead, in the filter's order, then the owner's, oldest first. */
export async function findColors(db: Db): Promise<ShopColor[]> {
  const rows = await db
    .select()
    .from(colors)
    .orderBy(
      sql`array_position(${FIRST}, ${colors.name}) nulls last`,
      asc(colors.createdAt),
      asc(colors.name),
    );
  return rows.map(toShopColor);
}

/**
 * Every colour row locked until the transaction ends: `update` by a colour's rename, `share` by
 * a product write that checks its colours. In id order, so writers never take them crosswise.
 */
export async function lockColors(tx: Db, mode: 'update' | 'share'): Promise<void> {
  await tx.execute(
    mode === 'update'
      ? sql`select 1 from ${colors} order by ${colors.id} for update`
      : sql`select 1 from ${colors} order by ${colors.id} for share`,
  );
}

export async function insertColors(
  tx: Db,
  values: readonly Pick<ShopColor, 'name' | 'family' | 'swatch'>[],
): Promise<ShopColor[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(colors)
    .values([...values])
    .returning();
  return rows.map(toShopColor);
}

export async function updateColorRow(
  tx: Db,
  id: string,
  values: Partial<Pick<ShopColor, 'name' | 'family' | 'swatch'>>,
): Promise<ShopColor | null> {
  const [row] = await tx.update(colors).set(values).where(eq(colors.id, id)).returning();
  return row ? toShopColor(row) : null;
}

/**
 * Writes again the colour words (`products.colors`, which search reads) of the products that
 * come in this colour: the main colour first, then the variants' in their order.
 */
export async function refreshProductColors(tx: Db, name: string): Promise<string[]> {
  const rows = await tx.execute(sql`
    update ${products} as p set colors = coalesce((
      select string_agg(named.color, ' ' order by named.first)
      from (
        select every.color, min(every.ord) as first
        from (
          select p.color as color, -1 as ord
          union all
          select v.color, v.position from ${productVariants} as v where v.product_id = p.id
        ) as every
        group by every.color
      ) as named
    ), '')
    where p.color = ${name}
      or exists (select 1 from ${productVariants} as v where v.product_id = p.id and v.color = ${name})
    returning p.id`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}
