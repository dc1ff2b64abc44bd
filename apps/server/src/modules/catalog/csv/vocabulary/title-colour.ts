import { guessColorFamily } from '@shop/shared/catalog/color-families';
import type { ColorBook } from '../../colors/color-book';

/**
 * The colour of a product whose file gives no Color option (Shopify's one-variant products): a
 * colour of the shop's named in its title ('Navy Linen Shirt' → Navy, the longest name first),
 * else the family colour its words suggest ('Oatmeal Jumper' → beige), else the shop's first colour.
 */
export function productColour(title: string, colors: ColorBook): { name: string; fromTitle: boolean } {
  const words = ` ${title.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  const named = [...colors.all]
    .sort((a, b) => b.name.length - a.name.length)
    .find((color) => words.includes(` ${color.name.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `));
  if (named) return { name: named.name, fromTitle: true };
  const family = guessColorFamily(title);
  const familyColour = family ? colors.get(family) : undefined;
  if (familyColour) return { name: familyColour.name, fromTitle: true };
  return { name: colors.all[0]?.name ?? 'black', fromTitle: false };
}
