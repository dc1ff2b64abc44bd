import type { CatalogProduct, ProductListResponse } from '@shop/shared/catalog/catalog-schemas';

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
