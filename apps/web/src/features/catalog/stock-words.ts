import { FEW_LEFT_UNITS } from '@shop/shared/catalog/catalog';
import type { CatalogVariant } from '@shop/shared/catalog/catalog-schemas';

export const SOLD_OUT = 'Sold out';

/** "Only N left" at FEW_LEFT_UNITS free units or fewer: the words cards and product pages use. */
export const onlyLeft = (free: number) => `Only ${free} left`;

type Stock = Pick<CatalogVariant, 'availableForSale' | 'quantityAvailable'>;

/**
 * What a shopper is told of one size's free units: 'Sold out', 'Only N left' when few are
 * left, else nothing (plenty is not news). docs/product/rules.md, Stock.
 */
export function sizeStockNote(variant: Stock): string | null {
  if (!variant.availableForSale || variant.quantityAvailable <= 0) return SOLD_OUT;
  return variant.quantityAvailable <= FEW_LEFT_UNITS ? onlyLeft(variant.quantityAvailable) : null;
}

/**
 * The same for a whole product on its card, from all its sizes' free units together: the card
 * cannot know which size the shopper wants, and "Only 2 left" is true of the product as a whole.
 */
export function productStockNote(variants: readonly Stock[]): string | null {
  if (variants.length === 0) return null;
  const free = variants.reduce(
    (sum, variant) => sum + (variant.availableForSale ? Math.max(variant.quantityAvailable, 0) : 0),
    0,
  );
  return sizeStockNote({ availableForSale: free > 0, quantityAvailable: free });
}
