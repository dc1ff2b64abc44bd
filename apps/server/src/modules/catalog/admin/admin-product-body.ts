// From the admin's product body to the catalog writer's input (docs/product/api.md, Products): the
// description as HTML, a new handle, the colour × size grid as variants and pictures.
import { randomBytes } from 'node:crypto';
import type { AdminProduct } from '@shop/shared/catalog/admin-products-schemas';
import type { ShopCategory } from '@shop/shared/catalog/categories';
import { colorLabel } from '@shop/shared/catalog/colors';
import type { CreateProductBody } from '@shop/shared/catalog/products-schemas';
import { amountToCents } from '@shop/shared/money';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { escapeHtml } from '../../../lib/http/escape-html';
import { readCategoryBook } from '../categories/category-book';
import { readColorBook } from '../colors/color-book';
import type { ProductRow } from './admin-products.queries';
import type { ProductVariantInput } from './catalog-write.service';

/** Dollars as the body gives them, in cents. */
export const cents = (amount: number) => amountToCents(amount.toFixed(2));

/** Plain text as the storefront's description HTML: escaped, one paragraph per blank-line block. */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A readable, unique address for a new product: the name as a slug and a short random tail. */
export function newHandle(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'product'}-${randomBytes(3).toString('hex')}`;
}

/** A product's colours, the main one first, then the others as its variants order them. */
export function colorOrder(row: Pick<ProductRow, 'color' | 'variants'>): string[] {
  return [...new Set([row.color, ...row.variants.map((variant) => variant.color)])].filter((color) =>
    row.variants.some((variant) => variant.color === color),
  );
}

export type SizeRow = Omit<NonNullable<CreateProductBody['sizes']>[number], 'size'> & {
  size: string;
  /** The cell's own price in dollars; null or left out, the product's. */
  price?: number | null | undefined;
};
/** One colour of the grid as the services build it: the body's `colors` or a product's own. */
export interface ColorRow {
  color: string;
  images?: string[] | undefined;
  sizes: SizeRow[];
}

/** The shop's category of this handle; 400 naming `category` when it has none. */
export async function shopCategory(db: Db, handle: string): Promise<ShopCategory> {
  const book = await readCategoryBook(db);
  const category = book.get(handle);
  if (!category)
    throw new DomainError(400, `Category must be one of: ${book.handles().join(', ')}`, 'category');
  return category;
}

/** A list filter's category (`?category=`): 400 naming it, as the query's other checks do, when the shop has none such. */
export async function checkCategoryParam(db: Db, handle: string): Promise<void> {
  const book = await readCategoryBook(db);
  if (!book.get(handle)) {
    throw new DomainError(
      400,
      `Invalid query parameter 'category': category must be one of: ${book.handles().join(', ')}`,
      'category',
    );
  }
}

/**
 * The body with each colour as the shop spells it ('navy' → 'Navy'); 400 naming the field for
 * a colour the shop does not have (the owner adds it first, on the Colours page or the form).
 */
export async function withShopColors<
  B extends { color?: string; colors?: { color: string }[]; dropColors?: string[] },
>(db: Db, body: B): Promise<B> {
  if (body.color === undefined && body.colors === undefined && body.dropColors === undefined) return body;
  const colors = await readColorBook(db);
  const named = (name: string, field: string) => {
    const color = colors.get(name);
    if (!color) {
      throw new DomainError(400, `${colorLabel(name)} is not one of the shop's colours: add it first`, field);
    }
    return color.name;
  };
  return {
    ...body,
    ...(body.color !== undefined ? { color: named(body.color, 'color') } : {}),
    ...(body.colors !== undefined
      ? {
          colors: body.colors.map((entry, index) => ({
            ...entry,
            color: named(entry.color, `colors.${index}.color`),
          })),
        }
      : {}),
    ...(body.dropColors !== undefined
      ? { dropColors: body.dropColors.map((name) => colors.get(name)?.name ?? name) }
      : {}),
  };
}

export function sizesOf(category: ShopCategory): string[] {
  return category.sizeChart.sizes.map((row) => row.size);
}

/**
 * The writer's variants for a colour × size grid, in its order, with where each came from in the
 * body (`colors.I.sizes.J`, or `sizes.J` for a plain size list) so an error names that field.
 */
export function variantsOf(
  category: ShopCategory,
  grid: readonly ColorRow[],
  priceCents: number,
  field: 'colors' | 'sizes',
): { variants: ProductVariantInput[]; fields: string[] } {
  const allowed = sizesOf(category);
  const variants: ProductVariantInput[] = [];
  const fields: string[] = [];
  grid.forEach(({ color, sizes }, colorIndex) => {
    const at = (index: number) =>
      field === 'colors' ? `colors.${colorIndex}.sizes.${index}` : `sizes.${index}`;
    const seen = new Set<string>();
    sizes.forEach(({ size, stock, stockWas, sku, barcode, price }, index) => {
      if (!allowed.includes(size)) {
        throw new DomainError(
          400,
          `${category.name} come in sizes ${allowed.join(', ')}, not ${size}`,
          field === 'colors' ? `${at(index)}.size` : 'sizes',
        );
      }
      if (seen.has(size))
        throw new DomainError(
          400,
          `Size ${size} is listed twice`,
          field === 'colors' ? `${at(index)}.size` : 'sizes',
        );
      seen.add(size);
      fields.push(at(index));
      variants.push({
        size,
        color,
        priceCents: price == null ? priceCents : cents(price),
        stock,
        ...(stockWas === undefined ? {} : { stockWas }),
        // Left out on an edit, the writer keeps the size's SKU and barcode; empty, a SKU is generated.
        ...(sku === undefined ? {} : { sku }),
        ...(barcode === undefined ? {} : { barcode }),
        position: variants.length,
      });
    });
  });
  return { variants, fields };
}

/**
 * The product's pictures as the writer stores them: the shared ones first, then each colour's,
 * tagged with it. Alt texts name the product, and the colour for a colour's own pictures.
 */
export function imagesOf(name: string, shared: readonly string[], grid: readonly ColorRow[] = []) {
  const all = [
    ...shared.map((url) => ({ url, color: null as string | null })),
    ...grid.flatMap((entry) =>
      (entry.images ?? []).map((url) => ({ url, color: entry.color as string | null })),
    ),
  ];
  return all.map(({ url, color }, index) => ({
    url,
    color,
    alt: color === null ? (index === 0 ? name : `${name} – picture ${index + 1}`) : `${name} in ${color}`,
    position: index,
  }));
}

/** The grid a product has now, each size with its stock and own price, each colour with its pictures. */
export function gridOf(product: AdminProduct): ColorRow[] {
  return product.colors.map((entry) => ({
    color: entry.color,
    images: entry.images,
    sizes: entry.sizes.map(({ size, stock, price }) => ({ size, stock, price })),
  }));
}

/** A colour's own pictures as the product has them now (none for a colour it does not have yet). */
export const currentPictures = (product: AdminProduct, color: string) =>
  product.colors.find((entry) => entry.color === color)?.images ?? [];
