import {
  addSize,
  checkOut,
  deliveryCents,
  dollars,
  dressWithTwoSizes,
  freeUnits,
  pay,
  sizeOf,
} from '../fixtures/checkout';
import { expect, test, uniqueAccount } from '../fixtures/test';

test.describe('checkout', () => {
  test('a guest fills a cart, logs in at checkout, pays after a declined card and finds the order everywhere', async ({
    page,
    baseURL,
  }) => {
    const account = uniqueAccount('buyer');
    const origin = new URL(baseURL ?? '').origin;
    expect(
      (await page.request.post('/api/auth/register', { data: account, headers: { origin } })).status(),
    ).toBe(201);
    const { product, sizes } = await dressWithTwoSizes(page);
    const priceCents =
      Math.round(Number(sizes[0].price.amount) * 100) + Math.round(Number(sizes[1].price.amount) * 100);
    const taxCents = Math.round(priceCents * 0.05);
    // Standard delivery, free above the shop's threshold; tax is on the items only.
    const { cents: shippingCents } = await deliveryCents(page.request, priceCents);
    const paidCents = priceCents + shippingCents + taxCents;

    await page.goto(`/shop/${product.handle}`);
    await addSize(page, sizeOf(sizes[0]));
    await addSize(page, sizeOf(sizes[1]));
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    await page.getByRole('link', { name: 'Cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).toHaveText(dollars(priceCents));
    await expect(page.getByText('Tax (5%)')).toBeVisible();
    await expect(page.getByTestId('cart-tax')).toHaveText(dollars(taxCents));
    await expect(page.getByTestId('cart-grand-total')).toHaveText(dollars(priceCents + taxCents));

    // Checkout needs a login, and the login brings the shopper back to the cart.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByText('Please log in to proceed with payment.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);

    await checkOut(page);
    await expect(page.getByText(dollars(paidCents)).first()).toBeVisible();

    await pay(page, '4000 0000 0000 0002');
    await expect(page.getByText('Your card was declined. Please try another card.')).toBeVisible();
    await pay(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/success\?session_id=cs_local_/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Pending' }).first()).toHaveAttribute(
      'aria-current',
      'step',
    );
    const orderNumber = (await page.locator('dd.font-mono').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^VL-/);
    await expect(page.getByTestId('cart-badge')).toBeHidden();

    await page.goto('/dashboard/orders');
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toBeVisible();
    await expect(row).toContainText(dollars(paidCents));
    await row.getByRole('link', { name: 'view order' }).click();
    await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
    await expect(page.getByText(orderNumber)).toBeVisible();

    await page.goto('/dashboard/payments');
    await expect(page.getByTestId('total-spent')).toHaveText(dollars(paidCents));

    // The confirmation went out; without SMTP it sits in the dev mailbox.
    await expect
      .poll(async () => {
        await page.goto('/dev/mailbox');
        return page
          .getByRole('row')
          .filter({ hasText: `Your Velora order ${orderNumber}` })
          .count();
      })
      .toBe(1);
  });

  test('cancelling the payment gives the held stock back', async ({ page, baseURL, shopper }) => {
    expect(shopper.email).toContain('@');
    const { product, sizes } = await dressWithTwoSizes(page, 1);
    const before = await freeUnits(page, baseURL, sizes[0].id);
    await page.goto(`/shop/${product.handle}`);
    await addSize(page, sizeOf(sizes[0]));
    await page.goto('/cart');
    await checkOut(page);
    expect(await freeUnits(page, baseURL, sizes[0].id)).toBe((before ?? 0) - 1);

    await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
    await expect(page.getByText('You can try again or continue shopping.')).toBeVisible();
    await expect.poll(() => freeUnits(page, baseURL, sizes[0].id)).toBe(before);
    // The cart is still there to try again.
    await page.getByRole('link', { name: 'Back to your cart' }).click();
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  });
});
