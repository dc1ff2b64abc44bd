import { readFile } from 'node:fs/promises';
import { pay, US_ADDRESS } from '../fixtures/checkout';
import { RED_PNG } from '../fixtures/images';
import { expect, test, uniqueAccount } from '../fixtures/test';

// The owner's catalog tools (docs/product/api.md, Products): a product prepared as a draft, previewed, published and
// bought; bulk price changes; a copy; and the catalog out to a CSV file and back in with a price
// edited in the file. It writes to the catalog, so it runs with the other catalog writes.

test('an owner drafts a dress in three colours, previews it, publishes it, and a shopper buys the green one in M @catalog-writes', async ({
  page,
  admin,
  browser,
}) => {
  expect(admin.email).toContain('@');
  const tag = Date.now().toString(36);
  const name = `Tiered Colour Dress ${tag}`;
  await page.goto('/dashboard/add-product');
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Category').selectOption('dress');
  await page.getByLabel('Color').selectOption('black');
  await page.getByLabel('Add colour').selectOption('green');
  await page.getByLabel('Add colour').selectOption('red');
  await page.getByLabel('Price ($)').fill('88');
  // The grid: a stock per colour and size; green M costs a little more.
  await page.getByLabel('Stock, S, black').fill('2');
  await page.getByLabel('Stock, M, green').fill('4');
  await page.getByLabel('Stock, L, red').fill('1');
  await page.getByRole('button', { name: 'Prices and codes: green' }).click();
  await page.getByLabel('Price, M, green').fill('92');
  await page.getByLabel('SKU, M, green').fill(`TIERED-${tag}-GREEN-M`.toUpperCase());
  await page.getByLabel('Description').fill('A tiered dress in three colours, saved before it is ready.');
  // No picture yet: a draft may be saved without one.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/manage-products/);

  await page.getByLabel('Status').selectOption('draft');
  await page.getByLabel('Product name').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  const preview = await row.getByRole('link', { name: 'Preview' }).getAttribute('href');
  expect(preview).toMatch(/^\/shop\/[a-z0-9-]+\?preview=true$/);
  const handle = /\/shop\/([^?]+)/.exec(preview ?? '')?.[1] ?? '';

  // A shopper cannot see the draft; the owner's preview shows it, saying so.
  const shopper = await browser.newPage();
  await shopper.goto(`/shop/${handle}`);
  await expect(shopper.getByText(/not found/i).first()).toBeVisible();
  await page.goto(preview ?? '');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'this product is a draft' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio')).toHaveCount(3);

  // Publishing without a picture says what is missing; with one for black and one for green it publishes.
  await page.goto('/dashboard/manage-products?status=draft');
  await page.getByLabel('Product name').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Update Product' })).toBeVisible();
  await expect(page.getByLabel('Stock, M, green')).toHaveValue('4');
  const editPage = page.url();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Add at least one picture before publishing').first()).toBeVisible();
  for (const colour of ['black', 'green']) {
    await page
      .getByLabel(`Choose pictures of ${colour}`)
      .setInputFiles([{ name: `${colour}.png`, mimeType: 'image/png', buffer: RED_PNG }]);
    await expect(page.getByRole('list', { name: `Pictures of ${colour}` }).getByRole('listitem')).toHaveCount(
      1,
    );
  }
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Product published')).toBeVisible();

  // The shopper switches to green: its picture, its sizes (M in stock, its own price), then buys M.
  await shopper.goto(`/shop/${handle}`);
  await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(shopper.getByRole('img', { name: `${name} in black` }).first()).toBeVisible();
  await shopper.getByRole('radiogroup', { name: 'Colour' }).getByText('Green', { exact: true }).click();
  await expect(shopper.getByRole('radio', { name: 'Green' })).toBeChecked();
  await expect(shopper.getByRole('img', { name: `${name} in green` }).first()).toBeVisible();
  // Green comes in M only: the other sizes are sold out in it, and M shows its own price.
  await expect(
    shopper.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'S, sold out', exact: true }),
  ).toBeDisabled();
  await shopper.getByRole('group', { name: 'Size' }).getByText('M', { exact: true }).click();
  await expect(shopper.getByText('$92.00').first()).toBeVisible();
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByText('Added to your cart.').last()).toBeVisible();
  await shopper.goto('/cart');
  const line = shopper.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(/green/i);
  await expect(line).toContainText('M');
  await expect(line.locator('img').first()).toHaveAttribute('src', /\/uploads\//);
  await shopper.getByRole('button', { name: 'Check out as guest' }).click();
  await expect(shopper.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await shopper.getByLabel('Email', { exact: true }).fill(uniqueAccount('colours').email);
  await shopper.getByLabel('Full name').fill(US_ADDRESS.name);
  await shopper.getByLabel('Address line 1').fill(US_ADDRESS.line1);
  await shopper.getByLabel('City').fill(US_ADDRESS.city);
  await shopper.getByLabel('Country').selectOption(US_ADDRESS.country);
  await shopper.getByLabel(/State \/ Region/).fill(US_ADDRESS.region);
  await shopper.getByLabel('Postal code').fill(US_ADDRESS.postalCode);
  await shopper.getByRole('radio', { name: /^Standard/ }).check();
  await shopper.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(shopper).toHaveURL(/\/checkout\/cs_local_/);
  await pay(shopper, '4242 4242 4242 4242');
  await expect(shopper.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await shopper.close();

  // Bought as green M: the owner's grid shows one fewer, the other cells as they were.
  await page.goto(editPage);
  await expect(page.getByLabel('Stock, M, green')).toHaveValue('3');
  await expect(page.getByLabel('Stock, S, black')).toHaveValue('2');
});

test('an owner cuts prices in bulk, copies a product, and moves a price through a CSV file @catalog-writes', async ({
  page,
  admin,
  baseURL,
}) => {
  expect(admin.email).toContain('@');
  const origin = new URL(baseURL ?? '').origin;
  const tag = Date.now().toString(36);
  const names = [`Bulk Cuff ${tag} A`, `Bulk Cuff ${tag} B`];
  for (const [index, name] of names.entries()) {
    const created = await page.request.post('/api/products/created-product', {
      headers: { origin },
      data: {
        name,
        category: 'jewellery',
        color: 'gold',
        price: index === 0 ? 20 : 19.99,
        description: 'A cuff for the bulk journey.',
        images: ['/media/demo/jewellery/0/gold/0.svg'],
        sizes: [{ size: 'One Size', stock: 5 }],
      },
    });
    expect(created.status()).toBe(201);
  }

  // Both cuffs, 10% off: 20.00 → 18.00 and 19.99 → 17.99 (17.991 to the cent).
  await page.goto('/dashboard/manage-products');
  await page.getByLabel('Product name').fill(`Bulk Cuff ${tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Change prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the prices of 2 products' });
  await dialog.getByLabel('Percentage', { exact: true }).fill('-10');
  await dialog.getByRole('button', { name: 'Change prices' }).click();
  await expect(page.getByText('2 products updated')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(names[0] ?? '') }).getByText('$18.00')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(names[1] ?? '') }).getByText('$17.99')).toBeVisible();

  // A copy starts as a draft of its own.
  await page.getByRole('link', { name: `Edit ${names[0]}` }).click();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Draft copy made')).toBeVisible();
  await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue(`Copy of ${names[0]}`);

  // The cuffs out to a file (the filtered list: an import holds the embedded database for as long
  // as it runs, and journals beside this one use it), the first cuff's price edited, then back in.
  await page.goto(`/dashboard/manage-products?search=${encodeURIComponent(`Bulk Cuff ${tag}`)}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export the filtered list (CSV)' }).click(),
  ]);
  const exported = await readFile((await download.path()) ?? '', 'utf8');
  const lines = exported.split('\r\n');
  const header = (lines[0] ?? '').replace(/^\uFEFF/, '').split(',');
  const priceColumn = header.indexOf('Variant Price');
  const titleColumn = header.indexOf('Title');
  expect(priceColumn).toBeGreaterThan(0);
  const at = lines.findIndex((line) => line.split(',')[titleColumn] === names[0]);
  expect(at).toBeGreaterThan(0);
  const cells = (lines[at] ?? '').split(',');
  expect(cells[priceColumn]).toBe('18.00');
  cells[priceColumn] = '15.50';
  lines[at] = cells.join(',');
  const edited = lines.join('\r\n');

  await page.goto('/dashboard/import-export');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('0 to create, 1 to update, 2 unchanged')).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 product' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported: 0 created, 1 updated, 2 unchanged' }),
  ).toBeVisible();

  await page.goto('/dashboard/manage-products');
  await page.getByLabel('Product name').fill(names[0] ?? '');
  await page.getByRole('button', { name: 'Search' }).click();
  // The copy keeps the old price; the cuff itself has the file's.
  const cuff = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Edit ${names[0]}`, exact: true }) });
  await expect(cuff.getByText('$15.50')).toBeVisible();
});
