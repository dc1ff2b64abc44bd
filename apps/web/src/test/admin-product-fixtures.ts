import type {
  AdminProduct,
  AdminProductListItem,
  AdminProductVariant,
} from '@shop/shared/catalog/admin-products-schemas';

/** A variant as a test writes it: its colour is the product's main one and its price the product's unless named. */
export type AdminVariantInput = Omit<AdminProductVariant, 'color' | 'price'> &
  Partial<Pick<AdminProductVariant, 'color' | 'price'>>;

/**
 * An admin product as the API sends it, from the product's fields and its variants (`sizes`):
 * `colors` is made from them as the server groups it (the main colour first, then the others in
 * the order their first variant comes), each colour with `colorImages[colour]` or no pictures.
 * It carries what Manage Products' list adds (`fit`, `sizeReturns`: none unless given), so it
 * serves as a list's product as well as one product's answer.
 */
export function adminProductFixture(
  product: Omit<AdminProduct, 'sizes' | 'colors'> &
    Partial<Pick<AdminProductListItem, 'fit' | 'sizeReturns'>> & {
      sizes: AdminVariantInput[];
      colorImages?: Record<string, string[]>;
    },
): AdminProductListItem {
  const {
    sizes: input,
    colorImages = {},
    fit = { small: 0, true: 0, large: 0, answers: 0 },
    sizeReturns = { units: 0, soldUnits: 0 },
    ...fields
  } = product;
  const sizes: AdminProductVariant[] = input.map((variant) => ({
    ...variant,
    color: variant.color ?? fields.color,
    price: variant.price ?? null,
  }));
  const order = [...new Set([fields.color, ...sizes.map((variant) => variant.color)])];
  const colors = order
    .map((color) => ({
      color,
      images: colorImages[color] ?? [],
      sizes: sizes.filter((variant) => variant.color === color),
    }))
    .filter((row) => row.sizes.length > 0 || row.color === fields.color);
  return { ...fields, sizes, colors, fit, sizeReturns };
}

/** A red linen dress, 'Poppy' (p1), with two of M in stock: the edit page's tests start from it. */
export function poppyFixture(): AdminProductListItem {
  return adminProductFixture({
    _id: 'p1',
    id: 'p1',
    handle: 'poppy',
    status: 'active',
    name: 'Poppy',
    category: 'dress',
    color: 'red',
    price: 64.5,
    oldPrice: null,
    description: 'Washed linen.',
    image: '/uploads/a.webp',
    images: ['/uploads/a.webp'],
    sizes: [
      { variantId: 'v1', size: 'M', sku: 'POPPY-RED-M', barcode: null, stock: 2, reserved: 0, free: 2 },
    ],
    stock: 2,
    averageRating: null,
    reviewCount: 0,
    author: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  });
}
