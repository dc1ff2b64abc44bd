import { CATEGORIES, COLORS, categoryLabel, sizesForCategory } from '@shop/shared/catalog/catalog';
import type { CatalogProduct, ProductListResponse } from '@shop/shared/catalog/catalog-schemas';
import type { AdminCategory } from '@shop/shared/catalog/categories';
import { CATEGORY_DESCRIPTIONS } from '@shop/shared/catalog/category-descriptions';
import { FAMILY_SWATCHES, type ShopColor } from '@shop/shared/catalog/colors';
import { plainChart } from '@shop/shared/catalog/size-charts';

let sequence = 0;

const usd = (amount: string) => ({ amount, currencyCode: 'USD' as const });

type SizeStock = { size: string; stock: number };

/**
 * A storefront product as the API sends it; tests name only what they are about. `colours`
 * gives a product of several colours, each with its own sizes (variants in that order).
 */
export function catalogProduct(
  overrides: Partial<CatalogProduct> & {
    sizes?: SizeStock[];
    colours?: { color: string; sizes: SizeStock[] }[];
    price?: string;
  } = {},
): CatalogProduct {
  sequence += 1;
  const { sizes = [{ size: 'M', stock: 3 }], colours, price = '59.00', ...fields } = overrides;
  const cells = colours
    ? colours.flatMap(({ color, sizes: sized }) => sized.map((cell) => ({ ...cell, color })))
    : sizes.map((cell) => ({ ...cell, color: 'red' }));
  const id = fields.id ?? `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  const title = fields.title ?? `Product ${sequence}`;
  return {
    id,
    handle: `product-${sequence}`,
    title,
    description: `${title} description.`,
    descriptionHtml: `<p>${title} description.</p>`,
    productType: 'Dress',
    category: 'dress',
    color: colours?.[0]?.color ?? 'red',
    averageRating: 4.5,
    reviewCount: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    priceRange: { minVariantPrice: usd(price) },
    compareAtPrice: null,
    images: { edges: [{ node: { url: `/media/demo/dress/0/red/0.svg`, altText: `${title} front` } }] },
    variants: {
      edges: cells.map(({ size, stock, color }, index) => ({
        node: {
          id: `${id}-v${index}`,
          title: `${size} / ${color}`,
          price: usd(price),
          compareAtPrice: null,
          availableForSale: stock > 0,
          quantityAvailable: stock,
          selectedOptions: [
            { name: 'Size', value: size },
            { name: 'Color', value: color },
          ],
        },
      })),
    },
    ...fields,
  };
}

export function productList(products: CatalogProduct[], limit = 20): ProductListResponse {
  return { products, total: products.length, totalPages: Math.ceil(products.length / limit), page: 1, limit };
}

const FEATURED = new Set(['accessories', 'cosmetics', 'lingerie', 'dress']);

/** The categories a new shop starts with, as `GET /api/categories` (an admin's view) gives them. */
export function defaultCategories(): AdminCategory[] {
  return CATEGORIES.map((handle, position) => ({
    id: `00000000-0000-4000-9000-${String(position + 1).padStart(12, '0')}`,
    handle,
    name: categoryLabel(handle),
    description: CATEGORY_DESCRIPTIONS[handle],
    picture: FEATURED.has(handle) ? `/media/demo/${handle}/0/black/0.svg` : null,
    position,
    hidden: false,
    featured: FEATURED.has(handle),
    sizeChart: plainChart(sizesForCategory(handle)),
    productCount: 0,
  }));
}

/** The colours a new shop starts with, as `GET /api/colors` gives them. */
export function defaultColors(): ShopColor[] {
  return COLORS.map((name, index) => ({
    id: `00000000-0000-4000-a000-${String(index + 1).padStart(12, '0')}`,
    name,
    family: name,
    swatch: FAMILY_SWATCHES[name],
  }));
}
