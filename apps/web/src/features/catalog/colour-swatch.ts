import type { CatalogVariant } from '@shop/shared/catalog/catalog-schemas';
import { colorLabel } from '@shop/shared/catalog/colors';

/** 'gold' reads 'Gold', as every other filter label starts with a capital (the shop's one rule). */
export const colourLabel = colorLabel;

/** The colour a variant is sold in, lower-cased as the shop names colours; null without one. */
export function variantColour(variant: Pick<CatalogVariant, 'selectedOptions'>): string | null {
  const value = variant.selectedOptions.find((o) => {
    const name = o.name.toLowerCase();
    return name === 'color' || name === 'colour';
  })?.value;
  return value ? value.toLowerCase() : null;
}

/** A product's distinct colours, in the order its variants list them. */
export function variantColours(variants: readonly Pick<CatalogVariant, 'selectedOptions'>[]): string[] {
  const colours: string[] = [];
  for (const variant of variants) {
    const colour = variantColour(variant);
    if (colour && !colours.includes(colour)) colours.push(colour);
  }
  return colours;
}
