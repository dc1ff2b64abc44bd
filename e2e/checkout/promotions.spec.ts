import { addSize, checkOut, pay } from '../fixtures/checkout';
import { ADMIN, expect, type Page, test } from '../fixtures/test';

// Promotions (docs/decisions/033): the owner schedules a sale on one product and makes a discount code in
// the admin area; the home page counts down to the sale, then says it is on; the product shows
// its price crossed out; a shopper applies the code in the cart and pays the discounted total.
// The sale covers only the journey's own product, which it adds: it runs with the catalog writes.

/** A datetime-local value in the browser's own zone, as the owner would type it. */
function localInput(page: Page, at: number): Promise<string> {
  return page.evaluate((ms) => {
    const d = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, at);
}

test('an owner schedules a sale and a code; the countdown tells the truth and a shopper pays the sale price less the code @catalog-writes', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const name = `Promo Journey Shirt ${tag}`;
  const code = `JOURNEY${tag}`.toUpperCase().slice(0, 32);
  const owner = await browser.newContext({ baseURL });
  const origin = new URL(baseURL ?? '').origin;
  expect((await owner.request.post('/api/auth/login', { data: ADMIN, headers: { origin } })).status()).toBe(
    200,
  );
  const created = await owner.request.post('/api/products/created-product', {
    headers: { origin },
    data: {
      name,
      category: 'clothing',
      color: 'red',
      price: 40,
      description: 'A shirt for the promotions journey.',
      images: ['/media/demo/clothing/0/red/0.svg'],
      sizes: [{ size: 'M', stock: 5 }],
    },
  });
  expect(created.status()).toBe(201);
  const { handle } = (await created.json()) as { handle: string };

  // The owner schedules a sale on that shirt for tomorrow.
  const admin = await owner.newPage();
  await admin.goto('/dashboard/sales');
  await admin.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await admin.getByRole('button', { name: 'New sale' }).click();
  let form = admin.getByRole('dialog');
  await form.getByLabel('Name').fill(`Journey sale ${tag}`);
  await form.getByLabel('Percent off').fill('25');
  await form.getByRole('radio', { name: 'Chosen products', exact: true }).check();
  await form.getByLabel('Find products by name').fill(name);
  await form.getByRole('button', { name: 'Search' }).click();
  await form.getByRole('button', { name: `Add ${name}` }).click();
  const day = 24 * 3_600_000;
  await form.getByLabel('Starts').fill(await localInput(admin, Date.now() + day));
  await form.getByLabel('Ends').fill(await localInput(admin, Date.now() + 2 * day));
  await form.getByRole('button', { name: 'Create sale' }).click();
  await expect(form).toBeHidden();
  const row = admin.getByRole('row').filter({ hasText: `Journey sale ${tag}` });
  await expect(row.getByText('Scheduled')).toBeVisible();

  // The home page counts to it: about a day away.
  await page.goto('/');
  await expect(page.getByText('Time till next sale!').first()).toBeVisible();
  await expect(page.getByText('SALE', { exact: true })).toHaveCount(0);

  // The owner moves its start to now: the sale is live, and the home page says so.
  await row.getByRole('button', { name: `Edit Journey sale ${tag}` }).click();
  form = admin.getByRole('dialog');
  await form.getByLabel('Starts').fill(await localInput(admin, Date.now() - 60_000));
  await form.getByRole('button', { name: 'Save sale' }).click();
  await expect(form).toBeHidden();
  await expect(row.getByText('Live')).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('SALE', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Ends in').first()).toBeVisible();

  // And a code: 10% off.
  await admin.goto('/dashboard/discounts');
  await admin.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await admin.getByRole('button', { name: 'New code' }).click();
  form = admin.getByRole('dialog');
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Type').selectOption('percent');
  await form.getByLabel('Value (%)').fill('10');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form).toBeHidden();
  await expect(admin.getByRole('row').filter({ hasText: code }).getByText('Active')).toBeVisible();

  // The shirt at 25% off: $30.00, its $40.00 crossed out.
  const shopper = await browser.newContext({ baseURL });
  const shop = await shopper.newPage();
  const account = {
    username: `promo${tag}`.slice(0, 20),
    email: `promo${tag}@example.com`,
    password: 'Velvet#Rose2026',
  };
  expect(
    (await shopper.request.post('/api/auth/register', { data: account, headers: { origin } })).status(),
  ).toBe(201);
  expect(
    (await shopper.request.post('/api/auth/login', { data: account, headers: { origin } })).status(),
  ).toBe(200);
  await shop.goto(`/shop/${handle}`);
  await shop.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(shop.getByText('$30.00').first()).toBeVisible();
  await expect(shop.locator('s, del, .line-through').filter({ hasText: '$40.00' }).first()).toBeVisible();
  await addSize(shop, 'M');

  // The code in the cart: 10% of $30.00.
  await shop.goto('/cart');
  await shop.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await shop.getByLabel('Discount code').fill(code.toLowerCase());
  await shop.getByRole('button', { name: 'Apply' }).click();
  await expect(shop.getByText(`Discount (${code})`).first()).toBeVisible();
  await expect(shop.getByText('-$3.00').first()).toBeVisible();

  // Paid: $30.00 - $3.00 + $5.99 delivery + $1.35 tax (5% of $27.00) = $34.34.
  await checkOut(shop);
  await expect(shop.getByText('$34.34').first()).toBeVisible();
  await pay(shop, '4242 4242 4242 4242');
  await expect(shop.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(shop.getByText(`Discount (${code})`).first()).toBeVisible();
  await expect(shop.getByText('$34.34').first()).toBeVisible();

  // The owner sees the use.
  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: code }).getByText(/^1\b/).first()).toBeVisible();
  await owner.close();
  await shopper.close();
});
