import { CATEGORIES, type Category, categoryLabel, ONE_SIZE, SIZES } from '@shop/shared/catalog/catalog';
import { PRODUCT_STATUSES, type ProductStatus } from '@shop/shared/catalog/product-fields';
import { unescapeFormula } from './product-csv-format';
import type { Problems } from './product-csv-plan';
import type { CsvRecord } from './product-csv-reader';

// Shopify's words in a product CSV and the shop's for them: the file's columns by name, the names
// a Shopify catalog gives categories and sizes, the options that hold size and colour, and
// Status or Published as the product's status. The checks of each row are product-csv-rows.ts.

// Category names a Shopify catalog uses for the shop's categories, besides their values and labels.
const CATEGORY_ALIASES: Partial<Record<Category, string[]>> = {
  jewellery: ['jewelry'],
  swim: ['swimwear', 'swimsuits', 'swimsuit'],
  accessories: ['accessory'],
  cosmetics: ['makeup', 'beauty'],
  adult: ['party'],
};

const CATEGORY_NAMES = new Map<string, Category>();
for (const category of CATEGORIES) {
  for (const name of [category, categoryLabel(category), ...(CATEGORY_ALIASES[category] ?? [])]) {
    const key = name.toLowerCase();
    // Singular and plural both: Shopify shops write 'Dress' as often as 'Dresses'.
    for (const form of [key, `${key}s`, `${key}es`, key.replace(/es$/, ''), key.replace(/s$/, '')])
      if (!CATEGORY_NAMES.has(form)) CATEGORY_NAMES.set(form, category);
  }
}

export const SIZE_NAMES = new Map<string, string>(SIZES.map((size) => [size.toLowerCase(), size]));
SIZE_NAMES.set('onesize', ONE_SIZE);
SIZE_NAMES.set('os', ONE_SIZE);
SIZE_NAMES.set('default title', ONE_SIZE);

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

/** A name of the file's (any case) as one of the shop's categories: the import's map first. */
function categoryNamed(categoryMap: ReadonlyMap<string, Category>, name: string): Category | undefined {
  const key = name.trim().toLowerCase();
  return categoryMap.get(key) ?? CATEGORY_NAMES.get(key);
}

/** Type, else Product Category's last segment (or the whole path), as one of the shop's categories. */
export function shopCategory(
  c: Columns,
  problems: Problems,
  categoryMap: ReadonlyMap<string, Category>,
  first: CsvRecord,
): Category | null {
  const type = c.text(first, 'Type');
  const path = c.text(first, 'Product Category');
  const last = path.split('>').pop()?.trim() ?? '';
  const found =
    (type && categoryNamed(categoryMap, type)) ||
    (path && categoryMap.get(path.toLowerCase())) ||
    (last && categoryNamed(categoryMap, last));
  if (found) return found;
  if (type === '' && path === '') {
    problems.add(
      first.line,
      'Type',
      `A product needs a Type naming one of the shop's categories: ${CATEGORIES.map(categoryLabel).join(', ')}`,
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
