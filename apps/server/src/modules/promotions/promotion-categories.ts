import { and, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { readCategoryBook } from '../catalog';
import { discounts, sales } from './promotions.schema';

// Sales and discount codes name categories by handle. The catalog's categories belong to the owner
// (docs/product/rules.md, Categories): these keep promotions true to them, inside the catalog's
// own transaction.

/** A category's new handle, in every sale and code that named the old one. */
export async function renameCategoryInPromotions(tx: Db, from: string, to: string): Promise<void> {
  await tx
    .update(sales)
    .set({ categories: sql`array_replace(${sales.categories}, ${from}, ${to})` })
    .where(sql`${from} = any(${sales.categories})`);
  await tx
    .update(discounts)
    .set({ categories: sql`array_replace(${discounts.categories}, ${from}, ${to})` })
    .where(sql`${from} = any(${discounts.categories})`);
}

/**
 * Why a category cannot go yet: a sale or a code not over still names it (deleting it would
 * change what they cover). Null when none does.
 */
export async function promotionHoldingCategory(tx: Db, handle: string, now: Date): Promise<string | null> {
  const [sale] = await tx
    .select({ name: sales.name })
    .from(sales)
    .where(and(sql`${handle} = any(${sales.categories})`, gt(sales.endsAt, now)))
    .limit(1);
  if (sale) return `The sale "${sale.name}" covers this category: take it out of the sale first`;
  const [discount] = await tx
    .select({ code: discounts.code })
    .from(discounts)
    .where(
      and(
        sql`${handle} = any(${discounts.categories})`,
        or(isNull(discounts.endsAt), gt(discounts.endsAt, now)),
      ),
    )
    .limit(1);
  if (discount)
    return `The discount code ${discount.code} applies to this category: take it out of the code first`;
  return null;
}

/** 400 naming `categories` when one of them is not the shop's. */
export async function checkCategoriesExist(
  db: Db,
  handles: readonly string[] | undefined,
  message: string,
): Promise<void> {
  if (!handles?.length) return;
  const book = await readCategoryBook(db);
  if (handles.some((handle) => !book.get(handle))) throw new DomainError(400, message, 'categories');
}
