import { axeViolations } from '../fixtures/axe';
import { addSize, checkOut, dressWithTwoSizes, pay, sizeOf } from '../fixtures/checkout';
import { ADMIN, expect, test } from '../fixtures/test';

// Returns (docs/decisions/031): a shopper asks to send back a dress that came too small; the shop approves,
// receives and refunds it on its Returns page; the shopper's order page shows it refunded.

test('a shopper returns a shipped dress and the shop refunds it', async ({
  page,
  shopper,
  browser,
  baseURL,
}) => {
  expect(shopper.email).toContain('@');
  const { product, sizes } = await dressWithTwoSizes(page, 6);
  await page.goto(`/shop/${product.handle}`);
  await addSize(page, sizeOf(sizes[0]));
  await page.goto('/cart');
  await checkOut(page);
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.locator('dd.font-mono').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^VL-/);

  await page.goto('/dashboard/orders');
  await page
    .getByRole('row')
    .filter({ hasText: orderNumber })
    .getByRole('link', { name: 'view order' })
    .click();
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  // Not shipped yet: nothing to return.
  await expect(page.getByRole('button', { name: 'Return items' })).toHaveCount(0);

  // The shop, in its own browser, ships the order.
  const shop = await browser.newContext({ baseURL });
  const origin = new URL(baseURL ?? '').origin;
  const login = await shop.request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin },
  });
  expect(login.status()).toBe(200);
  const shipped = await shop.request.patch(`/api/orders/update-order-status/${orderId}`, {
    data: { status: 'shipped' },
    headers: { origin },
  });
  expect(shipped.status()).toBe(200);

  // The product's fit answers as its reviews section reads them: a return as too small adds one.
  const productId = (
    await (await page.request.get(`/api/shopify-products/products/${product.handle}`)).json()
  ).id as string;
  const smallAnswers = async () =>
    (
      (await (await page.request.get(`/api/reviews/product/${productId}`)).json()) as {
        fit: { small: number };
      }
    ).fit.small;
  const smallBefore = await smallAnswers();

  await page.reload();
  await page.getByRole('button', { name: 'Return items' }).click();
  const dialog = page.getByRole('dialog', { name: `Return items from order ${orderNumber}` });
  await dialog.getByLabel(new RegExp(product.title)).selectOption('1');
  expect(await axeViolations(page), 'the return dialog').toEqual([]);
  await dialog.getByLabel('Reason').selectOption('Too small');
  await dialog.getByRole('button', { name: 'Send return request' }).click();
  await expect(page.getByText('Your return request was sent.', { exact: false }).first()).toBeVisible();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns.getByText('Return requested')).toBeVisible();
  await expect(returns.getByText('Reason: Too small')).toBeVisible();
  expect(await smallAnswers()).toBe(smallBefore + 1);
  // Its one unit is in the open return: nothing is left to ask for.
  await expect(page.getByRole('button', { name: 'Return items' })).toHaveCount(0);

  const admin = await shop.newPage();
  await admin.goto('/dashboard/returns');
  await admin.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const row = admin.getByRole('row').filter({ hasText: orderNumber });
  await expect(row.getByText('Too small')).toBeVisible();
  expect(await axeViolations(admin), 'the Returns page').toEqual([]);
  for (const [action, title, submit, done] of [
    ['Approve', 'Approve this return?', 'Approve', 'Return approved'],
    ['Mark received', 'Mark this return received?', 'Mark received', 'Return received'],
    ['Refund', 'Refund this return?', 'Refund', 'Return refunded'],
  ] as const) {
    await row.getByRole('button', { name: `${action} return of ${orderNumber}` }).click();
    const step = admin.getByRole('dialog', { name: title });
    if (action === 'Refund')
      await expect(step.getByRole('checkbox', { name: 'Put the items back in stock' })).toBeChecked();
    await step.getByRole('button', { name: submit }).click();
    await expect(step).toBeHidden();
    await expect(row.getByText(done)).toBeVisible();
  }
  await shop.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Returns' }).getByText('Return refunded')).toBeVisible();
  await expect(page.getByLabel('Order total').getByText('Refunded')).toBeVisible();
});
