import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { plural } from '@shop/shared/plural';
import type { MailMessage } from '../mail';
import type { LowSize } from './low-stock.queries';

// The shop's morning mail of what runs low (docs/product/rules.md, Reports: the morning stock
// mail).

/** 'Wrap Dress — M, Navy (WRAP-DRESS-NAVY-M): 2 left', the colour as the shop spells it. */
export function lowSizeLine(size: Omit<LowSize, 'told'>, colourOf: (name: string) => string): string {
  const described = `${size.title} — ${sizeLabel(size.size)}, ${colourOf(size.color)} (${size.sku})`;
  return `${described}: ${size.free === 0 ? 'sold out' : `${size.free} left`}`;
}

/** The mail of the sizes that ran low or sold out since they were last told, sold-out ones apart. */
export function lowStockMail({
  to,
  sizes,
  shopUrl,
  colourOf,
}: {
  to: string;
  sizes: readonly Omit<LowSize, 'told'>[];
  shopUrl: string;
  colourOf: (name: string) => string;
}): MailMessage {
  const low = sizes.filter((size) => size.free > 0);
  const soldOut = sizes.filter((size) => size.free === 0);
  const manage = new URL('/dashboard/manage-products', shopUrl);
  manage.searchParams.set('stock', 'low');
  const settings = new URL('/dashboard/shipping', shopUrl);
  return {
    to,
    subject: `Running low at Velora: ${plural(sizes.length, 'size', 'sizes')}`,
    text: [
      'Good morning. These sizes ran low since the last mail told of them (units free to buy: stock less what open checkouts hold).',
      ...(low.length > 0 ? ['', 'Running low:', ...low.map((size) => lowSizeLine(size, colourOf))] : []),
      ...(soldOut.length > 0 ? ['', 'Sold out:', ...soldOut.map((size) => lowSizeLine(size, colourOf))] : []),
      '',
      'See them on Manage Products:',
      manage.toString(),
      '',
      `The hour of this mail, its threshold, or switching it off: ${settings.toString()}`,
    ].join('\n'),
  };
}
