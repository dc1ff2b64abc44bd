import { formatPrice } from '@shop/shared/money';
import type { RestoredCart, RestoredLine } from '@shop/shared/orders/checkout-reminders-schemas';
import { escapeHtml } from '../../../lib/http/escape-html';
import { type MailMessage, mailStopLink } from '../../mail';
import { type ColourOf, unitsLine } from '../mail/item-lines';
import { restoreToken } from './cart-restore';

// The one reminder of a checkout left behind (docs/product/rules.md, Checkout reminders): the
// cart's lines with their pictures and today's prices, a link back to the cart, and a link that
// stops these reminders. Plain text as every order mail, and HTML for the pictures and the button.

export const REMINDER_SUBJECT = 'You left something in your cart';
export const BACK_TO_CART = 'Back to my cart';

interface ReminderMailInput {
  to: string;
  orderId: string;
  cart: RestoredCart;
  shopUrl: string;
  mailLinkKey: Buffer;
  colourOf: ColourOf;
}

/** A line as the text lists it: "1 x Linen Dress (size M, Sand): $89.00 each", and when it is short now. */
function lineText(line: RestoredLine, colourOf: ColourOf): string {
  const stock =
    line.available === 0
      ? ' (sold out now)'
      : line.available < line.quantity
        ? ` (only ${line.available} left)`
        : '';
  return `${unitsLine(line.quantity, line, colourOf)}: ${formatPrice(line.priceCents)} each${stock}`;
}

/** The picture's address as a mail reader fetches it: a shop path made absolute, a full address kept. */
const pictureUrl = (image: string, shopUrl: string) => new URL(image, shopUrl).toString();

export function checkoutReminderMail(input: ReminderMailInput): MailMessage {
  const { cart, shopUrl, colourOf } = input;
  const back = `${shopUrl}/cart/restore?t=${encodeURIComponent(restoreToken(input.mailLinkKey, input.orderId))}`;
  const stop = mailStopLink(shopUrl, input.mailLinkKey, input.to, 'checkout_reminders');
  const intro = 'You started a checkout at Velora and did not finish it. Your cart is waiting for you:';
  const note = 'Prices are today’s. Nothing is held for you until you check out again.';
  const why = 'You get this one reminder because you ticked ‘Email me about my order’ at checkout.';
  const text = [
    intro,
    '',
    ...cart.lines.map((line) => lineText(line, colourOf)),
    '',
    note,
    '',
    `${BACK_TO_CART}:`,
    back,
    '',
    why,
    'To get no more reminders like this one:',
    stop,
  ].join('\n');
  const rows = cart.lines
    .map((line) => {
      const picture = line.image
        ? `<img src="${escapeHtml(pictureUrl(line.image, shopUrl))}" alt="" width="64" height="80" style="object-fit:cover;border-radius:4px">`
        : '';
      return `<tr><td style="padding:8px 12px 8px 0">${picture}</td><td style="padding:8px 0">${escapeHtml(lineText(line, colourOf))}</td></tr>`;
    })
    .join('');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<table role="presentation" style="border-collapse:collapse">${rows}</table>`,
    `<p>${escapeHtml(note)}</p>`,
    `<p><a href="${escapeHtml(back)}" style="display:inline-block;padding:12px 20px;background:#1c1917;color:#ffffff;text-decoration:none;border-radius:6px">${BACK_TO_CART}</a></p>`,
    `<p style="color:#57534e;font-size:13px">${escapeHtml(why)} <a href="${escapeHtml(stop)}">Stop these reminders</a>.</p>`,
  ].join('\n');
  return { to: input.to, subject: REMINDER_SUBJECT, text, html };
}
