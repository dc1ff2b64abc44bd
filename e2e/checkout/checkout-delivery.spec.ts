import { axeViolations } from '../fixtures/axe';
import { checkOut, deliveryCents, dollars, pay, US_ADDRESS } from '../fixtures/checkout';
import { expect, type Page, test } from '../fixtures/test';

// The checkout's information step (docs/decisions/030): a shopper saves an address at checkout, pays with
// Express, and every order page says where the order goes, how, and what delivery cost.

/** An accessory with a few units free; `pick` keeps the desktop and phone journeys apart. */
async function accessoryInStock(page: Page, pick: number) {
  const response = await page.request.get(
    '/api/shopify-products/products?category=accessories&limit=50&sort=newest',
  );
  const { products } = (await response.json()) as {
    products: {
      handle: string;
      title: string;
      variants: {
        edges: {
          node: {
            price: { amount: string };
            quantityAvailable: number;
            selectedOptions: { name: string; value: string }[];
          };
        }[];
      };
    }[];
  };
  const fitting = products.flatMap((product) => {
    const variant = product.variants.edges.map((e) => e.node).find((v) => v.quantityAvailable >= 3);
    return variant && product.variants.edges.length === 1 ? [{ product, variant }] : [];
  });
  const found = fitting[pick];
  if (!found) throw new Error('no one-size accessory in stock');
  return found;
}

/** Ship to, Express and the delivery price, where an order page shows them. */
async function expectDelivery(page: Page, priceCents: number, shippingCents: number) {
  const shipTo = page.getByTestId('ship-to');
  await expect(shipTo).toContainText(US_ADDRESS.name);
  await expect(shipTo).toContainText(US_ADDRESS.line1);
  await expect(shipTo).toContainText(`${US_ADDRESS.city}, ${US_ADDRESS.region} ${US_ADDRESS.postalCode}`);
  await expect(shipTo).toContainText('United States');
  await expect(page.getByTestId('delivery-method')).toHaveText('Express');
  const total = page.getByLabel('Order total');
  await expect(total.getByText('Delivery').locator('xpath=following-sibling::dd')).toHaveText(
    dollars(shippingCents),
  );
  await expect(total.getByText('Grand Total').locator('xpath=following-sibling::dd')).toHaveText(
    dollars(priceCents + shippingCents + Math.round(priceCents * 0.05)),
  );
}

async function journey(page: Page, pick: number) {
  const { product, variant } = await accessoryInStock(page, pick);
  const priceCents = Math.round(Number(variant.price.amount) * 100);
  const { cents: shippingCents } = await deliveryCents(page.request, priceCents, 'Express');

  await page.goto(`/shop/${product.handle}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart.').last()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();

  // The information step: the shopper's own email, the address, the methods with their prices.
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? width);
  await page.goto('/cart');
  await checkOut(page, { method: 'Express' });
  await expect(
    page.getByText(dollars(priceCents + shippingCents + Math.round(priceCents * 0.05))).first(),
  ).toBeVisible();
  await pay(page, '4242 4242 4242 4242');

  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expectDelivery(page, priceCents, shippingCents);
  const orderNumber = (await page.locator('dd.font-mono').textContent())?.trim() ?? '';

  await page.goto('/dashboard/orders');
  await page
    .getByRole('row')
    .filter({ hasText: orderNumber })
    .getByRole('link', { name: 'view order' })
    .click();
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  await expectDelivery(page, priceCents, shippingCents);

  // The address was kept: the next checkout offers it first.
  await page.goto(`/shop/${product.handle}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart.').last()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(US_ADDRESS.line1) })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Use a new address' })).not.toBeChecked();
  // …and the order goes there.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('ship-to')).toContainText(US_ADDRESS.line1);
}

test.describe('checkout with delivery', () => {
  test('a shopper saves an address at checkout, pays with Express and finds it on the order', async ({
    page,
    shopper,
  }) => {
    expect(shopper.email).toContain('@');
    await journey(page, 0);
  });

  test('the same on a phone @mobile', async ({ page, shopper }) => {
    expect(shopper.email).toContain('@');
    await journey(page, 1);
  });
});
