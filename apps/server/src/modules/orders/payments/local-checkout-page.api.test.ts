import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { type LoggedIn, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CARD_FORMATTING } from './local-checkout-script';

let t: TestApp;
const scarf = productFixture({ title: 'Silk Scarf', category: 'accessories', priceCents: 4900, stock: 50 });
const scarfId = scarf.variants[0]?.id as string;

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.database.db, [scarf]);
});
afterAll(() => t.close());

/** A new shopper with an open checkout for one scarf, and a browser's cookie jar of one cookie. */
async function openCheckout() {
  const shopper = await registerAndLogin(t.app, t.database.db);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    headers: shopper.bearer,
    payload: await checkoutBody(t.app, shopper.user.email, [{ id: scarfId, quantity: 1 }]),
  });
  const id = started.json().id as string;
  return { shopper, id, jar: { cookie: '' } };
}

function submit(
  who: { shopper: LoggedIn; id: string; jar: { cookie: string } },
  card: Record<string, string>,
) {
  return t.app
    .inject({
      method: 'POST',
      url: `/checkout/${who.id}`,
      headers: { ...who.shopper.bearer, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(card).toString(),
    })
    .then((answer) => {
      const set = answer.headers['set-cookie'];
      if (set) who.jar.cookie = String(set).split(';')[0] ?? '';
      return answer;
    });
}

function open(who: { shopper: LoggedIn; jar: { cookie: string } }, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { ...who.shopper.bearer, cookie: who.jar.cookie } });
}

const inputOf = (html: string, id: string) => new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the test checkout after a refused card', () => {
  it('redirects to a page that says why, keeps name and expiry, and asks for the number again; reload shows the same', async () => {
    const checkout = await openCheckout();
    const declined = await submit(checkout, {
      name: 'Ada Shopper',
      number: '4000 0000 0000 0002',
      expiry: '1229',
      cvc: '123',
    });
    // Post, redirect, get: Back and reload never resend the card form.
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/checkout/${checkout.id}?retry`);

    for (const load of ['first', 'reload']) {
      const page = await open(checkout, String(declined.headers.location));
      expect(page.statusCode, load).toBe(200);
      expect(page.body).toContain('Your card was declined. Please try another card.');
      expect(page.body).toContain('please enter them again');
      expect(inputOf(page.body, 'name')).toContain('value="Ada Shopper"');
      expect(inputOf(page.body, 'expiry')).toContain('value="1229"');
      // The card number and CVC are never written back into the page.
      expect(inputOf(page.body, 'number')).not.toContain('value=');
      expect(inputOf(page.body, 'cvc')).not.toContain('value=');
      expect(page.body).not.toContain('4000000000000002');
      expect(inputOf(page.body, 'number')).toContain('aria-invalid="true"');
      expect(inputOf(page.body, 'number')).toContain('autofocus');
    }

    // Back to before the attempt: the form as it first was.
    const fresh = await open(checkout, `/checkout/${checkout.id}`);
    expect(fresh.body).not.toContain('Your card was declined');
    expect(inputOf(fresh.body, 'name')).toContain('value=""');
  });

  it('marks the expiry when it is the wrong field, keeping what the shopper typed', async () => {
    const checkout = await openCheckout();
    const answer = await submit(checkout, {
      name: 'Ada <Shopper>',
      number: '4242 4242 4242 4242',
      expiry: '13/29',
      cvc: '123',
    });
    const page = await open(checkout, String(answer.headers.location));
    expect(page.body).toContain('Please enter the expiry date as MM/YY, this month or later.');
    expect(inputOf(page.body, 'name')).toContain('value="Ada &lt;Shopper&gt;"');
    expect(inputOf(page.body, 'expiry')).toContain('value="13/29"');
    expect(inputOf(page.body, 'expiry')).toContain('aria-invalid="true"');
    expect(inputOf(page.body, 'number')).not.toContain('aria-invalid');
  });

  it("pays with the expiry as a phone's keypad types it, after a refused attempt", async () => {
    const checkout = await openCheckout();
    await submit(checkout, { name: 'Ada', number: '4000000000000002', expiry: '1229', cvc: '123' });
    const paid = await submit(checkout, {
      name: 'Ada',
      number: '4242424242424242',
      expiry: '1229',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/success?session_id=${checkout.id}`);
  });
});

describe('the test checkout form over its size', () => {
  it('answers 413 naming its 4 KB limit', async () => {
    const checkout = await openCheckout();
    const answer = await submit(checkout, { name: 'A'.repeat(5000), number: '4242424242424242' });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: 'The request is too large (at most 4 KB).' });
  });
});

describe('the test checkout formats as the shopper types', () => {
  it('loads its formatting from the shop itself, which the page policy allows without inline script', async () => {
    const checkout = await openCheckout();
    const page = await open(checkout, `/checkout/${checkout.id}`);
    expect(page.body).toContain('<script src="/checkout/checkout.js" defer></script>');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    const script = await t.app.inject({ method: 'GET', url: '/checkout/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(() => new Function(script.body)).not.toThrow();
  });

  it('groups the number in fours and writes the expiry as MM/YY', () => {
    const { groupCardNumber, formatExpiry } = new Function(
      `${CARD_FORMATTING}; return { groupCardNumber, formatExpiry };`,
    )() as {
      groupCardNumber: (value: string) => string;
      formatExpiry: (value: string, deleting?: boolean) => string;
    };
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242 42')).toBe('4242 42');
    expect(groupCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('1/')).toBe('01/');
    expect(formatExpiry('12 / 29')).toBe('12/29');
    expect(formatExpiry('12/2029')).toBe('12/29');
    expect(formatExpiry('122934')).toBe('12/29');
  });
});
