import { addSize, checkOut, dressWithTwoSizes, pay, sizeOf } from '../fixtures/checkout';
import { type Account, ADMIN, expect, type Page, test } from '../fixtures/test';

// Shipping an order: the admin marks a shopper's order shipped with UPS and a tracking
// number, the shopper's order page links UPS's tracking page, and the packing slip lists the
// lines to pack without a price.

const TRACKING_NUMBER = '1Z 999 AA1 0123456784';

/** Logs this browser into another account, as the login form would (the server checks the origin). */
async function logInAs(page: Page, baseURL: string | undefined, account: Account) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { origin: new URL(baseURL ?? page.url()).origin },
  });
  expect(response.status(), `log in as ${account.email}`).toBe(200);
}

async function journey(page: Page, baseURL: string | undefined, shopper: Account, pick: number) {
  const { product, sizes } = await dressWithTwoSizes(page, pick);
  const size = sizeOf(sizes[0]);
  await page.goto(`/shop/${product.handle}`);
  await addSize(page, size);
  await page.goto('/cart');
  await checkOut(page);
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.locator('dd.font-mono').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^VL-/);
  // Nothing to track yet.
  await expect(page.getByTestId('tracking')).toHaveCount(0);

  // The admin ships it.
  await logInAs(page, baseURL, ADMIN);
  await page.goto(`/dashboard/manage-orders?search=${orderNumber}`);
  await page.getByRole('button', { name: `Edit order ${orderNumber}` }).click();
  const edit = page.getByRole('dialog', { name: `Update status of ${orderNumber}` });
  await expect(edit.getByLabel('Tracking number')).toHaveCount(0);
  await edit.getByLabel('Status').selectOption('shipped');
  await edit.getByLabel('Carrier').fill('UPS');
  await edit.getByLabel('Tracking number').fill(TRACKING_NUMBER);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: `View order ${orderNumber}` }).click();
  const view = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(view.getByTestId('tracking')).toContainText('UPS');
  await expect(view.getByRole('link', { name: new RegExp(TRACKING_NUMBER) })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  await view.getByRole('link', { name: 'Packing slip' }).click();

  // The packing slip: the lines to pack with size and colour, and no price anywhere.
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]+\/packing-slip$/);
  const orderId = new URL(page.url()).pathname.split('/')[3] ?? '';
  const order = (await (await page.request.get(`/api/orders/order/${orderId}`)).json()) as {
    items: { title: string; size: string; color: string; sku: string | null; quantity: number }[];
  };
  const slip = page.getByRole('article', { name: 'Packing slip' });
  await expect(slip.getByText(orderNumber)).toBeVisible();
  await expect(slip.getByTestId('slip-to')).toContainText('350 Fifth Avenue');
  await expect(slip.getByRole('table').getByRole('row')).toHaveText([
    /Item\s*SKU\s*Size\s*Colour\s*Quantity/,
    // The SKU the line was bought with, as the warehouse's shelves are labelled; the colour as
    // the shop spells it ('Black' for the line's 'black').
    new RegExp(`${product.title}\\s*${order.items[0]?.sku}\\s*${size}\\s*${order.items[0]?.color}\\s*1`, 'i'),
  ]);
  await expect(slip).not.toContainText('$');
  await expect(slip.getByRole('button', { name: 'Print' })).toBeVisible();
  // On paper only the slip: no site header, footer or menus, and no Print button.
  await page.emulateMedia({ media: 'print' });
  await expect(slip.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(slip.getByRole('table')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The shopper's order page links the parcel to UPS's own page, in a new tab.
  await logInAs(page, baseURL, shopper);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  const tracking = page.getByTestId('tracking');
  await expect(tracking).toContainText('UPS');
  const link = tracking.getByRole('link', { name: new RegExp(TRACKING_NUMBER) });
  await expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('shipping an order', () => {
  test('an admin ships an order with UPS and a tracking number, and prints its packing slip', async ({
    page,
    baseURL,
    shopper,
  }) => {
    await journey(page, baseURL, shopper, 7);
  });

  test('the same on a phone @mobile', async ({ page, baseURL, shopper }) => {
    await journey(page, baseURL, shopper, 8);
  });
});
