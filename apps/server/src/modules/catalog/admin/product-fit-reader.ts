import type { AdminProduct, AdminProductListItem } from '@shop/shared/catalog/admin-products-schemas';
import type { FitAnswers, SizeReturns } from '@shop/shared/catalog/product-fit';

/**
 * How a page of products fits: the reviews' fit answers and the units returned for their size,
 * each product's, read in one query whatever the page's length. Reviews and returns are modules
 * above the catalog, so app.ts hands this in (from stats) rather than the catalog importing them.
 */
export type ProductFitReader = (
  productIds: readonly string[],
) => Promise<ReadonlyMap<string, { fit: FitAnswers; sizeReturns: SizeReturns }>>;

const NO_FIT = {
  fit: { small: 0, true: 0, large: 0, answers: 0 },
  sizeReturns: { units: 0, soldUnits: 0 },
};

/** Manage Products' page with how each product fits (docs/product/api.md, Products — admin). */
export async function withFit(
  products: readonly AdminProduct[],
  fitOf: ProductFitReader,
): Promise<AdminProductListItem[]> {
  const fits = await fitOf(products.map((product) => product.id));
  return products.map((product) => ({ ...product, ...(fits.get(product.id) ?? NO_FIT) }));
}
