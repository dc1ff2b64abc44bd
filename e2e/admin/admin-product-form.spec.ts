import { expect, type Page, test } from '../fixtures/test';

// Since the first-day fixes of 25 November 2026 the owner's product form never loses stock quietly,
// speaks in the owner's words and asks before changes are left behind. It adds a product, so it runs
// with the other catalog writes, after the journeys that count the demo catalog.

async function addClothingProduct(page: Page, baseURL: string | undefined, name: string) {
  const origin = new URL(baseURL ?? '').origin;
  const created = await page.request.post('/api/products/created-product', {
    headers: { origin },
    data: {
      name,
      category: 'clothing',
      color: 'red',
      price: 40,
      description: 'A shirt for the form journey.',
      images: ['/media/demo/clothing/0/red/0.svg'],
      sizes: [
        { size: 'S', stock: 3 },
        { size: 'M', stock: 5 },
      ],
    },
  });
  expect(created.status()).toBe(201);
}

test('an owner switches a category away and back without losing stock, and is asked before sizes or changes are lost @catalog-writes', async ({
  page,
  admin,
  baseURL,
}) => {
  expect(admin.email).toContain('@');
  const name = `Form Journey Shirt ${Date.now().toString(36)}`;
  await addClothingProduct(page, baseURL, name);

  await page.goto('/dashboard/manage-products');
  await page.getByLabel('Product name').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
  const listSearch = new URL(page.url()).search;
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Update Product' })).toBeVisible();
  await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue(name);

  // Clothing → Shoes → Clothing: every number the sizes had is still there.
  await page.getByLabel('Category').selectOption('shoes');
  await expect(page.getByLabel('Stock, 38, red')).toHaveValue('0');
  await page.getByLabel('Category').selectOption('clothing');
  await expect(page.getByLabel('Stock, M, red')).toHaveValue('5');
  await expect(page.getByLabel('Stock, S, red')).toHaveValue('3');

  // Wrong stock in two sizes: one sentence for each, naming it.
  await page.getByLabel('Stock, M, red').fill('-3');
  await page.getByLabel('Stock, S, red').fill('1.5');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Stock for size M must be a whole number, 0 or more')).toBeVisible();
  await expect(page.getByText('Stock for size S must be a whole number, 0 or more')).toBeVisible();

  // Leaving the changed form by a link asks first; staying keeps everything typed.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Leave this page? Your changes to this product are not saved.');
    void dialog.dismiss();
  });
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Manage Products' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/update-product\//);
  await expect(page.getByLabel('Stock, M, red')).toHaveValue('-3');

  // Shoes would remove S and M with their stock: the form asks and nothing is saved until it is told.
  await page.getByLabel('Stock, M, red').fill('5');
  await page.getByLabel('Stock, S, red').fill('3');
  await page.getByLabel('Category').selectOption('shoes');
  await page.getByRole('button', { name: 'Update Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove sizes that have stock?' });
  await expect(dialog.getByText('Size S: 3 in stock')).toBeVisible();
  await expect(dialog.getByText('Size M: 5 in stock')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();

  // Back to Clothing and save: the stock is as it was, and the list comes back as it was left.
  await page.getByLabel('Category').selectOption('clothing');
  await page.getByLabel('Price ($)').fill('39');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/dashboard/manage-products' && url.search === listSearch,
  );
  const origin = new URL(baseURL ?? '').origin;
  const found = await page.request.get(`/api/products?search=${encodeURIComponent(name)}`, {
    headers: { origin },
  });
  const [product] = (await found.json()).products as { sizes: { size: string; stock: number }[] }[];
  expect(Object.fromEntries((product?.sizes ?? []).map((s) => [s.size, s.stock]))).toMatchObject({
    S: 3,
    M: 5,
  });
});
