import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { LOCAL_TEST_CARDS } from '../../payments';

/** Why card details cannot pay, as a word that can travel in a cookie and back. */
export type LocalCardProblem = 'name' | 'number' | 'expiry' | 'cvc' | 'declined' | 'notTestCard';

export const LOCAL_CARD_MESSAGES: Record<LocalCardProblem, string> = {
  name: 'Please enter the name on the card.',
  number: 'Please enter a valid card number.',
  expiry: 'Please enter the expiry date as MM/YY, this month or later.',
  cvc: 'Please enter the 3 or 4 digit CVC.',
  declined: ORDER_MESSAGES.cardDeclined,
  notTestCard: 'This test checkout takes the test card 4242 4242 4242 4242.',
};

/** The form field a problem is about, which the page marks and puts the cursor in. */
export const LOCAL_CARD_PROBLEM_FIELD: Record<LocalCardProblem, 'name' | 'number' | 'expiry' | 'cvc'> = {
  name: 'name',
  number: 'number',
  expiry: 'expiry',
  cvc: 'cvc',
  declined: 'number',
  notTestCard: 'number',
};

export function isLocalCardProblem(value: unknown): value is LocalCardProblem {
  return typeof value === 'string' && Object.hasOwn(LOCAL_CARD_MESSAGES, value);
}

/**
 * Whether an expiry is this month or later: MM/YY, with spaces or not, or MMYY as a phone's
 * numbers-only keypad types it (it has no '/').
 */
function expiryIsValid(value: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** What keeps these card details from paying, or null when they pay; the number decides as in Stripe's test mode. */
export function checkLocalCard(
  form: Record<string, string | undefined>,
  now = new Date(),
): LocalCardProblem | null {
  const number = (form.number ?? '').replace(/[\s-]/g, '');
  if (!(form.name ?? '').trim()) return 'name';
  if (!/^\d{12,19}$/.test(number)) return 'number';
  if (!expiryIsValid(form.expiry ?? '', now)) return 'expiry';
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return 'cvc';
  if (number === LOCAL_TEST_CARDS.declined) return 'declined';
  if (number !== LOCAL_TEST_CARDS.pays) return 'notTestCard';
  return null;
}

/** Why these card details cannot pay, in the shopper's words, or null when they can. */
export function localCardProblem(form: Record<string, string | undefined>, now = new Date()): string | null {
  const problem = checkLocalCard(form, now);
  return problem ? LOCAL_CARD_MESSAGES[problem] : null;
}
