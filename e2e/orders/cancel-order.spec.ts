import { checkOut, pay } from '../fixtures/checkout';
import { expect, type Page, test } from '../fixtures/test';

// Cancelling (docs/decisions/031): a shopper cancels a paid order within the window and sees it cancelled
// and refunded; the units are free again.

/** A one-size accessory with a few units free, from the middle of the list (other journeys take the ends). */
async function accessory(page: Page, pick: number) {
  const response = await page.request.get(
    '/api/shopify-products/products?category=accessories&limit=50&sort=newest',
  );
  const { products } = (await response.json()) as {
    products: {
      handle: string;
      variants: { edges: { node: { id: string; quantityAvailable: number } }[] };
    }[];
  };
  const fitting = products.filter(
    (p) => p.variants.edges.length === 1 && (p.variants.edges[0]?.node.quantityAvailable ?? 0) >= 3,
  );
  const found = fitting[Math.floor(fitting.length / 2) + pick];
  if (!found) throw new Error('no one-size accessory in stock');
  return { handle: found.handle, variantId: found.variants.edges[0]?.node.id as string };
}

async function freeUnits(page: Page, variantId: string) {
  const response = await page.request.post('/api/cart/quote', {
    data: { cartItems: [{ id: variantId, quantity: 1 }] },
    headers: { origin: new URL(page.url()).origin },
  });
  return ((await response.json()) as { items: { quantityAvailable: number }[] }).items[0]?.quantityAvailable;
}

async function journey(page: Page, pick: number) {
  const { handle, variantId } = await accessory(page, pick);
  await page.goto(`/shop/${handle}`);
  const before = await freeUnits(page, variantId);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart.').last()).toBeVisible();
  await page.goto('/cart');
  await checkOut(page);
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.locator('dd.font-mono').textContent())?.trim() ?? '';
  expect(await freeUnits(page, variantId)).toBe((before ?? 0) - 1);

  await page.goto('/dashboard/orders');
  await page
    .getByRole('row')
    .filter({ hasText: orderNumber })
    .getByRole('link', { name: 'view order' })
    .click();
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  await expect(page.getByText(/You can cancel until/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
  await expect(dialog.getByText(/goes back to the card it was paid with/)).toBeVisible();
  await dialog.getByLabel('Reason').selectOption('I ordered by mistake');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('The order was cancelled.').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your order was cancelled.' })).toBeVisible();
  const total = page.getByLabel('Order total');
  await expect(total.getByText('Refunded')).toBeVisible();
  await expect(total.getByText('Net paid').locator('xpath=following-sibling::dd')).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(await freeUnits(page, variantId)).toBe(before);
}

test.describe('cancelling an order', () => {
  test('a shopper cancels a paid order within the window and sees it refunded', async ({ page, shopper }) => {
    expect(shopper.email).toContain('@');
    await journey(page, 0);
  });

  test('the same on a phone @mobile', async ({ page, shopper }) => {
    expect(shopper.email).toContain('@');
    await journey(page, 1);
  });
});
