import { PRODUCT_STATUSES, type ProductStatus } from '@shop/shared/catalog/product-fields';
import type { CategoryBook } from '../categories/category-book';
import { unescapeFormula } from './product-csv-format';
import type { Problems } from './product-csv-plan';
import type { CsvRecord } from './product-csv-reader';

// Shopify's words in a product CSV and the shop's for them: the file's columns by name, the names
// a Shopify catalog gives categories and sizes, the options that hold size and colour, and
// Status or Published as the product's status. The checks of each row are product-csv-rows.ts.

// Category names a Shopify catalog uses for the shop's default categories, besides their handles and names.
const CATEGORY_ALIASES: Record<string, string[]> = {
  jewellery: ['jewelry'],
  swim: ['swimwear', 'swimsuits', 'swimsuit'],
  accessories: ['accessory'],
  cosmetics: ['makeup', 'beauty'],
  adult: ['party'],
};

/** Every name a file may give one of the shop's categories (any case), to its handle. */
export function categoryNames(book: CategoryBook): Map<string, string> {
  const names = new Map<string, string>();
  for (const category of book.all) {
    for (const name of [category.handle, category.name, ...(CATEGORY_ALIASES[category.handle] ?? [])]) {
      const key = name.toLowerCase();
      // Singular and plural both: Shopify shops write 'Dress' as often as 'Dresses'.
      for (const form of [key, `${key}s`, `${key}es`, key.replace(/es$/, ''), key.replace(/s$/, '')])
        if (!names.has(form)) names.set(form, category.handle);
    }
  }
  return names;
}

/** The file's columns by lower-cased name: a file may order them as it likes. */
export class Columns {
  private readonly index = new Map<string, number>();
  constructor(header: string[]) {
    header.forEach((name, i) => {
      const key = name.trim().toLowerCase();
      if (!this.index.has(key)) this.index.set(key, i);
    });
  }
  has(column: string): boolean {
    return this.index.has(column.toLowerCase());
  }
  /**
   * The cell, trimmed unless `raw`; undefined when the file has no such column. A cell the
   * export wrote behind a ' (a formula's first character, csvLine) loses the ' and is taken as
   * it is: its leading tab or carriage return is the product's own.
   */
  get(record: CsvRecord, column: string, raw = false): string | undefined {
    const i = this.index.get(column.toLowerCase());
    if (i === undefined) return undefined;
    const value = record.fields[i] ?? '';
    const cell = unescapeFormula(value);
    if (cell !== value) return cell;
    return raw ? value : value.trim();
  }
  text(record: CsvRecord, column: string): string {
    return this.get(record, column) ?? '';
  }
}

/** A product's options: Size and Color (or Colour) by name in any of Option1–3, and the others. */
export interface ProductOptions {
  sizeOption: number | null;
  colorOption: number | null;
  /** Shopify's one-variant product: option "Title" valued "Default Title", or no option at all. */
  singleVariant: boolean;
  /** Other options' names (Material, Length): the shop's products vary by size and colour only. */
  others: string[];
}

export function productOptions(c: Columns, first: CsvRecord): ProductOptions {
  let sizeOption: number | null = null;
  let colorOption: number | null = null;
  let titled = false;
  const others: string[] = [];
  for (const n of [1, 2, 3]) {
    const written = c.text(first, `Option${n} Name`);
    const name = written.toLowerCase();
    if (name === 'size') sizeOption = n;
    else if (name === 'color' || name === 'colour') colorOption = n;
    else if (name === 'title') titled = true;
    else if (name !== '') others.push(written);
  }
  const noOptions = sizeOption === null && colorOption === null && others.length === 0;
  return { sizeOption, colorOption, singleVariant: titled || noOptions, others };
}

/** The shop's names for its categories and the import's own map of the file's names. */
export interface CategoryNaming {
  book: CategoryBook;
  names: ReadonlyMap<string, string>;
  categoryMap: ReadonlyMap<string, string>;
}

/** A name of the file's (any case) as one of the shop's categories: the import's map first. */
function categoryNamed(naming: CategoryNaming, name: string): string | undefined {
  const key = name.trim().toLowerCase();
  if (key === '') return undefined;
  return naming.categoryMap.get(key) ?? naming.names.get(key);
}

/**
 * The product's category (docs/product/api.md, Products: import and export): Product Category
 * (Shopify's taxonomy path, matched from its last part up: 'Apparel & Accessories > Clothing >
 * Shirts & Tops' tries 'Shirts & Tops', then 'Clothing'), then Type, then each of the Tags, the
 * owner's map first at each; then `defaultCategory`; then, with createCategories, a new category
 * named by the Type (or the path's last part). Otherwise an error, the same sentence for every
 * row naming the same thing, so the report groups them.
 */
export function shopCategory(
  c: Columns,
  problems: Problems,
  naming: CategoryNaming,
  first: CsvRecord,
  fallback: { defaultCategory?: string; create?: (name: string) => string | null },
): string | null {
  const type = c.text(first, 'Type');
  const path = c.text(first, 'Product Category');
  const parts = path
    .split('>')
    .map((part) => part.trim())
    .filter(Boolean);
  const tags = c
    .text(first, 'Tags')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const mapped = (path && naming.categoryMap.get(path.toLowerCase())) || undefined;
  const found =
    mapped ??
    // Each part whole, then its words, from the last part up: 'Handbags', then 'Apparel &
    // Accessories' and its word 'Accessories'; 'Shirts & Tops', then 'Clothing'.
    [...parts]
      .reverse()
      .flatMap((part) => [
        part,
        ...part
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
          .reverse(),
      ])
      .reduce<string | undefined>((hit, part) => hit ?? categoryNamed(naming, part), undefined) ??
    categoryNamed(naming, type) ??
    tags.reduce<string | undefined>((hit, tag) => hit ?? categoryNamed(naming, tag), undefined);
  if (found) return found;
  if (fallback.defaultCategory) return fallback.defaultCategory;
  const named = type || parts.at(-1) || '';
  if (named && fallback.create) {
    const created = fallback.create(named);
    if (created) return created;
  }
  if (named === '') {
    problems.add(
      first.line,
      'Type',
      "A product needs a Type or Product Category naming one of the shop's categories, or a default category for the import",
    );
  } else {
    problems.add(
      first.line,
      type ? 'Type' : 'Product Category',
      `Unknown category "${named}": map it to one of the shop's categories, choose a default category, or let the import create it`,
    );
  }
  return null;
}

/** SEO Title or SEO Description: undefined without the column, null when empty, else clipped to what a search result shows. */
export function seoCell(cell: string | undefined, max: number): string | null | undefined {
  return cell === undefined ? undefined : cell === '' ? null : cell.slice(0, max);
}

/** Status, else Published (TRUE or FALSE), as the product's status. */
export function shopStatus(c: Columns, problems: Problems, first: CsvRecord): ProductStatus | undefined {
  const status = c.text(first, 'Status').toLowerCase();
  if (status !== '') {
    if ((PRODUCT_STATUSES as readonly string[]).includes(status)) return status as ProductStatus;
    problems.add(first.line, 'Status', `Status must be one of: ${PRODUCT_STATUSES.join(', ')}`);
    return undefined;
  }
  const published = c.text(first, 'Published').toLowerCase();
  if (published === 'true') return 'active';
  if (published === 'false') return 'draft';
  if (published !== '') problems.add(first.line, 'Published', 'Published must be TRUE or FALSE');
  return undefined;
}
