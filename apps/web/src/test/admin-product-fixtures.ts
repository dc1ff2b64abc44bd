import type { AdminProduct, AdminProductVariant } from '@shop/shared/catalog/admin-products-schemas';

/** A variant as a test writes it: its colour is the product's main one and its price the product's unless named. */
export type AdminVariantInput = Omit<AdminProductVariant, 'color' | 'price'> &
  Partial<Pick<AdminProductVariant, 'color' | 'price'>>;

/**
 * An admin product as the API sends it, from the product's fields and its variants (`sizes`):
 * `colors` is made from them as the server groups it (the main colour first, then the others in
 * the order their first variant comes), each colour with `colorImages[colour]` or no pictures.
 */
export function adminProductFixture(
  product: Omit<AdminProduct, 'sizes' | 'colors'> & {
    sizes: AdminVariantInput[];
    colorImages?: Record<string, string[]>;
  },
): AdminProduct {
  const { sizes: input, colorImages = {}, ...fields } = product;
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
  return { ...fields, sizes, colors };
}
