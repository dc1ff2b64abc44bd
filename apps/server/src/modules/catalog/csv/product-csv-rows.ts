import { ONE_SIZE } from '@shop/shared/catalog/catalog';
import { SKU_MAX } from '@shop/shared/catalog/product-fields';
import { canonicalSize } from '@shop/shared/catalog/size-charts';
import { parseDollars } from '@shop/shared/money';
import {
  HANDLE,
  MAX_ALT,
  MAX_DESCRIPTION_HTML,
  MAX_HANDLE,
  MAX_IMAGES,
  MAX_PRICE_CENTS,
  MAX_SEO_DESCRIPTION,
  MAX_SEO_TITLE,
  MAX_STOCK,
  MAX_TAGS,
  MAX_TITLE,
  MAX_URL,
  MAX_VARIANTS,
  SKU,
} from '../admin/product-input-checks';
import {
  colourPictures,
  type PlannedImage,
  type PlannedProduct,
  type PlannedVariant,
  type Problems,
} from './product-csv-plan';
import type { CsvRecord } from './product-csv-reader';
import {
  type CategoryNaming,
  type Columns,
  categoryNames,
  productOptions,
  seoCell,
  shopCategory,
  shopStatus,
} from './shopify-vocabulary';
import type { ImportVocabulary } from './vocabulary/import-vocabulary';
import { productColour } from './vocabulary/title-colour';

// One product's rows of a Shopify product CSV checked and turned into what the import writes
// (docs/product/api.md, Products: import and export): its category, status, variants and
// pictures, every problem named with its line and column. Shopify's names for columns,
// categories, sizes and statuses are read by shopify-vocabulary.ts; the writing is
// product-csv-import.service.ts.

/** What the rows' checker needs of the import's options. */
export interface RowOptions {
  skipImages: boolean;
  /** The file's Type or Product Category values (any case) mapped to the shop's categories. */
  categoryMap?: Record<string, string>;
  /** The category of a product the file names none the shop can match for. */
  defaultCategory?: string;
}

/** Checks a file's products one at a time, remembering what one product may not repeat of another. */
export class ProductRows {
  private readonly handles = new Set<string>();
  /** Every SKU the file gives (upper case), with the product it belongs to. */
  private readonly skus = new Map<string, string>();
  private readonly naming: CategoryNaming;

  constructor(
    private readonly columns: Columns,
    private readonly problems: Problems,
    private readonly options: RowOptions,
    private readonly vocabulary: ImportVocabulary,
  ) {
    this.naming = {
      book: vocabulary.book,
      names: categoryNames(vocabulary.book),
      categoryMap: new Map(
        Object.entries(options.categoryMap ?? {}).map(([name, category]) => [
          name.trim().toLowerCase(),
          category,
        ]),
      ),
    };
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
    if (c.text(first, 'Gift Card').toLowerCase() === 'true') {
      bad(line, 'Gift Card', 'Gift cards are not products the shop sells: leave their rows out of the file');
      return null;
    }
    const category = shopCategory(c, this.problems, this.naming, first, {
      defaultCategory: this.options.defaultCategory,
      create: this.vocabulary.createsCategories ? (name) => this.vocabulary.newCategory(name) : undefined,
    });
    const categoryName = category ? this.vocabulary.nameOf(category) : '';
    const status = shopStatus(c, this.problems, first);

    const { sizeOption, colorOption, singleVariant, others } = productOptions(c, first);
    for (const other of others) {
      this.problems.warn(
        line,
        'Option1 Name',
        `Option "${other}" is not kept: the shop's products come in sizes and colours`,
      );
    }
    const chart = () => (category ? this.vocabulary.sizesOf(category) : []);
    if (sizeOption === null && !singleVariant && category && !chart().includes(ONE_SIZE)) {
      bad(
        line,
        'Option1 Name',
        `A Size option is needed: ${categoryName} come in sizes ${chart().join(', ')}`,
      );
    }
    // Without a Color option the product's colour comes from its title, else the shop's first.
    const ownColour =
      colorOption === null ? productColour(c.text(first, 'Title'), this.vocabulary.colors) : null;
    if (ownColour) {
      this.problems.warn(
        line,
        'Option2 Name',
        `No Color option: the colour is taken as ${ownColour.name}${ownColour.fromTitle ? ' from the title' : ''}; change it on the product if it is not`,
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
        // A one-variant product takes its category's one size, else One Size.
        const only = chart().length === 1 ? (chart()[0] as string) : ONE_SIZE;
        const sizeText = sizeOption === null ? only : optionValue(sizeOption);
        const size = sizeText === '' ? undefined : canonicalSize(sizeText);
        const sizeColumn = `Option${sizeOption ?? 1} Value`;
        if (category && size === undefined) {
          bad(at, sizeColumn, `A size is required: ${categoryName} come in sizes ${chart().join(', ')}`);
        } else if (
          category &&
          size &&
          !this.vocabulary.takesSize(category, size, { singleVariant: sizeOption === null })
        ) {
          bad(
            at,
            sizeColumn,
            `Size ${size} is not in the chart of ${categoryName} (${chart().join(', ')}): add it there, or let the import add sizes`,
          );
        }
        const colorText = optionValue(colorOption);
        const color =
          colorOption === null
            ? ownColour?.name
            : colorText === ''
              ? undefined
              : this.vocabulary.colorOrWarn(colorText, at, `Option${colorOption} Value`, this.problems);
        if (colorOption !== null && !color) {
          bad(at, `Option${colorOption} Value`, 'A colour is required: give each variant its Color');
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
      productType: type === '' ? categoryName : type.slice(0, 100),
      status,
      tags: c.get(first, 'Tags')?.slice(0, MAX_TAGS),
      seoTitle: seoCell(c.get(first, 'SEO Title'), MAX_SEO_TITLE),
      seoDescription: seoCell(c.get(first, 'SEO Description'), MAX_SEO_DESCRIPTION),
      priceCents: Math.min(...variants.map((v) => v.priceCents)),
      oldPriceCents,
      stockGiven,
      variants,
      images,
    };
  }
}
