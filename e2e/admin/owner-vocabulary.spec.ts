import { RED_PNG } from '../fixtures/images';
import { expect, test } from '../fixtures/test';

// The owner's own words (docs/product/rules.md, Categories, Colours and Sizes): a category with
// its own size chart and measurements, a colour of the owner's naming in the beige family, and a
// shopper who finds the product under Beige in that category and reads its size guide. It writes
// to the catalog, so it runs with the other catalog writes.

test('an owner adds a knitwear category with a measured size chart and an Oatmeal jumper; a shopper finds it under Beige and reads the size guide @catalog-writes', async ({
  page,
  admin,
  browser,
}) => {
  expect(admin.email).toContain('@');
  const tag = Date.now().toString(36);
  const category = `Knitwear ${tag}`;
  const handle = `knitwear-${tag}`;
  const name = `Oatmeal Cable Jumper ${tag}`;
  // A colour of this run's own: colours are the shop's for good, and a name is taken once.
  const oatmeal = `Oatmeal ${tag}`;

  await page.goto('/dashboard/categories');
  await page.getByRole('button', { name: 'Add category' }).click();
  const form = page.getByRole('dialog', { name: 'Add category' });
  await form.getByLabel('Name').fill(category);
  await expect(form.getByLabel('Address')).toHaveValue(handle);
  await form.getByLabel('Description').fill('Soft jumpers and cardigans for cold days.');
  await form.getByLabel('Preset').selectOption({ label: 'Letters (XS–XXL)' });
  await form.getByRole('button', { name: 'Fill in sizes' }).click();
  await form.getByLabel('Bust (cm), row 2').fill('84');
  await form.getByLabel('Bust (cm), row 3').fill('90');
  await form.getByLabel('Length (cm), row 3').fill('64');
  await form.getByRole('button', { name: 'Create category' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`/categories/${handle}`)).toBeVisible();

  await page.goto('/dashboard/add-product');
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Category').selectOption(handle);
  await page.getByRole('button', { name: 'New colour… as the main colour' }).click();
  const colour = page.getByRole('dialog', { name: 'New colour' });
  await colour.getByLabel('Name').fill(oatmeal);
  // The shop guesses the family from the name.
  await expect(colour.getByLabel('Family')).toHaveValue('beige');
  await colour.getByRole('button', { name: 'Create colour' }).click();
  await expect(colour).toBeHidden();
  await expect(page.getByLabel('Color')).toHaveValue(oatmeal);
  await page.getByLabel('Price ($)').fill('95');
  await page.getByLabel(`Stock, S, ${oatmeal}`).fill('4');
  await page.getByLabel(`Stock, M, ${oatmeal}`).fill('2');
  await page
    .getByLabel('Add pictures')
    .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: RED_PNG }]);
  await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Description').fill('A chunky cable knit in undyed wool.');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added successfully')).toBeVisible();

  const shopper = await browser.newPage();
  await shopper.goto(`/categories/${handle}`);
  // A server-rendered page answers once its app runs (see fixtures/test.ts).
  await shopper.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(shopper.getByRole('heading', { level: 1, name: category })).toBeVisible();
  await expect(shopper.getByText('Soft jumpers and cardigans for cold days.')).toBeVisible();
  const filters = shopper.getByRole('complementary', { name: 'Filters' });
  // The colour's radio is hidden behind its swatch: a shopper clicks the swatch.
  await filters.getByTitle('Beige').click();
  await expect(filters.getByRole('radio', { name: 'Beige' })).toBeChecked();
  await expect(shopper).toHaveURL(/color=beige/);
  await shopper.getByRole('link', { name }).first().click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByRole('link', { name: category })).toBeVisible();
  await shopper.getByText('Size guide').click();
  const guide = shopper.getByRole('table', { name: 'Body measurements in cm' });
  // Every size of the chart, as the product comes in each; a measurement not given is a dash.
  await expect(guide.getByRole('row')).toHaveText([
    'SizeBustLength',
    'XS——',
    'S84—',
    'M9064',
    'L——',
    'XL——',
    'XXL——',
  ]);
  await shopper.close();
});
