import type { APIRequestContext } from '@playwright/test';
import { deliveryBody } from '../fixtures/checkout';
import { RED_PNG } from '../fixtures/images';
import { expect, test, uniqueAccount } from '../fixtures/test';

/** A shopper with a paid order, made through the API in a request context of its own. */
async function shopperWithPaidOrder(request: APIRequestContext, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? '').origin;
  const account = uniqueAccount('buyer');
  expect((await request.post('/api/auth/register', { data: account, headers: { origin } })).status()).toBe(
    201,
  );
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { origin },
  });
  expect(login.status()).toBe(200);
  const { products } = (await (
    await request.get('/api/shopify-products/products?category=jewellery&limit=20')
  ).json()) as {
    products: { variants: { edges: { node: { id: string; quantityAvailable: number } }[] } }[];
  };
  const variant = products
    .flatMap((p) => p.variants.edges.map((e) => e.node))
    .find((v) => v.quantityAvailable >= 2);
  if (!variant) throw new Error('no jewellery in stock');
  const session = await request.post('/api/orders/create-checkout-session', {
    data: { products: [{ id: variant.id }], user_email: account.email, ...(await deliveryBody(request)) },
    headers: { origin },
  });
  const { id } = (await session.json()) as { id: string };
  const paid = await request.post(`/checkout/${id}`, {
    form: { name: 'Ada', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    headers: { origin },
  });
  expect(paid.status()).toBeLessThan(400);
  const orders = (await (await request.get(`/api/orders/${encodeURIComponent(account.email)}`)).json()) as {
    orderId: string;
    paymentStatus: string;
  }[];
  const order = orders.find((o) => o.paymentStatus === 'paid');
  if (!order) throw new Error('the order was not paid');
  return { account, orderNumber: order.orderId };
}

test.describe('admin area', () => {
  test('an admin adds a product with pictures and stock, finds it in the shop, edits and deletes it @catalog-writes', async ({
    page,
    admin,
  }) => {
    expect(admin.email).toContain('@');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Add Product' })
      .click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Please fill all the fields')).toBeVisible();

    const name = `Poppy Wrap Dress ${Date.now().toString(36)}`;
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Category').selectOption('dress');
    await page.getByLabel('Color').selectOption('red');
    await page.getByLabel('Price ($)').fill('64.50');
    await page.getByLabel('Stock, M, red').fill('3');
    await page.getByLabel('Stock, L, red').fill('2');
    await page.getByLabel('Add pictures').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: RED_PNG },
      { name: 'back.png', mimeType: 'image/png', buffer: RED_PNG },
    ]);
    const pictures = page.getByRole('list', { name: 'Pictures' }).getByRole('listitem');
    await expect(pictures).toHaveCount(2);
    const second = await pictures.nth(1).locator('img').getAttribute('src');
    await page.getByRole('button', { name: 'Move picture 2 earlier' }).click();
    await expect(pictures.first().locator('img')).toHaveAttribute('src', second ?? '');
    await page.getByLabel('Description').fill('A wrap dress in washed linen.');
    await page.getByRole('button', { name: 'Add Product' }).click();

    await expect(page.getByText('Product added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/shop\?sort=newest$/);
    await page.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('$64.50').first()).toBeVisible();

    await page.goto('/dashboard/manage-products');
    await page.getByLabel('Product name').fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Showing 1 to 1 of 1 products')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('5');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel('Product Name')).toHaveValue(name);
    await expect(page.getByLabel('Stock, M, red')).toHaveValue('3');
    await page.getByLabel('Price ($)').fill('59');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/manage-products/);

    await page.getByLabel('Product name').fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
    await expect(page.getByText('No products found.')).toBeVisible();
  });

  test('an admin ships an order from Manage orders, sees its history, and the shopper gets the mail', async ({
    page,
    admin,
    request,
    baseURL,
  }) => {
    expect(admin.email).toContain('@');
    const { account, orderNumber } = await shopperWithPaidOrder(request, baseURL);
    await page.goto('/dashboard/manage-orders');
    await page.getByLabel('Order number or email').fill(orderNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText(account.email);
    await expect(row).toContainText('pending');
    // Paid on the built-in test checkout: marked so the owner never ships it as a real sale.
    await expect(row.getByText('Test', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Edit order ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Status').selectOption('shipped');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('shipped');

    await row.getByRole('button', { name: `View order ${orderNumber}` }).click();
    // The history lists each status with its time: pending when paid, then shipped.
    const history = page.getByRole('dialog').getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.last()).toContainText('shipped');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await expect
      .poll(async () => {
        await page.goto('/dev/mailbox');
        return page
          .getByRole('row')
          .filter({ hasText: `Your Velora order ${orderNumber} has shipped` })
          .count();
      })
      .toBe(1);
  });

  test('an admin changes a role, cannot touch their own account, and reads customer messages', async ({
    page,
    admin,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const someone = uniqueAccount('member');
    expect((await request.post('/api/auth/register', { data: someone, headers: { origin } })).status()).toBe(
      201,
    );
    const note = `Do you ship to Canada? (${someone.username})`;
    expect(
      (
        await request.post('/api/contact', {
          data: { username: 'Maya', email: 'maya@example.com', message: note },
          headers: { origin },
        })
      ).status(),
    ).toBe(201);

    await page.goto('/dashboard/users');
    await page.getByLabel('Find by email or username').fill(admin.email);
    await expect(page.getByRole('button', { name: `Delete ${admin.email}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Edit role of ${admin.email}` })).toBeDisabled();

    await page.getByLabel('Find by email or username').fill(someone.email);
    await page.getByRole('button', { name: `Edit role of ${someone.email}` }).click();
    await page.getByRole('dialog').getByLabel('Role').selectOption('admin');
    await page.getByRole('dialog').getByRole('button', { name: 'Update Role' }).click();
    await expect(page.getByText('Role Updated successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: someone.email })).toContainText('admin');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
    const message = page.getByRole('listitem').filter({ hasText: note });
    await expect(message).toContainText('Unread');
    await expect(message.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      /^mailto:maya%40example\.com/,
    );
    await message.getByRole('button', { name: 'Mark as read' }).click();
    await expect(message.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expect(message).not.toContainText('Unread');
  });
});
