import { readFile } from 'node:fs/promises';
import { guestAtCheckout, pay, US_ADDRESS } from '../fixtures/checkout';
import { expect, test, uniqueAccount } from '../fixtures/test';

// The owner's reports (docs/product/rules.md, Reports): she picks this month, sees what sold
// most by product, the same product the report's own answer puts first, and downloads the CSV
// that lists it.

interface ProductReportAnswer {
  period: { from: string; to: string };
  rows: { label: string; unitsSold: number }[];
}

test('the owner picks this month, sees her top product and downloads the CSV', async ({
  page,
  admin: _admin,
  browser,
}) => {
  // A guest pays for an accessory first, so this month has sold something.
  const guest = await guestAtCheckout(browser, 0.7, uniqueAccount('reports').email);
  await guest.page.getByLabel('Full name').fill(US_ADDRESS.name);
  await guest.page.getByLabel('Address line 1').fill(US_ADDRESS.line1);
  await guest.page.getByLabel('City').fill(US_ADDRESS.city);
  await guest.page.getByLabel('Country').selectOption(US_ADDRESS.country);
  await guest.page.getByLabel(/State \/ Region/).fill(US_ADDRESS.region);
  await guest.page.getByLabel('Postal code').fill(US_ADDRESS.postalCode);
  await guest.page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(guest.page).toHaveURL(/\/checkout\/cs_local_/);
  await pay(guest.page, '4242 4242 4242 4242');
  await expect(guest.page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await guest.context.close();

  await page.goto('/dashboard/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByLabel('Period').selectOption('this-month');
  // The journeys pay on the test checkout: its orders count once asked for.
  await page.getByLabel('Include test orders').check();
  await expect(page).toHaveURL(/testOrders=include/);
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01/);
  const from = new URL(page.url()).searchParams.get('from');
  const to = new URL(page.url()).searchParams.get('to');

  const sold = page.getByRole('region', { name: 'What sold' });
  // Exactly 'By': the list and table beside it are named 'Top 3 by net sales, by product' and the like.
  await sold.getByLabel('By', { exact: true }).selectOption('product');
  const asked = await page.request.get(
    `/api/reports/products?from=${from}&to=${to}&by=product&testOrders=include`,
  );
  const answer = (await asked.json()) as ProductReportAnswer;
  const top = answer.rows[0];
  if (!top) throw new Error('this month sold nothing, yet an order was paid');
  const table = sold.getByRole('table', { name: 'Sales by product' });
  await expect(table.getByRole('row').nth(1)).toContainText(top.label);

  const downloading = page.waitForEvent('download');
  await sold.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`products-${from}-${to}.csv`);
  const csv = await readFile(String(await download.path()), 'utf8');
  expect(csv.split('\r\n')[1]).toContain(top.label);
});
