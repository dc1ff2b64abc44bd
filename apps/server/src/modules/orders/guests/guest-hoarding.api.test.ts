import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../seed';
import { newAccount, registerAndLogin } from '../../../test/auth-fixtures';
import { checkoutBody } from '../../../test/order-fixtures';
import { productFixture } from '../../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productVariants } from '../../catalog/catalog.schema';
import { orders } from '../orders.schema';
import { GUEST_COOKIE } from './guest-access';

// A guest cannot hoard stock (docs/decisions/026): dropping the guest cookie does not give a
// guest another open checkout, since a guest's checkouts are also known by their email, and what
// the open checkouts from one client address hold together is capped. Real parallel requests, on
// PGlite and (server-postgres) on PostgreSQL.

const CAP = 30;
let t: TestApp;
const bag = productFixture({ title: 'Straw Bag', category: 'accessories', priceCents: 4000, stock: 13 });
const bagId = bag.variants[0]?.id as string;
const hat = productFixture({ title: 'Felt Hat', category: 'accessories', priceCents: 3500, stock: 200 });
const hatId = hat.variants[0]?.id as string;

beforeAll(async () => {
  // Served on http, as on a laptop: the plain cookie name.
  t = await createTestApp({ maxHeldUnitsPerAddress: CAP });
  await insertProducts(t.database.db, [bag, hat]);
});
afterAll(() => t.close());

let addresses = 0;
const newAddress = () => `10.9.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

/** A checkout from a browser that keeps no cookie, as a script would. */
async function cookielessCheckout(
  email: string,
  products: unknown[],
  remoteAddress = newAddress(),
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    remoteAddress,
    headers,
    payload: await checkoutBody(t.app, email, products),
  });
}

async function reservedOf(variantId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ reserved: productVariants.reserved })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.reserved ?? 0;
}

async function openGuestCheckouts(email: string) {
  return t.database.db
    .select()
    .from(orders)
    .where(
      and(
        isNull(orders.userId),
        eq(orders.paymentStatus, 'awaiting_payment'),
        sql`lower(${orders.email}) = ${email.toLowerCase()}`,
      ),
    );
}

describe('a guest’s open checkouts are also known by email', () => {
  it('leaves one hold after three cookie-less checkouts with one email', async () => {
    const { email } = newAccount();
    const before = await reservedOf(bagId);
    for (const [index, quantity] of [4, 3, 2].entries()) {
      // The same person whatever the case of the address they type.
      const typed = index === 1 ? email.toUpperCase() : email;
      const answer = await cookielessCheckout(typed, [{ id: bagId, quantity }]);
      expect(answer.statusCode).toBe(200);
      // Each got a cookie of its own, which a script throws away.
      expect(answer.cookies.some((cookie) => cookie.name === GUEST_COOKIE)).toBe(true);
    }
    const open = await openGuestCheckouts(email);
    expect(open).toHaveLength(1);
    expect(await reservedOf(bagId)).toBe(before + 2);
  });

  it('leaves one hold when three start at once', async () => {
    const { email } = newAccount();
    const before = await reservedOf(bagId);
    const answers = await Promise.all(
      [3, 3, 3].map((quantity) => cookielessCheckout(email, [{ id: bagId, quantity }])),
    );
    // A checkout replaced while its payment session was opened answers 409 and holds nothing.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const open = await openGuestCheckouts(email);
    expect(open).toHaveLength(1);
    expect(await reservedOf(bagId)).toBe(before + 3);
  });

  it('does not hand one browser’s open checkout to another that gives the same email', async () => {
    const { email } = newAccount();
    const first = await cookielessCheckout(email, [{ id: hatId, quantity: 1 }]);
    const second = await cookielessCheckout(email, [{ id: hatId, quantity: 1 }]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).not.toBe(first.json().id);
    expect(await openGuestCheckouts(email)).toHaveLength(1);
  });

  it('issues the plain cookie, signed, on http', async () => {
    const answer = await cookielessCheckout(newAccount().email, [{ id: hatId }]);
    const cookie = answer.cookies.find((c) => c.name === GUEST_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(answer.cookies.some((c) => c.name === `__Host-${GUEST_COOKIE}`)).toBe(false);
  });
});

describe('what the open checkouts of one client address hold together', () => {
  it(`refuses units past ${CAP} with a sentence, counting guests and shoppers alike`, async () => {
    const address = newAddress();
    for (const quantity of [10, 10]) {
      const answer = await cookielessCheckout(newAccount().email, [{ id: hatId, quantity }], address);
      expect(answer.statusCode).toBe(200);
    }
    const shopper = await registerAndLogin(t.app, t.database.db);
    const shopperCheckout = (quantity: number) =>
      cookielessCheckout(shopper.user.email, [{ id: hatId, quantity }], address, shopper.bearer);
    expect((await shopperCheckout(8)).statusCode).toBe(200);

    const reserved = await reservedOf(hatId);
    const over = await cookielessCheckout(newAccount().email, [{ id: hatId, quantity: 3 }], address);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: ORDER_MESSAGES.tooManyHeld(CAP), field: 'products' });
    expect(await reservedOf(hatId)).toBe(reserved);

    // What is left under the cap may still be held, and another address is not counted with these.
    expect(
      (await cookielessCheckout(newAccount().email, [{ id: hatId, quantity: 2 }], address)).statusCode,
    ).toBe(200);
    expect((await cookielessCheckout(newAccount().email, [{ id: hatId, quantity: 10 }])).statusCode).toBe(
      200,
    );
    // The shopper's new cart replaces their own checkout: its units make room first.
    expect((await shopperCheckout(7)).statusCode).toBe(200);
  });

  it(`lets only ${CAP} units through when checkouts from one address race`, async () => {
    const address = newAddress();
    const reserved = await reservedOf(hatId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        cookielessCheckout(newAccount().email, [{ id: hatId, quantity: 10 }], address),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409]);
    expect(await reservedOf(hatId)).toBe(reserved + CAP);
  });
});
