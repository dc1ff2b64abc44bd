import { dollars, guestAtCheckout, pay } from '../fixtures/checkout';
import { expect, test, uniqueAccount } from '../fixtures/test';

// Shipping zones (docs/product/rules.md, Delivery): the owner gives the United Kingdom a zone of
// its own with its own method, and a guest shipping to London is offered that method alone, at
// that price, and is charged it.

const LONDON = { name: 'Ada Lovelace', line1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA' };

test('the owner gives the United Kingdom its own rates, and a guest in London pays them', async ({
  page,
  admin: _admin,
  browser,
}) => {
  await page.goto('/dashboard/shipping');
  await expect(page.getByRole('heading', { name: 'Shipping settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a zone' }).click();
  await page.getByLabel('Zone name').last().fill('United Kingdom');
  const zone = page.getByRole('region', { name: 'Zone United Kingdom' });
  await zone.getByLabel('Add a place to United Kingdom').selectOption('GB');
  await expect(zone.getByRole('button', { name: 'Remove United Kingdom from United Kingdom' })).toBeVisible();
  await zone.getByLabel('Name', { exact: true }).fill('Royal Mail');
  await zone.getByLabel('Price ($)').fill('9.5');
  await zone.getByLabel('Delivery estimate').fill('5-8 business days');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Shipping settings saved')).toBeVisible();

  // A guest in another browser, shipping to London, with an accessory from the middle of the list.
  const {
    context: guestContext,
    page: guest,
    priceCents,
  } = await guestAtCheckout(browser, 0.5, uniqueAccount('london').email);
  await guest.getByLabel('Full name').fill(LONDON.name);
  await guest.getByLabel('Address line 1').fill(LONDON.line1);
  await guest.getByLabel('City').fill(LONDON.city);
  await guest.getByLabel('Country').selectOption('GB');
  await guest.getByLabel('Postal code').fill(LONDON.postalCode);
  // Only the zone's own method, never the United States' Standard or Express.
  const methods = guest.getByRole('group', { name: 'Delivery method' }).getByRole('radio');
  await expect(methods).toHaveCount(1);
  await expect(guest.getByRole('radio', { name: /^Royal Mail/ })).toBeChecked();
  await guest.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(guest).toHaveURL(/\/checkout\/cs_local_/);
  const total = dollars(priceCents + 950 + Math.round(priceCents * 0.05));
  await expect(guest.getByText(total).first()).toBeVisible();
  await pay(guest, '4242 4242 4242 4242');
  await expect(guest.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(guest.getByTestId('delivery-method')).toHaveText('Royal Mail');
  await guestContext.close();
});
