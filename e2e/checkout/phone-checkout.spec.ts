import type { Page } from '@playwright/test';
import { deliveryBody } from '../fixtures/checkout';
import { type Account, expect, test } from '../fixtures/test';

/**
 * The shop's own test checkout on a 390 px phone: a numbers-only keypad has no '/', so the page
 * writes the expiry and the card number's spaces itself, and a refused card is answered with a
 * redirect so Back and reload never send the form again.
 */

/** An open checkout for one costume this shopper can pay, opened at its payment page. */
async function openCheckout(page: Page, baseURL: string | undefined, shopper: Account) {
  const origin = new URL(baseURL ?? '').origin;
  const { products } = (await (
    await page.request.get('/api/shopify-products/products?category=costumes&limit=30&sort=newest')
  ).json()) as {
    products: { variants: { edges: { node: { id: string; quantityAvailable: number } }[] } }[];
  };
  const variant = products
    .flatMap((p) => p.variants.edges.map((e) => e.node))
    .find((v) => v.quantityAvailable >= 3);
  if (!variant) throw new Error('no costume in stock');
  const session = await page.request.post('/api/orders/create-checkout-session', {
    data: {
      products: [{ id: variant.id, quantity: 1 }],
      user_email: shopper.email,
      ...(await deliveryBody(page.request)),
    },
    headers: { origin },
  });
  expect(session.status()).toBe(200);
  const { id } = (await session.json()) as { id: string };
  await page.goto(`/checkout/${id}`);
  return id;
}

/** Counts the card forms the browser sends: a reload or Back that resends one shows up here. */
function countCardPosts(page: Page) {
  const posts = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/checkout\/cs_local_/.test(request.url())) posts.count += 1;
  });
  return posts;
}

test.describe('the test checkout on a phone', () => {
  test('formats the card as typed, survives a declined card with Back and reload, and pays @mobile', async ({
    page,
    baseURL,
    shopper,
  }) => {
    await openCheckout(page, baseURL, shopper);
    const posts = countCardPosts(page);
    const name = page.getByLabel('Name on card');
    const number = page.getByLabel('Card number');
    const expiry = page.getByLabel('Expiry (MM/YY)');
    const cvc = page.getByLabel('CVC');

    // The phone offers its digits keypad for the card fields.
    for (const field of [number, expiry, cvc]) await expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await name.fill('Ada Shopper');
    await number.pressSequentially('4000000000000002');
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await expiry.pressSequentially('1229');
    await expect(expiry).toHaveValue('12/29');
    await cvc.pressSequentially('123');
    await page.getByRole('button', { name: 'Pay' }).click();

    const declined = page.getByText('Your card was declined. Please try another card.');
    await expect(declined).toBeVisible();
    expect(posts.count).toBe(1);
    // Name and expiry stay; the number and CVC are asked for again, and the cursor waits there.
    await expect(name).toHaveValue('Ada Shopper');
    await expect(expiry).toHaveValue('12/29');
    await expect(number).toHaveValue('');
    await expect(number).toBeFocused();

    // Reload shows the same page, without sending the card form again.
    await page.reload();
    await expect(declined).toBeVisible();
    await expect(expiry).toHaveValue('12/29');
    // Back goes to the form as it was before paying, again without sending anything.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
    await expect(declined).toBeHidden();
    expect(posts.count).toBe(1);
    // The browser may restore what was typed there, but never the declined card's number.
    await expect(number).toHaveValue('');

    await name.fill('Ada Shopper');
    await number.pressSequentially('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expiry.fill('');
    await expiry.pressSequentially('1229');
    await expect(expiry).toHaveValue('12/29');
    await cvc.pressSequentially('123');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/success\?session_id=cs_local_/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    expect(posts.count).toBe(2);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the expiry as the keypad types it, 1229, still pays @mobile', async ({
      page,
      baseURL,
      shopper,
    }) => {
      await openCheckout(page, baseURL, shopper);
      await page.getByLabel('Name on card').fill('Ada Shopper');
      await page.getByLabel('Card number').fill('4242424242424242');
      await page.getByLabel('Expiry (MM/YY)').fill('1229');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(/\/success\?session_id=cs_local_/);
    });
  });
});
