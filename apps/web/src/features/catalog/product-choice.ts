import type { CatalogProduct, CatalogVariant } from '@shop/shared/catalog/catalog-schemas';
import { variantColour } from './colour-swatch';
import { variantSize } from './variant-size';

// What the product page opens on and shows for the shopper's choice of colour and size.

export const inStock = (variant: CatalogVariant) => variant.availableForSale && variant.quantityAvailable > 0;

/**
 * The colour a product page opens on: the one its link asks for (the colour filter's), else the
 * product's own colour while it has stock, else the first colour that has, else its own.
 */
export function initialColour(
  product: CatalogProduct,
  colours: string[],
  asked: string | null,
): string | null {
  const variants = product.variants.edges.map((edge) => edge.node);
  const hasStock = (colour: string) => variants.some((v) => variantColour(v) === colour && inStock(v));
  const own = product.color.toLowerCase();
  const wanted = asked?.toLowerCase();
  if (wanted && colours.includes(wanted)) return wanted;
  if (colours.includes(own) && hasStock(own)) return own;
  return colours.find(hasStock) ?? (colours.includes(own) ? own : (colours[0] ?? null));
}

/**
 * The price the shopper would pay: the chosen size's in the chosen colour, else the one price
 * the shown sizes share, else the product's lowest (a size or colour may cost more or less).
 */
export function shownPrice(
  product: CatalogProduct,
  variants: readonly CatalogVariant[],
  size: string | null,
): Pick<CatalogProduct, 'priceRange' | 'compareAtPrice'> {
  const chosen = variants.find((v) => variantSize(v) === size);
  const amounts = new Set(variants.map((v) => v.price.amount));
  const variant = chosen ?? (amounts.size === 1 ? variants[0] : undefined);
  if (!variant) return product;
  return { priceRange: { minVariantPrice: variant.price }, compareAtPrice: variant.compareAtPrice };
}

/** A colour with a single size (One Size) has nothing to choose: it is chosen once in stock. */
export const onlySize = (variants: CatalogVariant[]) =>
  variants.length === 1 && variants[0]?.availableForSale ? variantSize(variants[0]) : null;

/**
 * Where an advised size can be bought: the chosen colour (null for a product in one colour) when
 * it has that size in stock, else the first colour that has; undefined when no colour has it.
 */
export function colourWithSize(
  variants: readonly CatalogVariant[],
  chosen: string | null,
  size: string,
): string | null | undefined {
  const buyable = variants.filter((v) => variantSize(v) === size && inStock(v));
  if (buyable.some((v) => chosen === null || variantColour(v) === chosen)) return chosen;
  const other = buyable[0];
  return other ? variantColour(other) : undefined;
}
