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

/** The options named Size and Color (or Colour), in whichever of Option1–3 the file has them. */
export function sizeAndColorOptions(
  c: Columns,
  first: CsvRecord,
): { sizeOption: number | null; colorOption: number | null } {
  let sizeOption: number | null = null;
  let colorOption: number | null = null;
  for (const n of [1, 2, 3]) {
    const name = c.text(first, `Option${n} Name`).toLowerCase();
    if (name === 'size') sizeOption = n;
    else if (name === 'color' || name === 'colour') colorOption = n;
  }
  return { sizeOption, colorOption };
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
  return naming.categoryMap.get(key) ?? naming.names.get(key);
}

/** Type, else Product Category's last segment (or the whole path), as one of the shop's categories. */
export function shopCategory(
  c: Columns,
  problems: Problems,
  naming: CategoryNaming,
  first: CsvRecord,
): string | null {
  const type = c.text(first, 'Type');
  const path = c.text(first, 'Product Category');
  const last = path.split('>').pop()?.trim() ?? '';
  const found =
    (type && categoryNamed(naming, type)) ||
    (path && naming.categoryMap.get(path.toLowerCase())) ||
    (last && categoryNamed(naming, last));
  if (found) return found;
  if (type === '' && path === '') {
    problems.add(
      first.line,
      'Type',
      `A product needs a Type naming one of the shop's categories: ${naming.book.all.map((category) => category.name).join(', ')}`,
    );
  } else {
    problems.add(
      first.line,
      type ? 'Type' : 'Product Category',
      `Unknown category "${type || last}": map it to one of the shop's categories`,
    );
  }
  return null;
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
