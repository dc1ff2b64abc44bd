// How a bought or chosen variant's size and colour read wherever the shop prints them: the
// product page, the cart, checkout, order pages, returns, the admin's orders, returns and packing
// slip, and the mails (docs/product/rules.md, Colours and Sizes). One casing everywhere: 'M' not
// 'm', 'One Size' not 'one size', 'Navy' as the shop spells it, 'Gold' with a capital.
import { colorLabel } from './colors';
import { canonicalSize } from './size-charts';

/** A size in the shop's spelling: 'small' → 'S', 'xl' → 'XL', 'one size' → 'One Size', '38' → '38'. */
export function sizeLabel(size: string): string {
  return canonicalSize(size);
}

/**
 * A colour as the shop spells it, with a capital: `find` looks the name up among the shop's
 * colours in any case ('navy' → 'Navy', a colour renamed since keeps the name it was bought in);
 * without it, or for a colour the shop no longer has, the name itself with a capital.
 */
export function colourLabel(name: string, find?: (name: string) => { name: string } | undefined): string {
  return colorLabel(find?.(name)?.name ?? name);
}

/** "M, Navy": a line's size and colour in brackets after its title, as lists and messages write it. */
export function variantLabel(
  item: { size: string; color: string },
  colourOf: (name: string) => string = (name) => colourLabel(name),
): string {
  return `${sizeLabel(item.size)}, ${colourOf(item.color)}`;
}
