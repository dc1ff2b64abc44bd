import { Readable } from 'node:stream';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@shop/shared/catalog/product-csv';
import { formatAmount } from '@shop/shared/money';
import type { Db } from '../../../db/client';
import { type AdminProductFilter, adminProductWhere } from '../admin/admin-products.queries';
import { type CategoryBook, readCategoryBook } from '../categories/category-book';
import { type CsvProductRow, type ExportCursor, findExportPage } from './product-csv.queries';
import { csvLine } from './product-csv-format';

// The catalog as Shopify's product CSV (docs/product/api.md, Products: import and export),
// streamed: a page of products at a time, each written as it is read.

/** Products read per query: with their variants and images, a few megabytes at most. */
export const EXPORT_PAGE = 500;

export const CSV_VENDOR = 'Velora';

/** Where each of the shop's first categories sits in a Shopify-like product taxonomy (Product Category). */
const TAXONOMY: Record<string, string> = {
  dress: 'Apparel & Accessories > Clothing > Dresses',
  clothing: 'Apparel & Accessories > Clothing',
  swim: 'Apparel & Accessories > Clothing > Swimwear',
  lingerie: 'Apparel & Accessories > Clothing > Lingerie',
  costumes: 'Apparel & Accessories > Costumes & Accessories > Costumes',
  adult: 'Apparel & Accessories > Clothing > Party',
  shoes: 'Apparel & Accessories > Shoes',
  accessories: 'Apparel & Accessories > Clothing Accessories',
  jewellery: 'Apparel & Accessories > Jewelry',
  cosmetics: 'Health & Beauty > Personal Care > Cosmetics',
};

/** The category's taxonomy path, or its name for one the owner added. */
export function taxonomyPath(category: string, name: string): string {
  return TAXONOMY[category] ?? name;
}

/** 'green' → 'Green', as Shopify shows option values. */
export function optionValue(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A picture's address for another shop to fetch: the shop's own paths made absolute. */
export function absoluteImageUrl(url: string, baseUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${baseUrl.replace(/\/+$/, '')}${url}` : url;
}

type Row = Partial<Record<ProductCsvColumn, string>>;

/** A product's rows: the product with its first variant and picture, then one row per further variant or picture. */
export function productCsvRows(product: CsvProductRow, baseUrl: string, book: CategoryBook): string {
  const categoryName = book.nameOf(product.category);
  let out = '';
  const rows = Math.max(product.variants.length, product.images.length, 1);
  for (let i = 0; i < rows; i += 1) {
    const row: Row = { Handle: product.handle };
    if (i === 0) {
      Object.assign(row, {
        Title: product.title,
        'Body (HTML)': product.descriptionHtml,
        Vendor: CSV_VENDOR,
        'Product Category': taxonomyPath(product.category, categoryName),
        Type: categoryName,
        Tags: product.tags,
        Published: product.status === 'active' ? 'TRUE' : 'FALSE',
        'Option1 Name': 'Size',
        'Option2 Name': 'Color',
        Status: product.status,
      } satisfies Row);
    }
    const variant = product.variants[i];
    if (variant) {
      const compareAt = product.listOldPriceCents;
      const picture = product.images.find((image) => image.color === variant.color);
      Object.assign(row, {
        'Option1 Value': variant.size,
        'Option2 Value': optionValue(variant.color),
        'Variant SKU': variant.sku,
        'Variant Grams': '0',
        'Variant Inventory Qty': String(variant.stock),
        'Variant Price': formatAmount(variant.listPriceCents),
        // A compare-at price not above this variant's price would be refused on the way back in.
        'Variant Compare At Price':
          compareAt !== null && compareAt > variant.listPriceCents ? formatAmount(compareAt) : '',
        'Variant Image': picture ? absoluteImageUrl(picture.url, baseUrl) : '',
      } satisfies Row);
    }
    const image = product.images[i];
    if (image) {
      Object.assign(row, {
        'Image Src': absoluteImageUrl(image.url, baseUrl),
        'Image Position': String(i + 1),
        'Image Alt Text': image.alt,
      } satisfies Row);
    }
    out += csvLine(PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? ''));
  }
  return out;
}

/**
 * The products Manage Products lists with `filter`, as CSV text in pieces: the header, then a
 * page of EXPORT_PAGE products at a time (keyset-paginated, so memory stays at one page).
 */
export async function* productCsvPieces(db: Db, filter: AdminProductFilter, baseUrl: string) {
  yield csvLine(PRODUCT_CSV_COLUMNS);
  const where = adminProductWhere(filter);
  const book = await readCategoryBook(db);
  let after: ExportCursor | null = null;
  for (;;) {
    const page = await findExportPage(db, where, after, EXPORT_PAGE);
    if (page.products.length > 0)
      yield page.products.map((product) => productCsvRows(product, baseUrl, book)).join('');
    if (!page.full || !page.cursor) return;
    after = page.cursor;
  }
}

/** The export as a stream the route replies with. */
export function exportProductCsv(db: Db, filter: AdminProductFilter, baseUrl: string): Readable {
  return Readable.from(productCsvPieces(db, filter, baseUrl), { objectMode: false });
}

/** The header and a dress in two sizes with one picture: what a file to import looks like. */
export function productCsvTemplate(baseUrl: string): string {
  const first: Row = {
    Handle: 'linen-wrap-dress',
    Title: 'Linen Wrap Dress',
    'Body (HTML)': '<p>A light wrap dress in washed linen, tied at the waist.</p>',
    Vendor: CSV_VENDOR,
    'Product Category': taxonomyPath('dress', 'Dresses'),
    Type: 'Dresses',
    Tags: '',
    Published: 'TRUE',
    'Option1 Name': 'Size',
    'Option1 Value': 'S',
    'Option2 Name': 'Color',
    'Option2 Value': 'Green',
    'Variant SKU': 'LINEN-WRAP-DRESS-GREEN-S',
    'Variant Grams': '0',
    'Variant Inventory Qty': '5',
    'Variant Price': '89.00',
    'Variant Compare At Price': '',
    'Image Src': absoluteImageUrl('/media/demo/dress/0/green/0.svg', baseUrl),
    'Image Position': '1',
    'Image Alt Text': 'Linen Wrap Dress in green',
    Status: 'active',
  };
  const second: Row = {
    Handle: 'linen-wrap-dress',
    'Option1 Value': 'M',
    'Option2 Value': 'Green',
    'Variant SKU': 'LINEN-WRAP-DRESS-GREEN-M',
    'Variant Grams': '0',
    'Variant Inventory Qty': '3',
    'Variant Price': '89.00',
  };
  return [PRODUCT_CSV_COLUMNS, ...[first, second].map((row) => PRODUCT_CSV_COLUMNS.map((c) => row[c] ?? ''))]
    .map((fields) => csvLine(fields))
    .join('');
}
