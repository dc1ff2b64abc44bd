import type { Db } from '../../db/client';
import type { CatalogMemo } from './catalog-memo';
import { type CategoryBook, readCategoryBook } from './categories/category-book';
import { type ColorBook, readColorBook } from './colors/color-book';

// The shop's categories and colours as the storefront's checks read them: remembered with the
// catalog's other facts (CatalogMemo) until the catalog changes.

export function categoryBook(db: Db, memo?: CatalogMemo): Promise<CategoryBook> {
  return memo ? memo.categories.get('book', () => readCategoryBook(db)) : readCategoryBook(db);
}

export function colorBook(db: Db, memo?: CatalogMemo): Promise<ColorBook> {
  return memo ? memo.colors.get('book', () => readColorBook(db)) : readColorBook(db);
}
