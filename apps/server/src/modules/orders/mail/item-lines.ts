import { colourLabel, sizeLabel } from '@shop/shared/catalog/variant-labels';
import type { Db } from '../../../db/client';
import { colorBook } from '../../catalog';
import type { OrderLineRow } from '../orders.queries';

// How the mails name bought units: the size and colour as every page writes them
// (docs/product/rules.md, Colours and Sizes), the colour as the shop spells it.

/** A bought colour as a mail prints it. */
export type ColourOf = (name: string) => string;

/** The colour as it was bought, with a capital: for a mail built without the shop's list at hand. */
export const boughtColour: ColourOf = (name) => colourLabel(name);

/** The shop's spelling of each colour ('navy' → 'Navy'), read once for a mail. */
export async function shopColours(db: Db): Promise<ColourOf> {
  const book = await colorBook(db);
  return (name) => book.labelOf(name);
}

/** Units as the mails list them: "2 x Linen Dress (size M, Sand)". */
export function unitsLine(
  quantity: number,
  line: Pick<OrderLineRow, 'title' | 'size' | 'color'>,
  colourOf: ColourOf = boughtColour,
): string {
  return `${quantity} x ${line.title} (size ${sizeLabel(line.size)}, ${colourOf(line.color)})`;
}
