import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { openText, sealText } from '../../lib/security/shop-secret';
import type { VariantForSale } from '../catalog';
import { type MailMessage, mailStopLink } from '../mail';

// The two mails of back-in-stock alerts (docs/product/rules.md, Back-in-stock alerts): a guest's
// confirm link, and the alert itself. Both carry the link that stops such mail to the address.

/** What a mail needs to know of the shop. */
export interface StockAlertMailDeps {
  shopUrl: string;
  /** shopKey(secret, 'mail-link'): seals confirm links and stop links. */
  linkKey: Buffer;
}

type Variant = Pick<VariantForSale, 'title' | 'handle' | 'size' | 'color'>;

/**
 * A confirm link's token: the request's id sealed with the mail-link key. It names no address,
 * and nobody can make one for a request they were not mailed about.
 */
export function confirmToken(key: Buffer, requestId: string): string {
  return sealText(key, JSON.stringify({ stockAlert: requestId }));
}

/** The request a confirm link's token names; null for a token this shop did not make. */
export function requestOfToken(key: Buffer, token: string): string | null {
  const plain = openText(key, token);
  if (!plain) return null;
  try {
    const value = JSON.parse(plain) as { stockAlert?: unknown };
    return typeof value.stockAlert === 'string' ? value.stockAlert : null;
  } catch {
    return null;
  }
}

/** The product page with this colour and size chosen. */
export function productLink(shopUrl: string, variant: Variant): string {
  const url = new URL(`/shop/${encodeURIComponent(variant.handle)}`, shopUrl);
  url.searchParams.set('color', variant.color);
  url.searchParams.set('size', variant.size);
  return url.toString();
}

const stopLines = (deps: StockAlertMailDeps, email: string) => [
  'To get no more back-in-stock alerts from Velora:',
  mailStopLink(deps.shopUrl, deps.linkKey, email, 'stock_alerts'),
];

/** The mail a guest's request sends: nothing is alerted until its link is opened. */
export function confirmMail(
  deps: StockAlertMailDeps,
  {
    email,
    requestId,
    variant,
    colour,
  }: { email: string; requestId: string; variant: Variant; colour: string },
): MailMessage {
  const size = sizeLabel(variant.size);
  const confirm = new URL('/stock-alerts/confirm', deps.shopUrl);
  confirm.searchParams.set('t', confirmToken(deps.linkKey, requestId));
  return {
    to: email,
    subject: `Confirm your alert for ${variant.title} in ${size}`,
    text: [
      `You asked Velora to email you when ${variant.title} in ${size} (${colour}) is back in stock.`,
      '',
      'Open this link to confirm it was you:',
      confirm.toString(),
      '',
      'If you did not ask, ignore this mail: we will not write to you about it.',
      '',
      ...stopLines(deps, email),
    ].join('\n'),
  };
}

/**
 * The alert: the size is back, with the product page it can be bought on. When more shoppers
 * were told in this round than units came back, it says how many came back.
 */
export function alertMail(
  deps: StockAlertMailDeps,
  {
    email,
    variant,
    colour,
    cameBack,
    told,
  }: { email: string; variant: Variant; colour: string; cameBack: number; told: number },
): MailMessage {
  const size = sizeLabel(variant.size);
  return {
    to: email,
    subject: `${variant.title} in ${size} is back`,
    text: [
      `${variant.title} in ${size} (${colour}) is back in stock.`,
      ...(told > cameBack ? ['', `${cameBack} came back and more shoppers asked: be quick.`] : []),
      '',
      'See it here:',
      productLink(deps.shopUrl, variant),
      '',
      'You asked us to tell you when it was back; we will not write about it again.',
      '',
      ...stopLines(deps, email),
    ].join('\n'),
  };
}
