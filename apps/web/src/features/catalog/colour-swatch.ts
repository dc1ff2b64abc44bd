import type { CatalogVariant } from '@shop/shared/catalog/catalog-schemas';

/**
 * What a colour name looks like on a swatch, as classes: server-rendered markup may carry no
 * inline styles (CSP).
 */
export const SWATCH: Record<string, string> = {
  black: 'bg-[#1c1917]',
  red: 'bg-[#dc2626]',
  yellow: 'bg-[#facc15]',
  gold: 'bg-[#c9a227]',
  blue: 'bg-[#2563eb]',
  silver: 'bg-[#c0c4c8]',
  beige: 'bg-[#e8d5b5]',
  green: 'bg-[#16a34a]',
  pink: 'bg-[#f472b6]',
  purple: 'bg-[#9333ea]',
  white: 'bg-[#ffffff]',
};

/** A colour an imported catalog names but the shop has no swatch for still shows a dot. */
export const swatchClass = (color: string) => SWATCH[color.toLowerCase()] ?? 'bg-stone-300';

/** 'gold' reads 'Gold', as every other filter label starts with a capital. */
export const colourLabel = (color: string) => color.charAt(0).toUpperCase() + color.slice(1);

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
