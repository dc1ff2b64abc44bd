import { addSize, checkOut, dressWithTwoSizes, freeUnits, pay, sizeOf } from '../fixtures/checkout';
import { ADMIN, expect, test } from '../fixtures/test';

// Refunds (docs/decisions/031): the owner refunds one line of an order of two, putting it back in stock;
// the stock shows the unit again, the other line's stays sold, and the shopper's order shows it.

test('an owner refunds one line of two with restock, and the stock shows it', async ({
  page,
  shopper,
  browser,
  baseURL,
}) => {
  expect(shopper.email).toContain('@');
  const { product, sizes } = await dressWithTwoSizes(page, 8);
  const [first, second] = sizes;
  await page.goto(`/shop/${product.handle}`);
  await addSize(page, sizeOf(first));
  await addSize(page, sizeOf(second));
  await page.goto('/cart');
  await checkOut(page);
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.locator('dd.font-mono').textContent())?.trim() ?? '';
  const firstAfterSale = await freeUnits(page, baseURL, first.id);
  const secondAfterSale = await freeUnits(page, baseURL, second.id);

  const shop = await browser.newContext({ baseURL });
  const origin = new URL(baseURL ?? '').origin;
  const login = await shop.request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin },
  });
  expect(login.status()).toBe(200);
  const admin = await shop.newPage();
  await admin.goto(`/dashboard/manage-orders?search=${orderNumber}`);
  await admin.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await admin.getByRole('button', { name: `View order ${orderNumber}` }).click();
  await admin.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: `Refund order ${orderNumber}` });
  await expect(dialog.getByRole('checkbox', { name: 'Put the items back in stock' })).toBeChecked();
  const quantities = dialog.getByRole('spinbutton');
  await quantities.first().fill('1');
  await quantities.nth(1).fill('0');
  await dialog.getByLabel('Reason').fill('Wrong size sent');
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(/refunded\./).first()).toBeVisible();
  await shop.close();

  expect(await freeUnits(page, baseURL, first.id)).toBe((firstAfterSale ?? 0) + 1);
  expect(await freeUnits(page, baseURL, second.id)).toBe(secondAfterSale);

  await page.goto('/dashboard/orders');
  await page
    .getByRole('row')
    .filter({ hasText: orderNumber })
    .getByRole('link', { name: 'view order' })
    .click();
  await expect(page.getByLabel('Order total').getByText('Refunded')).toBeVisible();
});
