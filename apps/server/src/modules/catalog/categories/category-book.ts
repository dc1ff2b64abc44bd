import type { ShopCategory } from '@shop/shared/catalog/categories';
import type { Db } from '../../../db/client';
import { findCategories, lockCategories } from './categories.queries';

/**
 * The shop's categories as one read gives them, for everything that checks or narrows by them:
 * a listing's category and size filters, a product's category and sizes, an import's Type.
 */
export class CategoryBook {
  private readonly byHandle: ReadonlyMap<string, ShopCategory>;

  constructor(readonly all: readonly ShopCategory[]) {
    this.byHandle = new Map(all.map((category) => [category.handle, category]));
  }

  get(handle: string): ShopCategory | undefined {
    return this.byHandle.get(handle);
  }

  handles(): string[] {
    return this.all.map((category) => category.handle);
  }

  /** A category's sizes in chart order; none for a category the shop does not have. */
  sizesOf(handle: string): string[] {
    return this.byHandle.get(handle)?.sizeChart.sizes.map((row) => row.size) ?? [];
  }

  /** The name shoppers read for a category; its handle when the shop no longer has it. */
  nameOf(handle: string): string {
    return this.byHandle.get(handle)?.name ?? handle;
  }

  /** The categories whose chart has this size. */
  withSize(size: string): string[] {
    return this.all
      .filter((category) => category.sizeChart.sizes.some((row) => row.size === size))
      .map((category) => category.handle);
  }

  /** Every size of every chart, in the order first met. */
  sizes(): string[] {
    return [...new Set(this.all.flatMap((category) => category.sizeChart.sizes.map((row) => row.size)))];
  }
}

export async function readCategoryBook(db: Db): Promise<CategoryBook> {
  return new CategoryBook(await findCategories(db));
}

/**
 * The categories, held (for share) until the caller's transaction ends: a product write checks
 * its category and sizes against charts no category write can change before it commits.
 */
export async function shareCategoryBook(tx: Db): Promise<CategoryBook> {
  await lockCategories(tx, 'share');
  return new CategoryBook(await findCategories(tx));
}
