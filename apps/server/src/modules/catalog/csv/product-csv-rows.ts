import {
  CATEGORIES,
  type Category,
  COLORS,
  type Color,
  categoryLabel,
  ONE_SIZE,
  SIZES,
  sizesForCategory,
} from '@shop/shared/catalog/catalog';
import type { ImportError } from '@shop/shared/catalog/product-csv';
import { PRODUCT_STATUSES, type ProductStatus, SKU_MAX } from '@shop/shared/catalog/product-fields';
import { parseDollars } from '@shop/shared/money';
import {
  HANDLE,
  MAX_ALT,
  MAX_DESCRIPTION_HTML,
  MAX_HANDLE,
  MAX_IMAGES,
  MAX_PRICE_CENTS,
  MAX_STOCK,
  MAX_TITLE,
  MAX_URL,
  MAX_VARIANTS,
  SKU,
} from '../admin/product-input';
import { unescapeFormula } from './product-csv-format';
import type { CsvRecord } from './product-csv-reader';

// One product's rows of a Shopify product CSV checked and turned into what the import writes
// (docs/product/api.md, Products: import and export): its category, status, variants and
// pictures, every problem named with its line and column. The writing is
// product-csv-import.service.ts.

/** Problems listed at most; past them the import stops reading. */
export const MAX_IMPORT_ERRORS = 1000;

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

const SIZE_NAMES = new Map<string, string>(SIZES.map((size) => [size.toLowerCase(), size]));
SIZE_NAMES.set('onesize', ONE_SIZE);
SIZE_NAMES.set('os', ONE_SIZE);
SIZE_NAMES.set('default title', ONE_SIZE);

export interface PlannedVariant {
  line: number;
  size: string;
  color: Color;
  priceCents: number;
  stock: number;
  sku: string | null;
  /** Variant Image: the address of this variant's picture, '' for none. */
  image: string;
}

export interface PlannedImage {
  line: number;
  src: string;
  alt: string;
  position: number;
  /** The colour it shows (colourPictures), null for every colour. */
  color: Color | null;
}

/** A picture as the shop stores it: its own address, alt text and colour. */
export interface ShopPicture {
  url: string;
  alt: string;
  color: Color | null;
}

/**
 * Which colour each picture shows. Shopify's file links a picture to variants (Variant Image);
 * that picture shows their colour, and so do the pictures after it up to the next linked one (a
 * colour's pictures follow its first, as the export writes them). Pictures before the first
 * linked one are shown for every colour.
 */
function colourPictures(images: PlannedImage[], variants: readonly PlannedVariant[]): void {
  const linked = new Map<string, Set<Color>>();
  for (const variant of variants) {
    if (variant.image === '') continue;
    const colours = linked.get(variant.image) ?? new Set<Color>();
    colours.add(variant.color);
    linked.set(variant.image, colours);
  }
  let current: Color | null = null;
  for (const image of images) {
    const colours = linked.get(image.src);
    // A picture linked to variants of several colours is the product's, not one colour's.
    if (colours) current = colours.size === 1 ? ([...colours][0] as Color) : null;
    image.color = current;
  }
}

export interface PlannedProduct {
  line: number;
  handle: string;
  title: string;
  /** undefined when the file has no Body (HTML) column: the product keeps its description. */
  descriptionHtml: string | undefined;
  category: Category;
  productType: string;
  /** undefined when neither Status nor Published says: a new product is published, others keep theirs. */
  status: ProductStatus | undefined;
  priceCents: number;
  oldPriceCents: number | null;
  /** Whether the file has stock (Variant Inventory Qty): without it, existing variants keep theirs. */
  stockGiven: boolean;
  variants: PlannedVariant[];
  images: PlannedImage[];
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

export class Problems {
  readonly list: ImportError[] = [];
  full = false;
  add(line: number, column: string, message: string): void {
    if (this.full) return;
    if (this.list.length >= MAX_IMPORT_ERRORS) {
      this.full = true;
      this.list.push({
        line,
        column: '',
        message: `Only the first ${MAX_IMPORT_ERRORS} problems are listed; fix them and import again.`,
      });
      return;
    }
    this.list.push({ line, column, message });
  }
}

/** What the rows' checker needs of the import's options. */
export interface RowOptions {
  skipImages: boolean;
  /** The file's Type or Product Category values (any case) mapped to the shop's categories. */
  categoryMap?: Record<string, Category>;
}

/** Checks a file's products one at a time, remembering what one product may not repeat of another. */
export class ProductRows {
  private readonly handles = new Set<string>();
  /** Every SKU the file gives (upper case), with the product it belongs to. */
  private readonly skus = new Map<string, string>();
  private readonly categoryMap: Map<string, Category>;

  constructor(
    private readonly columns: Columns,
    private readonly problems: Problems,
    private readonly options: RowOptions,
  ) {
    this.categoryMap = new Map(
      Object.entries(options.categoryMap ?? {}).map(([name, category]) => [
        name.trim().toLowerCase(),
        category,
      ]),
    );
  }

  check(rows: CsvRecord[]): PlannedProduct | null {
    const c = this.columns;
    const first = rows[0] as CsvRecord;
    const line = first.line;
    const before = this.problems.list.length;
    const bad = (at: number, column: string, message: string) => this.problems.add(at, column, message);

    const handle = c.text(first, 'Handle');
    if (this.handles.has(handle)) {
      bad(
        line,
        'Handle',
        `Handle "${handle}" appears again after other products: keep a product's rows together`,
      );
    }
    this.handles.add(handle);
    if (handle.length > MAX_HANDLE || !HANDLE.test(handle)) {
      bad(
        line,
        'Handle',
        `Handle "${handle}" must be lowercase letters, digits and single hyphens, such as silk-slip-dress`,
      );
    }
    const title = c.text(first, 'Title');
    if (title === '') bad(line, 'Title', 'Title is required on the first row of a product');
    else if (title.length > MAX_TITLE) bad(line, 'Title', `Title must be at most ${MAX_TITLE} characters`);
    const descriptionHtml = c.get(first, 'Body (HTML)', true);
    if (descriptionHtml !== undefined && descriptionHtml.length > MAX_DESCRIPTION_HTML)
      bad(line, 'Body (HTML)', `Body (HTML) must be at most ${MAX_DESCRIPTION_HTML} characters`);
    const category = this.category(first);
    const status = this.status(first);

    // The options named Size and Color (or Colour), in whichever of Option1–3 the file has them.
    let sizeOption: number | null = null;
    let colorOption: number | null = null;
    for (const n of [1, 2, 3]) {
      const name = c.text(first, `Option${n} Name`).toLowerCase();
      if (name === 'size') sizeOption = n;
      else if (name === 'color' || name === 'colour') colorOption = n;
    }
    const sizes = category ? (sizesForCategory(category) as readonly string[]) : [];
    if (colorOption === null) {
      bad(line, 'Option2 Name', `A Color option is needed: the shop's colours are ${COLORS.join(', ')}`);
    }
    if (sizeOption === null && category && !sizes.includes(ONE_SIZE)) {
      bad(
        line,
        'Option1 Name',
        `A Size option is needed: ${categoryLabel(category)} come in sizes ${sizes.join(', ')}`,
      );
    }

    const stockGiven = c.has('Variant Inventory Qty');
    const variants: PlannedVariant[] = [];
    const images: PlannedImage[] = [];
    const options = new Set<string>();
    let oldPriceCents: number | null = null;
    for (const row of rows) {
      const at = row.line;
      const optionValue = (n: number | null) => (n === null ? '' : c.text(row, `Option${n} Value`));
      const isVariant =
        c.text(row, 'Variant Price') !== '' ||
        c.text(row, 'Variant SKU') !== '' ||
        [1, 2, 3].some((n) => c.text(row, `Option${n} Value`) !== '');
      if (isVariant) {
        if (variants.length === MAX_VARIANTS)
          bad(at, 'Variant SKU', `A product has at most ${MAX_VARIANTS} variants`);
        const sizeText = sizeOption === null ? ONE_SIZE : optionValue(sizeOption);
        const size = SIZE_NAMES.get(sizeText.toLowerCase().replace(/\s+/g, ' '));
        const sizeColumn = `Option${sizeOption ?? 1} Value`;
        if (category && (size === undefined || !sizes.includes(size))) {
          if (sizeOption !== null || sizes.includes(ONE_SIZE))
            bad(
              at,
              sizeColumn,
              sizeText === ''
                ? `A size is required: ${categoryLabel(category)} come in sizes ${sizes.join(', ')}`
                : `Unknown size "${sizeText}": ${categoryLabel(category)} come in sizes ${sizes.join(', ')}`,
            );
        }
        const colorText = optionValue(colorOption);
        const color = COLORS.find((known) => known === colorText.toLowerCase());
        if (colorOption !== null && !color) {
          bad(
            at,
            `Option${colorOption} Value`,
            colorText === ''
              ? `A colour is required: the shop's colours are ${COLORS.join(', ')}`
              : `Unknown colour "${colorText}": the shop's colours are ${COLORS.join(', ')}`,
          );
        }
        if (size && color) {
          const option = `${size}\u0000${color}`;
          if (options.has(option)) bad(at, sizeColumn, `Size ${size} in ${color} is listed twice`);
          options.add(option);
        }
        const priceText = c.text(row, 'Variant Price');
        const priceCents = parseDollars(priceText);
        if (priceText === '') bad(at, 'Variant Price', 'Variant Price is required');
        else if (priceCents === null || priceCents <= 0 || priceCents > MAX_PRICE_CENTS)
          bad(
            at,
            'Variant Price',
            `Variant Price must be an amount above 0 such as 49.00, not "${priceText}"`,
          );
        const compareText = c.text(row, 'Variant Compare At Price');
        if (compareText !== '') {
          const compareCents = parseDollars(compareText);
          if (compareCents === null || compareCents > MAX_PRICE_CENTS)
            bad(at, 'Variant Compare At Price', `Variant Compare At Price must be an amount such as 59.00`);
          else if (priceCents !== null && compareCents <= priceCents)
            bad(at, 'Variant Compare At Price', 'Variant Compare At Price must be above the Variant Price');
          else if (oldPriceCents === null) oldPriceCents = compareCents;
        }
        const stockText = c.text(row, 'Variant Inventory Qty');
        const stock = stockText === '' ? 0 : Number(stockText);
        if (!/^-?\d+$/.test(stockText || '0'))
          bad(at, 'Variant Inventory Qty', 'Variant Inventory Qty must be a whole number');
        else if (stock < 0) bad(at, 'Variant Inventory Qty', 'Variant Inventory Qty must not be negative');
        else if (stock > MAX_STOCK)
          bad(at, 'Variant Inventory Qty', `Variant Inventory Qty must be at most ${MAX_STOCK}`);
        const sku = c.text(row, 'Variant SKU');
        if (sku !== '') {
          if (sku.length > SKU_MAX || !SKU.test(sku)) {
            bad(
              at,
              'Variant SKU',
              `SKU "${sku}" must be at most ${SKU_MAX} letters, digits, hyphens, dots, underscores or slashes`,
            );
          } else {
            const owner = this.skus.get(sku.toUpperCase());
            if (owner !== undefined) bad(at, 'Variant SKU', `SKU ${sku} is listed twice in the file`);
            else this.skus.set(sku.toUpperCase(), handle);
          }
        }
        variants.push({
          line: at,
          size: size ?? ONE_SIZE,
          color: color ?? 'black',
          priceCents: priceCents ?? 0,
          stock,
          sku: sku === '' ? null : sku,
          image: c.text(row, 'Variant Image'),
        });
      }
      const src = c.text(row, 'Image Src');
      if (src !== '' && !this.options.skipImages) {
        if (images.length === MAX_IMAGES)
          bad(at, 'Image Src', `A product has at most ${MAX_IMAGES} pictures`);
        if (src.length > MAX_URL) bad(at, 'Image Src', `Image Src must be at most ${MAX_URL} characters`);
        const positionText = c.text(row, 'Image Position');
        const position = positionText === '' ? images.length + 1 : Number(positionText);
        if (!Number.isInteger(position) || position < 1)
          bad(at, 'Image Position', 'Image Position must be a whole number from 1');
        const alt = c.text(row, 'Image Alt Text');
        if (alt.length > MAX_ALT)
          bad(at, 'Image Alt Text', `Image Alt Text must be at most ${MAX_ALT} characters`);
        images.push({ line: at, src, alt, position, color: null });
      }
    }
    if (variants.length === 0) {
      bad(line, 'Variant Price', 'A product needs at least one variant row (with a Variant Price)');
    }
    if (this.problems.list.length > before || !category) return null;
    images.sort((a, b) => a.position - b.position);
    colourPictures(images, variants);
    const type = c.text(first, 'Type');
    return {
      line,
      handle,
      title,
      descriptionHtml,
      category,
      productType: type === '' ? categoryLabel(category) : type.slice(0, 100),
      status,
      priceCents: Math.min(...variants.map((v) => v.priceCents)),
      oldPriceCents,
      stockGiven,
      variants,
      images,
    };
  }

  private resolve(name: string): Category | undefined {
    const key = name.trim().toLowerCase();
    return this.categoryMap.get(key) ?? CATEGORY_NAMES.get(key);
  }

  /** Type, else Product Category's last segment (or the whole path), as one of the shop's categories. */
  private category(first: CsvRecord): Category | null {
    const c = this.columns;
    const type = c.text(first, 'Type');
    const path = c.text(first, 'Product Category');
    const last = path.split('>').pop()?.trim() ?? '';
    const found =
      (type && this.resolve(type)) ||
      (path && this.categoryMap.get(path.toLowerCase())) ||
      (last && this.resolve(last));
    if (found) return found;
    if (type === '' && path === '') {
      this.problems.add(
        first.line,
        'Type',
        `A product needs a Type naming one of the shop's categories: ${CATEGORIES.map(categoryLabel).join(', ')}`,
      );
    } else {
      this.problems.add(
        first.line,
        type ? 'Type' : 'Product Category',
        `Unknown category "${type || last}": map it to one of the shop's categories`,
      );
    }
    return null;
  }

  private status(first: CsvRecord): ProductStatus | undefined {
    const c = this.columns;
    const status = c.text(first, 'Status').toLowerCase();
    if (status !== '') {
      if ((PRODUCT_STATUSES as readonly string[]).includes(status)) return status as ProductStatus;
      this.problems.add(first.line, 'Status', `Status must be one of: ${PRODUCT_STATUSES.join(', ')}`);
      return undefined;
    }
    const published = c.text(first, 'Published').toLowerCase();
    if (published === 'true') return 'active';
    if (published === 'false') return 'draft';
    if (published !== '') this.problems.add(first.line, 'Published', 'Published must be TRUE or FALSE');
    return undefined;
  }
}
