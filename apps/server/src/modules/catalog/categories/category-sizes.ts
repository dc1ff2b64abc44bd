import type { ShopCategory } from '@shop/shared/catalog/categories';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { products, productVariants } from '../catalog.schema';
import { deleteVariants, lockVariantsInSizes, variantsLeftOutside } from './categories.queries';

/** Names a few products and how many more there are: a 409 stays one readable sentence. */
function someOf(names: readonly string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}

/**
 * Takes out of a category's chart the sizes `next` leaves out (docs/product/rules.md, Sizes). A
 * size leaves only when no product of the category holds stock in it, nor units held by a
 * checkout: otherwise 409 naming them, and nothing changes. The sizes' empty variants go with
 * it, unless a product would be left with no size at all (409 too). Decided on locked rows.
 */
export async function removeSizes(
  tx: Db,
  category: ShopCategory,
  next: readonly { size: string }[],
): Promise<void> {
  const keep = new Set(next.map((row) => row.size));
  const leaving = category.sizeChart.sizes.map((row) => row.size).filter((size) => !keep.has(size));
  const variants = await lockVariantsInSizes(tx, category.handle, leaving);
  if (variants.length === 0) return;
  const stocked = variants.filter((variant) => variant.stock > 0 || variant.reserved > 0);
  if (stocked.length > 0) {
    const sizes = [...new Set(stocked.map((variant) => variant.size))];
    const names = [...new Set(stocked.map((variant) => `${variant.title} (${variant.size})`))];
    throw new DomainError(
      409,
      `${sizes.length === 1 ? `Size ${sizes[0]} leaves` : `Sizes ${sizes.join(', ')} leave`} the chart only when no product holds stock in ${sizes.length === 1 ? 'it' : 'them'}: ${someOf(names)}`,
      'sizeChart',
    );
  }
  const productIds = [...new Set(variants.map((variant) => variant.productId))];
  const left = await variantsLeftOutside(tx, productIds, leaving);
  const stranded = [
    ...new Set(variants.filter((variant) => !left.get(variant.productId)).map((variant) => variant.title)),
  ];
  if (stranded.length > 0) {
    throw new DomainError(
      409,
      `These products would have no size left: ${someOf(stranded)}. Give them one of the chart's other sizes first.`,
      'sizeChart',
    );
  }
  await deleteVariants(
    tx,
    variants.map((variant) => variant.id),
  );
}

/** Every size the products of a category come in, in the order first met. */
export async function sizesOfProducts(tx: Db, handle: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ size: productVariants.size })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.category, handle))
    .orderBy(asc(productVariants.size));
  return rows.map((row) => row.size);
}
