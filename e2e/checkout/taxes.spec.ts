import { readFile } from 'node:fs/promises';
import { axeViolations } from '../fixtures/axe';
import { dollars, guestAtCheckout, pay } from '../fixtures/checkout';
import { expect, test, uniqueAccount } from '../fixtures/test';

// Taxes by destination (docs/product/rules.md, Taxes): the owner gives Ontario its 13 % HST,
// delivery taxed, on the Taxes page; a guest in Toronto sees HST at checkout, pays it, and
// downloads her receipt with the HST line and the invoice number on it.

const TORONTO = {
  name: 'Margaret Atwood',
  line1: '100 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2N2',
};

test('a guest in Toronto sees HST at checkout, pays it and downloads her receipt @catalog-writes', async ({
  page,
  admin: _admin,
  browser,
}) => {
  await page.goto('/dashboard/taxes');
  await expect(page.getByRole('heading', { name: 'Taxes', level: 1 })).toBeVisible();
  const rates = page.getByRole('list', { name: 'Rates by place' });
  const already = await rates.getByRole('listitem').count();
  await page.getByRole('button', { name: 'Add a rate' }).click();
  const row = rates.getByRole('listitem').nth(already);
  await row.getByLabel('Place').selectOption('CA:ON');
  await row.getByLabel('Tax name').fill('HST');
  await row.getByLabel('Rate (%)').fill('13');
  await row.getByLabel('Tax delivery').check();
  await page.getByRole('button', { name: 'Save tax settings' }).click();
  await expect(page.getByText('Tax settings saved')).toBeVisible();
  expect(await axeViolations(page), 'the Taxes page').toEqual([]);

  // A guest in another browser, with an accessory a third of the way down the list.
  const {
    context: guestContext,
    page: guest,
    priceCents,
  } = await guestAtCheckout(browser, 1 / 3, uniqueAccount('toronto').email);
  await guest.getByLabel('Full name').fill(TORONTO.name);
  await guest.getByLabel('Address line 1').fill(TORONTO.line1);
  await guest.getByLabel('City').fill(TORONTO.city);
  await guest.getByLabel('Country').selectOption('CA');
  await guest.getByLabel('State / Region').fill('Ontario');
  await guest.getByLabel('Postal code').fill(TORONTO.postalCode);
  // Express is never free, so its price is taxed too.
  await guest.getByRole('radio', { name: /^Express/ }).check();
  await expect(guest.getByLabel('Checkout total').getByText('HST (13%)')).toBeVisible();
  const hst = Math.floor(((priceCents + 1499) * 13 * 2 + 100) / 200);
  await expect(guest.getByTestId('checkout-tax')).toHaveText(dollars(hst));
  await expect(guest.getByTestId('checkout-total')).toHaveText(dollars(priceCents + 1499 + hst));

  await guest.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(guest).toHaveURL(/\/checkout\/cs_local_/);
  await expect(guest.getByText('HST (13%)')).toBeVisible();
  await pay(guest, '4242 4242 4242 4242');
  await expect(guest.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(guest.getByText('HST (13%)')).toBeVisible();

  // Her receipt: the page from the order's, then the PDF it offers.
  await guest.getByRole('link', { name: 'View your order' }).click();
  await guest.getByRole('link', { name: 'Receipt' }).click();
  await expect(guest.getByRole('heading', { name: /^Receipt \d{4}-\d{6}$/ })).toBeVisible();
  await expect(guest.getByRole('rowheader', { name: 'HST (13%)' })).toBeVisible();
  await expect(guest.getByRole('row', { name: /HST \(13%\)/ })).toContainText(dollars(hst));
  const downloading = guest.waitForEvent('download');
  await guest.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{6}\.pdf$/);
  const pdf = await readFile(String(await download.path()));
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await axeViolations(guest), 'the receipt page').toEqual([]);
  await guestContext.close();
});
