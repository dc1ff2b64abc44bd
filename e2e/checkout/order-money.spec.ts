import {
  addSize,
  checkOut,
  deliveryCents,
  dollars,
  dressWithTwoSizes,
  pay,
  sizeOf,
} from '../fixtures/checkout';
import { ADMIN, expect, type Page, test } from '../fixtures/test';

// Money is shown whole, and the shop hears of its orders (the first-day fixes of 25 November 2026).

/** The breakdown as a shopper reads it on an order page. */
async function expectBreakdown(page: Page, priceCents: number, shippingCents: number, taxCents: number) {
  const total = page.getByLabel('Order total');
  await expect(total.getByText('Total price').locator('xpath=following-sibling::dd')).toHaveText(
    dollars(priceCents),
  );
  await expect(total.getByText('Delivery').locator('xpath=following-sibling::dd')).toHaveText(
    shippingCents === 0 ? 'Free' : dollars(shippingCents),
  );
  await expect(total.getByText('Tax (5%)').locator('xpath=following-sibling::dd')).toHaveText(
    dollars(taxCents),
  );
  await expect(total.getByText('Grand Total').locator('xpath=following-sibling::dd')).toHaveText(
    dollars(priceCents + shippingCents + taxCents),
  );
}

test('a paid order shows its lines, tax and total on every page, and is mailed to the shop', async ({
  page,
  shopper,
}) => {
  expect(shopper.email).toContain('@');
  const { product, sizes } = await dressWithTwoSizes(page, 3);
  const priceCents = Math.round(Number(sizes[0].price.amount) * 100);
  const taxCents = Math.round(priceCents * 0.05);
  const { cents: shippingCents } = await deliveryCents(page.request, priceCents);

  await page.goto(`/shop/${product.handle}`);
  await addSize(page, sizeOf(sizes[0]));
  await page.goto('/cart');
  await checkOut(page);
  await pay(page, '4242 4242 4242 4242');

  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveText([
    new RegExp(`${product.title}.*1 × ${dollars(priceCents).replace('$', '\\$')}`),
  ]);
  await expectBreakdown(page, priceCents, shippingCents, taxCents);
  const orderNumber = (await page.locator('dd.font-mono').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^VL-/);

  await page.goto('/dashboard/orders');
  await page
    .getByRole('row')
    .filter({ hasText: orderNumber })
    .getByRole('link', { name: 'view order' })
    .click();
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  await expectBreakdown(page, priceCents, shippingCents, taxCents);

  // Without SHOP_EMAIL the first admin hears of it; without SMTP it sits in the dev mailbox.
  await expect
    .poll(async () => {
      await page.goto('/dev/mailbox');
      return page
        .getByRole('row')
        .filter({
          hasText: `[Test] New order ${orderNumber}: ${dollars(priceCents + shippingCents + taxCents)}`,
        })
        .filter({ hasText: ADMIN.email })
        .count();
    })
    .toBe(1);
});

test('the admin dashboard says what earnings count and charts paid orders by status with numbers', async ({
  page,
  admin,
}) => {
  expect(admin.email).toBe(ADMIN.email);
  await page.goto('/dashboard/admin');
  await expect(page.getByText('Total Earnings (paid orders, delivery and tax included)')).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Paid orders by status' });
  await expect(chart.getByRole('term')).toHaveText(['pending', 'processing', 'shipped', 'completed']);
  await expect(chart.getByRole('definition')).toHaveText([/^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/]);
});
