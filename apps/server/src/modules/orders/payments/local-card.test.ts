import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { describe, expect, it } from 'vitest';
import { localCardProblem } from './local-card';

const now = new Date('2026-11-25T12:00:00Z');
const card = (expiry: string) =>
  localCardProblem({ name: 'Ada Shopper', number: '4242 4242 4242 4242', expiry, cvc: '123' }, now);

describe('the test checkout card form', () => {
  it("takes the expiry as a phone's numbers-only keypad types it, and as MM/YY with or without spaces", () => {
    for (const expiry of ['1229', '12/29', '12 / 29', '11/26', '1126'])
      expect(card(expiry), expiry).toBeNull();
  });

  it('refuses an expiry in the past or not a month', () => {
    for (const expiry of ['1026', '10/26', '1329', '12/2', '12291', 'next']) {
      expect(card(expiry), expiry).toBe('Please enter the expiry date as MM/YY, this month or later.');
    }
  });

  it('declines 4000 0000 0000 0002 as Stripe test mode does', () => {
    expect(
      localCardProblem({ name: 'Ada', number: '4000000000000002', expiry: '1229', cvc: '123' }, now),
    ).toBe(ORDER_MESSAGES.cardDeclined);
  });
});
